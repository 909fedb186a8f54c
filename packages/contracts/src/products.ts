import { z } from "zod";
import { ZCountryCode } from "./countries.ts";
import { ZPageQuery } from "./envelope.ts";
import { barcodeSources, labelFields } from "./label-templates.ts";
import { ZTimes, ZVariantCard } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";

/**
 * Products of spec section 3: a product (title, tags, images) owned by one customer of a provider,
 * with one or more variants (the SKUs the warehouse stores, scans and ships).
 * Weights are in kilograms (3 decimals), dimensions in centimetres (2 decimals), prices with 2 decimals.
 */

export const productLimits = {
  /** Images stored on one product (spec section 5: a file count limit). */
  imagesPerProduct: 10,
  variantsPerProduct: 100,
  tagsPerProduct: 20,
  /** Labels (pages) one print call may produce. */
  labelsPerCall: 1000,
  /** Data rows one spreadsheet import may hold. */
  importRows: 10_000,
} as const;

/** SKU: letters and digits, then also . _ - / #; never starting with a formula character. */
export const skuPattern = /^[A-Za-z0-9][A-Za-z0-9._\-/#]{0,63}$/;
/** Barcode: printable ASCII without spaces (what Code128 encodes and scanners read back). */
export const barcodePattern = /^[\x21-\x7e]{1,48}$/;
/** A stored product image (or a sourcing request's, which a confirmed quote's product keeps) or an external https image. */
export const imageUrlPattern =
  /^(\/api\/files\/(products|sourcing)\/[A-Za-z0-9_-]+\.(jpg|png|gif)|https?:\/\/\S{1,480})$/;

const decimal = (digits: number, scale: number, key: string) =>
  z.coerce
    .string()
    .trim()
    .max(textCaps.short, "field.tooLong")
    .regex(new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${scale}})?$`), key);

/** Empty or null means "not measured" (inspection dimensions, compare-at price). */
const optionalDecimal = (digits: number, scale: number, key: string) =>
  z.union([z.null(), z.literal(""), decimal(digits, scale, key)]).transform((v) => (v === "" ? null : v));

const ZMoney = decimal(10, 2, "product.moneyFormat");
const ZWeight = decimal(7, 3, "product.weightFormat");
const weightPattern = /^\d{1,7}(\.\d{1,3})?$/;

/**
 * A variant's weight where one is required (the product form, the API, the spreadsheet import, a sourcing
 * quote): kilograms, more than 0, at most 3 decimals. Missing, empty or 0 is "product.weightRequired", a
 * malformed value "product.weightFormat". A parcel is weighed against it, so a weightless variant would fail
 * its first weighing (issue 40).
 */
export const ZRequiredWeight = z.preprocess(
  (v) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v),
  z
    .string("product.weightFormat")
    .trim()
    .max(20, "product.weightFormat")
    .superRefine((v, ctx) => {
      const key =
        v === "" ? "product.weightRequired" : !weightPattern.test(v) ? "product.weightFormat" : null;
      if (key) ctx.addIssue({ code: "custom", message: key });
      else if (Number(v) <= 0) ctx.addIssue({ code: "custom", message: "product.weightRequired" });
    }),
);

/** A stored weight that says "unknown": 0 kg (legacy variants, a shop's item without one). */
export const isWeightless = (weight: string | number | null | undefined) => !(Number(weight) > 0);
const ZLength = decimal(6, 2, "product.lengthFormat");
const ZImageUrl = z
  .string()
  .trim()
  .max(textCaps.url, "field.tooLong")
  .regex(imageUrlPattern, "product.imageUrl");

const variantShape = {
  /** Present when editing an existing variant; absent for a new one. */
  variant_id: z.string().uuid().optional(),
  sku: z
    .string()
    .trim()
    .min(1, "product.skuRequired")
    .max(textCaps.code, "field.tooLong")
    .regex(skuPattern, "product.skuFormat"),
  barcode: z
    .union([
      z.literal(""),
      z.string().trim().max(textCaps.code, "field.tooLong").regex(barcodePattern, "product.barcodeFormat"),
    ])
    .default(""),
  name_cn: z.string().trim().max(200, "product.nameLength").default(""),
  name_en: z.string().trim().max(200, "product.nameLength").default(""),
  unit: z.string().trim().max(20, "product.unitLength").default("pcs"),
  size: z.string().trim().max(60, "product.attributeLength").default(""),
  colour: z.string().trim().max(60, "product.attributeLength").default(""),
  weight: ZWeight.default("0"),
  length: ZLength.default("0"),
  width: ZLength.default("0"),
  height: ZLength.default("0"),
  inspection_length: optionalDecimal(6, 2, "product.lengthFormat").default(null),
  inspection_width: optionalDecimal(6, 2, "product.lengthFormat").default(null),
  inspection_height: optionalDecimal(6, 2, "product.lengthFormat").default(null),
  price: ZMoney.default("0"),
  compare_at_price: optionalDecimal(10, 2, "product.moneyFormat").default(null),
  origin: z.union([z.literal(""), ZCountryCode]).default(""),
  warning_quantity: z.coerce
    .number("product.quantityFormat")
    .int("product.quantityFormat")
    .min(0, "product.quantityFormat")
    .max(1_000_000_000, "product.quantityFormat")
    .default(0),
  main_image_url: z.union([z.literal(""), ZImageUrl]).default(""),
};
const withName = <T extends { name_cn: string; name_en: string }>(v: T) =>
  v.name_cn !== "" || v.name_en !== "";

/** A variant of the product form, the API and the spreadsheet import: its weight is required (> 0). */
export const ZProductVariantInput = z
  .object({ ...variantShape, weight: ZRequiredWeight })
  .refine(withName, { message: "product.nameRequired", path: ["name_en"] });
export type TProductVariantInput = z.infer<typeof ZProductVariantInput>;

/**
 * A variant arriving from a shop's catalogue (stores module): a shop may know no weight, which is kept as 0
 * and flagged "no weight" in the product list until someone enters it (or the first weighing records it).
 */
export const ZCatalogueVariantInput = z
  .object(variantShape)
  .refine(withName, { message: "product.nameRequired", path: ["name_en"] });

const productFields = {
  title: z.string().trim().min(1, "product.titleRequired").max(255, "product.titleLength"),
  /** The product's code in the owner's own system or shop (optional; groups spreadsheet rows). */
  pid: z.string().trim().max(100, "product.pidLength").default(""),
  tags: z
    .array(z.string().trim().min(1).max(40, "product.tagLength"))
    .max(productLimits.tagsPerProduct, "product.tagCount")
    .default([]),
  main_image_url: z.union([z.literal(""), ZImageUrl]).default(""),
  images: z.array(ZImageUrl).max(productLimits.imagesPerProduct, "product.imageCount").default([]),
  product_variants: z
    .array(ZProductVariantInput)
    .min(1, "product.variantRequired")
    .max(productLimits.variantsPerProduct, "product.variantCount"),
};

/** Drop shippers name the provider (provider_uuid); provider staff name the customer who owns the product. */
export const ZCreateProductRequest = z.object({
  provider_uuid: z.string().uuid().optional(),
  customer_id: z.string().uuid().optional(),
  ...productFields,
});
export type TCreateProductRequest = z.infer<typeof ZCreateProductRequest>;

/** Variants left out of product_variants are removed (refused while referenced). */
export const ZUpdateProductRequest = z.object({
  provider_uuid: z.string().uuid().optional(),
  product_uuid: z.string().uuid(),
  ...productFields,
});
export type TUpdateProductRequest = z.infer<typeof ZUpdateProductRequest>;

export const ZProductRef = z.object({
  provider_uuid: z.string().uuid().optional(),
  product_uuid: z.string().uuid(),
});

export const ZDeleteProductsRequest = z.object({
  provider_uuid: z.string().uuid().optional(),
  product_uuids: z.array(z.string().uuid()).min(1).max(200),
});

export const ZProductVariant = z.object({
  ...ZVariantCard,
  unit: z.string(),
  size: z.string(),
  colour: z.string(),
  weight: z.string(),
  length: z.string(),
  width: z.string(),
  height: z.string(),
  inspection_length: z.string().nullable(),
  inspection_width: z.string().nullable(),
  inspection_height: z.string().nullable(),
  price: z.string(),
  compare_at_price: z.string().nullable(),
  origin: z.string(),
  warning_quantity: z.number().int(),
  main_image_url: z.string(),
  /** Stock on hand of this SKU for its owner (0 until stock exists). */
  quantity: z.number().int(),
});
export type TProductVariant = z.infer<typeof ZProductVariant>;

export const ZProduct = z.object({
  product_uuid: z.string(),
  provider_uuid: z.string(),
  customer_id: z.string(),
  owner_code: z.string(),
  owner_name: z.string(),
  pid: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  main_image_url: z.string(),
  images: z.array(z.string()),
  product_variants: z.array(ZProductVariant),
  ...ZTimes,
});
export type TProduct = z.infer<typeof ZProduct>;

const optionalUuid = z.union([z.literal(""), z.string().uuid()]).optional();

export const productSorts = ["created_at", "updated_at", "title"] as const;
export const ZProductListQuery = z.object({
  ...ZPageQuery.shape,
  provider_uuid: optionalUuid,
  /** Only the product holding this variant. */
  "product_variants.variant_id": optionalUuid,
  /** Title, product code, SKU, barcode or a name, partial and case-insensitive. */
  search: z.string().trim().max(textCaps.keyword, "field.tooLong").optional(),
  /** Exact SKU or barcode (what a scanner reads). */
  code: z.string().trim().max(textCaps.code, "field.tooLong").optional(),
  tag: z.string().trim().max(40, "field.tooLong").optional(),
  /** "1": only products with a variant whose weight is unknown (0), to fix before they reach weighing. */
  no_weight: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(["0", "1"]).optional()),
  /** Provider side: one customer's products. */
  customer_id: optionalUuid,
  sort: z.enum(productSorts).default("created_at"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type TProductListQuery = z.infer<typeof ZProductListQuery>;

export const ZProductDetailQuery = z.object({
  provider_uuid: optionalUuid,
  product_uuid: z.string().uuid(),
});

/** Where an uploaded image goes: attached to a product (count-limited) or only stored for a form. */
export const ZUploadImageQuery = z.object({
  provider_uuid: optionalUuid,
  product_uuid: optionalUuid,
});
export const ZUploadImageResponse = z.object({
  url: z.string(),
  /** The product's images after attaching, when product_uuid was given. */
  images: z.array(z.string()).nullable(),
});

/** A stored product image, served at files/products/:name. */
export const ZProductImageParams = z.object({ name: z.string().max(100, "field.tooLong") });

export const ZDeleteProductsResponse = z.object({
  deleted: z.array(z.string()),
  errors: z.array(z.object({ key: z.string(), message: z.string() })),
});

// ---- Spreadsheets ----

export const templateTypes = ["product", "order", "sourcing"] as const;
export const ZTemplateQuery = z.object({ type: z.enum(templateTypes).default("product") });

/** Import target: drop shippers name the provider, provider staff the owning customer. */
export const ZImportProductsQuery = z.object({
  provider_uuid: optionalUuid,
  customer_id: optionalUuid,
});
export const ZImportProductsResponse = z.object({
  created_products: z.number().int(),
  created_variants: z.number().int(),
  /** One entry per refused row: key "row N", message "row N: …" in the caller's language. */
  errors: z.array(z.object({ key: z.string(), message: z.string() })),
});
export type TImportProductsResponse = z.infer<typeof ZImportProductsResponse>;

// ---- Labels ----

export const labelSizes = ["60x40", "50x30", "40x30", "70x50", "100x50", "100x100"] as const;

/** Repeated query values arrive as arrays, single ones as strings; comma lists are accepted too. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ""
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(",")).filter((x) => x !== ""),
    z.array(item),
  );

const ZLabelMm = z.coerce.number().int().min(20).max(200);

/**
 * Options match the provider's label templates (customer-settings/print-label-info-list): pass a template's
 * width_mm, height_mm, fields, barcode_source and copies, or a preset label_size.
 */
export const ZPrintLabelQuery = z.object({
  provider_uuid: optionalUuid,
  product_uuids: repeated(z.string().uuid()).pipe(z.array(z.string()).min(1).max(200)),
  /** Only these variants of the products (default: every variant). */
  variant_ids: repeated(z.string().uuid()).optional(),
  label_size: z.enum(labelSizes).default("60x40"),
  /** Override label_size with any size in millimetres (both needed). */
  width_mm: ZLabelMm.optional(),
  height_mm: ZLabelMm.optional(),
  /** Text lines printed under the barcode, in this order. */
  fields: repeated(z.enum(labelFields)).default(["sku", "name_en", "name_cn"]),
  /** What the Code128 barcode encodes; a variant without a barcode falls back to its SKU. */
  barcode_source: z.enum(barcodeSources).default("barcode"),
  copies: z.coerce.number().int().min(1).max(500).default(1),
});
export type TPrintLabelQuery = z.infer<typeof ZPrintLabelQuery>;
