import type { TSiteCheckoutStatus } from "@wms/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkout,
  createSiteTestApp,
  createStripeSiteTestApp,
  type TSiteTestApp,
  waitForMail,
} from "../../../test/support/site.test-helpers.ts";
import { startStripeStandIn, type TStripeStandIn } from "../../../test/support/stripe-stand-in.ts";
import { siteCheckouts, siteLicences } from "./site.tables.ts";

const zh = { cookie: "language_type=zh_cn" };

describe("checkout without payment configuration", () => {
  let t: TSiteTestApp;
  beforeAll(async () => {
    t = await createSiteTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers an unknown plan with a clear 4004 in the caller's language", async () => {
    const en = await checkout(t, "gold", "a@example.com");
    expect(en).toMatchObject({ status: 404, code: 4004, message: "There is no such plan" });
    const cn = await checkout(t, "gold", "a@example.com", { headers: zh });
    expect(cn.message).toBe("没有这个套餐");
  });

  it("refuses a malformed email with a field error", async () => {
    const res = await checkout<{ fields: Record<string, string> }>(t, "free", "not-an-email");
    expect(res.code).toBe(4001);
    expect(res.data.fields.email).toBe("Email format is incorrect");
  });

  it("needs the CSRF token like every other write", async () => {
    const res = await checkout(t, "free", "a@example.com", { csrf: false });
    expect(res.code).toBe(4019);
  });

  it("issues a free licence without payment, shows it once and mails it", async () => {
    const res = await checkout(t, "free", " Free.User@Example.com ");
    expect(res.code).toBe(200);
    if (res.data.kind !== "licence") throw new Error(`unexpected ${res.data.kind}`);
    expect(res.data).toMatchObject({ plan_id: "free", email: "free.user@example.com", mailed: true });
    expect(res.data.licence_key).toMatch(/^ESTY-FREE(-[0-9A-HJKMNP-TV-Z]{5}){4}$/);
    const mail = await waitForMail(t, "free.user@example.com", res.data.licence_key);
    expect(mail).toContain("http://localhost:3001/tools/config");

    const again = await checkout(t, "free", "FREE.USER@example.com");
    expect(again.data).toEqual({
      kind: "licence_resent",
      plan_id: "free",
      email: "free.user@example.com",
      mailed: true,
    });
    const rows = await t.ctx.db.select().from(siteLicences);
    expect(rows.filter((r) => r.email === "free.user@example.com")).toHaveLength(1);
  });

  it("mails the free licence in the visitor's language", async () => {
    const res = await checkout(t, "free", "zh@example.com", { headers: zh });
    const mail = await waitForMail(
      t,
      "zh@example.com",
      res.data.kind === "licence" ? res.data.licence_key : "?",
    );
    expect(mail).toContain("激活方法");
  });

  it("says plainly that payments are not available for the pro plan, and records nothing", async () => {
    const res = await checkout(t, "pro", "buyer@example.com");
    expect(res).toMatchObject({
      status: 409,
      code: 4009,
      message: "Payments are not available at the moment; nothing has been charged",
      data: { reason: "payments_unavailable" },
    });
    expect(await t.ctx.db.select().from(siteCheckouts)).toEqual([]);
  });

  it("answers 4004 for a checkout it does not know", async () => {
    const res = await t.call({ url: "/api/site/checkout/cs_test_unknown_session" });
    expect(res).toMatchObject({ code: 4004, message: "No such checkout" });
  });
});

describe("pro checkout through Stripe Checkout (local stand-in of Stripe's API)", () => {
  let t: TSiteTestApp;
  let stripe: TStripeStandIn;
  beforeAll(async () => {
    const site = await createStripeSiteTestApp("sk_test_site_checkout", {
      SITE_PUBLIC_URL: "https://collector.example.com",
    });
    ({ t, stripe } = site);
    return site.close;
  });

  it("creates a monthly subscription session in dollars for English visitors and returns its url", async () => {
    const res = await checkout(t, "pro", "pro@example.com");
    expect(res.code).toBe(200);
    if (res.data.kind !== "payment") throw new Error(`unexpected ${res.data.kind}`);
    expect(res.data.url).toBe(`${stripe.url}/pay/${res.data.session_id}`);
    expect(stripe.createRequests.at(-1)).toMatchObject({
      mode: "subscription",
      customer_email: "pro@example.com",
      locale: "en",
      success_url:
        "https://collector.example.com/ds/thirdpart-success-redirect?source=stripe&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://collector.example.com/checkout/pro?cancelled=1",
      metadata: { plan_id: "pro" },
      line_items: {
        0: {
          quantity: "1",
          price_data: {
            currency: "usd",
            unit_amount: "888",
            recurring: { interval: "month" },
            product_data: { name: "Esty Review Collector Pro" },
          },
        },
      },
    });
  });

  it("charges 69 yuan to Chinese visitors", async () => {
    await checkout(t, "pro", "cn@example.com", { headers: zh });
    expect(stripe.createRequests.at(-1)).toMatchObject({
      locale: "zh",
      line_items: { 0: { price_data: { currency: "cny", unit_amount: "6900" } } },
    });
  });

  it("shows pending until Stripe reports the payment, then the licence key, and mails it", async () => {
    const res = await checkout(t, "pro", "paying@example.com");
    if (res.data.kind !== "payment") throw new Error(`unexpected ${res.data.kind}`);
    const sessionId = res.data.session_id;

    const before = await t.call<TSiteCheckoutStatus>({ url: `/api/site/checkout/${sessionId}` });
    expect(before.data).toEqual({
      session_id: sessionId,
      plan_id: "pro",
      status: "pending",
      email_masked: "p***@example.com",
      licence_key: null,
    });

    // The buyer pays and comes back before the webhook: the status call asks Stripe itself.
    await stripe.pay(sessionId);
    const after = await t.call<TSiteCheckoutStatus>({ url: `/api/site/checkout/${sessionId}` });
    expect(after.data.status).toBe("paid");
    expect(after.data.licence_key).toMatch(/^ESTY-PRO(-[0-9A-Z]{5}){4}$/);
    await waitForMail(t, "paying@example.com", after.data.licence_key ?? "?");

    const again = await t.call<TSiteCheckoutStatus>({ url: `/api/site/checkout/${sessionId}` });
    expect(again.data.licence_key).toBe(after.data.licence_key);
    const licences = await t.ctx.db.select().from(siteLicences);
    expect(licences.filter((l) => l.email === "paying@example.com")).toHaveLength(1);
    expect(licences.find((l) => l.email === "paying@example.com")?.stripeSubscriptionId).toMatch(
      /^sub_test_/,
    );
  });
});

describe("pro checkout when Stripe cannot be reached", () => {
  it("answers with the provider error, charges nothing and keeps no checkout", async () => {
    const stripe = await startStripeStandIn();
    const url = stripe.url;
    await stripe.close();
    const t = await createSiteTestApp({ STRIPE_SECRET_KEY: "sk_test_down", STRIPE_API_BASE: url });
    try {
      const res = await checkout(t, "pro", "down@example.com");
      expect(res).toMatchObject({
        status: 500,
        code: 5001,
        message:
          "The payment provider could not be reached; nothing has been charged, please try again later",
      });
      expect(await t.ctx.db.select().from(siteCheckouts)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
