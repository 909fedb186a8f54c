import type { TShopifyConfig } from "../../../kernel/config.ts";
import type { TAppContext } from "../../../kernel/context.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { secretBoxFor, type TSecretBox } from "../../../kernel/secret-box.ts";

/**
 * Shops' tokens at rest, in the kernel's secret box (AES-256-GCM, each ciphertext bound to its shop row
 * and field). Key: SHOP_SECRET_KEY, else derived from the app secret under the shops' own label.
 */
export type TShopSecretField = "access_token" | "refresh_token" | "api_secret";

export function shopSecretBox(ctx: Pick<TAppContext, "config" | "secret">): TSecretBox {
  return secretBoxFor(ctx.config.shopSecretKey, ctx.secret, {
    variable: "SHOP_SECRET_KEY",
    salt: "wms-shops",
    info: "shop-tokens v1",
  });
}

export const shopSecretAad = (providerId: string, shopId: string, field: TShopSecretField) =>
  `shop:${providerId}:${shopId}:${field}`;

/** What the store services need of the app: the database, the Shopify app, the token box and the public address. */
export type TStoreDeps = { db: Db; shopify: TShopifyConfig; box: TSecretBox; publicUrl: string };

export function storeDeps(ctx: Pick<TAppContext, "db" | "config" | "secret">): TStoreDeps {
  return {
    db: ctx.db,
    shopify: ctx.config.shopify,
    box: shopSecretBox(ctx),
    publicUrl: ctx.config.publicUrl,
  };
}
