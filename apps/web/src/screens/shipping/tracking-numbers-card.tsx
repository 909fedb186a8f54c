import { useMutation } from "@tanstack/react-query";
import { Alert, App, Button, Card, Flex, Input, Typography } from "antd";
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

/** Tracking numbers of manual carriers: typed in or pasted, saved before the waybill is printed. */
export function TrackingNumbersCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState("");
  const save = useMutation({
    mutationFn: () => shippingApi.setTrackingNumbers(parse(text)),
    onSuccess: (res) => {
      if (res.errors.length === 0) {
        void message.success(t("shipping.tracking.saved", { count: res.done.length }));
        setText("");
      }
    },
  });
  const entries = parse(text);
  const errors = save.data?.errors ?? [];
  return (
    <Card size="small" title={t("shipping.tracking.title")}>
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
        {errors.length > 0 && (
          <Alert type="warning" showIcon message={errors.map((e) => e.message).join("; ")} />
        )}
        <Button
          type="primary"
          disabled={entries.length === 0 || entries.length > 500}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {t("shipping.tracking.save", { count: entries.length })}
        </Button>
      </Flex>
    </Card>
  );
}
