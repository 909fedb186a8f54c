import type { TWebhookEventType } from "@wms/contracts";
import { describe, expect } from "vitest";
import { appTestWith, openApp } from "../../../test/fixtures.ts";
import { callsAs } from "../../../test/harness.ts";
import { enqueueDemoEvent, unixSeconds, webhookBench } from "../../../test/support/webhooks.test-helpers.ts";
import {
  type TReceived,
  type TWebhookReceiver,
  verifyStandardWebhook,
} from "../../../test/webhook-receiver.ts";
import { runDueDeliveries } from "./webhooks.delivery.ts";

/**
 * Secret rotation: the replaced secret stays valid for 24 hours, each delivery in that window is signed
 * with both (two `v1,…` entries in webhook-signature), afterwards with the new one only.
 */

type TSecretAnswer = { id: string; secret: string; previous_secret_expires_at: number | null };
type TWebhookData = { id: string; secret: string; previous_secret_expires_at: number | null };

const hour = 3600_000;
const day = 24 * hour;

const test = appTestWith({ webhookAllowInsecure: true, webhookPollMs: 0 })
  .extend("hooks", { scope: "file" }, ({ app, shipper }) => callsAs(app, shipper, "webhook"))
  .extend("subscribe", { scope: "file" }, ({ hooks }) => async (eventType: TWebhookEventType) => {
    const r = await receiver();
    const res = await hooks.post<TWebhookData>("create-webhook", {
      name: "rotating",
      url: `${r.url}/hooks`,
      event_type: eventType,
    });
    expect(res.code).toBe(1000);
    expect(res.data.previous_secret_expires_at).toBeNull();
    r.secret = res.data.secret;
    return { r, hook: res.data };
  })
  .extend("rotate", { scope: "file" }, ({ hooks }) => async (id: string) => {
    const res = await hooks.post<TSecretAnswer>("rotate-secret", { id });
    expect(res.code).toBe(200);
    return res.data;
  })
  .extend(
    "detail",
    { scope: "file" },
    ({ hooks }) =>
      async (id: string) =>
        (await hooks.get<TWebhookData>("query-webhook", { id })).data,
  )
  /** Sends one event at the clock's time and returns what the receiver got. */
  .extend(
    "deliverNow",
    { scope: "file" },
    ({ app }) =>
      async (r: TWebhookReceiver, type: TWebhookEventType, payload: Record<string, unknown>) => {
        await enqueueDemoEvent(app, type, payload);
        const before = r.received.length;
        expect(await runDueDeliveries(app.ctx, now())).toMatchObject({ claimed: 1, succeeded: 1 });
        expect(r.received).toHaveLength(before + 1);
        return r.received[before] as TReceived;
      },
  );

// The app opens in a hook (its timeout), not inside the first test.
test.beforeAll(openApp);
const { now, setClock, at, receiver } = webhookBench(test);

/** Standard Webhooks verification of a received request with one secret, at the clock's time. */
const verifies = (secret: string, got: TReceived) =>
  verifyStandardWebhook(secret, got.headers, got.body, { now: unixSeconds(now()) });
const signatures = (got: TReceived) => String(got.headers["webhook-signature"]).split(" ");
const lastReceived = (r: TWebhookReceiver) => r.received.at(-1) as TReceived;

/** A request signed with `current` and no longer with `replaced`. */
function expectSignedWithOnly(current: string, replaced: string, got: TReceived) {
  expect(verifies(replaced, got)).toBe(false);
  expect(verifies(current, got)).toBe(true);
}

/** The last request `r` got is the message of `earlier` again, signed with `current` only. */
function expectSentAgainWithOnly(r: TWebhookReceiver, earlier: TReceived, current: string, replaced: string) {
  const again = lastReceived(r);
  expect(again.headers["webhook-id"]).toBe(earlier.headers["webhook-id"]);
  expectSignedWithOnly(current, replaced, again);
}

describe("webhook secret rotation", () => {
  test("signs with the old and the new secret for 24 hours after rotation, then with the new one only", async ({
    hooks,
    subscribe,
    rotate,
    detail,
    deliverNow,
  }) => {
    const { r, hook } = await subscribe("order.created");
    const oldSecret = hook.secret;

    const before = await deliverNow(r, "order.created", { order_no: "SO-R0" });
    expect(signatures(before)).toHaveLength(1);
    expect(verifies(oldSecret, before)).toBe(true);

    setClock(at(hour));
    const rotated = await rotate(hook.id);
    const newSecret = rotated.secret;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);
    const until = unixSeconds(at(hour + day));
    expect(rotated.previous_secret_expires_at).toBe(until);
    expect((await detail(hook.id)).previous_secret_expires_at).toBe(until);

    // Within the window: two v1 signatures; a receiver still on the old secret and one already on the new
    // one both accept the request (the receiver's own check uses the old secret).
    const during = await deliverNow(r, "order.created", { order_no: "SO-R1" });
    expect(signatures(during)).toHaveLength(2);
    expect(during.verified).toBe(true);
    expect(verifies(oldSecret, during)).toBe(true);
    expect(verifies(newSecret, during)).toBe(true);
    expect(verifies(newSecret, { ...during, body: `${during.body} ` })).toBe(false);
    // The current secret signs first, each entry with exactly one of the two secrets.
    const [first, second] = signatures(during);
    const only = (signature: string | undefined) => ({
      ...during,
      headers: { ...during.headers, "webhook-signature": signature },
    });
    expect([verifies(newSecret, only(first)), verifies(oldSecret, only(first))]).toEqual([true, false]);
    expect([verifies(newSecret, only(second)), verifies(oldSecret, only(second))]).toEqual([false, true]);

    // The test button and a resend are signed the same way.
    const test = await hooks.post<{ result: string; delivery_id: string }>("send-test", { id: hook.id });
    expect(test.data.result).toBe("success");
    const tested = lastReceived(r);
    expect(verifies(oldSecret, tested) && verifies(newSecret, tested)).toBe(true);

    // One second before the end of the window the old secret is still accepted.
    setClock(at(hour + day - 1000));
    const last = await deliverNow(r, "order.created", { order_no: "SO-R2" });
    expect(verifies(oldSecret, last)).toBe(true);
    expect(verifies(newSecret, last)).toBe(true);

    // 24 hours after the rotation: the new secret only.
    setClock(at(hour + day));
    const after = await deliverNow(r, "order.created", { order_no: "SO-R3" });
    expect(signatures(after)).toHaveLength(1);
    expect(after.verified).toBe(false);
    expectSignedWithOnly(newSecret, oldSecret, after);
    expect((await detail(hook.id)).previous_secret_expires_at).toBeNull();

    // A resend after the window of a delivery first sent within it: new secret only.
    const resent = await hooks.post<{ result: string }>("resend", { delivery_id: test.data.delivery_id });
    expect(resent.data.result).toBe("success");
    expectSentAgainWithOnly(r, tested, newSecret, oldSecret);
  });

  test("a retry scheduled within the window and sent after it is signed with the new secret only", async ({
    app,
    subscribe,
    rotate,
  }) => {
    const { r, hook } = await subscribe("order.shipped");
    const oldSecret = hook.secret;
    const { secret: newSecret } = await rotate(hook.id);
    r.script = [{ status: 500 }];
    // Last scheduled attempt inside the window fails; the retry (5 s later) falls after it.
    setClock(at(day - 2000));
    await enqueueDemoEvent(app, "order.shipped", { order_no: "SO-R9" });
    expect(await runDueDeliveries(app.ctx, now())).toMatchObject({ claimed: 1, failed: 1 });
    const failed = lastReceived(r);
    expect(verifies(oldSecret, failed) && verifies(newSecret, failed)).toBe(true);
    setClock(at(day + 3000));
    expect(await runDueDeliveries(app.ctx, now())).toMatchObject({ claimed: 1, succeeded: 1 });
    expectSentAgainWithOnly(r, failed, newSecret, oldSecret);
  });

  test("a second rotation within the window replaces the previous secret with the one it rotates out", async ({
    subscribe,
    rotate,
    deliverNow,
  }) => {
    const { r, hook } = await subscribe("receipt.completed");
    const first = hook.secret;
    setClock(at(hour));
    const second = (await rotate(hook.id)).secret;
    setClock(at(2 * hour));
    const rotatedAgain = await rotate(hook.id);
    const third = rotatedAgain.secret;
    expect(new Set([first, second, third]).size).toBe(3);
    // A fresh 24 hours from the second rotation.
    expect(rotatedAgain.previous_secret_expires_at).toBe(unixSeconds(at(2 * hour + day)));

    setClock(at(3 * hour));
    const during = await deliverNow(r, "receipt.completed", { receipt_no: "R-1" });
    expect(signatures(during)).toHaveLength(2);
    expect(verifies(third, during)).toBe(true);
    expect(verifies(second, during)).toBe(true);
    expect(verifies(first, during)).toBe(false);

    // Past the first rotation's window the second secret is still accepted ...
    setClock(at(hour + day));
    const later = await deliverNow(r, "receipt.completed", { receipt_no: "R-2" });
    expect(verifies(second, later) && verifies(third, later)).toBe(true);
    // ... until 24 hours after the second rotation.
    setClock(at(2 * hour + day));
    const after = await deliverNow(r, "receipt.completed", { receipt_no: "R-3" });
    expect(signatures(after)).toHaveLength(1);
    expectSignedWithOnly(third, second, after);
  });

  test("reveal shows the current secret and when the previous one stops being accepted", async ({
    hooks,
    subscribe,
    rotate,
  }) => {
    const { hook } = await subscribe("inventory.low_stock");
    const reveal = () => hooks.post<TSecretAnswer>("reveal-secret", { id: hook.id });
    expect((await reveal()).data).toEqual({
      id: hook.id,
      secret: hook.secret,
      previous_secret_expires_at: null,
    });
    const rotated = await rotate(hook.id);
    expect((await reveal()).data).toEqual({
      id: hook.id,
      secret: rotated.secret,
      previous_secret_expires_at: unixSeconds(at(day)),
    });
    setClock(at(day));
    expect((await reveal()).data.previous_secret_expires_at).toBeNull();
  });
});
