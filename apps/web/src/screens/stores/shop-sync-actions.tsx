import { RedoOutlined, StepForwardOutlined, SyncOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import type { TMission } from "@wms/contracts";
import { Button, type ButtonProps, Flex, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { missionActive } from "../../components/mission-status.tsx";
import { StopMissionButton } from "../../components/stop-mission-button.tsx";
import { useMissionAction } from "../../components/use-mission-action.ts";
import { shopSyncKey, type TShopSync } from "./shop-sync.ts";
import { storesApi } from "./stores-api.ts";

const noCounts = { linked: 0, new: 0, sku_conflict: 0 };

/**
 * The drop shipper's start and stop of a shop's product sync. Start is closed while one is pending or
 * running; stop shows only while one runs, after a confirmation. A stopped or failed sync that read some
 * pages (`resumeRead`) goes on from there; "Start over" reads every page again, after a confirmation. The
 * server's answer is the message (a refusal, e.g. one already running, pops up as the client shows errors);
 * either way the sync is read again, and polled while it runs.
 */
export function SyncActions(props: {
  shopId: string;
  providerUuid: string;
  mission: TMission | undefined;
  resumeRead: number | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = shopSyncKey(props.shopId);
  const body = { shop_id: props.shopId, provider_uuid: props.providerUuid };
  const after = {
    show: (mission: TMission) =>
      queryClient.setQueryData<TShopSync | null>(key, (old) => ({
        mission,
        counts: old?.counts ?? noCounts,
        resume_read: null,
      })),
    settled: () => queryClient.invalidateQueries({ queryKey: key }),
  };
  const start = useMissionAction(() => storesApi.syncProducts(body), after);
  const startOver = useMissionAction(() => storesApi.syncProducts({ ...body, start_over: true }), after);
  const stop = useMissionAction(() => storesApi.stopSync(body), after);
  const status = props.mission?.status;
  const resumable = props.resumeRead !== null && !missionActive(status);
  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        icon={resumable ? <StepForwardOutlined /> : <SyncOutlined />}
        disabled={missionActive(status)}
        loading={start.isPending}
        onClick={() => start.mutate()}
        data-testid="shop-sync-start"
      >
        {resumable
          ? t("stores.products.sync.resume", { count: props.resumeRead ?? 0 })
          : t("stores.products.sync.start")}
      </Button>
      {resumable && (
        <Popconfirm
          title={t("stores.products.sync.startOverConfirm")}
          description={t("stores.products.sync.startOverWarning")}
          okText={t("stores.products.sync.startOver")}
          okButtonProps={{ "data-testid": "shop-sync-start-over-confirm" } as ButtonProps}
          cancelText={t("common.cancel")}
          onConfirm={() => startOver.mutateAsync().catch(() => undefined)}
        >
          <Button icon={<RedoOutlined />} loading={startOver.isPending} data-testid="shop-sync-start-over">
            {t("stores.products.sync.startOver")}
          </Button>
        </Popconfirm>
      )}
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
