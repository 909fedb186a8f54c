import { createHmac } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { requiredShopScopes } from "@wms/contracts";
import { chooseOption } from "./app-select.ts";

/**
 * What the "app" project's server and specs agree on about Shopify: the simulator's port (playwright.config.ts
 * starts `apps/server/test/shopify/serve.ts` there and points the platform at it through
 * SHOPIFY_SHOP_ORIGIN) and the app's test key and secret. Specs drive the simulator through its `/_sim/…`
 * control endpoints (not Shopify's).
 */
const appPort = Number(process.env.E2E_APP_PORT ?? 3100);
export const shopifySimulatorPort = Number(process.env.E2E_SHOPIFY_PORT ?? appPort + 2);
const simulator = `http://127.0.0.1:${shopifySimulatorPort}`;
export const shopifyTestApp = { apiKey: "e2e-shopify-app-key", apiSecret: "e2e-shopify-app-secret" };

export function shopifyServerEnv(): Record<string, string> {
  return {
    SHOPIFY_API_KEY: shopifyTestApp.apiKey,
    SHOPIFY_API_SECRET: shopifyTestApp.apiSecret,
    SHOPIFY_SHOP_ORIGIN: `${simulator}/{shop}`,
  };
}

export function shopifySimulatorEnv(): Record<string, string> {
  return {
    SHOPIFY_SIM_PORT: String(shopifySimulatorPort),
    SHOPIFY_API_KEY: shopifyTestApp.apiKey,
    SHOPIFY_API_SECRET: shopifyTestApp.apiSecret,
  };
}

export const shopifySimulatorHealthUrl = `${simulator}/_sim/deliveries`;

async function control<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${simulator}/_sim/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

/** A shop in the simulator. */
export const addShop = (domain: string, name: string) => control("shops", { domain, name });

/** `count` products of `variantsPerProduct` variants each in the shop (SKUs `SIM-n-v`). */
export const seedProducts = (shop: string, count: number, variantsPerProduct: number) =>
  control(`shops/${shop}/products/seed`, { count, variantsPerProduct });

/** A product of the shop, its variants with their SKU, barcode and the quantity available at its location. */
export const addProduct = (
  shop: string,
  product: { title: string; variants: { sku: string; barcode?: string; available?: number }[] },
) => control(`shops/${shop}/products`, product);

/** What the shop has available of each SKU, as Shopify holds it. */
export const inventoryOf = (shop: string) =>
  control<{ sku: string | null; available: number }[]>(`shops/${shop}/inventory`);

/** The scopes the platform asks of a shop (contracts' requiredShopScopes). */
export const shopScopes = requiredShopScopes;

/** The custom apps' API secret key: the platform is given it, and the simulator signs their webhooks with it. */
const customAppSecret = "shpss_e2e_custom_app_secret";

/** Fills the custom-app keys form (`/ds/third-part-key-information`, an app made in the admin) and sends it. */
export async function fillShopKeys(page: Page, shop: string, token: string) {
  await page.getByTestId("bind-kind-custom_app").click();
  await page.getByTestId("bind-shop-url").fill(`https://${shop}/`);
  await page.getByTestId("bind-access-token").fill(token);
  await page.getByTestId("bind-api-secret").fill(customAppSecret);
  await page.getByTestId("bind-shop-submit").click();
}

/** Binds `shop` with custom-app keys (all the scopes) from the keys screen; lands on store management. */
export async function bindByKeys(page: Page, shop: string) {
  await page.goto("/ds/third-part-key-information");
  await fillShopKeys(page, shop, await customAppToken(shop, shopScopes));
  await expect(page).toHaveURL(/\/ds\/ds-store-management/);
}

/** Saves the shop's user info from its store-management row: the warehouse, and a channel, tracking URL and stock push if given. */
export async function saveShopInfo(
  page: Page,
  shop: string,
  info: { warehouse: string; channel?: string; trackingUrl?: string; pushStock?: boolean },
) {
  await page.getByTestId(`settings-${shop}`).click();
  const form = page.getByTestId("user-info-form");
  await expect(form).toBeVisible();
  if (info.trackingUrl) await page.getByTestId("user-info-tracking").fill(info.trackingUrl);
  const field = (testId: string) => form.locator(".ant-form-item", { has: page.getByTestId(testId) });
  await chooseOption(page, field("user-info-warehouse"), info.warehouse);
  if (info.channel) await chooseOption(page, field("user-info-channel"), info.channel);
  if (info.pushStock) await page.getByTestId("user-info-push-stock").click();
  await page.getByTestId("user-info-save").click();
  await expect(page.getByText("Saved")).toBeVisible();
}

/** Unbinds the shop from store management, confirmed (the demo drop shipper's shops are shared by the specs). */
export async function unbindShop(page: Page, shop: string) {
  await page.goto("/ds/ds-store-management");
  await page.getByTestId(`unbind-${shop}`).click();
  await page.getByRole("button", { name: "Unbind", exact: true }).last().click();
  // Gone from the list (the demo's shop stays bound: the shipper is not sent home).
  await expect(page.getByTestId(`unbind-${shop}`)).toHaveCount(0);
}

/** A Dev Dashboard app installed on `shop` with `scopes`: its client ID and secret. */
export function devApp(shop: string, scopes: readonly string[]) {
  return control<{ appId: string; clientId: string; clientSecret: string }>(`shops/${shop}/dev-apps`, {
    scopes,
  });
}

/** A custom app's Admin API token on `shop` with these scopes (as a merchant copies it from the admin). */
export async function customAppToken(shop: string, scopes: readonly string[]) {
  return (
    await control<{ access_token: string }>(`shops/${shop}/custom-app-tokens`, {
      scopes,
      apiSecret: customAppSecret,
    })
  ).access_token;
}

/** A buyer's paid order in the shop (the simulator sends orders/create to the subscribed platform). */
export const placeOrder = (
  shop: string,
  order: { lineItems: { sku: string; quantity: number }[]; shippingAddress?: Record<string, string> },
) => control<{ name: string }>(`shops/${shop}/orders`, order);

/**
 * The query Shopify opens the app with (`/?host=…&shop=…&timestamp=…&hmac=…`): hex HMAC-SHA256 of the
 * sorted `k=v&…`, keyed by the app secret, as shopify.dev documents it.
 */
export function signedLaunchQuery(shop: string): string {
  const params: Record<string, string> = {
    host: Buffer.from(`admin.shopify.com/store/${shop.split(".")[0]}`).toString("base64url"),
    shop,
    timestamp: String(Math.floor(Date.now() / 1000)),
  };
  const message = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
  const hmac = createHmac("sha256", shopifyTestApp.apiSecret).update(message).digest("hex");
  return new URLSearchParams({ ...params, hmac }).toString();
}

/** The fulfilments the shop has (as Shopify holds them: tracking, lines). */
export const fulfillmentsOf = (shop: string) =>
  control<
    { orderId: string; tracking: { number: string | null; company: string | null; url: string | null }[] }[]
  >(`shops/${shop}/fulfillments`);
