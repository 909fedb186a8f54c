import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { requiredShopScopes, storeEndpoints, tenancyEndpoints, warehousesEndpoints } from "@wms/contracts";
import { freshDatabase } from "../src/kernel/db/fresh-database.ts";
import { demoPassword } from "../src/seed/demo.ts";
import { signInOn } from "../test/platform-client.ts";
import { startPlatformProcess } from "../test/platform-process.ts";
import { startShopifySimulator } from "../test/shopify/simulator.ts";
import { webhookSignature } from "../test/shopify/webhooks/dispatcher.ts";
import { orderPayload } from "../test/shopify/webhooks/payloads.ts";
import type { TBenchCase, TBenchContext } from "./cases.ts";
import { under } from "./goals.ts";
import { percentile } from "./stats.ts";

const burst = 500;
const shopDomain = "bench-burst.myshopify.com";
const apiSecret = "shpss_bench_burst";

/**
 * A burst of Shopify order webhooks sent at once to the platform as `npm start` runs it (a process of its
 * own on the bench's Postgres server): each delivery signed as Shopify signs it, to a shop bound with a
 * custom app. The figure is how long each waited for its answer, from the moment the burst was sent
 * (Shopify gives up after 5 s and retries); then how long the inbox took to record every order.
 */
/**
 * Sends every delivery at once, as a sender of many connections would, each timed from its own send to its
 * answer's end (as Shopify times a delivery against its 5 s). Signed as Shopify signs them.
 */
async function sendBurst(url: URL, bodies: string[], idPrefix: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: bodies.length });
  const send = (body: string, i: number) =>
    new Promise<{ ms: number; status: number }>((resolve, reject) => {
      const sent = performance.now();
      const req = http.request(
        url,
        {
          method: "POST",
          agent,
          headers: {
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(body),
            "X-Shopify-Topic": "orders/create",
            "X-Shopify-Shop-Domain": shopDomain,
            "X-Shopify-API-Version": "2026-10",
            "X-Shopify-Webhook-Id": `${idPrefix}-${i}`,
            "X-Shopify-Event-Id": `${idPrefix}-event-${i}`,
            "X-Shopify-Triggered-At": new Date().toISOString(),
            "X-Shopify-Hmac-Sha256": webhookSignature(body, apiSecret),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ ms: performance.now() - sent, status: res.statusCode ?? 0 }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  try {
    return await Promise.all(bodies.map(send));
  } finally {
    agent.destroy();
  }
}

/** A bare Node HTTP server answering 200 at once, in a process of its own. */
const bareServer = `require("node:http").createServer((q, s) => { q.resume(); q.on("end", () => s.end("{}")); })
  .listen(0, "127.0.0.1", function () { console.log(this.address().port); });`;

/**
 * The same burst answered by `bareServer`: what this machine's HTTP and this sender cost before the
 * platform does anything (the floor under the platform's figure); its p95 in ms.
 */
async function floorOf(bodies: string[]): Promise<number> {
  const child = spawn(process.execPath, ["-e", bareServer], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const port = await new Promise<string>((resolve) =>
      child.stdout.once("data", (d) => resolve(String(d).trim())),
    );
    const url = new URL(`http://127.0.0.1:${port}/`);
    await sendBurst(url, bodies.slice(0, 1), "floor-warm-up");
    const times = (await sendBurst(url, bodies, "floor")).map((a) => a.ms).sort((a, b) => a - b);
    return Math.round(percentile(times, 95));
  } finally {
    child.kill();
  }
}

async function webhookBurst(_ctx: TBenchContext) {
  const shopify = await startShopifySimulator({ apiKey: "bench-app", apiSecret: "bench-app-secret" });
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wms-bench-webhooks-"));
  const platform = await startPlatformProcess(
    {
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      DATABASE_URL: await freshDatabase(base, "wms_bench_webhooks"),
      SHOPIFY_SHOP_ORIGIN: shopify.shopOrigin,
      AUTH_RATE_LIMIT: "100000",
      PUBLIC_RATE_LIMIT: "100000",
    },
    { startMs: 600_000 },
  );
  try {
    const staff = await signInOn(platform.origin, "demo_provider", "provider", demoPassword);
    const providerId = (await staff.call(tenancyEndpoints.all, undefined as never)).data[0]?.provider_uuid;
    const warehouses = await staff.call(warehousesEndpoints.list, { page_size: 50 });
    const warehouseId = warehouses.data.list[0]?.id;
    const shipper = await signInOn(platform.origin, "demo_shipper", "dropShipper", demoPassword);
    shopify.addShop(shopDomain);
    const bound = await shipper.call(storeEndpoints.verifyCustomApp, {
      provider_uuid: providerId as string,
      shop_url: shopDomain,
      access_token: shopify.customAppToken(shopDomain, [...requiredShopScopes], { apiSecret }),
      api_secret_key: apiSecret,
    });
    if (bound.code !== 1000) throw new Error(`binding: ${bound.code} ${bound.message}`);
    const shopId = bound.data.shop_id;
    await shipper.call(storeEndpoints.saveUserInfo, {
      shop_id: shopId,
      delay_fulfil_minutes: 0,
      warehouse_id: warehouseId,
    } as never);
    // The orders exist in the shop; their deliveries are made here, all at once.
    shopify.shop(shopDomain).subscriptions.clear();
    const bodies = Array.from({ length: burst }, () => {
      const order = shopify.createOrder(shopDomain, { lineItems: [{ sku: "BURST-1", quantity: 1 }] });
      return JSON.stringify(orderPayload(shopify.shop(shopDomain), shopify.order(shopDomain, order.id)));
    });
    const url = new URL(`${platform.origin}/api/shopify/webhooks`);
    await sendBurst(url, bodies.slice(0, 1), "warm-up"); // the route's first call; its order is a burst order's twin
    const started = performance.now();
    const answers = await sendBurst(url, bodies, "bench");
    const burstMs = Math.round(performance.now() - started);
    const refused = answers.filter((a) => a.status !== 200).length;
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    // Then the inbox: every order recorded, and converted or held, by the worker.
    for (;;) {
      const counts = await shipper.call(storeEndpoints.orderCounts, {
        shop_id: shopId,
        provider_uuid: providerId,
      });
      if (counts.code !== 200) throw new Error(`order counts: ${counts.code} ${counts.message}`);
      const recorded = Object.values(counts.data).reduce((sum, n) => sum + n, 0);
      const done = recorded >= burst && counts.data.waiting === 0;
      if (done || performance.now() - started > 300_000) break;
      await sleep(200);
    }
    const handledSeconds = Math.round((performance.now() - started) / 100) / 10;
    const floor = await floorOf(bodies); // on a quiet machine again
    return {
      deliveries: burst,
      refused,
      answer_p50_ms: Math.round(percentile(times, 50)),
      answer_p95_ms: Math.round(percentile(times, 95)),
      answer_max_ms: Math.round(times.at(-1) ?? 0),
      whole_burst_answered_ms: burstMs,
      bare_server_p95_ms: floor,
      all_converted_or_held_after_s: handledSeconds,
    };
  } finally {
    await platform.stop();
    await shopify.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const webhooksBenchCases: TBenchCase[] = [
  {
    name: `shop webhooks: ${burst} signed order deliveries sent at once to the platform process`,
    run: webhookBurst,
    goals: (r) => [
      under("webhook burst: p95 answer", Number(r.answer_p95_ms), 100, " ms"),
      {
        what: "webhook burst: p95 of a bare Node server, same sender",
        figure: `${r.bare_server_p95_ms} ms`,
        goal: "the floor under the figure above",
        met: true,
        info: true,
      },
      under("webhook burst: deliveries refused", Number(r.refused), 1),
    ],
  },
];
