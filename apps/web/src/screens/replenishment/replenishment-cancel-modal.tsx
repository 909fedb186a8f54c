import { useQueryClient } from "@tanstack/react-query";
import type { TReplenishment } from "@wms/contracts";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { DocumentActionModal, useActionForm } from "../../components/document-action-modal.tsx";
import { refreshReplenishment, replenishmentApi } from "./replenishment-api.ts";

type TValues = { note?: string };

const noteMax = 300;

/**
 * "Cancel…" of an open task: says what will not be moved and asks why (required, kept with the task).
 * Open while `task` is set.
 */
export function ReplenishmentCancelModal(props: { task: TReplenishment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useActionForm<TValues>();
  return (
    <DocumentActionModal<TReplenishment, TValues, TReplenishment>
      document={props.task}
      onClose={props.onClose}
      texts="replenishment.cancel"
      testId="replenishment-cancel"
      formName="replenishment-cancel"
      form={form}
      danger
      introValues={(task) => ({
        quantity: task.quantity,
        sku: task.sku,
        from: task.from_location_code,
        to: task.to_location_code,
      })}
      send={(task, values) => replenishmentApi.cancel({ task_id: task.id, note: (values.note ?? "").trim() })}
      onAnswer={() => void refreshReplenishment(queryClient)}
    >
      <Form.Item
        name="note"
        label={t("replenishment.cancel.note")}
        rules={[{ required: true, whitespace: true, message: t("replenishment.cancel.noteRequired") }]}
      >
        <Input.TextArea rows={3} maxLength={noteMax} showCount />
      </Form.Item>
    </DocumentActionModal>
  );
}
