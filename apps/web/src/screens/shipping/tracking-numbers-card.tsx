import { useMutation } from "@tanstack/react-query";
import { Alert, App, Button, Card, Flex, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { shippingApi } from "./shipping-api.ts";

/** One "order code, tracking number" pair per line (pasted from a carrier's sheet). */
function parse(text: string) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [order_code = "", tracking_number = ""] = line.split(/[\s,;\t]+/);
      return { order_code, tracking_number };
    });
}

/** The lines and the save of the tracking numbers: typed in or pasted from a carrier's sheet. */
function TrackingNumbersForm(props: { initialText?: string; onSaved?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState(props.initialText ?? "");
  const save = useMutation({
    mutationFn: () => shippingApi.setTrackingNumbers(parse(text)),
    onSuccess: (res) => {
      if (res.errors.length === 0) {
        void message.success(t("shipping.tracking.saved", { count: res.done.length }));
        setText("");
        props.onSaved?.();
      }
    },
  });
  // A line with an order code and no number yet (the print's own list) is not saved.
  const entries = parse(text).filter((e) => e.tracking_number !== "");
  const errors = save.data?.errors ?? [];
  return (
    <Flex vertical gap={8} style={{ maxWidth: 640 }}>
      <Typography.Text type="secondary">{t("shipping.tracking.hint")}</Typography.Text>
      <Input.TextArea
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="SO2026112300001, RR123456789CN"
        aria-label={t("shipping.tracking.title")}
        data-testid="tracking-numbers-input"
      />
      {errors.length > 0 && <Alert type="warning" showIcon title={errors.map((e) => e.message).join("; ")} />}
      <Button
        type="primary"
        disabled={entries.length === 0 || entries.length > 500}
        loading={save.isPending}
        onClick={() => save.mutate()}
        data-testid="tracking-numbers-save"
      >
        {t("shipping.tracking.save", { count: entries.length })}
      </Button>
    </Flex>
  );
}

/** Tracking numbers of manual carriers: typed in or pasted, saved before the waybill is printed. */
export function TrackingNumbersCard() {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t("shipping.tracking.title")}>
      <TrackingNumbersForm />
    </Card>
  );
}

/**
 * Where waybills are printed: the numbers a manual channel needs before its waybill prints, for the
 * orders in `orderCodes` (each on its line, the number to type after it), with why the print stopped.
 */
export function TrackingNumbersModal(props: {
  orderCodes: string[];
  reason: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t("shipping.tracking.title")}
      footer={null}
      onCancel={props.onClose}
      width={680}
      data-testid="tracking-numbers-modal"
    >
      <Flex vertical gap={12}>
        {props.reason && <Alert type="warning" showIcon title={props.reason} />}
        <TrackingNumbersForm
          initialText={props.orderCodes.map((code) => `${code}, `).join("\n")}
          onSaved={props.onSaved}
        />
      </Flex>
    </Modal>
  );
}
