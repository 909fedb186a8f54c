import { z } from "zod";
import { ZCountryCode } from "./countries.ts";
import { ZOptionalId } from "./list-fields.ts";
import { ZTrackUrlTemplate } from "./logistics.ts";

/**
 * A shop's user info (spec sections 3 and 9; `/ds/ds-user-info`): how its orders come into the
 * warehouse and what goes back. Shown read-only to the provider (`/p/p-user-info`).
 */

/** Delay fulfil options (spec section 9): none, 15 min, 30 min, 1 h, 2 h, 3 h, 4 h. */
export const shopDelayMinutes = [0, 15, 30, 60, 120, 180, 240] as const;
export type TShopDelayMinutes = (typeof shopDelayMinutes)[number];

/** A shop's orders arrive as drafts (the drop shipper submits them) or submitted (straight to the provider). */
export const shopOrderModes = ["draft", "submitted"] as const;
export type TShopOrderMode = (typeof shopOrderModes)[number];

const ZCountryList = z
  .array(ZCountryCode)
  .max(250, "field.tooLong")
  .transform((codes) => [...new Set(codes)]);

const ZNullableId = z.preprocess((v) => (v === "" ? null : v), z.string().uuid("field.invalid").nullable());

export const ZSaveShopUserInfoRequest = z
  .object({
    shop_id: z.string("field.required").uuid("field.invalid"),
    provider_uuid: ZOptionalId,
    /** Where a customer follows a parcel: `{tracking_number}` marks the number; empty for the carrier's own. */
    tracking_url_template: z.union([z.literal(""), ZTrackUrlTemplate]).default(""),
    delay_fulfil_minutes: z
      .number("field.required")
      .refine((v) => (shopDelayMinutes as readonly number[]).includes(v), "store.delayOption"),
    /** Only orders to these countries come in (empty: every country). */
    include_countries: ZCountryList.default([]),
    /** Orders to these countries are held with the reason. */
    exclude_countries: ZCountryList.default([]),
    warehouse_id: ZNullableId.default(null),
    channel_id: ZNullableId.default(null),
    order_mode: z.enum(shopOrderModes, "store.orderMode").default("submitted"),
    push_stock: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    // Spec section 5: a country may not be in both lists.
    const both = v.exclude_countries.filter((c) => v.include_countries.includes(c));
    if (both.length > 0)
      ctx.addIssue({ code: "custom", path: ["exclude_countries"], message: "store.countryInBoth" });
  });
export type TSaveShopUserInfoRequest = z.infer<typeof ZSaveShopUserInfoRequest>;

/** Which shop's user info: the named one, else the caller's first bound shop (none: 11006). */
export const ZShopUserInfoQuery = z.object({
  shop_id: ZOptionalId,
  provider_uuid: ZOptionalId,
});
export type TShopUserInfoQuery = z.infer<typeof ZShopUserInfoQuery>;

export const ZShopUserInfo = z.object({
  shop_id: z.string(),
  shop_url: z.string(),
  shop_name: z.string(),
  /** The drop shipper's owner code with the provider, and their username. */
  user_code: z.string(),
  username: z.string(),
  tracking_url_template: z.string(),
  delay_fulfil_minutes: z.number().int(),
  include_countries: z.array(z.string()),
  exclude_countries: z.array(z.string()),
  warehouse_id: z.string().nullable(),
  warehouse_name: z.string().nullable(),
  channel_id: z.string().nullable(),
  channel_name: z.string().nullable(),
  order_mode: z.enum(shopOrderModes),
  push_stock: z.boolean(),
});
export type TShopUserInfo = z.infer<typeof ZShopUserInfo>;
