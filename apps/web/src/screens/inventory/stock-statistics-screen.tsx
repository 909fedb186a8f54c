import { PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import type { TInventoryDetailRow, TInventoryRow } from "@wms/contracts";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../components/url-tabs.tsx";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { AdjustStockModal } from "./adjust-stock-modal.tsx";
import { AlarmsButton } from "./alarms-button.tsx";
import { inventoryKey, type TInventoryScope } from "./inventory-api.ts";
import { InventoryTable } from "./inventory-table.tsx";
import { MoveStockModal } from "./move-stock-modal.tsx";
import { StockLogTable } from "./stock-log-table.tsx";

/** Statistics and stock log as tabs (`?view=`); each tab starts with a clean list state. */
function InventoryTabs(props: { scope: TInventoryScope; staff: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [adjusting, setAdjusting] = useState(false);
  const [moving, setMoving] = useState<{ balance: TInventoryDetailRow; row: TInventoryRow } | null>(null);
  const [releasing, setReleasing] = useState<{ balance: TInventoryDetailRow; row: TInventoryRow } | null>(
    null,
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: inventoryKey });
  const providerParam = props.scope.providerUuid ? { provider_uuid: props.scope.providerUuid } : {};
  return (
    <>
      <UrlTabs
        param="view"
        keep={["tab", "provider_uuid"]}
        set={providerParam}
        tabBarExtraContent={<AlarmsButton scope={props.scope} />}
        tabs={[
          {
            key: "statistics",
            label: t("inventory.tabs.statistics"),
            render: () => (
              <InventoryTable
                scope={props.scope}
                staff={props.staff}
                onMove={props.staff ? (balance, row) => setMoving({ balance, row }) : undefined}
                onRelease={props.staff ? (balance, row) => setReleasing({ balance, row }) : undefined}
                actions={
                  props.staff && (
                    <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdjusting(true)}>
                      {t("inventory.adjust.button")}
                    </Button>
                  )
                }
              />
            ),
          },
          { key: "log", label: t("inventory.tabs.log"), render: () => <StockLogTable scope={props.scope} /> },
        ]}
      />
      {props.staff && (
        <>
          <AdjustStockModal
            open={adjusting}
            onClose={() => setAdjusting(false)}
            onDone={() => {
              setAdjusting(false);
              refresh();
            }}
          />
          <MoveStockModal
            target={moving}
            onClose={() => setMoving(null)}
            onDone={() => {
              setMoving(null);
              refresh();
            }}
          />
          <MoveStockModal
            release
            target={releasing}
            onClose={() => setReleasing(null)}
            onDone={() => {
              setReleasing(null);
              refresh();
            }}
          />
        </>
      )}
    </>
  );
}

/** /p/stock-statistics: inventory statistics, stock adjustment, moves and the stock log of the tenant. */
export function StockStatisticsScreen() {
  return <InventoryTabs scope={{ providerUuid: undefined }} staff />;
}

/** The drop shipper's stock (a tab of /ds/warehousing): read-only, its own goods with the chosen provider. */
export function DsStockTab() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("inventory.noProvider")} picker={false}>
      {(providerUuid) => <InventoryTabs scope={{ providerUuid }} staff={false} />}
    </ProviderScoped>
  );
}
