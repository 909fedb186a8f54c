import { z } from "zod";

/** Schema pieces shared by the contracts of several modules. Not re-exported from the index. */

/** A required id: missing says "required", anything but a UUID "invalid". */
export const ZUuid = z.string("field.required").uuid("field.invalid");

/** A field of an update request: the create request's field, optional and without its default. */
export type TUpdatableField<S extends z.ZodType> =
  S extends z.ZodOptional<z.ZodType> ? S : z.ZodOptional<S extends z.ZodDefault<infer T> ? T : S>;

/**
 * The fields of an update request made from the create request's: each is optional and has no default,
 * so an omitted field keeps the stored value (a field that is optional already stays as it is).
 */
export function updatable<S extends Record<string, z.ZodType>>(
  fields: S,
): { [K in keyof S]: TUpdatableField<S[K]> } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      if (field instanceof z.ZodOptional) return [key, field];
      const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field;
      return [key, inner.optional()];
    }),
  ) as { [K in keyof S]: TUpdatableField<S[K]> };
}

/** How many rows are in each of `states` (the counts a list shows above its table, one per state). */
export function countsOf<const S extends readonly string[]>(states: S) {
  return z.object(
    Object.fromEntries(states.map((s) => [s, z.number().int()])) as Record<S[number], z.ZodNumber>,
  );
}

/** An order's or a receipt's code, owner (provider and customer) and warehouse, as answered in lists. */
export const ZDocumentHeader = {
  code: z.string(),
  provider_uuid: z.string(),
  customer_id: z.string(),
  owner_code: z.string(),
  customer_name: z.string(),
  warehouse_id: z.string(),
  warehouse_code: z.string(),
};

/** When a record was created and last updated (unix seconds), as answered. */
export const ZTimes = { created_at: z.number().int(), updated_at: z.number().int() };

/** A SKU named in English and Chinese, as answered in dashboard and alarm lists. */
export const ZSkuNames = {
  variant_id: z.string(),
  sku: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
};

/** A SKU with its barcode and names, as answered by the product and the barcode look-up. */
export const ZVariantCard = {
  variant_id: z.string(),
  sku: z.string(),
  barcode: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
};

/** The SKU of an order's or a receipt's line, as answered. */
export const ZLineItem = {
  line_id: z.string(),
  variant_id: z.string(),
  sku: z.string(),
  barcode: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
};

/** One line of a document's log (a receipt's, a sourcing request's): the action, the states, who and when. */
export const ZLogEntry = z.object({
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  actor_name: z.string(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.number().int(),
});
