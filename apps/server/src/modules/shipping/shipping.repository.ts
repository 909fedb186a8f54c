import { and, asc, eq, getTableColumns, inArray, notExists, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq } from "../../kernel/db/list-query.ts";
import { firstOrNull, matches, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { logisticsChannels } from "../logistics/index.ts";
import { orderLines, orders } from "../orders/index.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";
import { shippingWaybills } from "./shipping.tables.ts";

/** SQL of waybills and one-piece lookups (shipping notices: shipping.notices.repository.ts). */

export type TWaybillRow = typeof shippingWaybills.$inferSelect;

export async function waybillOf(db: Db, providerId: string, orderId: string) {
  return firstOrNull(
    db
      .select()
      .from(shippingWaybills)
      .where(and(eq(shippingWaybills.providerId, providerId), eq(shippingWaybills.orderId, orderId))),
  );
}

/** The waybills the orders have (an order has at most one). */
export function waybillsOf(db: Db, providerId: string, orderIds: string[]) {
  return db
    .select()
    .from(shippingWaybills)
    .where(and(eq(shippingWaybills.providerId, providerId), inArray(shippingWaybills.orderId, orderIds)));
}

/** One more print of each waybill; answers them as they are now. */
export function countPrints(db: Db, providerId: string, ids: string[]) {
  return db
    .update(shippingWaybills)
    .set({ printCount: sql`${shippingWaybills.printCount} + 1`, lastPrintedAt: new Date() })
    .where(and(eq(shippingWaybills.providerId, providerId), inArray(shippingWaybills.id, ids)))
    .returning();
}

export async function waybillByBox(db: Db, providerId: string, boxNumber: string) {
  return firstOrNull(
    db
      .select()
      .from(shippingWaybills)
      .where(and(eq(shippingWaybills.providerId, providerId), eq(shippingWaybills.boxNumber, boxNumber))),
  );
}

/** Is the tracking number used by another order (as waybill or as a number entered on the order)? */
export async function trackingUsedElsewhere(db: Db, providerId: string, number: string, orderId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(matches(orders, { providerId, trackingNumber: number }), sql`${orders.id} <> ${orderId}`))
    .limit(1);
  if (row) return true;
  const [wb] = await db
    .select({ id: shippingWaybills.id })
    .from(shippingWaybills)
    .where(
      and(
        matches(shippingWaybills, { providerId, trackingNumber: number }),
        sql`${shippingWaybills.orderId} <> ${orderId}`,
      ),
    )
    .limit(1);
  return Boolean(wb);
}

export async function insertWaybill(db: Db, values: typeof shippingWaybills.$inferInsert) {
  const [row] = await db.insert(shippingWaybills).values(values).returning();
  if (!row) throw new Error("waybill not inserted");
  return row;
}

export async function updateWaybill(
  db: Db,
  providerId: string,
  id: string,
  values: Partial<typeof shippingWaybills.$inferInsert>,
) {
  const [row] = await db
    .update(shippingWaybills)
    .set(values)
    .where(tenantRow(shippingWaybills, providerId, id))
    .returning();
  if (!row) throw new Error("waybill not updated");
  return row;
}

export async function channelOf(db: Db, providerId: string, channelId: string) {
  return firstOrNull(
    db
      .select()
      .from(logisticsChannels)
      .where(tenantRow(logisticsChannels, providerId, channelId)),
  );
}

export type TChannelRow = typeof logisticsChannels.$inferSelect;
export type TWarehouseRow = typeof warehouses.$inferSelect;

export function channelsOf(db: Db, providerId: string, ids: string[]) {
  return db
    .select()
    .from(logisticsChannels)
    .where(and(eq(logisticsChannels.providerId, providerId), inArray(logisticsChannels.id, ids)));
}

export function warehousesOf(db: Db, providerId: string, ids: string[]) {
  return db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.providerId, providerId), inArray(warehouses.id, ids)));
}

export function ordersByCodes(db: Db, providerId: string, codes: string[]) {
  return db
    .select({
      id: orders.id,
      code: orders.code,
      channelId: orders.channelId,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), inArray(orders.code, codes)));
}

/** The mailbox (user id) of each customer, for shipping notices by mail. */
export function customerUsers(db: Db, providerId: string, customerIds: string[]) {
  return db
    .select({ id: customers.id, userId: customers.userId })
    .from(customers)
    .where(and(eq(customers.providerId, providerId), inArray(customers.id, customerIds)));
}

const readyStates = ["picked", "reviewed", "bagged", "weighed"] as const;

/**
 * The oldest ready single-item order (one line of quantity 1) whose SKU or barcode was scanned and
 * whose waybill has not been printed yet: rescanning the same SKU moves on to the next order. The order
 * is locked; one another transaction holds is passed over (two benches scanning the same SKU at once).
 */
export async function nextOnePieceOrder(
  db: Db,
  providerId: string,
  barcode: string,
  warehouseId: string | undefined,
) {
  const variantIds = db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.providerId, providerId),
        sql`(${productVariants.sku} = ${barcode} or ${productVariants.barcode} = ${barcode})`,
      ),
    );
  const printed = db
    .select({ one: sql`1` })
    .from(shippingWaybills)
    .where(
      and(
        eq(shippingWaybills.providerId, orders.providerId),
        eq(shippingWaybills.orderId, orders.id),
        sql`${shippingWaybills.printCount} > 0`,
      ),
    );
  const rows = await db
    .select(getTableColumns(orders))
    .from(orders)
    .innerJoin(
      orderLines,
      and(eq(orderLines.providerId, orders.providerId), eq(orderLines.orderId, orders.id)),
    )
    .where(
      and(
        eq(orders.providerId, providerId),
        inArray(orders.status, [...readyStates]),
        filterEq(orders.warehouseId, warehouseId),
        inArray(orderLines.variantId, variantIds),
        eq(orderLines.quantity, 1),
        sql`(select count(*) from ${orderLines} ol where ol.provider_id = ${orders.providerId} and ol.order_id = ${orders.id}) = 1`,
        notExists(printed),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(1)
    .for("update", { of: orders, skipLocked: true });
  return rows[0] ?? null;
}
