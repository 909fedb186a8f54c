import type { TShop } from "@wms/contracts";
import { Flex, Typography } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { textColumn } from "../../components/data-table/columns.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { DemoShopTag } from "./demo-shop-note.tsx";
import { ShopStatusTag } from "./shop-status.tsx";

/**
 * The columns of a shop list: the provider's staff also see the owner code; `actions` renders a row's
 * actions (the drop shipper's settings, check and unbind; the staff's link to the user info).
 */
export function shopColumns(
  t: TFunction,
  options: { staff: boolean; actions?: (shop: TShop) => ReactNode },
): ColumnsType<TShop> {
  const c = (key: string) => t(`stores.columns.${key}`);
  return [
    {
      key: "shop_url",
      title: c("shopUrl"),
      sorter: true,
      render: (_v, s) =>
        s.demo ? (
          <Typography.Text>{s.shop_url}</Typography.Text>
        ) : (
          <Typography.Link
            href={`https://${s.shop_url}/admin`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("stores.openAdmin", { shop: s.shop_url })}
          >
            {s.shop_url}
          </Typography.Link>
        ),
    },
    textColumn("shop_name", c("shopName")),
    ...(options.staff ? [textColumn<TShop>("owner_code", c("owner"))] : []),
    { key: "auth_kind", title: c("authKind"), render: (_v, s) => t(`stores.authKinds.${s.auth_kind}`) },
    {
      key: "status",
      title: c("status"),
      render: (_v, s) => (
        <Flex gap={4} wrap>
          <ShopStatusTag status={s.status} />
          <DemoShopTag shop={s} />
        </Flex>
      ),
    },
    timeColumn("created_at", c("boundAt")),
    timeColumn("last_synced_at", c("lastSynced"), { sorter: false }),
    {
      key: "last_error",
      title: c("lastError"),
      render: (_v, s) =>
        s.last_error ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: s.last_error }} style={{ maxWidth: 280 }}>
            {s.last_error}
          </Typography.Text>
        ) : (
          "—"
        ),
    },
    ...(options.actions
      ? [
          {
            key: "actions",
            title: c("actions"),
            fixed: "right" as const,
            render: (_v: unknown, s: TShop) => options.actions?.(s),
          },
        ]
      : []),
  ];
}
