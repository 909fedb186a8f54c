import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { orderBy, ZKeyword } from "./list-fields.ts";
import { ZTimes } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";

/**
 * Field schemas shared by the warehousing settings contracts (warehouses.ts, packaging.ts,
 * wave-strategies.ts, label-templates.ts) and logistics.ts (ids, list paging, times). Not re-exported from the index: each contract exports its own
 * schemas; `warehouseStatuses` and `codePattern` are exported through warehouses.ts.
 */

export const warehouseStatuses = ["enabled", "disabled"] as const;
export type TWarehouseStatus = (typeof warehouseStatuses)[number];

export const ZId = z.string().uuid("field.invalid");
export const ZPaging = {
  ...ZPageQuery.shape,
  keyword: ZKeyword,
  order: orderBy("asc"),
};

/** Codes are upper-cased: `a-01` and `A-01` are the same code. */
export const codePattern = /^[A-Z0-9][A-Z0-9._-]{0,31}$/;
/** A required code, trimmed and upper-cased, at most `textCaps.code` long and matching `pattern`. */
export function upperCaseCode(pattern: RegExp, formatMessage: string) {
  return z
    .string()
    .trim()
    .min(1, "field.required")
    .max(textCaps.code, "field.tooLong")
    .toUpperCase()
    .regex(pattern, formatMessage);
}
export const ZCode = upperCaseCode(codePattern, "warehouse.codeFormat");
export const ZName = z.string().trim().min(1, "field.required").max(100, "warehouse.nameLength");
export const ZRemark = z.string().trim().max(500, "warehouse.remarkLength");
export const ZStatus = z.enum(warehouseStatuses);
export { ZTimes };

/** A warehouse's code, name, address and phone contact as answered (the warehouse and storage lists). */
export const ZWarehouseCard = {
  code: z.string(),
  name: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  postcode: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
};

/** A whole number from `min` to `max`, sent as a number or as a form's text; every refusal says `message`. */
export function wholeNumber(min: number, max: number, message: string) {
  return z.coerce.number(message).int(message).min(min, message).max(max, message);
}
