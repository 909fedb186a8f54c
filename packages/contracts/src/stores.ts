import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, orderBy, sortBy, ZKeyword, ZOptionalId } from "./list-fields.ts";
import { ZTimes, ZUuid } from "./shared-fields.ts";

/**
 * Shopify shops bound to a drop shipper's account with one provider (store management, spec sections 2,
 * 3 and 7; docs/stores.md). A shop is bound by installing the platform's app from Shopify or with a
 * custom app's keys; its tokens stay on the server, encrypted.
 */

/** How the shop was bound: the platform's app installed from Shopify, or a custom app's Admin API token. */
/**
 * How a shop was bound: the platform's app installed from Shopify (`app`), an admin-created custom app's
 * `shpat_` token (`custom_app`), or a Dev Dashboard app's client ID and secret (`dev_app`, client
 * credentials grant).
 */
export const shopAuthKinds = ["app", "custom_app", "dev_app"] as const;
export type TShopAuthKind = (typeof shopAuthKinds)[number];

/** active: bound; unbound: the drop shipper unbound it; uninstalled: the shop removed the app. */
export const shopStatuses = ["active", "access_lost", "unbound", "uninstalled"] as const;
export type TShopStatus = (typeof shopStatuses)[number];

/**
 * The scopes the platform needs on a shop (write implies read, as Shopify grants it): products in,
 * orders in, fulfilments and stock out, the location stock is set at, returns in and their dispositions
 * out (reading a Return needs `read_returns`, `reverseFulfillmentOrderDispose` `write_returns`).
 */
export const requiredShopScopes = [
  "read_products",
  "read_orders",
  "write_merchant_managed_fulfillment_orders",
  "write_inventory",
  "read_locations",
  "read_returns",
  "write_returns",
] as const;

/** Shopify's rule for a shop's domain (spec section 5: `{shop}.myshopify.com`). */
export const myshopifyDomainPattern = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/**
 * A shop URL as people paste it (`https://My-Shop.myshopify.com/`, `my-shop.myshopify.com`): trimmed,
 * lower-cased, without scheme or trailing slashes, then it must be a myshopify domain.
 */
export const ZShopUrl = z
  .string("store.shopUrlRequired")
  .max(255, "field.tooLong")
  .transform((v) =>
    v
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, "")
      .replace(/\/+$/, ""),
  )
  .refine((v) => v.length > 0, "store.shopUrlRequired")
  .refine((v) => myshopifyDomainPattern.test(v), "store.shopUrlFormat");

const ZSecretField = (requiredKey: string) =>
  z
    .string(requiredKey)
    .trim()
    .min(1, requiredKey)
    .max(255, "field.tooLong")
    .regex(/^[\x21-\x7e]+$/, "store.keyFormat");

/** Custom-app keys (`/ds/third-part-key-information`): checked against the shop before binding. */
export const ZThirdPartVerifyRequest = z.object({
  provider_uuid: ZUuid,
  shop_url: ZShopUrl,
  access_token: ZSecretField("store.accessTokenRequired"),
  api_secret_key: ZSecretField("store.apiSecretRequired"),
});
export type TThirdPartVerifyRequest = z.infer<typeof ZThirdPartVerifyRequest>;

/**
 * Binding with a Dev Dashboard app installed on the merchant's own store (`auth/dev-app-verify`): its
 * client ID and secret, which the platform exchanges for a 24-hour token (client credentials grant) now and
 * whenever it is about to expire.
 */
export const ZDevAppVerifyRequest = z.object({
  provider_uuid: ZUuid,
  shop_url: ZShopUrl,
  client_id: z
    .string("store.clientIdRequired")
    .trim()
    .min(1, "store.clientIdRequired")
    .max(100, "field.tooLong")
    .regex(/^[A-Za-z0-9_-]+$/, "store.clientIdFormat"),
  client_secret: ZSecretField("store.clientSecretRequired"),
});
export type TDevAppVerifyRequest = z.infer<typeof ZDevAppVerifyRequest>;

/** A bound shop as lists and the binding answer show it (never a token). */
export const ZShop = z.object({
  shop_id: z.string(),
  shop_url: z.string(),
  shop_name: z.string(),
  provider_uuid: z.string(),
  customer_id: z.string(),
  owner_code: z.string(),
  auth_kind: z.enum(shopAuthKinds),
  status: z.enum(shopStatuses),
  scopes: z.array(z.string()),
  last_synced_at: z.number().int().nullable(),
  last_error: z.string().nullable(),
  /** The demo's shop: not connected to Shopify (docs/stores.md "The demo shop"). */
  demo: z.boolean(),
  ...ZTimes,
});
export type TShop = z.infer<typeof ZShop>;

/** Shops of a drop shipper (with the provider they name) or of all a provider's customers. */
export const ZShopListQuery = z.object({
  ...ZPageQuery.shape,
  keyword: ZKeyword,
  order: orderBy("desc"),
  provider_uuid: ZOptionalId,
  customer_id: ZOptionalId,
  status: optionalFilter(z.enum(shopStatuses)),
  sort: sortBy(["created_at", "shop_url"], "created_at"),
});
export type TShopListQuery = z.infer<typeof ZShopListQuery>;

export const ZShopIdBody = z.object({ shop_id: ZUuid, provider_uuid: ZOptionalId });
export type TShopIdBody = z.infer<typeof ZShopIdBody>;

/**
 * The query Shopify opens the app with (`/?shop=…&hmac=…&timestamp=…&host=…`), passed on as it came:
 * the HMAC covers every parameter, so none may be dropped or renamed.
 */
export const ZShopifyQuery = z
  .record(z.string().max(64, "field.tooLong"), z.string().max(2048, "field.tooLong"))
  .refine((q) => Object.keys(q).length <= 20, "badRequest");

/**
 * Shopify's redirect after the merchant approved (code, hmac, host, shop, state, timestamp). Loose: a
 * parameter Shopify adds later is kept, since the HMAC covers them all.
 */
const ZQueryValue = z.string().max(2048, "field.tooLong");
export const ZShopifyCallbackQuery = z
  .object({
    code: ZQueryValue.optional(),
    hmac: ZQueryValue.optional(),
    host: ZQueryValue.optional(),
    shop: ZQueryValue.optional(),
    state: ZQueryValue.optional(),
    timestamp: ZQueryValue.optional(),
  })
  .catchall(ZQueryValue);

export const ZShopifyDirectAuthRequest = z.object({ query: ZShopifyQuery });
export type TShopifyDirectAuthRequest = z.infer<typeof ZShopifyDirectAuthRequest>;

/**
 * Where the browser goes next: Shopify's authorization screen (`authorize_url`), or nowhere when the shop
 * is already bound and its token works (`bound`: sign in to manage it).
 */
export const ZShopifyDirectAuthAnswer = z.object({
  shop: z.string(),
  bound: z.boolean(),
  authorize_url: z.string().nullable(),
});

/** An installation Shopify authorized, claimed by the signed-in drop shipper (`install` from the callback). */
export const ZBindInstallRequest = z.object({
  provider_uuid: ZUuid,
  install: z.string("store.installRequired").min(20, "store.installInvalid").max(200, "store.installInvalid"),
});
export type TBindInstallRequest = z.infer<typeof ZBindInstallRequest>;

/** The bound shop, and the marketing site's success page the browser goes to next. */
export const ZBindInstallAnswer = z.object({ shop: ZShop, success_url: z.string() });
