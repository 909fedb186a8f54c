import { useMutation } from "@tanstack/react-query";
import type { TRate, TRateCard } from "@wms/contracts";
import { App, DatePicker, Form, type FormInstance, Input, Skeleton } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { utcDay } from "./billing-texts.ts";
import { type TRateRow, toRate, toRow } from "./rate-rules.ts";
import { blankRate, checkRates, RatesEditor } from "./rates-editor.tsx";

/** What a version's form holds: the first day, a note and the rates. */
export type TVersionValues = { effective_from: Dayjs; note: string; rates: TRateRow[] };

/** The form's start: `day` (YYYY-MM-DD), the rates of a version to start from (else one blank row). */
export const versionStart = (day: string, rates?: readonly TRate[], note = ""): TVersionValues => ({
  effective_from: dayjs(day),
  note,
  rates: rates?.length ? rates.map(toRow) : [{ ...blankRate }],
});

/** The version as the server takes it. */
export const versionBody = (v: TVersionValues) => ({
  effective_from: v.effective_from.format("YYYY-MM-DD"),
  note: (v.note ?? "").trim(),
  rates: (v.rates ?? []).map(toRate),
});

/** Days before today (UTC) are priced already: a version starts today or later. */
const beforeToday = (d: Dayjs) => d.format("YYYY-MM-DD") < utcDay();

/** The first day, the note and the rates editor. */
export function VersionFields({ currency }: { currency: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="effective_from"
        label={t("billing.form.effectiveFrom")}
        extra={t("billing.form.utcHint")}
        rules={[{ required: true, message: t("billing.form.dayRequired") }]}
      >
        <DatePicker disabledDate={beforeToday} allowClear={false} />
      </Form.Item>
      <Form.Item name="note" label={t("billing.form.note")}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <RatesEditor currency={currency} />
    </>
  );
}

/**
 * A version's modal: filled with `initial` when it opens (once `initial` is known), the rates checked before
 * sending, the server's field errors at their rows (`rates.2.amount`) and the rest in the form's alert.
 */
export function VersionModal<V extends TVersionValues>(props: {
  open: boolean;
  title: string;
  okText: string;
  form: FormInstance<V>;
  /** null while what the form starts from is loading. */
  initial: V | null;
  currency: string;
  send: (values: V) => Promise<TRateCard>;
  onClose: () => void;
  onSaved: (card: TRateCard) => void;
  /** Fields above the version's (the new card's owner). */
  children?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, open, initial } = props;
  // Filled once per opening, before the dialog paints: a later read of what it starts from never wipes edits.
  const filled = useRef(false);
  useLayoutEffect(() => {
    if (!open) filled.current = false;
    if (!open || !initial || filled.current) return;
    filled.current = true;
    form.resetFields();
    form.setFieldsValue(initial as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initial, form]);
  const save = useMutation({
    mutationFn: (values: V) => props.send(values),
    onSuccess: (card) => {
      void message.success(t("common.saved"));
      props.onSaved(card);
      props.onClose();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  return (
    <FormModal<V>
      open={open}
      title={props.title}
      okText={props.okText}
      width={960}
      form={form}
      // nothing to send until the form is filled
      saving={save.isPending || !initial}
      onClose={props.onClose}
      onFinish={(values) => {
        if (checkRates(form, values.rates ?? [], t)) save.mutate(values);
      }}
      forceRender
      testId={props.testId}
      okTestId={`${props.testId}-ok`}
    >
      {open && initial ? (
        <>
          {props.children}
          <VersionFields currency={props.currency} />
        </>
      ) : (
        <Skeleton active />
      )}
    </FormModal>
  );
}
