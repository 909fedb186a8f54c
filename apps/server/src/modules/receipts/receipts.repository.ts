import type { TReceiptQuery, TReceiptStatus } from "@wms/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import {
  documentFilters,
  entriesOf,
  lockOwnedRow,
  ownedRow,
  type TDocumentOwner,
} from "../../kernel/db/customer-documents.ts";
import { nextDayCode } from "../../kernel/db/day-codes.ts";
import { listPage } from "../../kernel/db/list-query.ts";
import { firstOrNull, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { users } from "../auth/index.ts";
import { lineItemColumns, productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouseLocations, warehouses } from "../warehouses/index.ts";
import {
  receiptBoxes,
  receiptLines,
  receiptLogs,
  receiptPutaways,
  receiptSequences,
  receipts,
} from "./receipts.tables.ts";

/** Whose receipts a call sees: one provider, and within it one customer (drop shippers always). */
export type TReceiptOwner = TDocumentOwner;

/** The next code of the day, e.g. RK202611230007: one upsert, so concurrent creates never share a number. */
export function nextReceiptCode(db: Db, providerId: string, now?: Date): Promise<string> {
  return nextDayCode(db, receiptSequences, providerId, { prefix: "RK", digits: 4 }, now);
}

/** Sums shown in lists, one SQL with the page (correlated sub-selects over indexed children). */
const totals = {
  boxCount: sql<number>`(select count(*)::int from ${receiptBoxes} b where b.provider_id = ${receipts.providerId} and b.receipt_id = ${receipts.id})`,
  lineCount: sql<number>`(select count(*)::int from ${receiptLines} l where l.provider_id = ${receipts.providerId} and l.receipt_id = ${receipts.id})`,
  sums: sql<string>`(select concat_ws(',', coalesce(sum(l.expected_quantity), 0), coalesce(sum(l.received_quantity), 0), coalesce(sum(l.qualified_quantity), 0), coalesce(sum(l.unqualified_quantity), 0)) from ${receiptLines} l where l.provider_id = ${receipts.providerId} and l.receipt_id = ${receipts.id})`,
};

const summaryColumns = {
  id: receipts.id,
  code: receipts.code,
  providerId: receipts.providerId,
  customerId: receipts.customerId,
  ownerCode: customers.ownerCode,
  customerName: users.username,
  warehouseId: receipts.warehouseId,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  status: receipts.status,
  expectedArrival: receipts.expectedArrival,
  reference: receipts.reference,
  remark: receipts.remark,
  createdAt: receipts.createdAt,
  updatedAt: receipts.updatedAt,
  completedAt: receipts.completedAt,
  ...totals,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(receipts)
    .innerJoin(customers, tenantRow(customers, receipts.providerId, receipts.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .innerJoin(warehouses, tenantRow(warehouses, receipts.providerId, receipts.warehouseId));
}
export type TSummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["execute"]>>[number];

const sortColumns = {
  created_at: receipts.createdAt,
  code: receipts.code,
  expected_arrival: receipts.expectedArrival,
  status: receipts.status,
};

export function listReceipts(db: Db, owner: TReceiptOwner, q: TReceiptQuery) {
  return listPage(
    db,
    {
      select: summaryQuery(db),
      from: receipts,
      where: documentFilters(receipts, owner, q),
      keyword: [
        receipts.code,
        receipts.reference,
        (like) =>
          sql`exists (select 1 from ${receiptLines} l join ${productVariants} v on v.provider_id = l.provider_id and v.id = l.variant_id
          where l.provider_id = ${receipts.providerId} and l.receipt_id = ${receipts.id} and (v.sku ilike ${like} or v.barcode ilike ${like}))`,
      ],
      sorts: sortColumns,
      id: receipts.id,
      idOrder: "same",
    },
    q,
  );
}

export async function findSummary(db: Db, owner: TReceiptOwner, id: string) {
  return firstOrNull(summaryQuery(db).where(ownedRow(receipts, owner, id)));
}

/** The receipt row, locked for the rest of the transaction (one writer per receipt at a time). */
export function lockReceipt(db: Db, owner: TReceiptOwner, id: string) {
  return lockOwnedRow(db, receipts, owner, id);
}
export type TReceiptRow = NonNullable<Awaited<ReturnType<typeof lockReceipt>>>;

export const receiptKey = (r: { providerId: string; id: string }) => tenantRow(receipts, r.providerId, r.id);

export async function setStatus(
  db: Db,
  r: { providerId: string; id: string; status: TReceiptStatus },
  to: TReceiptStatus,
  stamp: Partial<
    Record<"submittedAt" | "receivingAt" | "inspectedAt" | "putAwayAt" | "completedAt" | "cancelledAt", Date>
  >,
) {
  const changed = await db
    .update(receipts)
    .set({ status: to, updatedAt: new Date(), ...stamp })
    .where(and(eq(receipts.providerId, r.providerId), eq(receipts.id, r.id), eq(receipts.status, r.status)))
    .returning({ id: receipts.id });
  return changed.length === 1;
}

export function linesOf(db: Db, providerId: string, receiptId: string) {
  return db
    .select({
      id: receiptLines.id,
      variantId: receiptLines.variantId,
      customerId: productVariants.customerId,
      ...lineItemColumns,
      position: receiptLines.position,
      expectedQuantity: receiptLines.expectedQuantity,
      receivedQuantity: receiptLines.receivedQuantity,
      qualifiedQuantity: receiptLines.qualifiedQuantity,
      unqualifiedQuantity: receiptLines.unqualifiedQuantity,
      remark: receiptLines.remark,
    })
    .from(receiptLines)
    .innerJoin(productVariants, tenantRow(productVariants, receiptLines.providerId, receiptLines.variantId))
    .where(and(eq(receiptLines.providerId, providerId), eq(receiptLines.receiptId, receiptId)))
    .orderBy(asc(receiptLines.position));
}
export type TLineRow = Awaited<ReturnType<typeof linesOf>>[number];

export function boxesOf(db: Db, providerId: string, receiptId: string) {
  return db
    .select()
    .from(receiptBoxes)
    .where(and(eq(receiptBoxes.providerId, providerId), eq(receiptBoxes.receiptId, receiptId)))
    .orderBy(asc(receiptBoxes.boxNo));
}

export function putawaysOf(db: Db, providerId: string, receiptId: string) {
  return db
    .select({
      lineId: receiptPutaways.lineId,
      sku: productVariants.sku,
      kind: receiptPutaways.kind,
      locationId: receiptPutaways.locationId,
      locationCode: warehouseLocations.code,
      quantity: receiptPutaways.quantity,
    })
    .from(receiptPutaways)
    .innerJoin(receiptLines, tenantRow(receiptLines, receiptPutaways.providerId, receiptPutaways.lineId))
    .innerJoin(productVariants, tenantRow(productVariants, receiptLines.providerId, receiptLines.variantId))
    .innerJoin(
      warehouseLocations,
      tenantRow(warehouseLocations, receiptPutaways.providerId, receiptPutaways.locationId),
    )
    .where(and(eq(receiptPutaways.providerId, providerId), eq(receiptPutaways.receiptId, receiptId)))
    .orderBy(asc(receiptLines.position), asc(receiptPutaways.kind), asc(warehouseLocations.code));
}

export function logsOf(db: Db, providerId: string, receiptId: string) {
  return entriesOf(db, receiptLogs, receiptLogs.receiptId, providerId, receiptId);
}

export async function replaceContent(
  db: Db,
  r: { providerId: string; id: string; code: string },
  lines: { variantId: string; expectedQuantity: number; remark: string }[],
  boxes: { weight: string; remark: string }[],
) {
  await db
    .delete(receiptLines)
    .where(and(eq(receiptLines.providerId, r.providerId), eq(receiptLines.receiptId, r.id)));
  await db
    .delete(receiptBoxes)
    .where(and(eq(receiptBoxes.providerId, r.providerId), eq(receiptBoxes.receiptId, r.id)));
  await db
    .insert(receiptLines)
    .values(lines.map((l, i) => ({ providerId: r.providerId, receiptId: r.id, position: i + 1, ...l })));
  await db.insert(receiptBoxes).values(
    boxes.map((b, i) => ({
      providerId: r.providerId,
      receiptId: r.id,
      boxNo: i + 1,
      code: `${r.code}-${String(i + 1).padStart(2, "0")}`,
      ...b,
    })),
  );
}

export async function insertLog(db: Db, entry: typeof receiptLogs.$inferInsert) {
  await db.insert(receiptLogs).values(entry);
}
