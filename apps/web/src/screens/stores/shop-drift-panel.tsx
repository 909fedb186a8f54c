import { SyncOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TShopDriftState, TShopDriftSummary } from "@wms/contracts";
import { Alert, App, Button, Card, Flex, Skeleton, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { shopDriftKey, useShopDriftSummary } from "./shop-drift.ts";
import { driftStateColours } from "./shop-drift-state.tsx";
import { storesApi } from "./stores-api.ts";

/**
 * How the shop's stock compares with the warehouse (docs/stores.md "Stock drift"): "1,243 SKUs in step,
 * 2 repaired today, last checked 14:05", with the drifts still open and the repairs that failed (the
 * drift list beside the products lists them). The drop shipper (`providerUuid`) also asks for a check now.
 */
export function ShopDriftPanel(props: { shopId: string; providerUuid?: string; demo?: boolean }) {
  const { t } = useTranslation();
  const { shopId, providerUuid } = props;
  const summary = useShopDriftSummary(shopId, providerUuid);
  const canCheck = providerUuid !== undefined && !props.demo && summary.data?.push_stock === true;
  return (
    <Card
      title={t("stores.drift.title")}
      size="small"
      extra={canCheck && <CheckNowButton shopId={shopId} providerUuid={providerUuid} />}
      data-testid="shop-drift-panel"
    >
      {summary.isError ? (
        <Alert type="error" showIcon title={t("stores.drift.loadFailed")} />
      ) : summary.data ? (
        <DriftFigure summary={summary.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </Card>
  );
}

function DriftFigure({ summary }: { summary: TShopDriftSummary }) {
  const { t } = useTranslation();
  if (!summary.push_stock)
    return (
      <Typography.Text type="secondary" data-testid="shop-drift-off">
        {t("stores.drift.pushOff")}
      </Typography.Text>
    );
  if (summary.checked_at === null && summary.open === 0)
    return (
      <Typography.Text type="secondary" data-testid="shop-drift-never">
        {t("stores.drift.never")}
      </Typography.Text>
    );
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text data-testid="shop-drift-figure">
        {[
          t("stores.drift.inStep", { count: summary.in_step }),
          t("stores.drift.repairedToday", { count: summary.repaired }),
          summary.checked_at !== null
            ? t("stores.drift.lastChecked", { time: formatTime(summary.checked_at) })
            : t("stores.drift.checking"),
        ].join(t("stores.drift.separator"))}
      </Typography.Text>
      <DriftCount state="open" count={summary.open} />
      <DriftCount state="failed" count={summary.failed} />
    </Flex>
  );
}

/** A count of drifts in `state`, as a tag in the state's colour (none shown at 0). */
function DriftCount({ state, count }: { state: Extract<TShopDriftState, "open" | "failed">; count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Tag color={driftStateColours[state]} data-testid={`shop-drift-${state}`}>
      {t(`stores.drift.counts.${state}`, { count })}
    </Tag>
  );
}

function CheckNowButton({ shopId, providerUuid }: { shopId: string; providerUuid: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: () => storesApi.checkDrift({ shop_id: shopId, provider_uuid: providerUuid }),
    onSuccess: (answer) => {
      void message.success(answer.message);
      return queryClient.invalidateQueries({ queryKey: shopDriftKey(shopId) });
    },
  });
  return (
    <Button
      size="small"
      icon={<SyncOutlined />}
      loading={check.isPending}
      onClick={() => check.mutate()}
      data-testid="shop-drift-check"
    >
      {t("stores.drift.checkNow")}
    </Button>
  );
}
