import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { openApp } from "../../../test/fixtures.ts";
import { shippingTest } from "../../../test/support/shipping.test-helpers.ts";
import { mailMessages } from "../mail/mail.tables.ts";
import { customers } from "../tenancy/index.ts";
import { runDigestRound } from "./index.ts";

/**
 * Issue 40 item 7: a drop shipper chooses how it hears of shipped orders. By default each order's
 * orderShipped notice comes as it ships (as before); with the daily digest, none comes per order and the
 * round after the day sends one ordersShippedDigest listing the day's orders with their tracking numbers,
 * once. A choice made for one provider wins over the general one.
 */
const test = shippingTest.extend(
  "shipAt",
  { scope: "file" },
  ({ app, operator, orderAt, printWaybills }) =>
    async (sku: string) => {
      const o = await orderAt({ sku, quantity: 1, state: "bagged" });
      expect((await printWaybills({ order_ids: [o.id] })).statusCode).toBe(200);
      const res = await app.call({
        url: "/api/delivery_list/hand-over-orders",
        token: operator.token,
        body: { order_ids: [o.id] },
      });
      expect(res.code).toBe(200);
      return o;
    },
);

test.beforeAll(openApp);

const tomorrow = () => new Date(Date.now() + 86_400_000);

async function mailsOf(app: Parameters<typeof openApp>[0]["app"], template: string) {
  const [customer] = await app.ctx.db.select().from(customers).where(eq(customers.id, app.demo.customerId));
  return app.ctx.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.mailboxId, customer?.userId ?? ""), eq(mailMessages.template, template)));
}

test("by default each shipped order is mailed as it ships, and no digest is sent", async ({
  app,
  shipAt,
}) => {
  const a = await shipAt("DG-1");
  expect((await mailsOf(app, "orderShipped")).map((m) => m.params?.order_no)).toContain(a.code);
  expect(await runDigestRound(app.ctx.db, tomorrow())).toBe(0);
});

test("with the daily digest, no mail per order and one digest of the day, once", async ({
  app,
  shipper,
  shipAt,
}) => {
  const saved = await app.call<{ shipped_mail?: string }>({
    url: "/api/customer-settings/global-user-settings",
    token: shipper.token,
    body: { shipped_mail: "digest" },
  });
  expect(saved.data.shipped_mail).toBe("digest");
  const before = (await mailsOf(app, "orderShipped")).length;
  const b = await shipAt("DG-2");
  const c = await shipAt("DG-3");
  expect(await mailsOf(app, "orderShipped")).toHaveLength(before);

  expect(await runDigestRound(app.ctx.db, tomorrow())).toBe(1);
  expect(await runDigestRound(app.ctx.db, tomorrow())).toBe(0);
  const [digest, ...more] = await mailsOf(app, "ordersShippedDigest");
  expect(more).toEqual([]);
  const today = new Date().toISOString().slice(0, 10);
  // The day's orders, also the one shipped before the choice (its mail came already): three in all.
  expect(digest?.params).toMatchObject({ day: today, count: 3 });
  const lines = String(digest?.params?.orders).split("\n");
  expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${b.code}: \\S+$`))]));
  expect(lines.some((l) => l.startsWith(`${c.code}: `))).toBe(true);
  expect(digest?.subject).toBe(`3 orders shipped on ${today}`);
});

test("a choice made for the provider wins over the general one", async ({ app, shipper, shipAt }) => {
  const saved = await app.call({
    url: "/api/customer-settings/global-user-settings",
    token: shipper.token,
    body: { shipped_mail: "each", provider_uuid: app.demo.providerId },
  });
  expect(saved.code).toBe(200);
  const d = await shipAt("DG-4");
  expect((await mailsOf(app, "orderShipped")).map((m) => m.params?.order_no)).toContain(d.code);
});

test("an unknown choice is refused", async ({ app, shipper }) => {
  const res = await app.call({
    url: "/api/customer-settings/global-user-settings",
    token: shipper.token,
    body: { shipped_mail: "weekly" },
  });
  expect(res.code).toBe(4001);
});
