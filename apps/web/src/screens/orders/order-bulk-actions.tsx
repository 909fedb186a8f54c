import { useQueryClient } from "@tanstack/react-query";
import type { TBatchOrderResponse, TOrderBulkAction, TOrderSummary } from "@wms/contracts";
import { App, Button, Modal, Popconfirm } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { BulkErrorList } from "../products/bulk-error-list.tsx";
import { ordersApi, ordersKey } from "./orders-api.ts";

const shipperActions: TOrderBulkAction[] = ["submit", "cancel"];
const staffActions: TOrderBulkAction[] = ["submit", "confirm", "return_to_draft", "cut_off", "cancel"];
const destructive = new Set<TOrderBulkAction>(["cancel", "cut_off", "return_to_draft"]);

/** Runs one lifecycle action on orders and shows the refused ones as "order_id: message" (code 3000). */
export function useOrderAction(providerUuid: string | undefined) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<{ title: string; errors: TBatchOrderResponse["errors"] } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: TOrderBulkAction, ids: string[]) => {
    setBusy(true);
    try {
      const envelope = await ordersApi.batch({ provider_uuid: providerUuid, action, order_ids: ids });
      if (envelope.data.errors.length) setFailed({ title: envelope.message, errors: envelope.data.errors });
      else void message.success(t(`orders.done.${action}`, { count: envelope.data.done.length }));
      return true;
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as TBatchOrderResponse | null) : null;
      if (data?.errors?.length && ids.length > 1)
        setFailed({ title: (error as Error).message, errors: data.errors });
      else void message.error(error instanceof Error ? error.message : t("orders.failed"));
      return false;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    }
  };

  const errorsModal = (
    <Modal
      open={failed !== null}
      title={t("orders.bulk.resultTitle")}
      onCancel={() => setFailed(null)}
      footer={<Button onClick={() => setFailed(null)}>{t("orders.close")}</Button>}
    >
      {failed && (
        <BulkErrorList
          title={failed.title}
          testId="order-bulk-errors"
          errors={failed.errors.map((e) => ({ key: e.order_id ?? e.key ?? "", message: e.message }))}
        />
      )}
    </Modal>
  );
  return { run, busy, errorsModal };
}

/** The bulk bar of the order list: needs a selection; destructive actions ask first. */
export function OrderBulkActions(props: {
  selected: TOrderSummary[];
  clear: () => void;
  staff: boolean;
  runner: ReturnType<typeof useOrderAction>;
}) {
  const { t } = useTranslation();
  const ids = props.selected.map((o) => o.order_id);
  const disabled = ids.length === 0 || props.runner.busy;
  const go = async (action: TOrderBulkAction) => {
    if (await props.runner.run(action, ids)) props.clear();
  };
  return (
    <>
      {(props.staff ? staffActions : shipperActions).map((action) =>
        destructive.has(action) ? (
          <Popconfirm
            key={action}
            title={t(`orders.bulk.confirm.${action}`, { count: ids.length })}
            okText={t(`orders.actions.${action}`)}
            cancelText={t("orders.keep")}
            onConfirm={() => go(action)}
            disabled={disabled}
          >
            <Button danger={action !== "return_to_draft"} disabled={disabled} data-testid={`bulk-${action}`}>
              {t(`orders.actions.${action}`)}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            key={action}
            disabled={disabled}
            onClick={() => void go(action)}
            data-testid={`bulk-${action}`}
          >
            {t(`orders.actions.${action}`)}
          </Button>
        ),
      )}
    </>
  );
}
