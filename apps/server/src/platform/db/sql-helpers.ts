/** `%keyword%` for ILIKE with the pattern characters of the user's text taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[%_\\]/g, "\\$&")}%`;
}

/** The paged-list shape every list call answers with. */
export function toPage<T>(list: T[], total: number, q: { page_size: number; cur_page: number }) {
  return { list, total, page_size: q.page_size, cur_page: q.cur_page };
}
