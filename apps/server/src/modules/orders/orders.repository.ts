import type { TCreditHold, TOrderQuery } from "@wms/contracts";
import { and, asc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import {
  documentFilters,
  entriesOf,
  lockOwnedRow,
  ownedBy,
  ownedRow,
  type TDocumentOwner,
} from "../../kernel/db/customer-documents.ts";
import { nextDayCode } from "../../kernel/db/day-codes.ts";
import { bigListCountAhead, listPage } from "../../kernel/db/list-query.ts";
import { firstOrNull, tenantRow, uuidArray } from "../../kernel/db/sql-helpers.ts";
import { users } from "../auth/index.ts";
import { stockAllocations, stockBalances } from "../inventory/index.ts";
import { logisticsChannels, logisticsDefaultTrackUrls, logisticsTrackUrls } from "../logistics/index.ts";
import { lineItemColumns, productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";
import {
  orderLines,
  orderLogs,
  orderNotes,
  orderSequences,
  orderShelfReturns,
  orders,
} from "./orders.tables.ts";

/** Whose orders a call sees: one provider, and within it one customer (drop shippers always). */
export type TOrderOwner = TDocumentOwner;
export type TOrderRow = typeof orders.$inferSelect;
export type TOrderInsert = typeof orders.$inferInsert;

/** The next code of the day, e.g. SO2026112300007: one upsert, so concurrent creates never share a number. */
export const orderCodeFormat = { prefix: "SO", digits: 5 };

export function nextOrderCode(db: Db, providerId: string, now?: Date): Promise<string> {
  return nextDayCode(db, orderSequences, providerId, orderCodeFormat, now);
}

const lineTotals = sql<string>`(select concat_ws(',', count(*), coalesce(sum(l.quantity), 0)) from ${orderLines} l where l.provider_id = ${orders.providerId} and l.order_id = ${orders.id})`;

const summaryColumns = {
  order: orders,
  ownerCode: customers.ownerCode,
  customerName: users.username,
  warehouseCode: warehouses.code,
  channelName: sql<string>`coalesce(${logisticsChannels.name}, '')`,
  trackUrlTemplate: sql<string | null>`coalesce(${logisticsTrackUrls.url}, ${logisticsDefaultTrackUrls.url})`,
  lineTotals,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(customers, tenantRow(customers, orders.providerId, orders.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .innerJoin(warehouses, tenantRow(warehouses, orders.providerId, orders.warehouseId))
    .leftJoin(logisticsChannels, tenantRow(logisticsChannels, orders.providerId, orders.channelId))
    .leftJoin(
      logisticsTrackUrls,
      tenantRow(logisticsTrackUrls, orders.providerId, logisticsChannels.trackUrlId),
    )
    .leftJoin(logisticsDefaultTrackUrls, eq(logisticsDefaultTrackUrls.id, logisticsChannels.trackUrlId));
}
export type TSummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["execute"]>>[number];

const sortColumns = {
  created_at: orders.createdAt,
  updated_at: orders.updatedAt,
  code: orders.code,
  status: orders.status,
  consignee: orders.consignee,
};

/**
 * Keyword (`like`, its contains-pattern): a match over code, reference, consignee, phone, tracking
 * number or a line's SKU.
 * Written as "id in (matches by field union matches by SKU)" so that each half is answered by its
 * trigram index (orders_keyword_idx, product_variants_sku_trgm_idx) instead of scanning every order.
 */
function keywordMatch(db: Db, providerId: string, like: string) {
  const byField = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.providerId, providerId),
        or(
          ilike(orders.code, like),
          ilike(orders.reference, like),
          ilike(orders.consignee, like),
          ilike(orders.phone, like),
          ilike(orders.trackingNumber, like),
        ),
      ),
    );
  const bySku = db
    .select({ id: orderLines.orderId })
    .from(orderLines)
    .innerJoin(productVariants, tenantRow(productVariants, orderLines.providerId, orderLines.variantId))
    .where(and(eq(orderLines.providerId, providerId), ilike(productVariants.sku, like)));
  return sql`${orders.id} in (${byField} union ${bySku})`;
}

/** The `labelled` filter: with a tracking number or without (read with a status, whose index narrows). */
const labelled = (value: TOrderQuery["labelled"]) =>
  value === "yes"
    ? ne(orders.trackingNumber, "")
    : value === "no"
      ? eq(orders.trackingNumber, "")
      : undefined;

export function listOrders(db: Db, owner: TOrderOwner, q: TOrderQuery) {
  return listPage(
    db,
    {
      select: summaryQuery(db),
      from: orders,
      where: [...documentFilters(orders, owner, q), labelled(q.labelled)],
      keyword: [(like) => keywordMatch(db, owner.providerId, like)],
      sorts: sortColumns,
      id: orders.id,
      idOrder: "same",
      countAhead: bigListCountAhead,
    },
    q,
  );
}

export async function findSummary(db: Db, owner: TOrderOwner, id: string) {
  return firstOrNull(summaryQuery(db).where(ownedRow(orders, owner, id)));
}

/** The order row, locked for the rest of the transaction (one writer per order at a time). */
export function lockOrder(db: Db, owner: TOrderOwner, id: string) {
  return lockOwnedRow(db, orders, owner, id);
}

/** The order rows the owner sees among `ids`, locked in ascending id (the one order every batch locks in). */
export function lockOrders(db: Db, owner: TOrderOwner, ids: string[]) {
  return db
    .select()
    .from(orders)
    .where(and(ownedBy(orders, owner), eq(orders.id, sql`any(${uuidArray(ids)})`)))
    .orderBy(asc(orders.id))
    .for("update");
}

/** An order and the orders split from it (order/split-order: every part names the first order). */
const withParts = (providerId: string, id: string) =>
  and(eq(orders.providerId, providerId), or(eq(orders.id, id), eq(orders.splitFromId, id)));

/** An order and the orders split from it, locked in ascending id, the first order first. */
export async function lockOrderWithParts(db: Db, providerId: string, id: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(withParts(providerId, id))
    .orderBy(asc(orders.id))
    .for("update");
  return rows.sort((a, b) => Number(b.id === id) - Number(a.id === id));
}

/** The same values on an order and the orders split from it. */
export function updateOrderWithParts(db: Db, providerId: string, id: string, values: Partial<TOrderInsert>) {
  return db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(withParts(providerId, id));
}

/** The same values on many orders; answers the updated rows. */
export function updateOrders(db: Db, providerId: string, ids: string[], values: Partial<TOrderInsert>) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(orders.providerId, providerId), eq(orders.id, sql`any(${uuidArray(ids)})`)))
    .returning();
}

/** The lines of many orders, each order's in position order. */
export function linesOfOrders(db: Db, providerId: string, orderIds: string[]) {
  return db
    .select({
      orderId: orderLines.orderId,
      variantId: orderLines.variantId,
      quantity: orderLines.quantity,
      sku: productVariants.sku,
      nameEn: productVariants.nameEn,
    })
    .from(orderLines)
    .innerJoin(productVariants, tenantRow(productVariants, orderLines.providerId, orderLines.variantId))
    .where(
      and(eq(orderLines.providerId, providerId), eq(orderLines.orderId, sql`any(${uuidArray(orderIds)})`)),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

export function findOrdersByIds(db: Db, owner: TOrderOwner, ids: string[]) {
  return db
    .select({ id: orders.id, code: orders.code })
    .from(orders)
    .where(and(ownedBy(orders, owner), inArray(orders.id, ids)));
}

/** Where an order stands, as other modules show it: its code, status and tracking number. */
const stateColumns = {
  id: orders.id,
  code: orders.code,
  status: orders.status,
  trackingNumber: orders.trackingNumber,
};

/** Where these orders stand (a shop order's list shows its warehouse order's code, status and tracking). */
export function orderStatesByIds(db: Db, providerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(stateColumns)
    .from(orders)
    .where(and(eq(orders.providerId, providerId), inArray(orders.id, ids)));
}

/**
 * The codes of an order's split relatives: the first order it was split from, and the orders split from
 * it (order/split-order).
 */
export async function splitRelatives(db: Db, order: Pick<TOrderRow, "providerId" | "id" | "splitFromId">) {
  const rows = await db
    .select({ id: orders.id, code: orders.code })
    .from(orders)
    .where(
      and(
        eq(orders.providerId, order.providerId),
        order.splitFromId ? eq(orders.id, order.splitFromId) : eq(orders.splitFromId, order.id),
      ),
    )
    .orderBy(asc(orders.code));
  return order.splitFromId
    ? { fromCode: rows[0]?.code ?? null, codes: [] }
    : { fromCode: null, codes: rows.map((r) => r.code) };
}

/** Where the orders split from these stand (a shop order's list shows every parcel), by code. */
export function partsOfOrders(db: Db, providerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ ...stateColumns, splitFromId: orders.splitFromId })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), inArray(orders.splitFromId, ids)))
    .orderBy(asc(orders.code));
}

/** Where an order and the orders split from it stand, the first order first. */
export function partStatesOf(db: Db, providerId: string, id: string) {
  return db
    .select(stateColumns)
    .from(orders)
    .where(withParts(providerId, id))
    .orderBy(sql`${orders.id} <> ${id}`, asc(orders.code));
}

export function linesOf(db: Db, providerId: string, orderId: string) {
  return db
    .select({
      id: orderLines.id,
      variantId: orderLines.variantId,
      quantity: orderLines.quantity,
      ...lineItemColumns,
    })
    .from(orderLines)
    .innerJoin(productVariants, tenantRow(productVariants, orderLines.providerId, orderLines.variantId))
    .where(and(eq(orderLines.providerId, providerId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.position));
}

export function notesOf(db: Db, providerId: string, orderId: string) {
  return entriesOf(db, orderNotes, orderNotes.orderId, providerId, orderId);
}

export function logsOf(db: Db, providerId: string, orderId: string) {
  return entriesOf(db, orderLogs, orderLogs.orderId, providerId, orderId);
}

export async function insertOrder(db: Db, values: TOrderInsert) {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error("order not inserted");
  return row;
}

export async function replaceLines(
  db: Db,
  providerId: string,
  orderId: string,
  lines: { variantId: string; quantity: number }[],
) {
  await db
    .delete(orderLines)
    .where(and(eq(orderLines.providerId, providerId), eq(orderLines.orderId, orderId)));
  if (lines.length === 0) return;
  await db.insert(orderLines).values(
    lines.map((l, i) => ({
      providerId,
      orderId,
      position: i + 1,
      variantId: l.variantId,
      quantity: l.quantity,
    })),
  );
}

/** Orders put on credit hold, each with its own hold (one statement: the holds as a JSON object by order id). */
export function holdOrders(db: Db, providerId: string, holds: Map<string, TCreditHold>) {
  const byId = JSON.stringify(Object.fromEntries(holds));
  return db
    .update(orders)
    .set({
      status: "on_hold",
      creditHold: sql`${byId}::jsonb -> (${orders.id})::text`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.providerId, providerId), eq(orders.id, sql`any(${uuidArray([...holds.keys()])})`)))
    .returning();
}

export function updateOrder(db: Db, providerId: string, id: string, values: Partial<TOrderInsert>) {
  return db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(tenantRow(orders, providerId, id))
    .returning()
    .then((r) => r[0] ?? null);
}

export function insertLog(db: Db, values: typeof orderLogs.$inferInsert) {
  return db.insert(orderLogs).values(values);
}

export function insertLogs(db: Db, values: (typeof orderLogs.$inferInsert)[]) {
  return values.length ? db.insert(orderLogs).values(values) : Promise.resolve();
}

export function insertNote(db: Db, values: typeof orderNotes.$inferInsert) {
  return db.insert(orderNotes).values(values).returning();
}

export function insertShelfReturn(db: Db, values: typeof orderShelfReturns.$inferInsert) {
  return db.insert(orderShelfReturns).values(values);
}

/**
 * The goods an order holds off the shelf: its picking occupation per SKU and the location it was picked
 * from (read inside the transition, before the occupation is released).
 */
export async function heldPicking(db: Db, providerId: string, orderId: string) {
  const rows = await db
    .select({
      variantId: stockAllocations.variantId,
      locationId: stockBalances.locationId,
      quantity: sql<number>`sum(${stockAllocations.quantity})::int`,
    })
    .from(stockAllocations)
    .innerJoin(
      stockBalances,
      tenantRow(stockBalances, stockAllocations.providerId, stockAllocations.balanceId),
    )
    .where(
      and(
        eq(stockAllocations.providerId, providerId),
        eq(stockAllocations.documentType, "order"),
        eq(stockAllocations.documentId, orderId),
        eq(stockAllocations.state, "picking"),
      ),
    )
    .groupBy(stockAllocations.variantId, stockBalances.locationId)
    .orderBy(asc(stockAllocations.variantId), asc(stockBalances.locationId));
  return rows.filter((r) => r.quantity > 0);
}

/** Variants (of one provider) on orders that are still open: not shipped, cancelled or cut off. */
export async function variantsInOpenOrders(db: Db, providerId: string, variantIds: string[]) {
  if (variantIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: orderLines.variantId })
    .from(orderLines)
    .innerJoin(orders, tenantRow(orders, orderLines.providerId, orderLines.orderId))
    .where(
      and(
        eq(orderLines.providerId, providerId),
        inArray(orderLines.variantId, variantIds),
        sql`${orders.status} not in ('shipped', 'cancelled', 'cut_off')`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Marks a shelf-return task done by the given staff member. */
export async function finishShelfReturnTask(
  tx: Db,
  providerId: string,
  taskId: string,
  by: { userId: string; userName: string },
) {
  const [task] = await tx
    .update(orderShelfReturns)
    .set({ status: "done", doneAt: new Date(), doneBy: by.userId, doneByName: by.userName })
    .where(tenantRow(orderShelfReturns, providerId, taskId))
    .returning();
  return task;
}
