import { AlertOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Badge, Button, Empty, List, Popover, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { inventoryApi, inventoryKey, type TInventoryScope } from "./inventory-api.ts";

/** GET alarms/current as a badge with a list: low stock and lots expiring within 30 days. */
export function AlarmsButton({ scope }: { scope: TInventoryScope }) {
  const { t } = useTranslation();
  const alarms = useQuery({
    queryKey: [...inventoryKey, "alarms", scope.providerUuid],
    queryFn: () => inventoryApi.alarms(scope),
  });
  const list = alarms.data?.list ?? [];
  const content = (
    <div style={{ width: 420, maxHeight: 360, overflow: "auto" }} data-testid="alarms-list">
      {list.length === 0 ? (
        <Empty description={t("inventory.alarms.none")} />
      ) : (
        <List
          size="small"
          dataSource={list}
          renderItem={(a) => (
            <List.Item>
              <Tag color={a.kind === "low_stock" ? "warning" : "error"}>
                {t(a.kind === "low_stock" ? "inventory.alarms.lowStock" : "inventory.alarms.nearExpiry")}
              </Tag>
              <Typography.Text>
                {a.kind === "low_stock"
                  ? t("inventory.alarms.lowText", {
                      sku: a.sku,
                      quantity: a.quantity,
                      warning: a.warning_quantity,
                    })
                  : t("inventory.alarms.expiryText", {
                      sku: a.sku,
                      batch: a.batch || "—",
                      warehouse: a.warehouse_code,
                      quantity: a.quantity,
                      date: a.expiry_date,
                      days: a.days_left,
                    })}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
      {alarms.data?.truncated && (
        <Typography.Text type="secondary">{t("inventory.alarms.truncated")}</Typography.Text>
      )}
    </div>
  );
  return (
    <Popover trigger="click" title={t("inventory.alarms.title")} content={content}>
      <Badge count={list.length} size="small" overflowCount={99}>
        <Button icon={<AlertOutlined />} data-testid="alarms-button">
          {t("inventory.alarms.button")}
        </Button>
      </Badge>
    </Popover>
  );
}
