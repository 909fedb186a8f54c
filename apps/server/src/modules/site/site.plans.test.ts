import type { TSitePlansResponse } from "@wms/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteTestApp, type TSiteTestApp } from "../../../test/support/site.test-helpers.ts";

describe("GET /api/site/plans", () => {
  let t: TSiteTestApp;
  beforeAll(async () => {
    t = await createSiteTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the free and pro plans with both currencies, the limits and the 5/5 rating", async () => {
    const res = await t.call<TSitePlansResponse>({ url: "/api/site/plans" });
    expect(res.code).toBe(200);
    const [free, pro] = res.data.plans;
    expect(free).toMatchObject({
      id: "free",
      names: { en_us: "Free", zh_cn: "免费版" },
      prices: { usd: { amount_minor: 0, display: "$0" }, cny: { amount_minor: 0, display: "¥0" } },
      interval: null,
      limits: { reviews_per_export: 88 },
      requires_payment: false,
    });
    expect(pro).toMatchObject({
      id: "pro",
      prices: {
        usd: { currency: "usd", amount_minor: 888, display: "$8.88" },
        cny: { currency: "cny", amount_minor: 6900, display: "¥69" },
      },
      interval: "month",
      limits: { reviews_per_export: null },
      requires_payment: true,
    });
    expect(res.data.rating).toEqual({ score: 5, best: 5 });
    expect(res.data.display_currency).toEqual({ en_us: "usd", zh_cn: "cny" });
  });

  it("says payments are unavailable when no Stripe key is configured", async () => {
    const res = await t.call<TSitePlansResponse>({ url: "/api/site/plans" });
    expect(res.data.payments_available).toBe(false);
  });

  it("hands out a CSRF token for the site's own origin", async () => {
    const res = await t.call<{ csrf_token: string }>({ url: "/api/site/csrf-token" });
    expect(res.data.csrf_token.split(".")).toHaveLength(3);
  });
});

describe("GET /api/site/plans with Stripe configured", () => {
  it("says payments are available", async () => {
    const t = await createSiteTestApp({ STRIPE_SECRET_KEY: "sk_test_plans" });
    try {
      const res = await t.call<TSitePlansResponse>({ url: "/api/site/plans" });
      expect(res.data.payments_available).toBe(true);
    } finally {
      await t.close();
    }
  });
});
