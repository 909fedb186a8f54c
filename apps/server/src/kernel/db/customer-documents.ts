import { type AnyColumn, and, asc, eq, type InferSelectModel, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { filterEq, withinDays } from "./list-query.ts";
import { firstRowOf } from "./sql-helpers.ts";

/**
 * What the customers' warehouse documents (orders, receipts) share in SQL: who sees which rows, and the
 * filters of their lists.
 */

/** Whose documents a call sees: one provider, and within it one customer (drop shippers always). */
export type TDocumentOwner = { providerId: string; customerId: string | null };

/** The columns of a customer's table (documents, sourcing requests) the owner reads. */
type TOwnedTable = { providerId: AnyColumn; id: AnyColumn; customerId: AnyColumn };

/** The columns of a document table the owner and the list filters read. */
type TDocumentTable = TOwnedTable & {
  warehouseId: AnyColumn;
  status: AnyColumn;
  createdAt: AnyColumn;
};

/** The filters of a document list's query (each absent for no filter). */
type TDocumentFilters = {
  customer_id?: string;
  warehouse_id?: string;
  status?: string;
  date_from?: string;
  date_to?: string;
};

/** The rows of `t` the owner sees. */
export const ownedBy = (t: TOwnedTable, o: TDocumentOwner) =>
  o.customerId
    ? and(eq(t.providerId, o.providerId), eq(t.customerId, o.customerId))
    : eq(t.providerId, o.providerId);

/** The row `id` of `t`, if the owner sees it. */
export const ownedRow = (t: TOwnedTable, o: TDocumentOwner, id: string) => and(ownedBy(t, o), eq(t.id, id));

/** The document `id` of `t` if the owner sees it, locked for the rest of the transaction (one writer at a time). */
export const lockOwnedRow = <T extends PgTable & TOwnedTable>(db: Db, t: T, o: TDocumentOwner, id: string) =>
  firstRowOf(db, t, ownedRow(t, o, id), "update");

/** The notes or log entries of one document (`parent` the column naming it), oldest first. */
export async function entriesOf<
  T extends PgTable & { providerId: AnyColumn; id: AnyColumn; createdAt: AnyColumn },
>(db: Db, t: T, parent: AnyColumn, providerId: string, documentId: string): Promise<InferSelectModel<T>[]> {
  const rows = await db
    .select()
    .from(t as PgTable)
    .where(and(eq(t.providerId, providerId), eq(parent, documentId)))
    .orderBy(asc(t.createdAt), asc(t.id));
  return rows as InferSelectModel<T>[];
}

/** The WHERE of a document list: the owner's rows, then the query's customer, warehouse, status and days. */
export const documentFilters = (
  t: TDocumentTable,
  o: TDocumentOwner,
  q: TDocumentFilters,
): (SQL | undefined)[] => [
  ownedBy(t, o),
  filterEq(t.customerId, q.customer_id),
  filterEq(t.warehouseId, q.warehouse_id),
  filterEq(t.status, q.status),
  ...withinDays(t.createdAt, q.date_from, q.date_to),
];
