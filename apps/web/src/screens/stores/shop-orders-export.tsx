import { DownloadOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { downloadResultFile } from "../../api/download.ts";
import { withDayRange } from "../../components/data-table/day-range.ts";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { ExportButton } from "../../components/export-button.tsx";
import { MissionStatusTag } from "../../components/mission-status.tsx";
import { useMissionQuery } from "../../components/use-mission-query.ts";
import { storesApi } from "./stores-api.ts";

/** The order list's filters an export takes (the day range as YYYY-MM-DD days, as the list sends it). */
const exported = [
  "keyword",
  "state",
  "payment_status",
  "fulfilment_status",
  "push_state",
  "date_from",
  "date_to",
];

/**
 * Export of a shop's orders as the list is filtered, and the caller's last export of the shop: its state
 * while it runs (followed until it ends) and, once completed, its file to download.
 */
export function ShopOrdersExport(props: { shopId: string; providerUuid?: string }) {
  const { t } = useTranslation();
  const { shopId, providerUuid } = props;
  const [params] = useListParams();
  const queryClient = useQueryClient();
  const queryKey = ["stores", "export", shopId];
  const last = useMissionQuery({
    queryKey,
    queryFn: () => storesApi.exportMission({ shop_id: shopId, provider_uuid: providerUuid }),
    missionOf: (d) => d.mission,
    pollMs: 2000,
    refreshOnEnd: queryKey,
  });
  const start = () => {
    const days = withDayRange(params);
    const filters: Record<string, string> = { shop_id: shopId };
    for (const key of exported)
      if (days[key] !== undefined && days[key] !== "") filters[key] = String(days[key]);
    return storesApi.exportOrders(providerUuid, filters);
  };
  const mission = last.data?.mission;
  return (
    <Flex gap={8} align="center" wrap data-testid="shop-orders-export">
      <ExportButton
        start={start}
        testId="shop-orders-export-start"
        onStarted={() => void queryClient.invalidateQueries({ queryKey })}
      />
      {mission && (
        <Flex gap={4} align="center">
          <Typography.Text type="secondary">{t("stores.orders.lastExport")}</Typography.Text>
          <MissionStatusTag status={mission.status} testId="shop-orders-export-status" />
          {mission.status === "running" && (
            <Typography.Text type="secondary">{mission.progress}%</Typography.Text>
          )}
          {mission.status === "completed" && mission.result_file && (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => void downloadResultFile(mission.result_file as string)}
              data-testid="shop-orders-export-download"
            >
              {t("stores.orders.downloadExport")}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
