import type { TSiteCheckoutStatus } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeStandIn, type TStripeStandIn } from "../../../../../e2e/site/stripe-stand-in.ts";
import { siteLicences } from "./site.tables.ts";
import { checkout, createSiteTestApp, type TSiteTestApp, waitForMail } from "./site.test-helpers.ts";

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
  let stripe: TStripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createSiteTestApp({
      STRIPE_SECRET_KEY: "sk_test_site_webhook",
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: stripe.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  async function openCheckout(email: string) {
    const res = await checkout(t, "pro", email);
    if (res.data.kind !== "payment") throw new Error(`unexpected ${res.data.kind}`);
    return res.data.session_id;
  }

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
    await waitForMail(t.mails, "hook@example.com", key);

    // Stripe redelivers: acknowledged, nothing issued twice.
    const again = await postWebhook(t, payload, signed(event).header);
    expect(again.data.duplicate).toBe(true);
    const rows = await t.ctx.db.select().from(siteLicences).where(eq(siteLicences.email, "hook@example.com"));
    expect(rows).toHaveLength(1);
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

    const rows = await t.ctx.db
      .select()
      .from(siteLicences)
      .where(eq(siteLicences.email, "forged@example.com"));
    expect(rows).toEqual([]);
  });

  it("does not issue a licence for a completed but unpaid session", async () => {
    const sessionId = await openCheckout("unpaid@example.com");
    const event = eventOf("checkout.session.completed", {
      ...paidSession(sessionId),
      payment_status: "unpaid",
    });
    const { payload, header } = signed(event);
    expect((await postWebhook(t, payload, header)).code).toBe(200);
    const rows = await t.ctx.db
      .select()
      .from(siteLicences)
      .where(eq(siteLicences.email, "unpaid@example.com"));
    expect(rows).toEqual([]);
  });

  it("marks an expired session and cancels the licence when the subscription ends", async () => {
    const expiredId = await openCheckout("expired@example.com");
    const expired = signed(
      eventOf("checkout.session.expired", { id: expiredId, object: "checkout.session" }),
    );
    await postWebhook(t, expired.payload, expired.header);
    // The stand-in still says "open"; the local record already says expired.
    const status = await t.call<TSiteCheckoutStatus>({ url: `/api/site/checkout/${expiredId}` });
    expect(status.data.status).toBe("expired");

    const paidId = await openCheckout("leaver@example.com");
    const session = paidSession(paidId);
    const completed = signed(eventOf("checkout.session.completed", session));
    await postWebhook(t, completed.payload, completed.header);
    const deleted = signed(
      eventOf("customer.subscription.deleted", { id: session.subscription, object: "subscription" }),
    );
    await postWebhook(t, deleted.payload, deleted.header);
    const [licence] = await t.ctx.db
      .select()
      .from(siteLicences)
      .where(eq(siteLicences.email, "leaver@example.com"));
    expect(licence?.status).toBe("cancelled");
  });

  it("acknowledges events for sessions the site did not create", async () => {
    const { payload, header } = signed(
      eventOf("checkout.session.completed", paidSession("cs_test_elsewhere")),
    );
    expect((await postWebhook(t, payload, header)).code).toBe(200);
  });
});

describe("POST /api/site/stripe-webhook without STRIPE_WEBHOOK_SECRET", () => {
  it("refuses every notification", async () => {
    const t = await createSiteTestApp({ STRIPE_SECRET_KEY: "sk_test_no_hook" });
    try {
      const { payload, header } = signed(eventOf("checkout.session.completed", { id: "cs_x" }));
      const res = await postWebhook(t, payload, header);
      expect(res).toMatchObject({ code: 4009, message: "Payment notifications are not configured" });
    } finally {
      await t.close();
    }
  });
});
