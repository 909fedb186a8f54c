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
