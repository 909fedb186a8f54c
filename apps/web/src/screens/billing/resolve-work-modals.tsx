import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { rateFormats, type TFeeKind, type TUnpricedWork } from "@wms/contracts";
import { Alert, App, Form, type FormInstance, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { billingApi, billingKey, chargesKey, unpricedKey } from "./billing-api.ts";
import { unitText } from "./billing-texts.ts";
import { kindInfo } from "./rate-rules.ts";
import { AmountInput } from "./rates-editor.tsx";

/** The price and waive modals' props: the open items chosen (the modal is open while there are some). */
type TResolveProps = { items: TUnpricedWork[]; onClose: () => void; onDone: () => void };

/** Whether the chosen items are of more than one fee kind: one rate cannot price them. */
export const mixedKinds = (items: readonly TUnpricedWork[]) => new Set(items.map((i) => i.kind)).size > 1;

/**
 * Sends a price or a waive: on success says how many were resolved and refreshes the unpriced work and the
 * charges; a refusal (work resolved meanwhile, 4009; kinds mixed, 4001) shows in the modal's alert.
 */
function useResolve<V extends object>(
  form: FormInstance<V>,
  send: (values: V) => Promise<{ resolved: number }>,
  done: (count: number) => string,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      void message.success(done(answer.resolved));
      void queryClient.invalidateQueries({ queryKey: unpricedKey });
      void queryClient.invalidateQueries({ queryKey: chargesKey });
      form.resetFields();
      onDone();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
}

type TPriceValues = { rate: string };

/** What the price modal says of a kind: money per unit, or a percent applied to a cost or a value. */
function priceTexts(kind: TFeeKind | undefined) {
  const info = kind ? kindInfo(kind) : null;
  if (info?.measure !== "percent")
    return { percent: false, intro: "billing.unpriced.priceIntro", label: "billing.unpriced.rate" } as const;
  const intro =
    info.basis === "share" ? "billing.unpriced.priceIntroShare" : "billing.unpriced.priceIntroCostPlus";
  return { percent: true, intro, label: "billing.unpriced.ratePercent" } as const;
}

/**
 * "Price…": one rate for open work of one fee kind (refused before sending when the kinds differ): money per
 * unit, each item charged its quantity times it; or, for a percent kind, a percent applied as the card's rate
 * would be (a cost plus the percent, or the percent of a quote's value).
 */
export function PriceWorkModal(props: TResolveProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TPriceValues>();
  const open = props.items.length > 0;
  const mixed = mixedKinds(props.items);
  const kind = props.items[0]?.kind;
  const texts = priceTexts(kind);
  const settings = useQuery({
    queryKey: [...billingKey, "settings"],
    queryFn: billingApi.settings,
    enabled: open,
  });
  const currency = settings.data?.currency ?? "";
  const price = useResolve(
    form,
    (values: TPriceValues) =>
      billingApi.priceUnpriced({ ids: props.items.map((i) => i.id), rate: values.rate.trim() }),
    (count) => t("billing.unpriced.priced", { count }),
    props.onDone,
  );
  const intro = mixed ? (
    <Alert type="error" showIcon role="alert" title={t("billing.unpriced.mixedKinds")} />
  ) : (
    <Typography.Paragraph>
      {t(texts.intro, {
        count: props.items.length,
        kind: kind ? t(`billing.kinds.${kind}`) : "",
      })}
    </Typography.Paragraph>
  );
  return (
    <FormModal<TPriceValues>
      open={open}
      title={t("billing.unpriced.priceTitle")}
      okText={t("billing.unpriced.priceOk")}
      form={form}
      saving={price.isPending}
      onClose={() => {
        form.resetFields();
        props.onClose();
      }}
      onFinish={(values) => {
        if (!mixed) price.mutate(values);
      }}
      destroyOnHidden
      testId="price-work-modal"
      okTestId="price-work-ok"
      intro={intro}
    >
      <Form.Item
        name="rate"
        label={t(texts.label)}
        rules={[
          { required: true, whitespace: true, message: t("billing.rules.amountRequired") },
          texts.percent
            ? { pattern: rateFormats.percent, message: t("billing.rules.percentFormat") }
            : { pattern: rateFormats.money, message: t("billing.rules.moneyFormat") },
        ]}
      >
        <AmountInput
          aria-label={t(texts.label)}
          disabled={mixed}
          unit={kind ? unitText(t, kind, currency) : currency}
        />
      </Form.Item>
    </FormModal>
  );
}

type TWaiveValues = { reason: string };

/** "Waive…": the chosen open work is never charged; the reason is kept with each item. */
export function WaiveWorkModal(props: TResolveProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TWaiveValues>();
  const waive = useResolve(
    form,
    (values: TWaiveValues) =>
      billingApi.waiveUnpriced({ ids: props.items.map((i) => i.id), reason: values.reason.trim() }),
    (count) => t("billing.unpriced.waived", { count }),
    props.onDone,
  );
  return (
    <FormModal<TWaiveValues>
      open={props.items.length > 0}
      title={t("billing.unpriced.waiveTitle")}
      okText={t("billing.unpriced.waiveOk")}
      form={form}
      saving={waive.isPending}
      onClose={() => {
        form.resetFields();
        props.onClose();
      }}
      onFinish={(values) => waive.mutate(values)}
      destroyOnHidden
      testId="waive-work-modal"
      okTestId="waive-work-ok"
      intro={
        <Typography.Paragraph>
          {t("billing.unpriced.waiveIntro", { count: props.items.length })}
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="reason"
        label={t("billing.unpriced.reason")}
        rules={[{ required: true, whitespace: true, message: t("billing.unpriced.reasonRequired") }]}
      >
        <Input.TextArea rows={3} maxLength={300} showCount />
      </Form.Item>
    </FormModal>
  );
}
