import { requiredShopScopes, type TMission, type TShop, type TShopVariant } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import {
  type callsAs,
  registerUser,
  type TPage,
  type TSignedIn,
  type TTestApp,
} from "../../../../test/harness.ts";
import type { TShopifySimulator } from "../../../../test/shopify/simulator.ts";
import { syncEnded, type TSync, variantsOf } from "../../../../test/support/stores.test-helpers.ts";
import { products, productVariants } from "../../products/index.ts";

/**
 * The product sync (`shop-manager/sync-all-products` and its mission) against the Shopify simulator:
 * variants linked to the drop shipper's catalogue by SKU, conflicts named, throttling waited out, a second
 * sync updating and forgetting, stopping, and nobody else's catalogue touched.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

type TApiAs = (who: TSignedIn) => ReturnType<typeof callsAs>;

/** Binds a new simulated shop with a custom app's token; answers the shop's id and the app's. */
async function bindShop(apiAs: TApiAs, shipper: TSignedIn, shopify: TShopifySimulator, domain: string) {
  shopify.addShop(domain, { name: domain.split(".")[0] ?? domain });
  const token = shopify.customAppToken(domain, [...requiredShopScopes]);
  const res = await apiAs(shipper).post<TShop>("auth/third-part-verify", {
    shop_url: domain,
    access_token: token,
    api_secret_key: "shpss_secret",
  });
  expect(res.code).toBe(1000);
  boundApps.set(domain, shopify.appOf(token) ?? "");
  return res.data.shop_id;
}
const boundApps = new Map<string, string>();

async function catalogueVariant(app: TTestApp, customerId: string, sku: string) {
  const [row] = await app.ctx.db
    .select({ variant: productVariants, title: products.title, tags: products.tags })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.customerId, customerId), eq(productVariants.sku, sku)));
  return row;
}

describe("product sync", () => {
  test("links variants by SKU, creates the new ones, names every conflict and leaves other customers alone", async ({
    app,
    shopify,
    shipper,
    apiAs,
    api,
  }) => {
    // The demo customer already has MUG-RED; another drop shipper of the provider has SHIRT-S.
    const existing = await apiAs(shipper).post<{ product_uuid: string }>("product/create-product", {
      title: "Our red mug",
      product_variants: [
        { sku: "MUG-RED", name_en: "Red mug", price: "1.00", length: "9.5", weight: "0.35" },
      ],
    });
    expect(existing.code).toBe(1000);
    await registerUser(app, "rival_shipper", "dropShipper", { supplier: app.demo.providerId });
    const rival = await app.signIn("rival_shipper", "dropShipper", "Strong@Pass2026");
    expect(
      (
        await apiAs(rival).post("product/create-product", {
          title: "Rival shirt",
          product_variants: [{ sku: "SHIRT-S", name_en: "Rival shirt", price: "99.00", weight: "0.2" }],
        })
      ).code,
    ).toBe(1000);

    const domain = "sync-links.myshopify.com";
    const shopId = await bindShop(apiAs, shipper, shopify, domain);
    shopify.addProduct(domain, {
      title: "Mug",
      tags: ["kitchen"],
      imageUrl: "https://cdn.shopify.com/mug.jpg",
      options: [{ name: "Color", values: ["Red", "Blue"] }],
      variants: [
        { title: "Red", sku: "MUG-RED", price: "12.50", selectedOptions: [{ name: "Color", value: "Red" }] },
        {
          title: "Blue",
          sku: "MUG-BLUE",
          barcode: "4006381333931",
          price: "13.00",
          compareAtPrice: "15.00",
          selectedOptions: [{ name: "Color", value: "Blue" }],
          weight: { value: 350, unit: "GRAMS" },
        },
      ],
    });
    shopify.addProduct(domain, {
      title: "Shirt",
      options: [{ name: "Size", values: ["S", "M"] }],
      variants: [
        {
          title: "S",
          sku: "SHIRT-S",
          selectedOptions: [{ name: "Size", value: "S" }],
          weight: { value: 1, unit: "POUNDS" },
        },
        { title: "M", sku: "SHIRT-M", selectedOptions: [{ name: "Size", value: "M" }] },
      ],
    });
    shopify.addProduct(domain, { title: "No SKU poster", variants: [{ sku: null }] });
    shopify.addProduct(domain, { title: "Copy of mug", variants: [{ sku: "MUG-RED" }] });
    shopify.addProduct(domain, { title: "Odd SKU", variants: [{ sku: "has spaces in it" }] });

    const started = await apiAs(shipper).post<TMission>("shop-manager/sync-all-products", {
      shop_id: shopId,
    });
    expect(started).toMatchObject({ code: 2000, data: { kind: "stores:sync-products", status: "pending" } });
    const sync = await syncEnded(apiAs, shipper, shopId);
    // Started again only from the shop's screen (one sync per shop), not repeated from the tasks center.
    expect(sync.mission).toMatchObject({ status: "completed", progress: 100, can_repeat: false });
    expect(sync.counts).toEqual({ linked: 1, new: 3, sku_conflict: 3 });

    const page = await variantsOf(apiAs, shipper, shopId);
    const bySku = (sku: string) => page.list.filter((v) => v.sku === sku);
    expect(bySku("MUG-RED").map((v) => [v.product_title, v.link_state, v.conflict_reason])).toEqual([
      ["Copy of mug", "sku_conflict", "duplicate_sku"],
      ["Mug", "linked", null],
    ]);
    expect(bySku("MUG-BLUE")[0]).toMatchObject({
      link_state: "new",
      options: ["Color: Blue"],
      weight_kg: "0.350",
      image_url: "https://cdn.shopify.com/mug.jpg",
    });
    expect(page.list.find((v) => v.product_title === "No SKU poster")).toMatchObject({
      link_state: "sku_conflict",
      conflict_reason: "missing_sku",
      conflict: expect.stringContaining("SKU"),
    });
    expect(bySku("has spaces in it")[0]).toMatchObject({
      conflict_reason: "invalid",
      conflict: expect.any(String),
    });

    // The catalogue: MUG-RED updated from the shop (price), the warehouse's own fields kept; MUG-BLUE joined it.
    const red = await catalogueVariant(app, app.demo.customerId, "MUG-RED");
    const blue = await catalogueVariant(app, app.demo.customerId, "MUG-BLUE");
    expect(red?.variant).toMatchObject({ price: "12.50", length: "9.50", nameEn: "Red mug" });
    expect(blue?.variant).toMatchObject({
      productId: red?.variant.productId,
      barcode: "4006381333931",
      compareAtPrice: "15.00",
      weight: "0.350",
      colour: "Blue",
    });
    expect(red).toMatchObject({ title: "Mug", tags: ["kitchen"] });
    const shirtS = await catalogueVariant(app, app.demo.customerId, "SHIRT-S");
    const shirtM = await catalogueVariant(app, app.demo.customerId, "SHIRT-M");
    expect(shirtS?.variant).toMatchObject({ size: "S", weight: "0.454", nameEn: "Shirt - S" });
    expect(shirtM?.variant.productId).toBe(shirtS?.variant.productId);
    expect(await catalogueVariant(app, app.demo.customerId, "has spaces in it")).toBeUndefined();
    // The other customer's SHIRT-S is untouched.
    const rivals = await app.ctx.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.sku, "SHIRT-S"), eq(productVariants.price, "99.00")));
    expect(rivals).toHaveLength(1);

    // Filters, keyword and paging in SQL; provider staff read the same list.
    expect((await variantsOf(apiAs, shipper, shopId, { link_state: "sku_conflict" })).total).toBe(3);
    expect((await variantsOf(apiAs, shipper, shopId, { keyword: "shirt" })).list.map((v) => v.sku)).toEqual([
      "SHIRT-M",
      "SHIRT-S",
    ]);
    const paged = await variantsOf(apiAs, shipper, shopId, { page_size: 2, cur_page: 2 });
    expect(paged).toMatchObject({ total: 7 });
    expect(paged.list).toHaveLength(2);
    const staff = await api.get<TPage<TShopVariant>>("shop-manager/query-shop-products", { shop_id: shopId });
    expect(staff.data.total).toBe(7);
    const shops = await api.get<TPage<TShop>>("shop-manager/query-shops", { keyword: "sync-links" });
    expect(shops.data.list[0]?.last_synced_at).toEqual(expect.any(Number));
  });

  test("waits out throttling and pages a bigger shop to the end; a second sync updates and forgets", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "sync-big.myshopify.com";
    const shopId = await bindShop(apiAs, shipper, shopify, domain);
    shopify.seedProducts(domain, 40, 3);
    shopify.throttleNext(2);
    await apiAs(shipper).post("shop-manager/sync-all-products", { shop_id: shopId });
    const first = await syncEnded(apiAs, shipper, shopId);
    expect(first.mission.status).toBe("completed");
    expect(first.counts).toEqual({ linked: 0, new: 120, sku_conflict: 0 });
    const graphql = shopify.requests.filter((r) => r.shop === domain && r.path.endsWith("graphql.json"));
    // the binding check and its eight webhook subscriptions, the count, throttled twice, two pages
    expect(graphql.length).toBe(1 + 8 + 1 + 2 + 2);
    expect(graphql.every((r) => r.status === 200)).toBe(true);

    // In Shopify: a price changes, a product is deleted.
    const shop = shopify.shop(domain);
    const variant = [...shop.variants.values()].find((v) => v.sku === "SIM-1-1");
    if (variant) variant.price = "99.99";
    const gone = [...shop.products.values()].find((p) => p.title === "Product 2");
    if (gone) {
      for (const id of gone.variantIds) shop.variants.delete(id);
      shop.products.delete(gone.id);
    }
    shopify.drainRateLimit(domain, boundApps.get(domain), 2000); // a full bucket again: no waiting here
    await apiAs(shipper).post("shop-manager/sync-all-products", { shop_id: shopId });
    const second = await syncEnded(apiAs, shipper, shopId);
    expect(second.counts).toEqual({ linked: 117, new: 0, sku_conflict: 0 });
    expect((await catalogueVariant(app, app.demo.customerId, "SIM-1-1"))?.variant.price).toBe("99.99");
    expect((await variantsOf(apiAs, shipper, shopId, { keyword: "SIM-2-" })).total).toBe(0);
    // The catalogue keeps its products: a shop forgetting one never deletes stock-bearing catalogue rows.
    expect(await catalogueVariant(app, app.demo.customerId, "SIM-2-1")).toBeDefined();
  });

  test("one sync at a time; it stops on request, keeping what it linked; unbinding stops it too", async ({
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "sync-stop.myshopify.com";
    const shopId = await bindShop(apiAs, shipper, shopify, domain);
    shopify.seedProducts(domain, 400, 1);
    // A low bucket: the first page (about 900 points) waits two seconds for points, so the sync is
    // still running when it is stopped.
    const lowBucket = () => shopify.drainRateLimit(domain, boundApps.get(domain), 700);
    const start = () => apiAs(shipper).post<TMission>("shop-manager/sync-all-products", { shop_id: shopId });
    const isRunning = async () => {
      for (let i = 0; i < 100; i++) {
        const res = await apiAs(shipper).get<TSync>("shop-manager/query-product-sync-mission", {
          shop_id: shopId,
        });
        if (res.data.mission.status === "running") return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error("the sync did not start");
    };
    lowBucket();
    expect((await start()).code).toBe(2000);
    const again = await start();
    expect(again.code).toBe(4009);
    expect(again.message).toContain("already running");
    await isRunning();

    const stopped = await apiAs(shipper).put<TMission>("shop-manager/stop-product-sync-mission", {
      shop_id: shopId,
    });
    expect(stopped.code).toBe(200);
    const ended = await syncEnded(apiAs, shipper, shopId);
    expect(ended.mission).toMatchObject({ status: "failed", error: "Stopped by the user" });
    expect(ended.counts.new).toBeLessThan(400);
    expect(
      (await apiAs(shipper).put("shop-manager/stop-product-sync-mission", { shop_id: shopId })).code,
    ).toBe(4009);

    lowBucket();
    expect((await start()).code).toBe(2000);
    await isRunning();
    expect((await apiAs(shipper).put("shop-manager/unbind-shop", { shop_id: shopId })).code).toBe(200);
    const afterUnbind = await syncEnded(apiAs, shipper, shopId);
    expect(afterUnbind.mission.status).toBe("failed");
  });

  test("a stopped sync goes on from the page it reached; start over reads from the first page", async ({
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "sync-resume.myshopify.com";
    const shopId = await bindShop(apiAs, shipper, shopify, domain);
    shopify.seedProducts(domain, 250, 1);
    const start = (body: Record<string, unknown> = {}) =>
      apiAs(shipper).post<TMission>("shop-manager/sync-all-products", { shop_id: shopId, ...body });
    const sync = async () =>
      (await apiAs(shipper).get<TSync>("shop-manager/query-product-sync-mission", { shop_id: shopId })).data;
    // The pages asked for, by the cursor each starts after (a throttled page asked again counts once).
    const pagesAfter = (from: number) => [
      ...new Set(
        shopify.requests
          .slice(from)
          .filter((r) => r.shop === domain && r.body.includes("query ShopVariantsPage"))
          .map((r) => (JSON.parse(r.body) as { variables: { after: string | null } }).variables.after),
      ),
    ];

    // Enough points for the first page, not the second: the sync waits for points after one page.
    shopify.drainRateLimit(domain, boundApps.get(domain), 1000);
    expect((await start()).code).toBe(2000);
    const read = (counts: TSync["counts"]) => counts.linked + counts.new + counts.sku_conflict;
    await expect.poll(async () => read((await sync()).counts), { timeout: 10_000 }).toBe(100);
    await apiAs(shipper).put("shop-manager/stop-product-sync-mission", { shop_id: shopId });
    const stopped = await syncEnded(apiAs, shipper, shopId);
    expect(stopped.mission.status).toBe("failed");
    expect(stopped.resume_read).toBe(100);
    const [firstCursorUsed] = pagesAfter(0).slice(1);

    // Going on: its first page is the one after the page it wrote, and it ends with every variant.
    shopify.drainRateLimit(domain, boundApps.get(domain), 2000);
    let mark = shopify.requests.length;
    expect((await start()).code).toBe(2000);
    const resumed = await syncEnded(apiAs, shipper, shopId);
    expect(resumed.mission.status).toBe("completed");
    expect(pagesAfter(mark)[0]).toBe(firstCursorUsed);
    expect(pagesAfter(mark)).toHaveLength(2);
    expect(read(resumed.counts)).toBe(250);
    expect(resumed.resume_read).toBeNull();
    expect((await variantsOf(apiAs, shipper, shopId)).total).toBe(250);

    // Stopped again after a page, then started over: from the first page.
    shopify.drainRateLimit(domain, boundApps.get(domain), 1000);
    expect((await start()).code).toBe(2000);
    await expect.poll(async () => (await sync()).mission.progress, { timeout: 10_000 }).toBeGreaterThan(0);
    await apiAs(shipper).put("shop-manager/stop-product-sync-mission", { shop_id: shopId });
    expect((await syncEnded(apiAs, shipper, shopId)).resume_read).toBe(100);
    shopify.drainRateLimit(domain, boundApps.get(domain), 2000);
    mark = shopify.requests.length;
    expect((await start({ start_over: true })).code).toBe(2000);
    expect((await syncEnded(apiAs, shipper, shopId)).mission.status).toBe("completed");
    expect(pagesAfter(mark)[0]).toBeNull();
    expect(pagesAfter(mark)).toHaveLength(3);
  });

  test("a token the shop refuses fails the sync with what to do, on the mission and the shop", async ({
    shopify,
    shipper,
    apiAs,
    api,
  }) => {
    const domain = "sync-refused.myshopify.com";
    const shopId = await bindShop(apiAs, shipper, shopify, domain);
    shopify.seedProducts(domain, 3, 1);
    shopify.uninstall(domain);
    await apiAs(shipper).post("shop-manager/sync-all-products", { shop_id: shopId });
    const ended = await syncEnded(apiAs, shipper, shopId);
    expect(ended.mission).toMatchObject({ status: "failed", error: expect.stringContaining(domain) });
    const listed = await api.get<TPage<TShop>>("shop-manager/query-shops", { keyword: "sync-refused" });
    expect(listed.data.list[0]?.last_error).toBeTruthy();
  });

  test("never synced: 12004, silent; staff may not start or stop a sync", async ({
    shopify,
    shipper,
    provider,
    apiAs,
  }) => {
    const shopId = await bindShop(apiAs, shipper, shopify, "sync-never.myshopify.com");
    const none = await apiAs(shipper).get("shop-manager/query-product-sync-mission", { shop_id: shopId });
    expect(none.code).toBe(12004);
    expect((await apiAs(provider).post("shop-manager/sync-all-products", { shop_id: shopId })).code).toBe(
      4003,
    );
    expect(
      (await apiAs(provider).put("shop-manager/stop-product-sync-mission", { shop_id: shopId })).code,
    ).toBe(4003);
  });
});
