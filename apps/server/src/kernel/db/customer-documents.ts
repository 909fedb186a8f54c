import { type AnyColumn, and, eq, type SQL } from "drizzle-orm";
import { withinDays } from "./list-query.ts";

/**
 * What the customers' warehouse documents (orders, receipts) share in SQL: who sees which rows, and the
 * filters of their lists.
 */

/** Whose documents a call sees: one provider, and within it one customer (drop shippers always). */
export type TDocumentOwner = { providerId: string; customerId: string | null };

/** The columns of a document table the owner and the list filters read. */
type TDocumentTable = {
  providerId: AnyColumn;
  id: AnyColumn;
  customerId: AnyColumn;
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
export const ownedBy = (t: TDocumentTable, o: TDocumentOwner) =>
  o.customerId
    ? and(eq(t.providerId, o.providerId), eq(t.customerId, o.customerId))
    : eq(t.providerId, o.providerId);

/** The row `id` of `t`, if the owner sees it. */
export const ownedRow = (t: TDocumentTable, o: TDocumentOwner, id: string) =>
  and(ownedBy(t, o), eq(t.id, id));

/** The WHERE of a document list: the owner's rows, then the query's customer, warehouse, status and days. */
export const documentFilters = (
  t: TDocumentTable,
  o: TDocumentOwner,
  q: TDocumentFilters,
): (SQL | undefined)[] => [
  ownedBy(t, o),
  q.customer_id ? eq(t.customerId, q.customer_id) : undefined,
  q.warehouse_id ? eq(t.warehouseId, q.warehouse_id) : undefined,
  q.status ? eq(t.status, q.status) : undefined,
  ...withinDays(t.createdAt, q.date_from, q.date_to),
];
