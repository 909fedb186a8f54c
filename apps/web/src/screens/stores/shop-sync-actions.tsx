import { StopOutlined, SyncOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMission } from "@wms/contracts";
import { App, Button, Flex, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { missionActive } from "../../components/mission-status.tsx";
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
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const key = shopSyncKey(props.shopId);
  const body = { shop_id: props.shopId, provider_uuid: props.providerUuid };
  const show = (mission: TMission) =>
    queryClient.setQueryData<TShopSync | null>(key, (old) => ({ mission, counts: old?.counts ?? noCounts }));
  const settled = () => queryClient.invalidateQueries({ queryKey: key });
  const start = useMutation({
    mutationFn: () => storesApi.syncProducts(body),
    onSuccess: (res) => {
      void message.success(res.message);
      show(res.data);
    },
    onSettled: settled,
  });
  const stop = useMutation({
    mutationFn: () => storesApi.stopSync(body),
    onSuccess: (res) => {
      void message.success(res.message);
      show(res.data);
    },
    onSettled: settled,
  });
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
        <Popconfirm
          title={t("stores.products.sync.stopConfirm")}
          description={t("stores.products.sync.stopWarning")}
          okText={t("stores.products.sync.stop")}
          okButtonProps={{ danger: true }}
          cancelText={t("common.cancel")}
          // the client already showed why it failed; the sync is read again
          onConfirm={() => stop.mutateAsync().catch(() => undefined)}
        >
          <Button danger icon={<StopOutlined />} data-testid="shop-sync-stop">
            {t("stores.products.sync.stop")}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
