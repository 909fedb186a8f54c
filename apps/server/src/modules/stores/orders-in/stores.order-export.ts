import { type TShopOrderQuery, type TShopSyncQuery, ZShopOrderQuery } from "@wms/contracts";
import { and, desc, sql } from "drizzle-orm";
import type { AccessScope, TTenant } from "../../../kernel/access/access-scope.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { keywordOf } from "../../../kernel/db/list-query.ts";
import { exportTime, type TExportSource } from "../../../kernel/documents/exports.ts";
import { badRequest } from "../../../kernel/errors.ts";
import { lastOwnMission, localisedMission, presentMission } from "../../missions/index.ts";
import { tenantShop, visibleShop } from "../stores.service.ts";
import { shopOrders } from "../stores.tables.ts";
import { shopOrderFilters, shopOrderKeyword, warehouseSides } from "./stores.order-list.ts";

/**
 * A shop's orders as a spreadsheet (`mission/start-export` kind `shop-orders`, the order info screen's
 * filters; docs/stores.md "Export"): one row per order, newest first, keyset-paged on the list's index.
 * The mission's end reaches the user as the export notification (filename) on the websocket.
 */

function queryOf(filters: Record<string, string>): TShopOrderQuery {
  const parsed = ZShopOrderQuery.safeParse(filters);
  if (!parsed.success) throw badRequest("store.exportFilters");
  return parsed.data;
}

async function shopOf(db: Db, tenant: TTenant, filters: Record<string, string>) {
  const q = queryOf(filters);
  return { q, shop: await tenantShop(db, tenant, q.shop_id) };
}

export const shopOrdersExport: TExportSource = {
  kind: "shop-orders",
  name: { en_us: "Store orders export", zh_cn: "店铺订单导出" },
  roles: ["provider", "operator", "dropShipper"],
  columns: [
    { key: "order_number", header: { en_us: "Order number", zh_cn: "订单号" }, width: 14 },
    { key: "ordered_at", header: { en_us: "Ordered at (UTC)", zh_cn: "下单时间（UTC）" }, width: 20 },
    { key: "customer", header: { en_us: "Customer", zh_cn: "客户" }, width: 22 },
    { key: "email", header: { en_us: "Email", zh_cn: "邮箱" }, width: 26 },
    { key: "phone", header: { en_us: "Phone", zh_cn: "电话" } },
    { key: "country", header: { en_us: "Country", zh_cn: "国家" }, width: 8 },
    { key: "province", header: { en_us: "Province", zh_cn: "省/州" } },
    { key: "city", header: { en_us: "City", zh_cn: "城市" } },
    { key: "zip", header: { en_us: "Postcode", zh_cn: "邮编" }, width: 10 },
    { key: "address", header: { en_us: "Address", zh_cn: "地址" }, width: 36 },
    { key: "financial_status", header: { en_us: "Payment", zh_cn: "支付状态" }, width: 16 },
    { key: "fulfilment_status", header: { en_us: "Fulfilment", zh_cn: "履约状态" }, width: 20 },
    { key: "currency", header: { en_us: "Currency", zh_cn: "币种" }, width: 8 },
    { key: "total_price", header: { en_us: "Total", zh_cn: "总金额" }, width: 12 },
    { key: "items", header: { en_us: "Items (SKU x quantity)", zh_cn: "商品（SKU x 数量）" }, width: 40 },
    { key: "state", header: { en_us: "State", zh_cn: "状态" }, width: 12 },
    { key: "order_code", header: { en_us: "Warehouse order", zh_cn: "仓库订单" }, width: 16 },
    { key: "order_status", header: { en_us: "Warehouse status", zh_cn: "仓库订单状态" }, width: 16 },
    { key: "tracking_number", header: { en_us: "Tracking number", zh_cn: "运单号" }, width: 20 },
    { key: "fulfilment_push", header: { en_us: "Fulfilment to Shopify", zh_cn: "回传 Shopify" }, width: 14 },
  ],
  async check(db, tenant, filters) {
    await shopOf(db, tenant, filters);
  },
  async count(db, tenant, filters) {
    const { q, shop } = await shopOf(db, tenant, filters);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(shopOrders)
      .where(and(...shopOrderFilters(shop, q), keywordOf(q.keyword, ...shopOrderKeyword)));
    return Number(row?.n ?? 0);
  },
  async page(db, tenant, filters, after, limit) {
    const { q, shop } = await shopOf(db, tenant, filters);
    const [afterAt, afterId] = after ? after.split("|") : [];
    const rows = await db
      .select()
      .from(shopOrders)
      .where(
        and(
          ...shopOrderFilters(shop, q),
          keywordOf(q.keyword, ...shopOrderKeyword),
          afterAt && afterId
            ? sql`(${shopOrders.orderedAt}, ${shopOrders.id}) < (${afterAt}::timestamptz, ${afterId}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(shopOrders.orderedAt), desc(shopOrders.id))
      .limit(limit);
    const { orders, fulfilments } = await warehouseSides(db, shop.providerId, rows);
    const last = rows.at(-1);
    return {
      cursor: rows.length === limit && last ? `${last.orderedAt.toISOString()}|${last.id}` : null,
      rows: rows.map((r) => {
        const a = r.shippingAddress;
        const order = r.orderId ? orders.get(r.orderId) : undefined;
        // A shop order shipped in parts: every parcel's code and tracking number, the first order's first.
        const parcels = order ? [order, ...order.parts] : [];
        return {
          order_number: r.name,
          ordered_at: exportTime(r.orderedAt),
          customer: r.customerName,
          email: r.email,
          phone: r.phone,
          country: a?.country_code ?? null,
          province: a?.province ?? null,
          city: a?.city ?? null,
          zip: a?.zip ?? null,
          address: a ? [a.address1, a.address2].filter(Boolean).join(", ") : null,
          financial_status: r.financialStatus,
          fulfilment_status: r.fulfilmentStatus,
          currency: r.currency,
          total_price: Number(r.totalPrice),
          items: r.items.map((i) => `${i.sku || i.title} x ${i.quantity}`).join("; "),
          state: r.state,
          order_code: order ? parcels.map((o) => o.code).join(", ") : null,
          order_status: order?.status ?? null,
          tracking_number:
            parcels
              .map((o) => o.trackingNumber)
              .filter(Boolean)
              .join(", ") || null,
          fulfilment_push: fulfilments.get(r.id)?.state ?? null,
        };
      }),
    };
  },
};

/** `query-export-mission`: the caller's newest export of this shop's orders, whatever filters it had. */
export async function exportMissionOf(db: Db, scope: AccessScope, q: TShopSyncQuery) {
  const shop = await visibleShop(db, scope, q);
  const mission = await lastOwnMission(db, scope.userId, `export:${shopOrdersExport.kind}`, {
    filters: { shop_id: shop.id },
  });
  return { mission: mission ? localisedMission(presentMission(mission)) : null };
}
