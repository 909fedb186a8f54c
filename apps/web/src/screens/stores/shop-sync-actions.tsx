import { SyncOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import type { TMission } from "@wms/contracts";
import { Button, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { missionActive } from "../../components/mission-status.tsx";
import { StopMissionButton } from "../../components/stop-mission-button.tsx";
import { useMissionAction } from "../../components/use-mission-action.ts";
import { shopSyncKey, type TShopSync } from "./shop-sync.ts";
import { storesApi } from "./stores-api.ts";

const noCounts = { linked: 0, new: 0, sku_conflict: 0 };

/**
 * The drop shipper's start and stop of a shop's product sync. Start is closed while one is pending or
 * running; stop shows only while one runs, after a confirmation. The server's answer is the message (a
 * refusal, e.g. one already running, pops up as the client shows errors); either way the sync is read
 * again, and polled while it runs.
 */
export function SyncActions(props: { shopId: string; providerUuid: string; mission: TMission | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = shopSyncKey(props.shopId);
  const body = { shop_id: props.shopId, provider_uuid: props.providerUuid };
  const after = {
    show: (mission: TMission) =>
      queryClient.setQueryData<TShopSync | null>(key, (old) => ({
        mission,
        counts: old?.counts ?? noCounts,
      })),
    settled: () => queryClient.invalidateQueries({ queryKey: key }),
  };
  const start = useMissionAction(() => storesApi.syncProducts(body), after);
  const stop = useMissionAction(() => storesApi.stopSync(body), after);
  const status = props.mission?.status;
  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        icon={<SyncOutlined />}
        disabled={missionActive(status)}
        loading={start.isPending}
        onClick={() => start.mutate()}
        data-testid="shop-sync-start"
      >
        {t("stores.products.sync.start")}
      </Button>
      {status === "running" && (
        <StopMissionButton
          label={t("stores.products.sync.stop")}
          confirm={t("stores.products.sync.stopConfirm")}
          warning={t("stores.products.sync.stopWarning")}
          testId="shop-sync-stop"
          onConfirm={() => stop.mutateAsync()}
        />
      )}
    </Flex>
  );
}
