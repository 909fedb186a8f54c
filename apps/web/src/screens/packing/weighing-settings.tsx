import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TWeighingSettings } from "@wms/contracts";
import { Button, Form, InputNumber, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/use-session.ts";
import { packingApi } from "./packing-api.ts";

const settingsKey = ["packing", "weighing-settings"] as const;

/** The provider's weighing tolerance: shown to operators, edited by the provider. */
export function WeighingSettingsButton() {
  const { t } = useTranslation();
  const isProvider = useSession()?.role === "provider";
  const required = [{ required: true, message: t("packing.required") }];
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<TWeighingSettings>();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey, queryFn: packingApi.settings });
  const save = useMutation({
    mutationFn: packingApi.saveSettings,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKey });
      setOpen(false);
    },
  });
  const s = settings.data;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="weighing-settings">
        {s
          ? t("packing.weighing.tolerance", { percent: s.tolerance_percent, grams: s.tolerance_grams })
          : "…"}
      </Button>
      <Modal
        open={open}
        title={t("packing.weighing.settingsTitle")}
        onCancel={() => setOpen(false)}
        okButtonProps={{ disabled: !isProvider, loading: save.isPending }}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t("packing.weighing.settingsHelp")}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          initialValues={s}
          disabled={!isProvider}
          onFinish={(v) => save.mutate(v)}
        >
          <Form.Item name="tolerance_percent" label={t("packing.weighing.percent")} rules={required}>
            <InputNumber min={0} max={100} step={1} suffix="%" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="tolerance_grams" label={t("packing.weighing.grams")} rules={required}>
            <InputNumber min={0} max={100000} precision={0} suffix="g" style={{ width: 200 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
