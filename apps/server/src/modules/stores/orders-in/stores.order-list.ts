import {
  countries,
  shopOrderStates,
  type TShopOrder,
  type TShopOrderCounts,
  type TShopOrderQuery,
  type TShopReturn,
  type TShopSyncQuery,
} from "@wms/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { AccessScope } from "../../../kernel/access/access-scope.ts";
import type { Db } from "../../../kernel/db/client.ts";
import {
  countsByState,
  filterEq,
  listPage,
  type TKeywordTerm,
  withinDays,
} from "../../../kernel/db/list-query.ts";
import { matches, presentPage } from "../../../kernel/db/sql-helpers.ts";
import { type TTextParams, type TWithTexts, text } from "../../../kernel/errors.ts";
import { seconds } from "../../../kernel/present.ts";
import { orderStatesByIds, partsOfOrders } from "../../orders/index.ts";
import { fulfilmentsOf, type TShopFulfilmentRow } from "../fulfil-out/stores.fulfil-queue.ts";
import { mapLines } from "../products-in/stores.variant-map.ts";
import { returnsOfShopOrders } from "../returns/stores.return-list.ts";
import type { TShopRow } from "../stores.repository.ts";
import { visibleShop } from "../stores.service.ts";
import { shopFulfilments, shopOrders } from "../stores.tables.ts";
import { paymentLabelOf, type TShopOrderRow } from "./stores.order-record.ts";

/** `/ds/ds-order-info` and `/p/p-order-info`: a shop's orders, filtered and paged in SQL, and their counts. */

const ofShop = (shop: TShopRow) => matches(shopOrders, { providerId: shop.providerId, shopId: shop.id });

/** The reason's parameters as the message wants them: a country by its name, a refusal in words. */
function reasonParams(row: TShopOrderRow): TTextParams {
  const params: Record<string, TTextParams[string]> = { ...row.reasonParams };
  const country = countries.find((c) => c.code === row.reasonParams.country);
  if (country) params.country = { en_us: country.name_en, zh_cn: country.name_zh };
  if (typeof row.reasonParams.detail === "string") params.detail = text(row.reasonParams.detail);
  return params;
}

/** Where a fulfilment back to Shopify stands, and what went wrong in words (Shopify's own included). */
function presentFulfilment(f: TShopFulfilmentRow): TWithTexts<NonNullable<TShopOrder["fulfilment_push"]>> {
  const retrying = f.state === "due" && f.attempts > 0 && f.errorDetail !== "";
  const errorText = f.error
    ? text(`store.fulfilError.${f.error}`, { detail: f.errorDetail, attempts: f.attempts })
    : retrying
      ? text("store.fulfilRetrying", { detail: f.errorDetail })
      : null;
  return {
    state: f.state,
    error_text: errorText,
    attempts: f.attempts,
    tracking_number: f.trackingNumber,
    tracking_company: f.trackingCompany,
    tracking_url: f.trackingUrl,
    already_fulfilled: f.alreadyFulfilled,
    pushed_at: seconds(f.pushedAt),
    due_at: f.state === "due" ? seconds(f.dueAt) : null,
  };
}

type TWarehouseOrder = Awaited<ReturnType<typeof orderStatesByIds>>[number] & {
  /** The orders split from it, each a parcel of its own. */
  parts: Awaited<ReturnType<typeof partsOfOrders>>;
};

function presentShopOrder(
  row: TShopOrderRow,
  order: TWarehouseOrder | undefined,
  mapped: Map<string, { sku: string }>,
  fulfilment: TShopFulfilmentRow | undefined,
  returns: TWithTexts<TShopReturn>[] = [],
): TWithTexts<TShopOrder> {
  return {
    id: row.id,
    shop_id: row.shopId,
    shopify_order_id: row.shopifyOrderId,
    order_number: row.name,
    ordered_at: seconds(row.orderedAt) ?? 0,
    customer: row.customerName,
    email: row.email,
    redacted: row.redactedAt !== null,
    payment_status: paymentLabelOf(row.financialStatus),
    financial_status: row.financialStatus,
    fulfilment_status: row.fulfilmentStatus as TShopOrder["fulfilment_status"],
    currency: row.currency,
    total_price: row.totalPrice,
    shipping_address: row.shippingAddress,
    items: row.items.map((i) => ({
      line_item_id: i.lineItemId,
      shopify_variant_id: i.shopifyVariantId,
      sku: i.sku,
      title: i.title,
      variant_title: i.variantTitle,
      quantity: i.quantity,
      price: i.price,
      mapped_sku: mapped.get(i.lineItemId)?.sku ?? null,
    })),
    cancelled_at: seconds(row.cancelledAt),
    state: row.state,
    reason: row.reason,
    reason_text: row.reason ? text(`store.orderReason.${row.reason}`, reasonParams(row)) : null,
    due_at: seconds(row.dueAt),
    order_id: row.orderId,
    order_code: order?.code ?? null,
    order_status: order?.status ?? null,
    tracking_number: order?.trackingNumber ?? "",
    split_orders: (order?.parts ?? []).map((p) => ({
      order_id: p.id,
      order_code: p.code,
      order_status: p.status,
      tracking_number: p.trackingNumber,
    })),
    fulfilment_push: fulfilment ? presentFulfilment(fulfilment) : null,
    returns,
    updated_at: seconds(row.updatedAt) ?? 0,
  };
}

export async function listShopOrders(db: Db, scope: AccessScope, q: TShopOrderQuery) {
  const shop = await visibleShop(db, scope, q);
  const page = await listPage(
    db,
    {
      from: shopOrders,
      where: shopOrderFilters(shop, q),
      keyword: shopOrderKeyword,
      sorts: {
        ordered_at: shopOrders.orderedAt,
        order_number: shopOrders.name,
        total_price: shopOrders.totalPrice,
      },
      id: shopOrders.id,
      idOrder: "same",
    },
    q,
  );
  const { orders, fulfilments } = await warehouseSides(db, shop.providerId, page.rows);
  const mapped = await mapLines(
    db,
    shop,
    page.rows.flatMap((r) => r.items),
  );
  const returns = await returnsOfShopOrders(
    db,
    shop.providerId,
    page.rows.map((r) => r.id),
  );
  return presentPage(
    page,
    (r) =>
      presentShopOrder(
        r,
        r.orderId ? orders.get(r.orderId) : undefined,
        mapped,
        fulfilments.get(r.id),
        returns.get(r.id),
      ),
    q,
  );
}

/**
 * What became of a page of shop orders in the warehouse: their warehouse orders (with the parts split from
 * them), and their fulfilments back.
 */
export async function warehouseSides(db: Db, providerId: string, rows: TShopOrderRow[]) {
  const orderIds = rows.flatMap((r) => r.orderId ?? []);
  const [states, parts, fulfilments] = await Promise.all([
    orderStatesByIds(db, providerId, orderIds),
    partsOfOrders(db, providerId, orderIds),
    fulfilmentsOf(
      db,
      providerId,
      rows.map((r) => r.id),
    ),
  ]);
  const orders = new Map<string, TWarehouseOrder>(
    states.map((o) => [o.id, { ...o, parts: parts.filter((p) => p.splitFromId === o.id) }]),
  );
  return { orders, fulfilments };
}

export type TShopOrderFilters = Omit<TShopOrderQuery, "page_size" | "cur_page" | "sort" | "order">;

/** The list's filters, shared by the list and its export (the keyword apart: `shopOrderKeyword`). */
export function shopOrderFilters(shop: TShopRow, q: TShopOrderFilters): (SQL | undefined)[] {
  return [
    ofShop(shop),
    filterEq(shopOrders.state, q.state),
    q.payment_status ? paymentFilter(q.payment_status) : undefined,
    filterEq(shopOrders.fulfilmentStatus, q.fulfilment_status),
    q.push_state ? pushStateFilter(q.push_state) : undefined,
    ...withinDays(shopOrders.orderedAt, q.date_from, q.date_to),
  ];
}

/** What the keyword searches: order number, customer, email, or a SKU or title of its lines. */
export const shopOrderKeyword: TKeywordTerm[] = [
  shopOrders.name,
  shopOrders.customerName,
  shopOrders.email,
  (like) => sql`${shopOrders.items}::text ilike ${like}`,
];

/** Orders whose fulfilment back to Shopify is in this state (the fulfilment's unique key finds it). */
function pushStateFilter(state: NonNullable<TShopOrderQuery["push_state"]>): SQL {
  return sql`exists (select 1 from ${shopFulfilments} f where f.provider_id = ${shopOrders.providerId}
    and f.shop_order_id = ${shopOrders.id} and f.state = ${state})`;
}

/** The payment label's financial statuses (not_paid is every status without a label of its own). */
function paymentFilter(label: NonNullable<TShopOrderQuery["payment_status"]>) {
  if (label !== "not_paid") return sql`${shopOrders.financialStatus} = ${label}`;
  return sql`${shopOrders.financialStatus} not in ('paid', 'refunded', 'partially_refunded')`;
}

export async function shopOrderCounts(
  db: Db,
  scope: AccessScope,
  q: TShopSyncQuery,
): Promise<TShopOrderCounts> {
  const shop = await visibleShop(db, scope, q);
  return countsByState(db, shopOrders.state, ofShop(shop), shopOrderStates);
}
