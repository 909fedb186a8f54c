import { startShopifySimulator } from "./simulator.ts";

/**
 * The simulator as its own process, for browser tests: `tsx apps/server/test/shopify/serve.ts` with
 * SHOPIFY_SIM_PORT (default: any free port), SHOPIFY_API_KEY and SHOPIFY_API_SECRET, and optionally
 * SHOPIFY_COMPLIANCE_URI. Tests drive it through `/_sim/…` (control-api.ts). Prints the origin.
 */

const apiKey = process.env.SHOPIFY_API_KEY;
const apiSecret = process.env.SHOPIFY_API_SECRET;
if (!apiKey || !apiSecret) {
  console.error("SHOPIFY_API_KEY and SHOPIFY_API_SECRET are required");
  process.exit(1);
}

const simulator = await startShopifySimulator({
  apiKey,
  apiSecret,
  port: process.env.SHOPIFY_SIM_PORT ? Number(process.env.SHOPIFY_SIM_PORT) : 0,
  complianceUri: process.env.SHOPIFY_COMPLIANCE_URI,
  webhookRetry: { retries: 3, delayMs: 250 },
  controlApi: true,
});

console.log(
  `Shopify simulator listening on ${simulator.origin} (SHOPIFY_SHOP_ORIGIN=${simulator.shopOrigin})`,
);

const stop = () => {
  void simulator.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
