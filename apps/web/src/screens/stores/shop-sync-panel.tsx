import type { UseQueryResult } from "@tanstack/react-query";
import { Alert, Card, Flex, Skeleton, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MissionProgress } from "../../components/mission-progress.tsx";
import { LinkCounts } from "./shop-link-counts.tsx";
import type { TShopSync } from "./shop-sync.ts";
import { SyncActions } from "./shop-sync-actions.tsx";

/**
 * A shop's product sync: its status and progress, why the last one failed and what to do, when it ended,
 * and the link counts (each filters the variant table). The drop shipper (`providerUuid`) also starts
 * and stops it; provider staff read it. `extra` goes in the card's header (the shop picker).
 */
export function ShopSyncPanel(props: {
  shopId: string;
  providerUuid?: string;
  /** The demo's shop: linked when it was bound, never synced from Shopify; no actions. */
  demo?: boolean;
  sync: UseQueryResult<TShopSync | null>;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { providerUuid, sync } = props;
  return (
    <Card title={t("stores.products.sync.title")} extra={props.extra} data-testid="shop-sync-panel">
      <Flex vertical gap={12}>
        {providerUuid !== undefined && !props.demo && (
          <SyncActions
            shopId={props.shopId}
            providerUuid={providerUuid}
            mission={sync.data?.mission}
            resumeRead={sync.data?.resume_read ?? null}
          />
        )}
        <SyncState sync={sync} staff={providerUuid === undefined} demo={props.demo === true} />
      </Flex>
    </Card>
  );
}

function SyncState(props: { sync: UseQueryResult<TShopSync | null>; staff: boolean; demo: boolean }) {
  const { t } = useTranslation();
  const { sync, staff } = props;
  if (sync.isError) return <Alert type="error" showIcon title={t("stores.products.sync.loadFailed")} />;
  if (sync.data === null)
    return (
      <Typography.Text type="secondary" data-testid="shop-sync-never">
        {t(
          props.demo
            ? "stores.demo.synced"
            : staff
              ? "stores.products.sync.neverStaff"
              : "stores.products.sync.never",
        )}
      </Typography.Text>
    );
  if (!sync.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <>
      <MissionProgress
        mission={sync.data.mission}
        testIdPrefix="shop-sync"
        texts={{
          progress: t("stores.products.sync.progress"),
          failed: t("stores.products.sync.failed"),
          failedHint: t(
            staff
              ? "stores.products.sync.failedStaff"
              : sync.data.resume_read !== null
                ? "stores.products.sync.failedHintResume"
                : "stores.products.sync.failedHint",
          ),
        }}
      />
      <LinkCounts counts={sync.data.counts} />
    </>
  );
}
