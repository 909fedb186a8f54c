import { randomUUID } from "node:crypto";
import { requiredShopScopes } from "@wms/contracts";
import { loadConfig } from "../src/kernel/config.ts";
import type { TAppContext } from "../src/kernel/context.ts";
import type { TMissionRow } from "../src/modules/missions/index.ts";
import { linkCounts } from "../src/modules/stores/products-in/stores.product-links.ts";
import { productSyncMission } from "../src/modules/stores/products-in/stores.product-sync.ts";
import { shopSecretAad, shopSecretBox } from "../src/modules/stores/shopify/stores.tokens.ts";
import { shops } from "../src/modules/stores/stores.tables.ts";
import { startShopifySimulator } from "../test/shopify/simulator.ts";
import type { TBenchCase } from "./cases.ts";
import { round } from "./stats.ts";

const products = 1000;
const variantsPerProduct = 3;
/** Points a second the shop's bucket refills (Shopify: 100 on standard plans, 1,000 on Plus). */
const restoreRate = Number(process.env.BENCH_SHOPIFY_RESTORE_RATE ?? 100);

/**
 * The product sync against the Shopify simulator with its rate limit on: the mission's own code, from the
 * count to the last page, writing into the bench database.
 */
export const storesBenchCases: TBenchCase[] = [
  {
    name: `shop product sync: ${products} products × ${variantsPerProduct} variants, bucket 2,000 points refilled ${restoreRate}/s`,
    async run(ctx) {
      const shopify = await startShopifySimulator({
        apiKey: "bench-app",
        apiSecret: "bench-app-secret",
        rateLimit: { restoreRate },
      });
      try {
        const domain = "bench-shop.myshopify.com";
        shopify.addShop(domain, { name: "Bench shop" });
        shopify.seedProducts(domain, products, variantsPerProduct);
        const token = shopify.customAppToken(domain, [...requiredShopScopes]);
        const base = loadConfig({});
        const appCtx = {
          db: ctx.db,
          secret: "bench-secret-bench-secret-bench-secret",
          config: { ...base, shopify: { ...base.shopify, shopOrigin: shopify.shopOrigin } },
        } as unknown as TAppContext;
        const { providerId, customerId } = ctx.ids;
        const shopId = randomUUID();
        const box = shopSecretBox(appCtx);
        await ctx.db.insert(shops).values({
          id: shopId,
          providerId,
          customerId,
          shopDomain: domain,
          authKind: "custom_app",
          accessToken: box.seal(token, shopSecretAad(providerId, shopId, "access_token")),
        });
        const started = performance.now();
        await productSyncMission.run({
          ctx: appCtx,
          mission: { params: { providerId, shopId }, startedAt: new Date() } as unknown as TMissionRow,
          lang: "en_us",
          progress: async () => undefined,
          setResult: () => undefined,
          signal: new AbortController().signal,
        });
        const seconds = (performance.now() - started) / 1000;
        const counts = await linkCounts(ctx.db, { providerId, shopId });
        const variants = counts.linked + counts.new + counts.sku_conflict;
        const graphql = shopify.requests.filter((r) => r.path.endsWith("graphql.json")).length;
        return {
          variants,
          created: counts.new,
          seconds: round(seconds),
          variants_per_s: round(variants / seconds),
          graphql_requests: graphql,
        };
      } finally {
        await shopify.close();
      }
    },
  },
];
