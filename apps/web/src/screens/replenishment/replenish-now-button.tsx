import { ThunderboltOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { useFormSend } from "../../components/use-form-send.ts";
import { useWarehouseOptions } from "../warehousing/warehousing-options.ts";
import { refreshReplenishment, replenishmentApi } from "./replenishment-api.ts";

type TValues = { warehouse_id?: string };
type TAnswer = { created: number };

/** "3 replenishment tasks made", or that no face of the warehouse was below its minimum. */
function useMadeText() {
  const { t } = useTranslation();
  return (answer: TAnswer) =>
    answer.created > 0 ? t("replenishment.run.made", { count: answer.created }) : t("replenishment.run.none");
}

/**
 * "Replenish now": makes the tasks of the faces below their minimum of the warehouse the list is filtered
 * on (`warehouseId`) at once; with none chosen it asks for the warehouse first, and then filters the list
 * on it (`onChosen`). Either way it says how many tasks were made and both lists read again.
 */
export function ReplenishNowButton(props: { warehouseId?: string; onChosen: (warehouseId: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const madeText = useMadeText();
  const [form] = Form.useForm<TValues>();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const warehouses = useWarehouseOptions();
  const refresh = () => void refreshReplenishment(queryClient);
  const { saving, close, send } = useFormSend<TAnswer>(form, () => setAsking(false), {
    done: madeText,
    failed: t("replenishment.run.failed"),
    onAnswer: refresh,
  });
  const runAt = async (warehouseId: string) => {
    setRunning(true);
    try {
      void message.success(madeText(await replenishmentApi.run({ warehouse_id: warehouseId })));
      refresh();
    } catch (error) {
      void message.error(error instanceof ApiError ? error.detailedMessage : t("replenishment.run.failed"));
    } finally {
      setRunning(false);
    }
  };
  const f = (key: string) => t(`replenishment.run.${key}`);
  return (
    <>
      <Button
        icon={<ThunderboltOutlined />}
        loading={running}
        onClick={() => (props.warehouseId ? void runAt(props.warehouseId) : setAsking(true))}
        data-testid="replenish-now"
      >
        {f("button")}
      </Button>
      <FormModal<TValues>
        open={asking}
        title={f("title")}
        okText={f("ok")}
        form={form}
        saving={saving}
        onClose={close}
        onFinish={({ warehouse_id: warehouseId = "" }) => {
          props.onChosen(warehouseId);
          send(() => replenishmentApi.run({ warehouse_id: warehouseId }));
        }}
        destroyOnHidden
        testId="replenish-now-modal"
        okTestId="replenish-now-ok"
        formProps={{ name: "replenish-now" }}
        intro={<Typography.Paragraph>{f("intro")}</Typography.Paragraph>}
      >
        <Form.Item
          name="warehouse_id"
          label={f("warehouse")}
          rules={[{ required: true, message: f("warehouseRequired") }]}
        >
          <Select
            aria-label={f("warehouse")}
            options={warehouses}
            showSearch={{ optionFilterProp: "label" }}
          />
        </Form.Item>
      </FormModal>
    </>
  );
}
