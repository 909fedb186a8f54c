import type { TSiteCheckoutStatus } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import {
  checkout,
  createStripeSiteTestApp,
  type TSiteTestApp,
  waitForMail,
} from "../../../test/support/site.test-helpers.ts";
import { siteLicences } from "./site.tables.ts";

const secret = "whsec_test_site_webhook_secret";

function signed(event: object, signingSecret = secret) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: signingSecret });
  return { payload, header };
}

function postWebhook(t: TSiteTestApp, payload: string, signature?: string) {
  return t.call<{ event_id: string; duplicate: boolean }>({
    url: "/api/site/stripe-webhook",
    body: payload,
    csrf: false,
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature ? { "stripe-signature": signature } : {}),
    },
  });
}

/** Posts `event` to the webhook, signed with the site's secret. */
function postSigned(t: TSiteTestApp, event: object) {
  const { payload, header } = signed(event);
  return postWebhook(t, payload, header);
}

let eventCounter = 0;
const eventOf = (type: string, object: object) => ({
  id: `evt_test_${++eventCounter}_${Date.now()}`,
  object: "event",
  type,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: { object },
});

describe("POST /api/site/stripe-webhook", () => {
  let t: TSiteTestApp;
  beforeAll(async () => {
    const site = await createStripeSiteTestApp("sk_test_site_webhook", { STRIPE_WEBHOOK_SECRET: secret });
    t = site.t;
    return site.close;
  });

  async function openCheckout(email: string) {
    const res = await checkout(t, "pro", email);
    if (res.data.kind !== "payment") throw new Error(`unexpected ${res.data.kind}`);
    return res.data.session_id;
  }

  const licencesOf = (email: string) =>
    t.ctx.db.select().from(siteLicences).where(eq(siteLicences.email, email));

  const paidSession = (id: string) => ({
    id,
    object: "checkout.session",
    status: "complete",
    payment_status: "paid",
    customer: "cus_test_webhook",
    subscription: `sub_test_${id.slice(-6)}`,
  });

  it("issues the licence on checkout.session.completed, once, shows it to the buyer and mails it", async () => {
    const sessionId = await openCheckout("hook@example.com");
    const event = eventOf("checkout.session.completed", paidSession(sessionId));
    const { payload, header } = signed(event);

    const res = await postWebhook(t, payload, header);
    expect(res).toMatchObject({ status: 200, code: 200, data: { event_id: event.id, duplicate: false } });

    const status = await t.call<TSiteCheckoutStatus>({ url: `/api/site/checkout/${sessionId}` });
    expect(status.data.status).toBe("paid");
    const key = status.data.licence_key ?? "";
    expect(key).toMatch(/^ESTY-PRO-/);
    await waitForMail(t, "hook@example.com", key);

    // Stripe redelivers: acknowledged, nothing issued twice.
    const again = await postWebhook(t, payload, signed(event).header);
    expect(again.data.duplicate).toBe(true);
    expect(await licencesOf("hook@example.com")).toHaveLength(1);
  });

  it("refuses a bad signature and changes nothing", async () => {
    const sessionId = await openCheckout("forged@example.com");
    const { payload } = signed(eventOf("checkout.session.completed", paidSession(sessionId)));
    const forged = signed(JSON.parse(payload), "whsec_someone_else").header;

    const res = await postWebhook(t, payload, forged);
    expect(res).toMatchObject({
      status: 400,
      code: 4001,
      message: "The payment notification signature is invalid",
    });
    expect((await postWebhook(t, payload)).code).toBe(4001);

    // A body changed after signing fails too.
    const { header } = signed(JSON.parse(payload));
    expect(
      (await postWebhook(t, payload.replace("cus_test_webhook", "cus_test_attacker"), header)).code,
    ).toBe(4001);

    expect(await licencesOf("forged@example.com")).toEqual([]);
  });

  it("does not issue a licence for a completed but unpaid session", async () => {
    const sessionId = await openCheckout("unpaid@example.com");
    const event = eventOf("checkout.session.completed", {
      ...paidSession(sessionId),
      payment_status: "unpaid",
    });
    expect((await postSigned(t, event)).code).toBe(200);
    expect(await licencesOf("unpaid@example.com")).toEqual([]);
  });

  it("marks an expired session and cancels the licence when the subscription ends", async () => {
    const expiredId = await openCheckout("expired@example.com");
    await postSigned(t, eventOf("checkout.session.expired", { id: expiredId, object: "checkout.session" }));
    // The stand-in still says "open"; the local record already says expired.
    const status = await t.call<TSiteCheckoutStatus>({ url: `/api/site/checkout/${expiredId}` });
    expect(status.data.status).toBe("expired");

    const paidId = await openCheckout("leaver@example.com");
    const session = paidSession(paidId);
    await postSigned(t, eventOf("checkout.session.completed", session));
    await postSigned(
      t,
      eventOf("customer.subscription.deleted", { id: session.subscription, object: "subscription" }),
    );
    const [licence] = await licencesOf("leaver@example.com");
    expect(licence?.status).toBe("cancelled");
  });

  it("acknowledges events for sessions the site did not create", async () => {
    expect(
      (await postSigned(t, eventOf("checkout.session.completed", paidSession("cs_test_elsewhere")))).code,
    ).toBe(200);
  });
});

describe("POST /api/site/stripe-webhook without STRIPE_WEBHOOK_SECRET", () => {
  it("refuses every notification", async () => {
    const site = await createStripeSiteTestApp("sk_test_no_hook");
    try {
      const res = await postSigned(site.t, eventOf("checkout.session.completed", { id: "cs_x" }));
      expect(res).toMatchObject({ code: 4009, message: "Payment notifications are not configured" });
    } finally {
      await site.close();
    }
  });
});
