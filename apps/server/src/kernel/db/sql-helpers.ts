import { asc, desc, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

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

/** The paged-list shape every list call answers with. */
export function toPage<T>(list: T[], total: number, q: { page_size: number; cur_page: number }) {
  return { list, total, page_size: q.page_size, cur_page: q.cur_page };
}

/** One page's order, limit and offset: the sort column, ties broken by id so pages never overlap. */
export function paged(
  q: { page_size: number; cur_page: number; order: "asc" | "desc" },
  sortColumn: PgColumn | SQL,
  idColumn: PgColumn,
) {
  const direction = q.order === "desc" ? desc : asc;
  return {
    orderBy: [direction(sortColumn), asc(idColumn)] as const,
    limit: q.page_size,
    offset: (q.cur_page - 1) * q.page_size,
  };
}

/** A keyword search over some text columns (ILIKE, the keyword taken literally); none without a keyword. */
export function keywordOf(keyword: string | undefined, ...columns: PgColumn[]) {
  if (!keyword) return undefined;
  const like = containsPattern(keyword);
  return or(...columns.map((c) => ilike(c, like)));
}
