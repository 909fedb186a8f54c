import { type AnyColumn, and, eq } from "drizzle-orm";

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

/** The paged-list shape every list call answers with (the rows of a page: list-query.ts). */
export function toPage<T>(list: T[], total: number, q: { page_size: number; cur_page: number }) {
  return { list, total, page_size: q.page_size, cur_page: q.cur_page };
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

/** The row a query finds, read with LIMIT 1, or null when there is none. */
export async function firstOrNull<T>(query: { limit(n: number): PromiseLike<T[]> }): Promise<T | null> {
  const [row] = await query.limit(1);
  return row ?? null;
}
