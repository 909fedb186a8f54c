import { expect } from "@playwright/test";
import { demo, test } from "./app-fixtures.ts";
import { chooseOption } from "./app-select.ts";
import { addShop, customAppToken, devApp, fillShopKeys, shopScopes, unbindShop } from "./app-shopify.ts";

/**
 * Issue 13, custom-app keys: the drop shipper binds a Shopify shop (the Shopify simulator plays the shop)
 * from the home prompt, meets a refused token on the field, binds, finds the shop in store management
 * (the store menu shows it), which the provider sees too, then unbinds it after a confirmation.
 */
const run = Date.now().toString(36);

test("a drop shipper binds a shop with custom-app keys, the provider sees it, and it is unbound", async ({
  pageAs,
}) => {
  const shop = `e2e-keys-${run}.myshopify.com`;
  await addShop(shop, "E2E Keys Shop");
  const shipper = await pageAs(demo.shipper);

  await shipper.getByTestId("getting-started-shop").getByRole("link").click();
  await expect(shipper).toHaveURL(/\/ds\/third-part-key-information/);
  await fillShopKeys(shipper, shop, "shpat_wrong_token_for_this_shop");
  await expect(shipper.getByTestId("bind-shop-form")).toContainText(`installed on ${shop}`);

  await fillShopKeys(shipper, shop, await customAppToken(shop, shopScopes));
  await expect(shipper).toHaveURL(/\/ds\/ds-store-management/);
  const row = shipper.getByTestId("store-table").locator("tr", { hasText: shop });
  await expect(row).toContainText("E2E Keys Shop");
  await expect(row).toContainText("Custom app");
  const storeMenu = shipper
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("button", { name: /Store management/ });
  await expect(storeMenu).toBeVisible();

  // The shop's user info: its orders wait an hour, and stock is pushed back.
  await shipper.getByTestId(`settings-${shop}`).click();
  await expect(shipper.getByTestId("user-info-form")).toBeVisible();
  await expect(shipper.getByText(shop, { exact: true }).first()).toBeVisible();
  const delay = shipper.locator(".ant-form-item", { has: shipper.getByTestId("user-info-delay") });
  await chooseOption(shipper, delay, "1 h");
  await shipper.getByTestId("user-info-push-stock").click();
  await shipper.getByTestId("user-info-save").click();
  await expect(shipper.getByText("Saved")).toBeVisible();

  const provider = await pageAs(demo.provider);
  await provider.goto("/p/p-store-management");
  await expect(provider.getByTestId("store-table").locator("tr", { hasText: shop })).toContainText("Active");
  await provider.getByTestId(`user-info-${shop}`).click();
  await expect(provider.getByTestId("p-user-info")).toContainText("1 h");
  await shipper.goto("/ds/ds-store-management");

  await shipper.getByTestId(`unbind-${shop}`).click();
  await expect(shipper.getByText(`Unbind ${shop}?`)).toBeVisible();
  await shipper.getByRole("button", { name: "Unbind", exact: true }).last().click();
  await expect(shipper.getByTestId(`unbind-${shop}`)).toHaveCount(0);
  // The demo's shop stays (and the store menu with it), but it is not the shipper's own: still a step to do.
  await expect(storeMenu).toBeVisible();
  await shipper.goto("/ds/home");
  await expect(shipper.getByTestId("getting-started-shop")).toHaveAttribute("data-done", "false");
});

test("a drop shipper binds a shop with a Dev Dashboard app's client ID and secret, guided step by step", async ({
  pageAs,
}) => {
  const shop = `e2e-dev-${run}.myshopify.com`;
  await addShop(shop, "E2E Dev App Shop");
  const app = await devApp(shop, shopScopes);
  const shipper = await pageAs(demo.shipper);
  await shipper.goto("/ds/third-part-key-information");
  // Offered first, with its own guide: how apps are made since 2026.
  await expect(shipper.getByTestId("dev-app-steps")).toContainText("Dev Dashboard");
  await shipper.getByTestId("bind-shop-url").fill(shop);
  await shipper.getByTestId("bind-client-id").fill(app.clientId);
  await shipper.getByTestId("bind-client-secret").fill("shpss_not_this_apps_secret");
  await shipper.getByTestId("bind-shop-submit").click();
  await expect(shipper.getByTestId("bind-shop-form")).toContainText(
    "Shopify refused the client ID and secret",
  );
  await shipper.getByTestId("bind-client-secret").fill(app.clientSecret);
  await shipper.getByTestId("bind-shop-submit").click();
  await expect(shipper).toHaveURL(/\/ds\/ds-store-management/);
  const row = shipper.getByTestId("store-table").locator("tr", { hasText: shop });
  await expect(row).toContainText("E2E Dev App Shop");
  await expect(row).toContainText("Dev Dashboard app");
  // Unbound again: the next test starts from the getting-started prompt.
  await unbindShop(shipper, shop);
});

test("the binding screen speaks Chinese and names the missing scopes", async ({ pageAs }) => {
  const shop = `e2e-scopes-${run}.myshopify.com`;
  await addShop(shop, "E2E Scopes Shop");
  const shipper = await pageAs(demo.shipper);
  // The language is saved to the user's preferences: switch back whatever happens.
  await shipper.getByTestId("language-switch").getByText("中文").click();
  try {
    await shipper.getByTestId("getting-started-shop").getByRole("link").click();
    await expect(shipper.getByTestId("bind-kind-custom_app")).toHaveText(
      "在 Shopify 后台创建的应用（shpat_ 令牌）",
    );
    await fillShopKeys(shipper, shop, await customAppToken(shop, ["read_products", "read_orders"]));
    const missing = shipper.getByTestId("missing-scopes");
    await expect(missing).toContainText("write_inventory");
    await expect(missing).toContainText("read_locations");
    await expect(shipper.getByTestId("bind-shop-form")).toContainText("应用缺少以下访问权限");
  } finally {
    await shipper.getByTestId("language-switch").getByText("EN").click();
    await expect(shipper.getByTestId("bind-kind-custom_app")).toHaveText(
      "App made in the Shopify admin (shpat_ token)",
    );
  }
});
