import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  missionsEndpoints,
  ordersEndpoints,
  requiredShopScopes,
  storeEndpoints,
  systemEndpoints,
  webhooksEndpoints,
} from "@wms/contracts";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { openDatabase, type TDatabase } from "../src/kernel/db/client.ts";
import { databaseFromTemplate, dropDatabases } from "../src/kernel/db/fresh-database.ts";
import { replayStockLog } from "../src/modules/inventory/inventory.replay.ts";
import { demoPassword } from "../src/seed/demo.ts";
import { testShopifyApp } from "./fixtures.ts";
import { callEndpoint, listenOn, signInOn, type TPlatformUser } from "./platform-client.ts";
import {
  freePort,
  runPlatformUntilExit,
  startPlatformProcess,
  type TPlatformProcess,
} from "./platform-process.ts";
import { startShopifySimulator, type TShopifySimulator } from "./shopify/simulator.ts";
import { orderImportHeader } from "./support/orders.test-helpers.ts";
import { multipartFile, xlsxOf } from "./support/products.test-helpers.ts";
import { startThrowawayPostgres, type TThrowawayPostgres } from "./throwaway-postgres.ts";
import { startWebhookReceiver, type TWebhookReceiver } from "./webhook-receiver.ts";

/**
 * The platform on a Postgres server that restarts under it (a managed database's minor upgrade, a
 * failover) and one that crashes (the postmaster killed): the process stays up, answers 5003 while the
 * database is away, serves again within 10 s of its return, and loses or doubles nothing: every order
 * confirmed once, its stock occupied once, its live notification on the same open socket once, its
 * webhook event sent. The server is a cluster of this test's own (throwaway-postgres.ts), never the
 * shared one; it runs in the Postgres project, which `npm test` always runs (.ci/run sets
 * TEST_DATABASE_URL).
 */
const base = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === "postgres";

/** Orders confirmed through each fault, by how many clients at once. */
const ordersPerFault = 40;
/** A client's pause between two confirmations, so that the work goes on through the fault. */
const pauseBetweenMs = 150;
const clients = 8;
const sku = "PS-ALU-01";

/** Copies the run's template database (the demo) into the throwaway cluster, as database `wms`. */
async function copyDemoInto(cluster: TThrowawayPostgres): Promise<string> {
  const template = inject("testDatabaseTemplate").postgresTemplate;
  if (!base || !template) throw new Error("needs TEST_DATABASE_URL and the Postgres template");
  // pg_dump reads a copy: no one may be connected to a template while other tests copy it.
  const copy = `${template}_restart_${process.pid}`;
  const source = await databaseFromTemplate(base, copy, template);
  try {
    await shell(cluster.bin("psql"), ["-q", "-d", cluster.url(), "-c", "create database wms"]);
    await new Promise<void>((resolve, reject) => {
      const dump = spawn(cluster.bin("pg_dump"), ["--no-owner", "--no-privileges", "-d", source]);
      const load = spawn(cluster.bin("psql"), ["-q", "-v", "ON_ERROR_STOP=1", "-d", cluster.url("wms")], {
        stdio: ["pipe", "ignore", "pipe"],
      });
      let errors = "";
      load.stderr.on("data", (c: Buffer) => (errors += c.toString()));
      dump.stdout.pipe(load.stdin);
      load.on("close", (status) => (status === 0 ? resolve() : reject(new Error(`psql: ${errors}`))));
    });
  } finally {
    await dropDatabases(base, copy);
  }
  return cluster.url("wms");
}

function shell(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (c: Buffer) => (errors += c.toString()));
    child.on("close", (status) => (status === 0 ? resolve() : reject(new Error(`${file}: ${errors}`))));
  });
}

describe.runIf(onPostgres)("the platform through a restart of its Postgres server", () => {
  let cluster: TThrowawayPostgres;
  let platform: TPlatformProcess;
  let receiver: TWebhookReceiver;
  let shopify: TShopifySimulator;
  let checks: TDatabase;
  let provider: TPlatformUser;
  let shipper: TPlatformUser;
  let socket: Awaited<ReturnType<typeof listenOn>>;
  let dataDir = "";
  let warehouseId = "";
  const demo = inject("testDatabaseTemplate").demo;

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    const databaseUrl = await copyDemoInto(cluster);
    checks = await openDatabase({ databaseUrl });
    receiver = await startWebhookReceiver();
    shopify = await startShopifySimulator({ ...testShopifyApp, complianceUri: "http://127.0.0.1:9/unused" });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wms-restart-"));
    platform = await startPlatformProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEBHOOK_ALLOW_INSECURE: "1",
      SHOPIFY_SHOP_ORIGIN: shopify.shopOrigin,
      AUTH_RATE_LIMIT: "1000",
      PUBLIC_RATE_LIMIT: "5000",
    });
    provider = await signInOn(platform.origin, "demo_provider", "provider", demoPassword);
    shipper = await signInOn(platform.origin, "demo_shipper", "dropShipper", demoPassword);
    const hook = await shipper.call(webhooksEndpoints.create, {
      provider_uuid: demo.providerId,
      name: "Order states",
      url: `${receiver.url}/orders`,
      event_type: "order.status_changed",
    });
    expect(hook.code, hook.message).toBe(1000);
    receiver.secret = hook.data.secret;
    const rows = await checks.pool?.query<{ id: string }>("select id from warehouses where code = 'SZ01'");
    warehouseId = rows?.rows[0]?.id ?? "";
    // One socket for the whole file: it must hear what happens after each fault without being reopened.
    socket = await listenOn(platform.origin, shipper.userRelatedId, shipper.token);
  }, 120_000);

  afterAll(async () => {
    socket?.close();
    await platform?.stop();
    await checks?.close();
    await receiver?.close();
    await shopify?.close();
    await cluster?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** `ordersPerFault` orders of one unit, created and submitted by the drop shipper. */
  async function submittedOrders(): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < ordersPerFault; i++) {
      const created = await shipper.call(ordersEndpoints.create, {
        provider_uuid: demo.providerId,
        warehouse_id: warehouseId,
        consignee: `Restart ${i}`,
        phone: "+1 555 0100",
        email: "restart@example.com",
        country: "US",
        address: "1 Main Street",
        city: "Los Angeles",
        lines: [{ sku, quantity: 1 }],
      });
      expect(created.code, created.message).toBe(1000);
      ids.push(created.data.order_id);
    }
    const submitted = await shipper.call(ordersEndpoints.batch, {
      provider_uuid: demo.providerId,
      action: "submit",
      order_ids: ids,
    });
    expect(submitted.data.done).toHaveLength(ids.length);
    return ids;
  }

  const statusesOf = async (ids: string[]) =>
    (
      await checks.pool?.query<{ id: string; status: string }>(
        "select id, status from orders where id = any($1)",
        [ids],
      )
    )?.rows ?? [];

  const unpickedOf = async () =>
    Number(
      (
        await checks.pool?.query<{ n: string }>(
          `select coalesce(sum(b.unpicked_occupied), 0) as n from stock_balances b
             join product_variants v on v.id = b.variant_id where v.sku = $1 and b.provider_id = $2`,
          [sku, demo.providerId],
        )
      )?.rows[0]?.n ?? 0,
    );

  /**
   * Confirms every order, `clients` at a time, as a provider's screen would: a 5003 or a dropped request is
   * tried again; a 4009 after a try whose answer was lost means it had committed (checked from the order).
   */
  async function confirmAll(ids: string[], answers: Map<number, number>, onConfirmed: () => void) {
    const queue = [...ids];
    const confirmOne = async (id: string) => {
      const deadline = Date.now() + 90_000;
      for (;;) {
        const started = Date.now();
        const res = await provider
          .call(ordersEndpoints.batch, { action: "confirm", order_ids: [id] }, { timeoutMs: 15_000 })
          .catch((err: unknown) => ({ code: -1, status: 0, message: String(err), data: null }));
        // No request hangs: every answer within the request's bounds, even while the database is away.
        expect(Date.now() - started, `confirm of ${id} took too long`).toBeLessThan(15_000);
        answers.set(res.code, (answers.get(res.code) ?? 0) + 1);
        if (res.code === 200) return onConfirmed();
        if (res.code === 4009 && (await statusesOf([id]).catch(() => []))[0]?.status === "confirmed")
          return onConfirmed();
        if (![5003, -1, 4009].includes(res.code))
          throw new Error(`confirm of ${id}: ${res.code} ${res.message}`);
        if (Date.now() > deadline) throw new Error(`confirm of ${id} never went through: ${res.code}`);
        await sleep(300);
      }
    };
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          await confirmOne(id);
          await sleep(pauseBetweenMs);
        }
      }),
    );
  }

  /** Waits until /api/health says ok (the database and the live notifications' listener both back). */
  async function healthyWithin(ms: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      const health = await callEndpoint(platform.origin, systemEndpoints.health, undefined, {
        timeoutMs: 5_000,
      }).catch(() => null);
      if (health?.code === 200 && health.data.status === "ok") return Date.now() - started;
      if (Date.now() - started > ms)
        throw new Error(`not healthy within ${ms} ms: ${JSON.stringify(health)}`);
      await sleep(100);
    }
  }

  const confirmedOnSocket = (codes: Set<string>) =>
    socket.messages.filter(
      (m) =>
        m.type === "changed" &&
        m.domain === "orders" &&
        m.status === "confirmed" &&
        codes.has(String(m.code)),
    ).length;

  const faults: [string, () => Promise<void>][] = [
    ["a fast shutdown and restart", () => cluster.restartFast()],
    [
      "the postmaster killed, then started again",
      async () => {
        await cluster.killPostmaster();
        // While it is down: a clear, quick, retryable answer, /api/health included.
        const started = Date.now();
        const health = await callEndpoint(platform.origin, systemEndpoints.health, undefined);
        expect(health).toMatchObject({ status: 503, code: 5003, data: { status: "degraded" } });
        const list = await provider.call(ordersEndpoints.list, {});
        expect(list).toMatchObject({ status: 503, code: 5003 });
        expect(Date.now() - started).toBeLessThan(8_000);
        await cluster.start();
      },
    ],
  ];

  test.each(faults)(
    "through %s: nothing lost or doubled, served again within 10 s",
    async (_name, fault) => {
      const ids = await submittedOrders();
      const codes = new Set(
        (
          (await checks.pool?.query<{ code: string }>("select code from orders where id = any($1)", [ids]))
            ?.rows ?? []
        ).map((r) => r.code),
      );
      const unpickedBefore = await unpickedOf();
      const answers = new Map<number, number>();

      // The fault strikes while the clients are at work: once the first confirmations went through.
      let confirmed = 0;
      const confirming = confirmAll(ids, answers, () => confirmed++);
      while (confirmed < clients) await sleep(20);
      await fault();
      const servedAgainMs = await healthyWithin(10_000);
      await confirming;

      expect(platform.alive(), platform.output()).toBe(true);
      // The fault did strike mid-work: some calls were answered 5003 (or cut off) and tried again.
      expect((answers.get(5003) ?? 0) + (answers.get(-1) ?? 0)).toBeGreaterThan(0);
      expect(servedAgainMs).toBeLessThan(10_000);
      // Every order confirmed, its unit occupied once, and the ledger replays to the balances.
      expect((await statusesOf(ids)).every((o) => o.status === "confirmed")).toBe(true);
      expect(await unpickedOf()).toBe(unpickedBefore + ids.length);
      const replay = await replayStockLog(checks.db, demo.providerId);
      expect(replay.mismatches).toEqual([]);
      expect(replay.brokenChain).toBe(0);

      // The socket opened before the faults is still open and hears each confirmation exactly once.
      await socket.until(
        (_all) => confirmedOnSocket(codes) >= ids.length,
        "every confirmation on the socket",
        15_000,
      );
      await sleep(500);
      expect(socket.isClosed()).toBe(false);
      expect(confirmedOnSocket(codes)).toBe(ids.length);

      // Every confirmation's webhook event reached the subscriber; a repeat (sent again after a lost answer)
      // carries the same webhook-id, so a receiver sees one event per confirmation.
      const eventIdsOf = () => {
        const byOrder = new Map<string, Set<string>>();
        for (const r of receiver.received) {
          const body = JSON.parse(r.body) as { data?: { code?: string; status?: string } };
          if (body.data?.status !== "confirmed" || !codes.has(body.data.code ?? "")) continue;
          const set = byOrder.get(body.data.code ?? "") ?? new Set();
          set.add(String(r.headers["webhook-id"]));
          byOrder.set(body.data.code ?? "", set);
        }
        return byOrder;
      };
      const deadline = Date.now() + 20_000;
      while (eventIdsOf().size < ids.length && Date.now() < deadline) await sleep(200);
      const events = eventIdsOf();
      expect(events.size, platform.output().slice(-3000)).toBe(ids.length);
      expect([...events.values()].every((set) => set.size === 1)).toBe(true);
      console.info(
        `database fault (${_name}): served again after ${servedAgainMs} ms; answers`,
        Object.fromEntries(answers),
      );
    },
    180_000,
  );

  test("a start before the database is up waits for it, then serves", async () => {
    await cluster.stop();
    let said = "";
    const starting = startPlatformProcess(
      { DATABASE_URL: cluster.url("wms"), DATA_DIR: dataDir, DATABASE_WAIT_SECONDS: "60" },
      { startMs: 90_000, onOutput: (text) => (said = text) },
    );
    // The database starts once the platform has tried it and said it waits.
    const deadline = Date.now() + 60_000;
    while (!/database not reachable yet; trying again/.test(said) && Date.now() < deadline) await sleep(100);
    await cluster.start();
    const second = await starting;
    try {
      expect(second.output()).toMatch(/database not reachable yet; trying again/);
      expect(await healthyWithin(10_000)).toBeLessThan(10_000);
    } finally {
      await second.stop();
    }
  }, 150_000);

  test("a start with no database ends, after its wait, in one sentence naming DATABASE_URL", async () => {
    const port = await freePort(); // nothing listens there
    const run = await runPlatformUntilExit(
      {
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/wms`,
        DATABASE_WAIT_SECONDS: "2",
        DATA_DIR: dataDir,
      },
      30_000,
    );
    expect(run.code, run.output).toBe(1);
    console.info(`a start with no database ended after ${run.ms} ms`);
    expect(run.output).toContain(
      `The database at DATABASE_URL (postgres://postgres@127.0.0.1:${port}/wms) did not answer for 2 s`,
    );
    expect(run.output).toMatch(/database not reachable yet; trying again/);
    expect(run.output).not.toMatch(/\n\s+at /); // no stack trace
  }, 40_000);

  test("missions through the killed postmaster: a product sync, an export and an import each end, never stuck running", async () => {
    const since = new Date();
    // A shop with enough products for its sync to be under way (Shopify's throttle paces it) at the kill.
    const domain = "restart-shop.myshopify.com";
    shopify.addShop(domain);
    shopify.seedProducts(domain, 150, 1);
    const bound = await shipper.call(storeEndpoints.verifyCustomApp, {
      provider_uuid: demo.providerId,
      shop_url: domain,
      access_token: shopify.customAppToken(domain, [...requiredShopScopes], { apiSecret: "shpss_restart" }),
      api_secret_key: "shpss_restart",
    });
    expect(bound.code, bound.message).toBe(1000);
    const sync = await shipper.call(storeEndpoints.syncProducts, {
      provider_uuid: demo.providerId,
      shop_id: bound.data.shop_id,
    });
    expect(sync.code, sync.message).toBe(2000);
    const exported = await shipper.call(missionsEndpoints.startExport, {
      kind: "inventory",
      provider_uuid: demo.providerId,
    });
    expect(exported.code, exported.message).toBe(2000);
    const missionStates = async () =>
      (
        await checks.pool?.query<{ kind: string; status: string }>(
          "select kind, status from missions where created_at >= $1 order by created_at",
          [since],
        )
      )?.rows ?? [];
    while (!(await missionStates()).some((m) => m.kind.includes("sync") && m.status === "running"))
      await sleep(50);

    // An import of 400 orders is in flight when the database dies.
    const rows = Array.from({ length: 400 }, (_, i) => [
      `RESTART-${i}`,
      "SZ01",
      `Import Buyer ${i}`,
      "+1 555 0199",
      "US",
      `${i} Import Street`,
      sku,
      1,
    ]);
    const file = multipartFile("restart-orders.xlsx", await xlsxOf(orderImportHeader, rows));
    const importing = fetch(`${platform.origin}/api/order/import-order?provider_uuid=${demo.providerId}`, {
      method: "POST",
      headers: { ...file.headers, authorization: `Bearer ${shipper.token}`, "x-csrftoken": shipper.csrf },
      body: file.body,
      signal: AbortSignal.timeout(60_000),
    }).then(
      (r) => r.status,
      () => 0,
    );
    await sleep(300);
    await cluster.killPostmaster();
    await sleep(1_000);
    await cluster.start();
    await healthyWithin(10_000);
    await importing;

    // Every mission of the test ends completed or failed once the database is back.
    const deadline = Date.now() + 60_000;
    let states = await missionStates();
    while (states.some((m) => m.status === "pending" || m.status === "running") && Date.now() < deadline) {
      await sleep(250);
      states = await missionStates();
    }
    expect(states.map((m) => m.kind).sort()).toEqual(
      expect.arrayContaining([
        expect.stringContaining("export"),
        expect.stringContaining("import"),
        expect.stringContaining("sync"),
      ]),
    );
    expect(states.filter((m) => m.status !== "completed" && m.status !== "failed")).toEqual([]);
    expect(platform.alive()).toBe(true);
    console.info("missions after the kill:", JSON.stringify(states));
  }, 150_000);
});
