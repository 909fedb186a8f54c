import type { TWebhookEventType } from "@wms/contracts";
import { and, eq, isNotNull } from "drizzle-orm";
import pino from "pino";
import { describe, expect } from "vitest";
import { appTestWith, openApp } from "../../../test/fixtures.ts";
import { callsAs, registerUser, type TTestApp } from "../../../test/harness.ts";
import { deleteAllWebhooks } from "../../../test/support/webhooks.test-helpers.ts";
import { startWebhookReceiver, type TAnswer, type TWebhookReceiver } from "../../../test/webhook-receiver.ts";
import { customers } from "../tenancy/index.ts";
import { runDueDeliveries } from "./webhooks.delivery.ts";
import { enqueueWebhookEvents } from "./webhooks.outbox.ts";
import { webhookDeliveries } from "./webhooks.tables.ts";
import { startWebhookWorker } from "./webhooks.worker.ts";

/**
 * Fairness between webhooks and tenants, on the wall clock: a webhook of the demo drop shipper whose
 * endpoint never answers beside a healthy one of another provider's drop shipper. The attempt timeout is
 * cut to seconds (`webhookTimeoutMs`); caps are the defaults (2 in flight per webhook).
 */
const timeoutMs = 3000;
type TTenant = "demo" | "rival";
type TLog = { event_id: string; time: number; result: string; error: string; next_attempt_at: number | null };
/** The receivers of the test running, closed after it. */
const receivers: TWebhookReceiver[] = [];

const test = appTestWith({ webhookAllowInsecure: true, webhookPollMs: 0, webhookTimeoutMs: timeoutMs })
  .extend("rival", { scope: "file" }, async ({ app }) => {
    const provider = await registerUser(app, "fair_rival_provider", "provider");
    const providerId = provider.user.user_related_id;
    const shipper = await registerUser(app, "fair_rival_shipper", "dropShipper", { supplier: providerId });
    const [customer] = await app.ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.providerId, providerId));
    return { providerId, customerId: customer?.id ?? "", token: shipper.access_token };
  })
  .extend("tenants", { scope: "file" }, ({ app, shipper, rival }) => {
    const demo = { providerId: app.demo.providerId, customerId: app.demo.customerId };
    const hooksOf = {
      demo: callsAs(app, shipper, "webhook"),
      rival: {
        post: <T>(path: string, body: Record<string, unknown>) =>
          app.call<T>({
            url: `/api/webhook/${path}`,
            token: rival.token,
            body: { provider_uuid: rival.providerId, ...body },
          }),
      },
    };
    return { demo: { ...demo, hooks: hooksOf.demo }, rival: { ...rival, hooks: hooksOf.rival } };
  })
  .extend("hook", { scope: "file" }, ({ tenants }) => {
    /** A receiver answering `fallback`, subscribed for `tenant` to order.created. */
    return async (tenant: TTenant, fallback: TAnswer = { status: 204 }) => {
      const r = await startWebhookReceiver();
      receivers.push(r);
      r.fallback = fallback;
      const res = await tenants[tenant].hooks.post<{ id: string; secret: string }>("create-webhook", {
        name: `${tenant} hook`,
        url: `${r.url}/hooks`,
        event_type: "order.created",
      });
      expect(res.code).toBe(1000);
      r.secret = res.data.secret;
      return { r, id: res.data.id };
    };
  });

test.beforeAll(openApp);
test.afterEach(async ({ app, shipper, tenants }) => {
  app.ctx.config.webhookTimeoutMs = timeoutMs;
  while (receivers.length) await receivers.pop()?.close();
  await deleteAllWebhooks(app, shipper);
  const rivals = await app.call<{ list: { id: string }[] }>({
    url: "/api/webhook/query-webhooks",
    token: tenants.rival.token,
    query: { provider_uuid: tenants.rival.providerId, page_size: "100" },
  });
  for (const w of rivals.data.list) {
    await app.call({
      method: "DELETE",
      url: "/api/webhook/delete-webhook",
      token: tenants.rival.token,
      body: { provider_uuid: tenants.rival.providerId, id: w.id },
    });
  }
});

/** Polls `done` every 20 ms until it holds; fails after `withinMs`. */
async function until(done: () => boolean, what: string, withinMs = 10_000) {
  const deadline = Date.now() + withinMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the webhook has no attempt in flight: its delivered attempts are recorded, not only received. */
async function settled(t: TTestApp, subscriptionId: string, what: string, withinMs = 10_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const leased = await t.ctx.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.subscriptionId, subscriptionId), isNotNull(webhookDeliveries.leasedUntil)),
      );
    if (leased.length === 0) return;
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const seconds = (ms: number) => Math.floor(ms / 1000);
const orderNo = (r: TWebhookReceiver, n: number) => JSON.parse(r.received[n]?.body ?? "{}").data?.order_no;

describe("webhook deliveries fair between tenants and webhooks", () => {
  /** Raises order.created events of `tenant`, one transaction, as a change announcing them would. */
  const raise = (app: TTestApp, tenant: { providerId: string; customerId: string }, orders: string[]) =>
    app.ctx.db.transaction((tx) =>
      enqueueWebhookEvents(
        tx,
        orders.map((order_no) => ({
          providerId: tenant.providerId,
          customerId: tenant.customerId,
          type: "order.created" as TWebhookEventType,
          payload: { order_no },
        })),
      ),
    );

  test("a webhook that never answers holds only its own slots: another tenant's events arrive within 2 s", async ({
    app,
    tenants,
    hook,
  }) => {
    const { r: dead, id: deadId } = await hook("demo", { status: 200, hang: true });
    const { r: healthy } = await hook("rival");
    const stop = startWebhookWorker(
      { ...app.ctx, config: { ...app.ctx.config, webhookPollMs: 50 } },
      pino({ level: "silent" }),
    );
    try {
      await raise(
        app,
        tenants.demo,
        Array.from({ length: 8 }, (_, n) => `A-${n}`),
      );
      await until(() => dead.open === 2, "two attempts open at the endpoint that never answers");
      for (let n = 0; n < 3; n++) {
        const raised = Date.now();
        await raise(app, tenants.rival, [`B-${n}`]);
        await until(() => healthy.received.length === n + 1, `B-${n} delivered`);
        expect((healthy.received[n]?.at ?? Number.POSITIVE_INFINITY) - raised).toBeLessThan(2000);
        expect(healthy.received[n]?.verified).toBe(true);
        expect(orderNo(healthy, n)).toBe(`B-${n}`);
        expect(dead.open).toBe(2); // still timing out meanwhile
      }
      await until(() => dead.open === 0, "the first two attempts given up");
    } finally {
      await stop();
    }
    // Never more than its cap at once; the two attempts are logged as timeouts, retried on the schedule.
    expect(dead.mostOpen).toBe(2);
    const log = await tenants.demo.hooks.get<{ list: TLog[] }>("query-log", { webhook_id: deadId });
    const timedOut = log.data.list.filter((e) => e.error.startsWith("No answer within"));
    expect(timedOut.length).toBeGreaterThanOrEqual(2);
    for (const e of timedOut) {
      expect(e.result).toBe("failed");
      expect(e.next_attempt_at).toBe(e.time + 5);
    }
  });

  test("a webhook that keeps timing out waits in a backoff of its own, never beyond its cap, and is retried", async ({
    app,
    tenants,
    hook,
  }) => {
    app.ctx.config.webhookTimeoutMs = 300;
    const { r: dead } = await hook("demo", { status: 200, hang: true });
    const { r: healthy, id: healthyId } = await hook("rival");
    await raise(
      app,
      tenants.demo,
      Array.from({ length: 8 }, (_, n) => `A-${n}`),
    );
    await raise(app, tenants.rival, ["B-0"]);
    // Rounds run at times of their own, a minute ahead: every event raised meanwhile is due by then.
    const t0 = Date.now() + 60_000;
    const at = (s: number) => new Date(t0 + s * 1000);

    // Two of A's eight go (its cap), B's goes beside them; a second instance meanwhile takes B's next
    // event and nothing of A's.
    const first = runDueDeliveries(app.ctx, at(0));
    await until(() => dead.open === 2 && healthy.received.length === 1, "the first round under way");
    // B-0's answer recorded (on a busy machine the receiver has it well before the round writes it down).
    await settled(app, healthyId, "B-0 recorded");
    await raise(app, tenants.rival, ["B-1"]);
    expect(await runDueDeliveries(app.ctx, at(0.1))).toEqual({ claimed: 1, succeeded: 1, failed: 0 });
    expect(await first).toEqual({ claimed: 3, succeeded: 1, failed: 2 });
    expect(healthy.received.map((x) => JSON.parse(x.body).data.order_no)).toEqual(["B-0", "B-1"]);

    // A rests 5 s from its first failure, then as long as it has been failing (10 s, 20 s, ... up to 1 min),
    // oldest due first; B is never held up.
    const rounds: [number, string[]][] = [
      [5, ["A-2", "A-3"]],
      [10, ["A-4", "A-5"]],
      [20, ["A-6", "A-7"]],
      [40, ["A-0", "A-1"]], // their retries, due since t0 + 5 s
    ];
    let previous = 0;
    for (const [s, orders] of rounds) {
      await raise(app, tenants.rival, [`B-at-${s}`]);
      expect(await runDueDeliveries(app.ctx, at(s - 0.001))).toEqual({ claimed: 1, succeeded: 1, failed: 0 });
      const sent = dead.received.length;
      expect(await runDueDeliveries(app.ctx, at(s))).toEqual({ claimed: 2, succeeded: 0, failed: 2 });
      expect([orderNo(dead, sent), orderNo(dead, sent + 1)].sort()).toEqual(orders);
      expect(
        dead.received.slice(sent).map((x) => Number(x.headers["webhook-timestamp"]) - seconds(t0)),
      ).toEqual([s, s]);
      previous = s;
    }
    expect(previous).toBe(40);
    expect(dead.mostOpen).toBe(2);
    expect(healthy.received).toHaveLength(2 + rounds.length);
    // One webhook-id per event, the same on its retry.
    const ids = dead.received.map((x) => x.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(8);
  });

  test("two instances claiming at once never send one event twice, and each webhook stays within its cap", async ({
    app,
    tenants,
    hook,
  }) => {
    const slow = { status: 200, delayMs: 40 };
    const hooks = [await hook("demo", slow), await hook("rival", slow), await hook("rival", slow)];
    const demoOrders = Array.from({ length: 6 }, (_, n) => `A-${n}`);
    const rivalOrders = Array.from({ length: 6 }, (_, n) => `B-${n}`);
    await raise(app, tenants.demo, demoOrders);
    await raise(app, tenants.rival, rivalOrders);
    const now = new Date(Date.now() + 1000);
    const expected = demoOrders.length + 2 * rivalOrders.length;
    const arrived = () => hooks.reduce((n, h) => n + h.r.received.length, 0);
    const instance = async () => {
      const claimed: number[] = [];
      while (arrived() < expected) {
        const round = await runDueDeliveries(app.ctx, now);
        claimed.push(round.claimed);
        if (round.claimed === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return claimed;
    };
    const [one, two] = await Promise.all([instance(), instance()]);
    const total = (rounds: number[]) => rounds.reduce((a, b) => a + b, 0);
    expect(total(one) + total(two)).toBe(expected);
    for (const { r } of hooks) {
      const ids = r.received.map((x) => x.headers["webhook-id"]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(r.mostOpen).toBeLessThanOrEqual(2);
      expect(r.received.every((x) => x.verified)).toBe(true);
    }
    expect(hooks.map(({ r }) => r.received.length)).toEqual([6, 6, 6]);
    expect(await runDueDeliveries(app.ctx, new Date(now.getTime() + 3600_000))).toMatchObject({
      claimed: 0,
    });
  });
});
