import { z } from "zod";
import { textCaps } from "./validation.ts";

/**
 * Field schemas shared by the warehousing settings contracts (warehouses.ts, packaging.ts,
 * wave-strategies.ts, label-templates.ts). Not re-exported from the index: each contract exports its own
 * schemas; `warehouseStatuses` and `codePattern` are exported through warehouses.ts.
 */

export const warehouseStatuses = ["enabled", "disabled"] as const;
export type TWarehouseStatus = (typeof warehouseStatuses)[number];

/** Spec section 5: empty-string filter values are dropped before queries (the server tolerates them too). */
export const blank = (v: unknown) => (v === "" ? undefined : v);
export function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess(blank, schema.optional());
}

export const ZId = z.string().uuid("field.invalid");
export const ZOptionalId = optionalFilter(ZId);
export const ZPaging = {
  page_size: z.coerce.number().int().min(1).max(200).default(20),
  cur_page: z.coerce.number().int().min(1).default(1),
  keyword: optionalFilter(z.string().trim().max(textCaps.keyword, "field.tooLong")),
  order: z.preprocess(blank, z.enum(["asc", "desc"]).default("asc")),
};

/** Codes are upper-cased: `a-01` and `A-01` are the same code. */
export const codePattern = /^[A-Z0-9][A-Z0-9._-]{0,31}$/;
export const ZCode = z
  .string()
  .trim()
  .min(1, "field.required")
  .max(textCaps.code, "field.tooLong")
  .toUpperCase()
  .regex(codePattern, "warehouse.codeFormat");
export const ZName = z.string().trim().min(1, "field.required").max(100, "warehouse.nameLength");
export const ZRemark = z.string().trim().max(500, "warehouse.remarkLength");
export const ZStatus = z.enum(warehouseStatuses);
export const ZTimes = { created_at: z.number().int(), updated_at: z.number().int() };
