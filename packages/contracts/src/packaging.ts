import { z } from "zod";
import { optionalFilter, sortBy } from "./list-fields.ts";
import { updatable } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";
import { ZCode, ZId, ZName, ZPaging, ZRemark, ZStatus, ZTimes } from "./warehousing-fields.ts";

/**
 * Packaging materials (cartons, bags, fillers) of a provider, on the warehousing settings screen
 * (/p/warehousing-setting); logistics channels name a default one and packing weighs it.
 */

/** A non-negative decimal with at most 2 decimals, as a string (exact). */
const ZMeasure = z
  .union([z.string().max(textCaps.short, "field.tooLong"), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), "warehouse.measureFormat");
const ZMoney = z
  .union([z.string().max(textCaps.short, "field.tooLong"), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), "customer.amountFormat");

export const ZPackagingMaterial = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** Centimetres. */
  length: z.string(),
  width: z.string(),
  height: z.string(),
  /** Grams. */
  weight: z.string(),
  cost: z.string(),
  currency: z.string(),
  status: ZStatus,
  remark: z.string(),
  ...ZTimes,
});
export type TPackagingMaterial = z.infer<typeof ZPackagingMaterial>;

const ZCurrency = z
  .string()
  .trim()
  .max(textCaps.short, "field.tooLong")
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "warehouse.currencyFormat");

export const ZCreatePackagingMaterialRequest = z.object({
  code: ZCode,
  name: ZName,
  length: ZMeasure,
  width: ZMeasure,
  height: ZMeasure,
  weight: ZMeasure,
  cost: ZMoney.default("0"),
  currency: ZCurrency.default("CNY"),
  status: ZStatus.default("enabled"),
  remark: ZRemark.default(""),
});
export type TCreatePackagingMaterialRequest = z.infer<typeof ZCreatePackagingMaterialRequest>;

export const ZUpdatePackagingMaterialRequest = z.object({
  packaging_material_id: ZId,
  ...updatable(ZCreatePackagingMaterialRequest.shape),
});
export type TUpdatePackagingMaterialRequest = z.infer<typeof ZUpdatePackagingMaterialRequest>;

export const ZPackagingMaterialListQuery = z.object({
  ...ZPaging,
  status: optionalFilter(ZStatus),
  sort: sortBy(["code", "name", "cost", "created_at"], "code"),
});
export type TPackagingMaterialListQuery = z.infer<typeof ZPackagingMaterialListQuery>;

export const ZPackagingMaterialIdBody = z.object({ packaging_material_id: ZId });
