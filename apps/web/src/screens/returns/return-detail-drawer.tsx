import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TReturnDetail, TReturnSummary } from "@wms/contracts";
import { Descriptions, Drawer, Flex, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { ReturnActionButtons, type TReturnAct } from "./return-action-buttons.tsx";
import { ReturnDetailSections } from "./return-detail-sections.tsx";
import { ReturnInspectPanel } from "./return-inspect-panel.tsx";
import { returnDetailKey, returnsApi, showAnswer } from "./returns-api.ts";
import { ReturnStatusTag } from "./returns-status.tsx";

/** The RMA's facts: status, source, warehouse, customer (staff), order, consignee, tracking, units, times. */
function ReturnFacts({ rma, staff }: { rma: TReturnDetail; staff: boolean }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`returns.fields.${key}`);
  return (
    <Descriptions size="small" column={2} data-testid="return-facts">
      <Descriptions.Item label={f("status")}>
        <ReturnStatusTag status={rma.status} />
      </Descriptions.Item>
      <Descriptions.Item label={f("source")}>{t(`returns.sources.${rma.source}`)}</Descriptions.Item>
      <Descriptions.Item label={f("warehouse")}>{rma.warehouse_code}</Descriptions.Item>
      {staff && (
        <Descriptions.Item label={f("customer")}>
          {rma.owner_code} {rma.customer_name}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={f("orderCode")}>{rma.order_code ?? t("returns.noOrder")}</Descriptions.Item>
      <Descriptions.Item label={f("consignee")}>{rma.consignee || "—"}</Descriptions.Item>
      <Descriptions.Item label={f("trackingNumber")}>{rma.tracking_number || "—"}</Descriptions.Item>
      <Descriptions.Item label={f("units")}>
        {t("returns.unitsInspected", { inspected: rma.inspected_count, units: rma.unit_count })}
      </Descriptions.Item>
      <Descriptions.Item label={f("createdAt")}>{formatTime(rma.created_at)}</Descriptions.Item>
      <Descriptions.Item label={f("receivedAt")}>{formatTime(rma.received_at)}</Descriptions.Item>
      <Descriptions.Item label={f("inspectedAt")}>{formatTime(rma.inspected_at)}</Descriptions.Item>
      <Descriptions.Item label={f("closedAt")}>{formatTime(rma.closed_at)}</Descriptions.Item>
      {rma.note && <Descriptions.Item label={f("note")}>{rma.note}</Descriptions.Item>}
    </Descriptions>
  );
}

/**
 * One RMA (open while `returnId` is set): its facts and buttons (from its `actions`), the inspection form
 * while staff inspect it (`inspecting`), its lines, inspected units, parcel photos and markings, and its
 * history. An inspection's answer is shown at once; the lists are read again.
 */
export function ReturnDetailDrawer(props: {
  returnId: string | null;
  providerUuid?: string;
  staff: boolean;
  inspecting: boolean;
  onAct: (act: TReturnAct, rma: TReturnSummary) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: returnDetailKey(props.returnId),
    queryFn: () => returnsApi.detail({ provider_uuid: props.providerUuid, return_id: props.returnId ?? "" }),
    enabled: Boolean(props.returnId),
  });
  const rma = detail.data;
  const inspected = (answer: TReturnDetail) => void showAnswer(queryClient, answer);
  return (
    <Drawer
      open={Boolean(props.returnId)}
      onClose={props.onClose}
      size="large"
      title={rma ? t("returns.detailTitle", { code: rma.code }) : t("returns.detailLoading")}
      extra={rma && <ReturnActionButtons rma={rma} onAct={props.onAct} />}
    >
      {!rma ? (
        <Skeleton active />
      ) : (
        // The drawer's body scrolls: its content is a named region the keyboard can reach (and scroll).
        <Flex
          vertical
          gap={16}
          data-testid="return-detail"
          role="region"
          tabIndex={0}
          aria-label={t("returns.detailTitle", { code: rma.code })}
        >
          <ReturnFacts rma={rma} staff={props.staff} />
          {props.staff && props.inspecting && rma.actions.includes("inspect") && (
            <ReturnInspectPanel rma={rma} onInspected={inspected} />
          )}
          <ReturnDetailSections rma={rma} />
        </Flex>
      )}
    </Drawer>
  );
}
