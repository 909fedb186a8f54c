import { CloudUploadOutlined, RedoOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import type { TMission, TShopFulfilMission } from "@wms/contracts";
import { Button, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { missionActive } from "../../components/mission-status.tsx";
import { StopMissionButton } from "../../components/stop-mission-button.tsx";
import { useMissionAction } from "../../components/use-mission-action.ts";
import { shopFulfilKey } from "./shop-fulfil.ts";
import { shopOrdersKey } from "./shop-orders.ts";
import { storesApi } from "./stores-api.ts";

/**
 * The drop shipper's fulfilment push: "Push now" (closed with nothing due or while one is under way),
 * "Stop" (only while one is under way, after a confirmation) and "Retry failed" (with failed ones: they
 * become due and a push starts). After each, the push and the shop's orders are read again.
 */
export function FulfilActions(props: {
  shopId: string;
  providerUuid: string;
  fulfil: TShopFulfilMission | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { shopId, fulfil } = props;
  const key = shopFulfilKey(shopId);
  const body = { shop_id: shopId, provider_uuid: props.providerUuid };
  const after = {
    show: (mission: TMission) =>
      queryClient.setQueryData<TShopFulfilMission>(key, (old) => old && { ...old, mission }),
    settled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: shopOrdersKey(shopId) }),
      ]),
  };
  const push = useMissionAction(() => storesApi.fulfil(body), after);
  const stop = useMissionAction(() => storesApi.stopFulfil(body), after);
  const retry = useMissionAction(() => storesApi.resetFulfil(body), after);
  const active = missionActive(fulfil?.mission?.status);
  const counts = fulfil?.counts;
  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        icon={<CloudUploadOutlined />}
        disabled={active || !counts || counts.due === 0}
        loading={push.isPending}
        onClick={() => push.mutate()}
        data-testid="fulfil-push"
      >
        {t("stores.orders.fulfil.push")}
      </Button>
      {active && (
        <StopMissionButton
          label={t("stores.orders.fulfil.stop")}
          confirm={t("stores.orders.fulfil.stopConfirm")}
          warning={t("stores.orders.fulfil.stopWarning")}
          testId="fulfil-stop"
          onConfirm={() => stop.mutateAsync()}
        />
      )}
      {counts !== undefined && counts.failed > 0 && (
        <Button
          icon={<RedoOutlined />}
          disabled={active}
          loading={retry.isPending}
          onClick={() => retry.mutate()}
          data-testid="fulfil-retry"
        >
          {t("stores.orders.fulfil.retry")}
        </Button>
      )}
    </Flex>
  );
}
