import { Code, requiredShopScopes } from "@wms/contracts";
import type { TShopifyConfig } from "../../../kernel/config.ts";
import { AppError, conflict, text } from "../../../kernel/errors.ts";
import { ShopifyCallError, shopifyGraphql, type TShopAccess } from "./stores.shopify-client.ts";

/**
 * What the shop says about a custom app's token (`auth/third-part-verify`): the shop's name and the
 * scopes the token carries, checked before anything is stored. Each refusal says what to do.
 */

const bindingCheck = `#graphql
  query BindingCheck {
    shop { name myshopifyDomain }
    currentAppInstallation { accessScopes { handle } }
  }`;

type TBindingCheck = {
  shop: { name: string; myshopifyDomain: string };
  currentAppInstallation: { accessScopes: { handle: string }[] };
};

/** The required scopes a token lacks; Shopify's write scope includes the read one. */
export function missingScopes(granted: readonly string[]): string[] {
  const has = new Set(granted);
  return requiredShopScopes.filter(
    (scope) => !has.has(scope) && !(scope.startsWith("read_") && has.has(`write_${scope.slice(5)}`)),
  );
}

/**
 * A failed call to the shop, said to the drop shipper: which field to check, to try later (unreachable),
 * to wait (throttled), or that the fault is the platform's and the provider should be told.
 */
export function shopCallRefusal(err: unknown, shop: string): AppError {
  if (!(err instanceof ShopifyCallError)) throw err;
  if (err.kind === "unauthorized")
    return new AppError(
      Code.badRequest,
      "store.tokenRejected",
      { fields: { access_token: text("store.tokenRejected", { shop }) } },
      { shop },
    );
  if (err.kind === "unknownShop")
    return new AppError(
      Code.badRequest,
      "store.shopUnknown",
      { fields: { shop_url: text("store.shopUnknown", { shop }) } },
      { shop },
    );
  const reason = err.message.slice(0, 200);
  if (err.kind === "throttled") return conflict("store.throttled", null, { reason });
  if (err.kind === "platform") return conflict("store.platformFault", null, { reason });
  return conflict("store.unreachable", null, { reason });
}

/**
 * Asks the shop with a token (BindingCheck): its name and the scopes granted, all the required ones
 * present. A failed call stays a ShopifyCallError (so a caller can refresh the token and try again).
 */
export async function askShop(config: TShopifyConfig, access: TShopAccess) {
  const answer = await shopifyGraphql(config, access)<TBindingCheck>(bindingCheck);
  const scopes = answer.currentAppInstallation.accessScopes.map((s) => s.handle);
  const missing = missingScopes(scopes);
  if (missing.length > 0)
    throw new AppError(
      Code.badRequest,
      "store.missingScopes",
      { fields: { access_token: text("store.missingScopes", { scopes: missing }) }, missing_scopes: missing },
      { scopes: missing },
    );
  return { shopName: answer.shop.name, scopes };
}

/** `askShop`, its failure said to the user (used before binding, and to check a bound shop again). */
export async function checkShopConnection(config: TShopifyConfig, access: TShopAccess) {
  try {
    return await askShop(config, access);
  } catch (err) {
    throw shopCallRefusal(err, access.shop);
  }
}
