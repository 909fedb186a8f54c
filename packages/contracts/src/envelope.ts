import { z } from "zod";

/** Every response body: `{ code, message, data }`. */
export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

export type TEnvelope<T> = { code: number; message: string; data: T };

/** One failed item of a bulk action (code 3000). */
export const ZBulkError = z.object({
  order_id: z.string().optional(),
  key: z.string().optional(),
  message: z.string(),
});

/** Standard page query for list calls (spec: page_size, cur_page). */
export const ZPageQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(200).default(20),
  cur_page: z.coerce.number().int().min(1).default(1),
});

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    /** True when the list counted its matches only up to a limit past the page: at least `total` match. */
    total_capped: z.boolean().optional(),
    page_size: z.number().int(),
    cur_page: z.number().int(),
  });
}
