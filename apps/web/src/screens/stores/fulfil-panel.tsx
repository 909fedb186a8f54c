import type { UseQueryResult } from "@tanstack/react-query";
import { shopFulfilmentStates, type TShopFulfilMission } from "@wms/contracts";
import { Alert, Card, type CardProps, Flex, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { MissionProgress } from "../../components/mission-progress.tsx";
import { CountFilters } from "./count-filters.tsx";
import { FulfilActions } from "./fulfil-actions.tsx";
import { useShopFulfil } from "./shop-fulfil.ts";
import { pushStateColours } from "./shop-order-push.tsx";

/**
 * A shop's fulfilments back to Shopify: how many are due, pushed and failed (each filters the order
 * table by `push_state`), and the last push's status, progress and error. The drop shipper
 * (`providerUuid`) also pushes, stops and retries the failed; provider staff read it.
 */
export function FulfilPanel(props: {
  shopId: string;
  providerUuid?: string;
  /** The demo's shop: nothing to push to, so no actions. */
  demo?: boolean;
  style?: CardProps["style"];
}) {
  const { t } = useTranslation();
  const { shopId, providerUuid } = props;
  const fulfil = useShopFulfil(shopId, providerUuid);
  return (
    <Card title={t("stores.orders.fulfil.title")} style={props.style} data-testid="fulfil-panel">
      <Flex vertical gap={12}>
        {providerUuid !== undefined && !props.demo && (
          <FulfilActions shopId={shopId} providerUuid={providerUuid} fulfil={fulfil.data} />
        )}
        <FulfilState fulfil={fulfil} staff={providerUuid === undefined} />
      </Flex>
    </Card>
  );
}

function FulfilState({ fulfil, staff }: { fulfil: UseQueryResult<TShopFulfilMission>; staff: boolean }) {
  const { t } = useTranslation();
  if (fulfil.isError) return <Alert type="error" showIcon title={t("stores.orders.fulfil.loadFailed")} />;
  if (!fulfil.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const { mission, counts } = fulfil.data;
  return (
    <>
      {mission ? (
        <MissionProgress
          mission={mission}
          testIdPrefix="fulfil"
          statusTestId="fulfil-mission-status"
          texts={{
            progress: t("stores.orders.fulfil.progress"),
            failed: t("stores.orders.fulfil.failed"),
            failedHint: t(staff ? "stores.orders.fulfil.failedStaff" : "stores.orders.fulfil.failedHint"),
          }}
        />
      ) : (
        <Typography.Text type="secondary" data-testid="fulfil-never">
          {t("stores.orders.fulfil.never")}
        </Typography.Text>
      )}
      <CountFilters
        values={shopFulfilmentStates}
        counts={counts}
        param="push_state"
        colours={pushStateColours}
        label={(state, n) => t(`stores.orders.fulfil.counts.${state}`, { n })}
        groupLabel={t("stores.orders.pushState")}
        testIdPrefix="fulfil-count"
      />
    </>
  );
}
