import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TBillingSettings } from "@wms/contracts";
import { App, Button, Form, Input, Skeleton, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { billingApi, billingKey } from "./billing-api.ts";

const settingsKey = [...billingKey, "settings"];
const upper = (value: string | undefined) => (value ?? "").toUpperCase();

/** The billing currency: every card's amounts and every charge are in it. */
export function BillingSettingsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TBillingSettings>();
  const settings = useQuery({ queryKey: settingsKey, queryFn: billingApi.settings });
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  const save = useMutation({
    mutationFn: (values: TBillingSettings) => billingApi.updateSettings(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: billingKey });
      void message.success(t("billing.settings.saved", { currency: saved.currency }));
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  if (settings.isPending) return <Skeleton active />;
  return (
    <Form<TBillingSettings>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={(v) => save.mutate(v)}
      data-testid="billing-settings"
    >
      <Typography.Paragraph type="secondary">{t("billing.settings.intro")}</Typography.Paragraph>
      <Form.Item
        name="currency"
        label={t("billing.settings.currency")}
        normalize={upper}
        rules={[{ required: true, pattern: /^[A-Z]{3}$/, message: t("billing.settings.currencyFormat") }]}
      >
        <Input maxLength={3} style={{ width: 120 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t("common.save")}
      </Button>
    </Form>
  );
}
