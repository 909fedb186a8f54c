import { PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import type { TInventoryDetailRow, TInventoryRow } from "@wms/contracts";
import { Button, Card, Empty, Flex, Skeleton, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { useProviderScope } from "../../components/use-provider-scope.tsx";
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
  const [params, update] = useListParams();
  const [adjusting, setAdjusting] = useState(false);
  const [moving, setMoving] = useState<{ balance: TInventoryDetailRow; row: TInventoryRow } | null>(null);
  const view = params.view === "log" ? "log" : "statistics";
  const refresh = () => void queryClient.invalidateQueries({ queryKey: inventoryKey });
  const keep = props.scope.providerUuid ? { provider_uuid: props.scope.providerUuid } : {};
  return (
    <>
      <Tabs
        activeKey={view}
        destroyOnHidden
        onChange={(key) => {
          const cleared: Record<string, string | undefined> = {};
          for (const name of Object.keys(params))
            if (name !== "tab" && name !== "provider_uuid") cleared[name] = undefined;
          update({ ...cleared, ...keep, view: key });
        }}
        tabBarExtraContent={<AlarmsButton scope={props.scope} />}
        items={[
          {
            key: "statistics",
            label: t("inventory.tabs.statistics"),
            children: view === "statistics" && (
              <InventoryTable
                scope={props.scope}
                staff={props.staff}
                onMove={props.staff ? (balance, row) => setMoving({ balance, row }) : undefined}
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
          {
            key: "log",
            label: t("inventory.tabs.log"),
            children: view === "log" && <StockLogTable scope={props.scope} />,
          },
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
  const scope = useProviderScope();
  if (scope.loading) return <Skeleton active />;
  if (!scope.providerUuid)
    return (
      <Card>
        <Empty description={t("inventory.noProvider")} />
      </Card>
    );
  return (
    <Flex vertical gap={16}>
      <InventoryTabs scope={{ providerUuid: scope.providerUuid }} staff={false} />
    </Flex>
  );
}
