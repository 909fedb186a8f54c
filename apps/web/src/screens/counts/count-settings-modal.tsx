import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCountSettings } from "@wms/contracts";
import { Form, Input, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { countsApi, countsKey } from "./counts-api.ts";

const settingsKey = [...countsKey, "settings"] as const;

/** As the contract takes it: up to 10 digits and 2 decimals. */
const amountPattern = /^\d{1,10}(\.\d{1,2})?$/;

/** Until the rules are read (one object: the modal resets its form whenever `initial` changes). */
const notRead: Partial<TCountSettings> = {};

/**
 * "Count rules" (the provider's): a first count off by more units than the recount threshold is counted
 * again by another operator; a variance worth more than the approval limit waits for the provider.
 */
export function CountSettingsModal(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey, queryFn: countsApi.settings, enabled: props.open });
  const f = (key: string) => t(`counts.settings.${key}`);
  return (
    <EntityFormModal<TCountSettings, TCountSettings>
      open={props.open}
      title={f("title")}
      initial={settings.data ?? notRead}
      submit={(values) =>
        countsApi.saveSettings({
          recount_threshold: Number(values.recount_threshold),
          approval_limit: String(values.approval_limit).trim(),
        })
      }
      onClose={props.onClose}
      onSaved={(saved) => queryClient.setQueryData(settingsKey, saved)}
      testId="count-settings-modal"
    >
      <Form.Item
        name="recount_threshold"
        label={f("threshold")}
        extra={f("thresholdHint")}
        rules={[{ required: true, message: f("thresholdRequired") }]}
      >
        <InputNumber min={0} max={1_000_000} precision={0} style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item
        name="approval_limit"
        label={f("limit")}
        extra={f("limitHint")}
        rules={[
          { required: true, message: f("limitFormat") },
          { pattern: amountPattern, message: f("limitFormat") },
        ]}
      >
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
    </EntityFormModal>
  );
}
