import type { TShopOrderReason } from "@wms/contracts";
import { and, sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { findTenantRow, matches } from "../../../kernel/db/sql-helpers.ts";
import { AppError } from "../../../kernel/errors.ts";
import { InsufficientStock } from "../../inventory/index.ts";
import { createShopOrder, type TShopOrderIntake } from "../../orders/index.ts";
import { mapLines } from "../products-in/stores.variant-map.ts";
import type { TShopRow } from "../stores.repository.ts";
import { shopOrders, shops, type TShipLine } from "../stores.tables.ts";
import { paymentLabelOf, shopActor, type TShopOrderRow } from "./stores.order-record.ts";

/**
 * A due shop order becomes a warehouse order, in one transaction (docs/stores.md "Orders in"): its
 * destination is checked against the shop's include and exclude countries, each line is mapped to a
 * catalogue SKU (the product sync's link, else the same SKU), and the warehouse order reserves its stock
 * as it is made. What stops it holds the shop order with the reason; a shortage is tried again later.
 */

/** How long an order held for stock waits before it is tried again by itself. */
export const stockRetryMs = 5 * 60_000;

type THold = { reason: TShopOrderReason; params?: Record<string, string | number>; retryAt?: Date };

/** What the warehouse order would be, or why there is none yet. */
async function planOrder(
  tx: Db,
  shop: TShopRow,
  row: TShopOrderRow,
): Promise<
  { hold: THold } | { intake: TShopOrderIntake; skus: Map<string, string>; shipLines: TShipLine[] }
> {
  const address = row.shippingAddress;
  if (!address?.address1 || !address.country_code) return { hold: { reason: "no_address" } };
  const country = address.country_code;
  if (shop.includeCountries.length > 0 && !shop.includeCountries.includes(country))
    return { hold: { reason: "country_not_included", params: { country } } };
  if (shop.excludeCountries.includes(country))
    return { hold: { reason: "country_excluded", params: { country } } };
  if (!shop.warehouseId) return { hold: { reason: "no_warehouse" } };

  const items = row.items.filter((i) => i.requiresShipping && i.toShip > 0);
  const mapped = await mapLines(tx, shop, items);
  const unmapped = items.filter((i) => !mapped.has(i.lineItemId));
  if (unmapped.length > 0)
    return {
      hold: { reason: "unmapped_sku", params: { skus: unmapped.map((i) => i.sku || i.title).join(", ") } },
    };

  // One line per catalogue variant (two shop lines may map to the same SKU).
  const quantities = new Map<string, number>();
  for (const i of items) {
    const variantId = mapped.get(i.lineItemId)?.variantId as string;
    quantities.set(variantId, (quantities.get(variantId) ?? 0) + i.toShip);
  }
  const skus = new Map([...mapped.values()].map((m) => [m.variantId, m.sku]));
  return {
    skus,
    shipLines: items.map((i) => ({
      lineItemId: i.lineItemId,
      quantity: i.toShip,
      variantId: mapped.get(i.lineItemId)?.variantId,
    })),
    intake: {
      values: {
        customerId: shop.customerId,
        warehouseId: shop.warehouseId,
        channelId: shop.channelId,
        reference: row.name,
        consignee: address.name || address.company || row.customerName || row.email,
        phone: address.phone || row.phone,
        email: row.email,
        country,
        province: address.province,
        city: address.city,
        address: [address.address1, address.address2].filter(Boolean).join(", "),
        postcode: address.zip,
        amount: row.totalPrice,
        currency: row.currency,
        paymentStatus: paymentLabelOf(row.financialStatus),
        fulfilmentStatus: row.fulfilmentStatus as TShopOrderIntake["values"]["fulfilmentStatus"],
      },
      lines: [...quantities].map(([variantId, quantity]) => ({ variantId, quantity })),
      submit: shop.orderMode === "submitted",
      detail: { shop: shop.shopDomain, shop_order: row.name },
    },
  };
}

/** Why the warehouse refused the order, as a hold (a shortage is tried again after stockRetryMs). */
function holdOf(error: unknown, skus: Map<string, string>, now: Date): THold {
  if (error instanceof InsufficientStock) {
    const s = error.shortage;
    return {
      reason: "insufficient_stock",
      params: {
        sku: (s && skus.get(s.variant_id)) ?? "",
        requested: s?.requested ?? 0,
        available: s?.available ?? 0,
      },
      retryAt: new Date(now.getTime() + stockRetryMs),
    };
  }
  if (error instanceof AppError) {
    const fields = (error.data as { fields?: Record<string, unknown> } | null)?.fields;
    const first = fields ? Object.values(fields)[0] : undefined;
    return { reason: "refused", params: { detail: typeof first === "string" ? first : error.messageKey } };
  }
  throw error;
}

export type TConversion = "converted" | "held" | null;

/**
 * Converts one shop order if it is (still) waiting or held and due; null when there was nothing to do
 * (not due, already converted, its shop unbound, or, with `skipLocked`, another worker has it).
 */
export async function convertShopOrder(
  db: Db,
  ref: { providerId: string; id: string },
  now = new Date(),
  options: { skipLocked?: boolean } = {},
): Promise<TConversion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(shopOrders)
      .where(matches(shopOrders, { providerId: ref.providerId, id: ref.id }))
      .for("update", options.skipLocked ? { skipLocked: true } : {});
    if (!row || (row.state !== "waiting" && row.state !== "held")) return null;
    if (!row.dueAt || row.dueAt.getTime() > now.getTime()) return null;
    const shop = await findTenantRow(tx, shops, row.providerId, row.shopId);
    if (shop?.status !== "active") return null;

    const planned = await planOrder(tx, shop, row);
    let hold: THold | null = "hold" in planned ? planned.hold : null;
    let orderId: string | null = null;
    if ("intake" in planned) {
      const actor = await shopActor(tx, shop, "shipper");
      try {
        // A savepoint: a refused order leaves nothing behind but the hold.
        orderId = (await tx.transaction((inner) => createShopOrder(inner, actor, planned.intake))).id;
      } catch (error) {
        hold = holdOf(error, planned.skus, now);
      }
    }
    await tx
      .update(shopOrders)
      .set(
        hold
          ? {
              state: "held",
              reason: hold.reason,
              reasonParams: hold.params ?? {},
              dueAt: hold.retryAt ?? null,
            }
          : {
              state: "converted",
              reason: null,
              reasonParams: {},
              dueAt: null,
              orderId,
              shipLines: "shipLines" in planned ? planned.shipLines : [],
              convertedAt: now,
            },
      )
      .where(matches(shopOrders, { providerId: row.providerId, id: row.id }));
    return hold ? "held" : "converted";
  });
}

/** Due shop orders of every shop, oldest first (the worker's batch); each is claimed as it is converted. */
export function dueShopOrders(db: Db, now: Date, limit: number) {
  return db
    .select({ providerId: shopOrders.providerId, id: shopOrders.id })
    .from(shopOrders)
    .where(
      and(
        sql`${shopOrders.state} in ('waiting', 'held')`,
        sql`${shopOrders.dueAt} is not null`,
        sql`${shopOrders.dueAt} <= ${now}`,
      ),
    )
    .orderBy(shopOrders.dueAt)
    .limit(limit);
}
