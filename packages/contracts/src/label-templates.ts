import { z } from "zod";
import { ZOptionalId } from "./list-fields.ts";
import { updatable } from "./shared-fields.ts";
import { wholeNumber, ZId, ZName, ZTimes } from "./warehousing-fields.ts";

/**
 * Product label templates of a provider (warehousing settings screen): label size, the fields printed
 * and copies; the product label print (products.ts) offers them.
 */

/** Fields a product label can print (spec: product-print-label options "which fields"). */
export const labelFields = [
  "barcode",
  "sku",
  "name_en",
  "name_cn",
  "size",
  "colour",
  "origin",
  "price",
  "owner_code",
  "made_in_china",
] as const;
export type TLabelField = (typeof labelFields)[number];

/** The value a label's Code128 barcode encodes. */
export const barcodeSources = ["sku", "barcode"] as const;

export const ZLabelTemplate = z.object({
  id: z.string(),
  name: z.string(),
  /** Label size in millimetres. */
  width_mm: z.number().int(),
  height_mm: z.number().int(),
  /** Printed in this order. */
  fields: z.array(z.enum(labelFields)),
  /** The value encoded in the Code128 barcode. */
  barcode_source: z.enum(barcodeSources),
  copies: z.number().int(),
  is_default: z.boolean(),
  ...ZTimes,
});
export type TLabelTemplate = z.infer<typeof ZLabelTemplate>;

const ZLabelMm = wholeNumber(20, 200, "warehouse.labelSize");
const ZLabelFields = z
  .array(z.enum(labelFields, "warehouse.labelField"))
  .min(1, "warehouse.labelFieldsRequired")
  .max(labelFields.length)
  .refine((f) => new Set(f).size === f.length, "warehouse.labelFieldDuplicate");
const ZCopies = wholeNumber(1, 100, "warehouse.labelCopies");

export const ZCreateLabelTemplateRequest = z.object({
  name: ZName,
  width_mm: ZLabelMm,
  height_mm: ZLabelMm,
  fields: ZLabelFields,
  barcode_source: z.enum(barcodeSources).default("sku"),
  copies: ZCopies.default(1),
  is_default: z.boolean().default(false),
});
export type TCreateLabelTemplateRequest = z.infer<typeof ZCreateLabelTemplateRequest>;

export const ZUpdateLabelTemplateRequest = z.object({
  label_template_id: ZId,
  ...updatable(ZCreateLabelTemplateRequest.shape),
});
export type TUpdateLabelTemplateRequest = z.infer<typeof ZUpdateLabelTemplateRequest>;

/** customer-settings/print-label-info-list: drop shippers name the provider whose templates they use. */
export const ZLabelTemplateListQuery = z.object({ provider_uuid: ZOptionalId });

export const ZLabelTemplateIdBody = z.object({ label_template_id: ZId });
