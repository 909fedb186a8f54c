import { z } from "zod";
import { ZCountryCode } from "./countries.ts";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, orderBy, sortBy, ZKeyword, ZOptionalId } from "./list-fields.ts";
import { ZRequiredWeight } from "./products.ts";
import { ZLogEntry, ZTimes, ZUuid } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";

/**
 * The sourcing service (spec sections 1, 3, 4): a drop shipper asks its provider to find a product, by a
 * link, keywords, an image or one of its own products; the provider's staff quote a supplier; the customer
 * confirms the quote, which puts the product in its catalogue. Lifecycle in docs/sourcing.md:
 * submitted -> sourcing -> pending_confirmation -> completed; rejected, cancelled, expired.
 */

export const sourcingModes = ["link", "keywords", "image", "product"] as const;
export type TSourcingMode = (typeof sourcingModes)[number];

export const sourcingStatuses = [
  "submitted",
  "sourcing",
  "pending_confirmation",
  "completed",
  "rejected",
  "cancelled",
  "expired",
] as const;
export type TSourcingStatus = (typeof sourcingStatuses)[number];

/** Marketplaces whose links are known by item id (anything else is compared by its cleaned URL). */
export const sourcingMarketplaces = ["1688", "taobao", "tmall", "aliexpress", "alibaba", "other"] as const;
export type TSourcingMarketplace = (typeof sourcingMarketplaces)[number];

export const sourcingSorts = ["created_at", "code", "status", "updated_at"] as const;

export const sourcingLimits = {
  /** Items one submission (or one spreadsheet) may hold. */
  itemsPerRequest: 50,
  importRows: 200,
  variantsPerQuote: 100,
  shippingRowsPerQuote: 250,
  /** The largest daily quota a provider may set per customer. */
  maxDailyQuota: 10_000,
  /** The daily quota of a customer the provider set nothing for. */
  defaultDailyQuota: 20,
  /** A quote may be valid for at most this many days. */
  maxValidityDays: 365,
} as const;

/** A link the customer gives (spec section 5: it must begin with http:// or https://). */
export const sourcingLinkPattern = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** A stored sourcing image or an external image by http(s). */
export const sourcingImageUrlPattern =
  /^(\/api\/files\/sourcing\/[A-Za-z0-9_-]+\.(jpg|png|gif)|https?:\/\/[^\s]{1,480})$/;

const ZMoney = z.coerce
  .string()
  .trim()
  .max(textCaps.short, "field.tooLong")
  .regex(/^\d{1,10}(\.\d{1,2})?$/, "sourcing.moneyFormat");
const ZCount = (min: number, max: number, key: string) =>
  z.coerce.number(key).int(key).min(min, key).max(max, key);
const ZDay = z
  .string()
  .max(textCaps.short, "field.tooLong")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "sourcing.dateFormat");
const text = (max: number, key = "field.tooLong") => z.string().trim().max(max, key).default("");

/**
 * One item of a sourcing request. Which fields are required depends on the mode (spec section 5):
 * link -> url (http:// or https://); keywords -> keywords and expected price; image -> image_url and a
 * description of what is pictured; product -> product_id (one of the customer's products).
 */
export const ZSourcingItemInput = z
  .object({
    mode: z.enum(sourcingModes, "sourcing.modeRequired"),
    url: text(textCaps.url),
    keywords: text(200, "sourcing.keywordsLength"),
    image_url: text(textCaps.url),
    product_id: optionalFilter(z.string().uuid("field.invalid")),
    expected_price: z.preprocess((v) => (v === "" || v === null ? undefined : v), ZMoney.optional()),
    purchase_reason: text(500, "sourcing.reasonLength"),
    description: text(2000, "sourcing.descriptionLength"),
    /** How many pieces the customer means to buy. */
    items_count: ZCount(1, 1_000_000, "sourcing.itemsCountFormat").default(1),
  })
  .superRefine((item, ctx) => {
    const need = (path: string, ok: boolean, key: string) => {
      if (!ok) ctx.addIssue({ code: "custom", path: [path], message: key });
    };
    switch (item.mode) {
      case "link":
        need("url", item.url !== "", "sourcing.urlRequired");
        if (item.url !== "") need("url", sourcingLinkPattern.test(item.url), "sourcing.urlFormat");
        break;
      case "keywords":
        need("keywords", item.keywords !== "", "sourcing.keywordsRequired");
        need("expected_price", item.expected_price !== undefined, "sourcing.expectedPriceRequired");
        break;
      case "image":
        need("image_url", item.image_url !== "", "sourcing.imageRequired");
        if (item.image_url !== "")
          need("image_url", sourcingImageUrlPattern.test(item.image_url), "sourcing.imageUrlFormat");
        need("description", item.description !== "", "sourcing.descriptionRequired");
        break;
      case "product":
        need("product_id", item.product_id !== undefined, "sourcing.productRequired");
        break;
    }
  });
export type TSourcingItemInput = z.infer<typeof ZSourcingItemInput>;

/** sourcing/create-sourcing: one or more items, each becoming a request of its own. */
export const ZCreateSourcingRequest = z.object({
  provider_uuid: ZOptionalId,
  items: z
    .array(ZSourcingItemInput, "sourcing.itemsRequired")
    .min(1, "sourcing.itemsRequired")
    .max(sourcingLimits.itemsPerRequest, "sourcing.tooManyItems"),
  /** Submit even when a link already has records (the answer to a 4091). */
  submit_anyway: z.boolean().default(false),
});
export type TCreateSourcingRequest = z.infer<typeof ZCreateSourcingRequest>;

export const ZSourcingIdRequest = z.object({ provider_uuid: ZOptionalId, sourcing_id: ZUuid });
export type TSourcingIdRequest = z.infer<typeof ZSourcingIdRequest>;

export const ZSourcingReasonRequest = ZSourcingIdRequest.extend({
  reason: z
    .string("sourcing.reasonRequired")
    .trim()
    .min(1, "sourcing.reasonRequired")
    .max(500, "sourcing.reasonLength"),
});
export type TSourcingReasonRequest = z.infer<typeof ZSourcingReasonRequest>;

/** sourcing/assign-sourcing: who on the provider's staff works the requests (null: nobody). */
export const ZAssignSourcingRequest = z.object({
  sourcing_ids: z.array(ZUuid).min(1, "sourcing.selectRequests").max(200),
  assignee_id: z.preprocess((v) => (v === "" ? null : v), z.string().uuid("field.invalid").nullable()),
});
export type TAssignSourcingRequest = z.infer<typeof ZAssignSourcingRequest>;

export const sourcingAssigneeFilters = ["mine", "unassigned"] as const;

export const ZSourcingQuery = z.object({
  provider_uuid: ZOptionalId,
  customer_id: ZOptionalId,
  status: optionalFilter(z.enum(sourcingStatuses)),
  mode: optionalFilter(z.enum(sourcingModes)),
  /** Staff only: "mine", "unassigned", or a staff member's user id. */
  assignee: optionalFilter(z.union([z.enum(sourcingAssigneeFilters), z.string().uuid("field.invalid")])),
  /** Code, link, keywords, description or supplier. */
  keyword: ZKeyword,
  date_from: optionalFilter(ZDay),
  date_to: optionalFilter(ZDay),
  sort: sortBy(sourcingSorts, "created_at"),
  order: orderBy("desc"),
  ...ZPageQuery.shape,
});
export type TSourcingQuery = z.infer<typeof ZSourcingQuery>;

export const ZSourcingQuoteVariantInput = z.object({
  colour: text(60, "sourcing.optionLength"),
  size: text(60, "sourcing.optionLength"),
  /** The SKU the product will get in the customer's catalogue; empty: the request code and the position. */
  sku: z
    .string()
    .trim()
    .max(textCaps.code, "field.tooLong")
    .regex(/^([A-Za-z0-9][A-Za-z0-9._\-/#]{0,63})?$/, "sourcing.skuFormat")
    .default(""),
  unit_cost: ZMoney,
  /** Kilograms (> 0, 3 decimals): the confirmed product's variant gets it, so its parcels can be weighed. */
  weight: ZRequiredWeight,
});

export const ZSourcingShippingInput = z.object({
  country: ZCountryCode,
  cost: ZMoney,
});

/** sourcing/quote-sourcing: the supplier and the price; a new quote replaces the last one. */
export const ZQuoteSourcingRequest = ZSourcingIdRequest.extend({
  supplier_name: z
    .string("sourcing.supplierRequired")
    .trim()
    .min(1, "sourcing.supplierRequired")
    .max(200, "field.tooLong"),
  supplier_url: z
    .string()
    .trim()
    .max(textCaps.url, "field.tooLong")
    .refine((v) => v === "" || sourcingLinkPattern.test(v), "sourcing.urlFormat")
    .default(""),
  /** The product's title in the customer's catalogue. */
  product_title: z
    .string("sourcing.titleRequired")
    .trim()
    .min(1, "sourcing.titleRequired")
    .max(255, "field.tooLong"),
  currency: z
    .string()
    .trim()
    .max(textCaps.short, "field.tooLong")
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "sourcing.currencyFormat")
    .default("USD"),
  moq: ZCount(1, 1_000_000, "sourcing.moqFormat").default(1),
  lead_time_days: ZCount(0, 365, "sourcing.leadTimeFormat"),
  /** The last day the quote holds (YYYY-MM-DD, to the end of that day UTC). */
  valid_until: z
    .string("sourcing.validUntilRequired")
    .max(textCaps.short, "field.tooLong")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "sourcing.dateFormat"),
  variants: z
    .array(ZSourcingQuoteVariantInput, "sourcing.variantsRequired")
    .min(1, "sourcing.variantsRequired")
    .max(sourcingLimits.variantsPerQuote, "sourcing.tooManyVariants"),
  shipping: z
    .array(ZSourcingShippingInput)
    .max(sourcingLimits.shippingRowsPerQuote, "sourcing.tooManyShippingRows")
    .default([]),
  remark: text(1000),
});
export type TQuoteSourcingRequest = z.infer<typeof ZQuoteSourcingRequest>;

/** sourcing/update-quota: a customer's daily quota, or the provider's default (no customer_id); null clears. */
export const ZUpdateSourcingQuotaRequest = z.object({
  customer_id: ZOptionalId,
  daily_quota: z.union([z.null(), ZCount(0, sourcingLimits.maxDailyQuota, "sourcing.quotaFormat")]),
});
export type TUpdateSourcingQuotaRequest = z.infer<typeof ZUpdateSourcingQuotaRequest>;

export const ZSourcingQuotas = z.object({
  default_daily_quota: z.number().int(),
  customers: z.array(
    z.object({
      customer_id: z.string(),
      owner_code: z.string(),
      customer_name: z.string(),
      daily_quota: z.number().int(),
      used_today: z.number().int(),
    }),
  ),
});
export type TSourcingQuotas = z.infer<typeof ZSourcingQuotas>;

export const ZMySourcingQuota = z.object({
  daily_quota: z.number().int(),
  used_today: z.number().int(),
});
export type TMySourcingQuota = z.infer<typeof ZMySourcingQuota>;

export const ZSourcingSummary = z.object({
  sourcing_id: z.string(),
  code: z.string(),
  provider_uuid: z.string(),
  customer_id: z.string(),
  owner_code: z.string(),
  customer_name: z.string(),
  mode: z.enum(sourcingModes),
  status: z.enum(sourcingStatuses),
  url: z.string(),
  marketplace: z.enum(sourcingMarketplaces).nullable(),
  keywords: z.string(),
  image_url: z.string(),
  product_id: z.string().nullable(),
  product_title: z.string().nullable(),
  expected_price: z.string().nullable(),
  purchase_reason: z.string(),
  description: z.string(),
  items_count: z.number().int(),
  assignee_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  reject_reason: z.string(),
  /** The quote's validity (unix seconds), while one is pending. */
  valid_until: z.number().int().nullable(),
  /** The catalogue product a confirmed quote created (or linked). */
  created_product_id: z.string().nullable(),
  ...ZTimes,
});
export type TSourcingSummary = z.infer<typeof ZSourcingSummary>;

export const ZSourcingQuote = z.object({
  version: z.number().int(),
  supplier_name: z.string(),
  supplier_url: z.string(),
  product_title: z.string(),
  currency: z.string(),
  moq: z.number().int(),
  lead_time_days: z.number().int(),
  valid_until: z.number().int(),
  variants: z.array(
    z.object({
      colour: z.string(),
      size: z.string(),
      sku: z.string(),
      unit_cost: z.string(),
      /** Kilograms; null on a quote sent before quotes carried weights (it cannot be confirmed). */
      weight: z.string().nullable(),
    }),
  ),
  shipping: z.array(z.object({ country: z.string(), cost: z.string() })),
  remark: z.string(),
  quoted_by: z.string(),
  quoted_at: z.number().int(),
});
export type TSourcingQuote = z.infer<typeof ZSourcingQuote>;

export const ZSourcingDetail = ZSourcingSummary.extend({
  quote: ZSourcingQuote.nullable(),
  logs: z.array(ZLogEntry),
  /** What the caller may do now (the lifecycle's answer for its role): the screen's buttons. */
  actions: z.array(z.string()),
});
export type TSourcingDetail = z.infer<typeof ZSourcingDetail>;

export const ZCreateSourcingResponse = z.object({ list: z.array(ZSourcingSummary) });

/** The records a link already has, answered with 4091 (data.records). */
export const ZSourcingDuplicate = z.object({
  /** The position of the submitted item whose link matched. */
  item: z.number().int(),
  sourcing_id: z.string(),
  code: z.string(),
  status: z.enum(sourcingStatuses),
  url: z.string(),
  created_at: z.number().int(),
});
export type TSourcingDuplicate = z.infer<typeof ZSourcingDuplicate>;

export const ZSourcingImageUpload = z.object({ url: z.string() });

/** sourcing/import-sourcing: the rows of a spreadsheet as items of one submission, all or nothing. */
export const ZImportSourcingQuery = z.object({
  provider_uuid: ZOptionalId,
  /** "1" to submit even when links already have records. */
  submit_anyway: optionalFilter(z.enum(["0", "1"])),
});
export type TImportSourcingQuery = z.infer<typeof ZImportSourcingQuery>;

export const ZImportSourcingResponse = z.object({
  list: z.array(ZSourcingSummary),
  /** One entry per refused row: key "row N", message "row N: …" in the caller's language (nothing written). */
  errors: z.array(z.object({ key: z.string(), message: z.string() })),
});

/** sourcing/query-staff: who requests may be assigned to (the provider and its operators). */
export const ZSourcingStaff = z.array(
  z.object({ user_id: z.string(), username: z.string(), role: z.string() }),
);
