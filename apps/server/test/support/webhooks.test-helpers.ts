import type { TWebhookEventType } from "@wms/contracts";
import { expect } from "vitest";
import { setWebhookClock } from "../../src/modules/webhooks/webhooks.clock.ts";
import { enqueueWebhookEvent } from "../../src/modules/webhooks/webhooks.outbox.ts";
import { callsAs, type TSignedIn, type TTestApp } from "../harness.ts";
import { startWebhookReceiver, type TWebhookReceiver } from "../webhook-receiver.ts";

/**
 * Subscribes the demo shipper to `eventType` at `url` (nothing listens at the default one), under `name`; the
 * subscription must be created.
 */
export async function subscribeShipper(
  t: TTestApp,
  shipper: TSignedIn,
  eventType: TWebhookEventType,
  { name = eventType as string, url = "http://127.0.0.1:9/hooks" } = {},
) {
  const res = await callsAs(t, shipper, "webhook").post("create-webhook", {
    name,
    url,
    event_type: eventType,
  });
  expect(res.code, JSON.stringify(res)).toBe(1000);
}

/** Deletes every webhook of the demo shipper (which ends their waiting deliveries); the log stays. */
export async function deleteAllWebhooks(t: TTestApp, shipper: TSignedIn) {
  const hooks = callsAs(t, shipper, "webhook");
  const all = await hooks.get<{ list: { id: string }[] }>("query-webhooks", { page_size: "100" });
  for (const w of all.data.list) await hooks.delete("delete-webhook", { id: w.id });
}

/** Queues one webhook event of the demo customer, in a transaction of its own. */
export function enqueueDemoEvent(t: TTestApp, type: TWebhookEventType, payload: Record<string, unknown>) {
  return t.ctx.db.transaction((tx) =>
    enqueueWebhookEvent(tx, { customerId: t.demo.customerId, providerId: t.demo.providerId, type, payload }),
  );
}

/** The hooks of a test API made from `appTest`, as `webhookBench` registers them. */
type TFileHooks = {
  beforeAll(listener: () => unknown): void;
  afterAll(listener: () => unknown): void;
  afterEach(listener: (context: { app: TTestApp; shipper: TSignedIn }) => Promise<void>): void;
};

/** When a webhook test file's clock starts, and where it goes back to after each test. */
export const webhookT0 = new Date("2030-03-01T00:00:00.000Z");

/**
 * The clock and the receivers of a webhook test file (the app's poller is off: the test drives time).
 * Deliveries see `now()`, which `setClock` moves; `at(ms)` is `ms` after `webhookT0`; `receiver()` starts a
 * receiver. After each test the clock is back at `webhookT0`, the receivers are closed and the demo shipper
 * has no webhooks.
 */
export function webhookBench(test: TFileHooks) {
  let clock = webhookT0;
  const receivers: TWebhookReceiver[] = [];
  test.beforeAll(() => setWebhookClock(() => clock));
  test.afterAll(() => setWebhookClock(null));
  test.afterEach(async ({ app, shipper }) => {
    clock = webhookT0;
    while (receivers.length) await receivers.pop()?.close();
    await deleteAllWebhooks(app, shipper);
  });
  return {
    now: () => clock,
    setClock: (d: Date) => {
      clock = d;
    },
    at: (ms: number) => new Date(webhookT0.getTime() + ms),
    async receiver() {
      const r = await startWebhookReceiver();
      receivers.push(r);
      return r;
    },
  };
}

/** Unix seconds of a date, as webhook timestamps and the log's times are. */
export const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);
