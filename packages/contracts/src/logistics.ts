import { z } from "zod";
import { optionalFilter, sortBy } from "./list-fields.ts";
import { updatable } from "./shared-fields.ts";
import { upperCaseCode, ZId, ZPaging, ZTimes } from "./warehousing-fields.ts";

/**
 * Logistics (provider, My account → /p/logistics): channels, logistics API accounts (credentials kept
 * encrypted, answered masked) and track URLs (system defaults plus the provider's own).
 */

/** How a channel gets its tracking numbers: typed in or imported, or issued by the platform itself. */
export const carrierKinds = ["manual", "self_issued"] as const;
export type TCarrierKind = (typeof carrierKinds)[number];

export const channelStatuses = ["enabled", "disabled"] as const;
export const trackUrlScopes = ["default", "custom"] as const;

/** The placeholder a track URL template must contain; replaced by the (URL-encoded) tracking number. */
export const trackingNumberPlaceholder = "{tracking_number}";
/** A track URL starts with http:// or https:// (spec section 5). */
export const trackUrlPattern = /^https?:\/\/[^\s]+$/i;

const ZName = z.string().trim().min(1, "field.required").max(100, "logistics.nameLength");
/** Upper-cased; letters, digits and - _ (it prefixes self-issued waybill numbers). */
export const channelCodePattern = /^[A-Z0-9][A-Z0-9_-]{0,19}$/;
const ZChannelCode = upperCaseCode(channelCodePattern, "logistics.codeFormat");
const ZShortText = z.string().trim().max(200, "logistics.textLength");
const ZSecret = z.string().max(500, "logistics.textLength");

// ---------------------------------------------------------------- channels

/**
 * The carrier's tariff of a channel, in the provider's billing currency (docs/billing.md): a parcel up to
 * `first_kg` costs `first_price`, each started `step_kg` beyond it `step_price`. The hand-over records a
 * parcel's cost by it; billing passes that cost through with the card's markup.
 */
export const ZChannelTariff = z.object({
  first_kg: z.string(),
  first_price: z.string(),
  step_kg: z.string(),
  step_price: z.string(),
});
export type TChannelTariff = z.infer<typeof ZChannelTariff>;

const tariffDecimal = (pattern: RegExp, key: string) =>
  z
    .union([z.string().max(40, "logistics.textLength"), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => pattern.test(v), key);
export const tariffPatterns = {
  kg: /^\d{1,6}(\.\d{1,3})?$/,
  price: /^\d{1,10}(\.\d{1,2})?$/,
} as const;
const ZChannelTariffInput = z.object({
  first_kg: tariffDecimal(tariffPatterns.kg, "logistics.tariffWeightFormat"),
  first_price: tariffDecimal(tariffPatterns.price, "logistics.tariffPriceFormat"),
  step_kg: tariffDecimal(tariffPatterns.kg, "logistics.tariffWeightFormat").refine(
    (v) => Number(v) > 0,
    "logistics.tariffStepPositive",
  ),
  step_price: tariffDecimal(tariffPatterns.price, "logistics.tariffPriceFormat"),
});

export const ZChannel = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  internal_channel_id: z.string(),
  warehouse_id: z.string(),
  warehouse_code: z.string(),
  warehouse_name: z.string(),
  packaging_material_id: z.string().nullable(),
  packaging_material_name: z.string().nullable(),
  carrier_kind: z.enum(carrierKinds),
  /** Null: the channel has no tariff, its parcels pass no carrier's cost through. */
  tariff: ZChannelTariff.nullable(),
  api_account_id: z.string().nullable(),
  api_account_name: z.string().nullable(),
  track_url_id: z.string().nullable(),
  track_url_template: z.string().nullable(),
  status: z.enum(channelStatuses),
  ...ZTimes,
});
export type TChannel = z.infer<typeof ZChannel>;

/** What pickers (order forms, filters) need of a channel. */
export const ZChannelOption = ZChannel.pick({
  id: true,
  name: true,
  code: true,
  warehouse_id: true,
  carrier_kind: true,
  track_url_template: true,
  status: true,
});
export type TChannelOption = z.infer<typeof ZChannelOption>;

const channelFields = {
  name: ZName,
  code: ZChannelCode,
  internal_channel_id: ZShortText.default(""),
  warehouse_id: ZId,
  packaging_material_id: ZId.nullable().default(null),
  carrier_kind: z.enum(carrierKinds, { message: "logistics.carrierKind" }),
  tariff: ZChannelTariffInput.nullable().default(null),
  api_account_id: ZId.nullable().default(null),
  track_url_id: ZId.nullable().default(null),
  status: z.enum(channelStatuses).default("enabled"),
};
export const ZCreateChannelRequest = z.object(channelFields);
export type TCreateChannelRequest = z.infer<typeof ZCreateChannelRequest>;

export const ZUpdateChannelRequest = z.object({ channel_id: ZId, ...updatable(channelFields) });
export type TUpdateChannelRequest = z.infer<typeof ZUpdateChannelRequest>;

export const ZChannelIdBody = z.object({ channel_id: ZId });

export const ZChannelListQuery = z.object({
  ...ZPaging,
  warehouse_id: optionalFilter(ZId),
  carrier_kind: optionalFilter(z.enum(carrierKinds)),
  status: optionalFilter(z.enum(channelStatuses)),
  sort: sortBy(["code", "name", "created_at", "updated_at"], "code"),
});
export type TChannelListQuery = z.infer<typeof ZChannelListQuery>;

/** fetch-all-channels: every channel of the tenant for pickers (bounded). */
export const ZAllChannelsQuery = z.object({
  warehouse_id: optionalFilter(ZId),
  status: optionalFilter(z.enum(channelStatuses)),
});
export type TAllChannelsQuery = z.infer<typeof ZAllChannelsQuery>;
export const channelOptionsMax = 500;

/**
 * get-specified-channels: the enabled channels of a provider, optionally of one warehouse or some ids.
 * Drop shippers must name the provider (provider_uuid); staff act in their own tenant.
 */
export const ZSpecifiedChannelsQuery = z.object({
  provider_uuid: optionalFilter(z.string().uuid("field.invalid")),
  warehouse_id: optionalFilter(ZId),
  /** Comma-separated channel ids. */
  channel_ids: optionalFilter(z.string().max(4000, "field.tooLong")),
});
export type TSpecifiedChannelsQuery = z.infer<typeof ZSpecifiedChannelsQuery>;

// ---------------------------------------------------------------- logistics API accounts

/** Secrets are never answered: only whether one is set and a masked hint. */
export const ZApiAccount = z.object({
  id: z.string(),
  name: z.string(),
  client_id: z.string(),
  account: z.string(),
  api_token_set: z.boolean(),
  api_token_masked: z.string(),
  password_set: z.boolean(),
  password_masked: z.string(),
  channel_count: z.number().int(),
  ...ZTimes,
});
export type TApiAccount = z.infer<typeof ZApiAccount>;

export const ZCreateApiAccountRequest = z.object({
  name: ZName,
  client_id: ZShortText.default(""),
  api_token: ZSecret.default(""),
  account: ZShortText.default(""),
  password: ZSecret.default(""),
});
export type TCreateApiAccountRequest = z.infer<typeof ZCreateApiAccountRequest>;

/** Omitted or empty api_token / password keep the stored secret; clear_* removes it. */
export const ZUpdateApiAccountRequest = z.object({
  api_account_id: ZId,
  ...updatable(ZCreateApiAccountRequest.shape),
  clear_api_token: z.boolean().optional(),
  clear_password: z.boolean().optional(),
});
export type TUpdateApiAccountRequest = z.infer<typeof ZUpdateApiAccountRequest>;

export const ZApiAccountIdBody = z.object({ api_account_id: ZId });

export const ZApiAccountListQuery = z.object({
  ...ZPaging,
  sort: sortBy(["name", "created_at", "updated_at"], "name"),
});
export type TApiAccountListQuery = z.infer<typeof ZApiAccountListQuery>;

export const ZApiName = z.object({ id: z.string(), name: z.string() });

// ---------------------------------------------------------------- track URLs

export const ZTrackUrl = z.object({
  id: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  url: z.string(),
  is_default: z.boolean(),
  scope: z.enum(trackUrlScopes),
  owner: z.string(),
  editable: z.boolean(),
  deletable: z.boolean(),
  ...ZTimes,
});
export type TTrackUrl = z.infer<typeof ZTrackUrl>;

export const ZTrackUrlTemplate = z
  .string()
  .trim()
  .min(1, "field.required")
  .max(500, "logistics.urlLength")
  .regex(trackUrlPattern, "logistics.urlScheme")
  .refine((v) => v.includes(trackingNumberPlaceholder), "logistics.urlPlaceholder");

export const ZCreateTrackUrlRequest = z.object({
  name_cn: ZName,
  name_en: ZName,
  url: ZTrackUrlTemplate,
});
export type TCreateTrackUrlRequest = z.infer<typeof ZCreateTrackUrlRequest>;

export const ZUpdateTrackUrlRequest = z.object({ id: ZId, ...updatable(ZCreateTrackUrlRequest.shape) });
export type TUpdateTrackUrlRequest = z.infer<typeof ZUpdateTrackUrlRequest>;

export const ZTrackUrlIdBody = z.object({ id: ZId });

export const ZTrackUrlListQuery = z.object({
  ...ZPaging,
  scope: optionalFilter(z.enum(trackUrlScopes)),
  sort: sortBy(["name_en", "name_cn", "created_at", "updated_at"], "name_en"),
});
export type TTrackUrlListQuery = z.infer<typeof ZTrackUrlListQuery>;

/**
 * The clickable tracking link of a number: the template's placeholder replaced by the URL-encoded number.
 * Null when the template is not an http(s) URL with the placeholder, or the number is empty.
 */
export function buildTrackingUrl(
  template: string | null | undefined,
  trackingNumber: string | null | undefined,
) {
  const number = trackingNumber?.trim();
  if (
    !template ||
    !number ||
    !trackUrlPattern.test(template) ||
    !template.includes(trackingNumberPlaceholder)
  )
    return null;
  return template.split(trackingNumberPlaceholder).join(encodeURIComponent(number));
}
