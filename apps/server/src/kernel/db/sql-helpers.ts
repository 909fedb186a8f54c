import {
  type AnyColumn,
  and,
  eq,
  getTableColumns,
  getTableName,
  type InferSelectModel,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { defined } from "../present.ts";
import type { Db } from "./client.ts";

/** `%keyword%` for ILIKE with the pattern characters of the user's text taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[%_\\]/g, "\\$&")}%`;
}

/**
 * Runs `write` on consecutive slices of at most `size` rows, in order: a multi-row statement stays well
 * under Postgres' 65,535 bind parameters however many rows there are.
 */
export async function inSlices<T>(rows: T[], size: number, write: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/**
 * The paged-list shape every list call answers with (the rows of a page: list-query.ts); `capped` when
 * the total is a floor (a big list counted up to a limit: `total_capped`).
 */
export function toPage<T>(
  list: T[],
  total: number,
  q: { page_size: number; cur_page: number },
  capped = false,
) {
  return {
    list,
    total,
    ...(capped ? { total_capped: true } : {}),
    page_size: q.page_size,
    cur_page: q.cur_page,
  };
}

/** The page `listPage` read, as a list call answers it: each row presented. */
export function presentPage<R, T>(
  page: { rows: R[]; total: number; capped?: boolean },
  present: (row: R) => T,
  q: { page_size: number; cur_page: number },
) {
  return toPage(page.rows.map(present), page.total, q, page.capped);
}

/**
 * The row of tenant table `t` with this provider and id: values, or the columns of a tenant reference as
 * the ON of its join (`tenantRow(productVariants, lines.providerId, lines.variantId)`).
 */
export const tenantRow = (
  t: { providerId: AnyColumn; id: AnyColumn },
  providerId: AnyColumn | string,
  id: AnyColumn | string,
) => and(eq(t.providerId, providerId), eq(t.id, id));

/**
 * Every column of `t` named in `values` equal to its value (all of them):
 * `matches(stockBalances, { providerId, warehouseId })`.
 */
export function matches<T extends PgTable>(t: T, values: { [K in keyof T["_"]["columns"]]?: unknown }) {
  const columns: Record<string, AnyColumn> = getTableColumns(t);
  return and(...Object.entries(values).map(([key, value]) => eq(columns[key] as AnyColumn, value)));
}

/** The row a query finds, read with LIMIT 1, or null when there is none. */
export async function firstOrNull<T>(query: { limit(n: number): PromiseLike<T[]> }): Promise<T | null> {
  const [row] = await query.limit(1);
  return row ?? null;
}

/** Inserts one row into `table` and answers it as stored (with the defaults the database filled in). */
export async function insertRow<T extends PgTable>(
  db: Db,
  table: T,
  values: PgInsertValue<T>,
): Promise<InferSelectModel<T>> {
  const [row] = await db
    .insert(table as PgTable)
    .values(values as PgInsertValue<PgTable>)
    .returning();
  if (!row) throw new Error(`no row inserted into ${getTableName(table)}`);
  return row as InferSelectModel<T>;
}

/**
 * A partial update of the row of tenant table `t` with this provider and id: sets the values that are not
 * undefined, and `updated_at`. Answers the row, or null when there is none.
 */
export async function updateTenantRow<
  T extends PgTable & { providerId: AnyColumn; id: AnyColumn; updatedAt: AnyColumn },
>(
  db: Db,
  t: T,
  providerId: string,
  id: string,
  values: PgUpdateSetSource<T>,
): Promise<InferSelectModel<T> | null> {
  const [row] = await db
    .update(t as PgTable)
    .set({ ...defined(values), updatedAt: new Date() } as PgUpdateSetSource<PgTable>)
    .where(tenantRow(t, providerId, id))
    .returning();
  return (row as InferSelectModel<T> | undefined) ?? null;
}

/** The first row of table `t` that meets `where` (with `lock`, locked for the transaction), or null. */
export function firstRowOf<T extends PgTable>(
  db: Db,
  t: T,
  where: SQL | undefined,
  lock?: "update",
): Promise<InferSelectModel<T> | null> {
  const query = db
    .select()
    .from(t as PgTable)
    .where(where);
  return firstOrNull(lock ? query.for(lock) : query) as Promise<InferSelectModel<T> | null>;
}

/** The row of tenant table `t` with this provider and id locked for the rest of the transaction, or null. */
export const lockTenantRow = <T extends PgTable & { providerId: AnyColumn; id: AnyColumn }>(
  db: Db,
  t: T,
  providerId: string,
  id: string,
) => firstRowOf(db, t, tenantRow(t, providerId, id), "update");

/** The row of tenant table `t` with this provider and id, or null when there is none. */
export const findTenantRow = <T extends PgTable & { providerId: AnyColumn; id: AnyColumn }>(
  db: Db,
  t: T,
  providerId: string,
  id: string,
) => firstRowOf(db, t, tenantRow(t, providerId, id));

/** The rows of a raw `db.execute(sql…)`, the same shape from PGlite and node-postgres. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Ids as ONE uuid[] parameter (`= any(${uuidArray(ids)})`, `unnest(...)`), where `inArray` would bind one
 * parameter each and a list of unbounded length could pass Postgres's 65,535 bind parameters.
 */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;
