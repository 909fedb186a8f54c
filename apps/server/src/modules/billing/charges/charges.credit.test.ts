import type { TCharge } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../../test/fixtures.ts";
import type { TTestApp } from "../../../../test/harness.ts";
import { quoted, sourcingApi } from "../../../../test/support/sourcing.test-helpers.ts";
import { subscribeShipper } from "../../../../test/support/webhooks.test-helpers.ts";
import { auditLog } from "../../audit/index.ts";
import { customerBalanceEntries } from "../../customers/customers.tables.ts";
import { customers } from "../../tenancy/index.ts";
import { webhookDeliveries } from "../../webhooks/webhooks.tables.ts";
import { chargeProvider } from "./charges.round.ts";

const test = appTest;
test.beforeAll(openApp);

const balanceOf = async (t: TTestApp) =>
  (
    await t.ctx.db.select({ b: customers.balance }).from(customers).where(eq(customers.id, t.demo.customerId))
  )[0]?.b;

describe("a sourcing quote confirmed, and a charge reversed by a credit note", () => {
  test("the request fee is charged when the customer confirms the quote, and told to its webhooks", async ({
    app,
    shipper,
    provider,
  }) => {
    await subscribeShipper(app, shipper, "charge.created", { url: "https://hooks.example.com/charges" });
    const request = await quoted(app, { shipper, provider });
    const confirmed = await sourcingApi(app, shipper).post("confirm-quote", {
      sourcing_id: request.sourcing_id,
    });
    expect(confirmed.code).toBe(200);
    expect(await chargeProvider(app.ctx.db, app.demo.providerId)).toEqual({ charged: 1, unpriced: 0 });
    const list = await app.call<{ list: TCharge[] }>({
      url: "/api/billing/query-charges",
      token: provider.token,
      query: { group: "sourcing" },
    });
    expect(list.data.list).toEqual([
      expect.objectContaining({
        kind: "sourcing_request",
        source_kind: "sourcing",
        source_code: request.code,
        quantity: "1",
        rate: "3.00",
        amount: "3.00",
        warehouse_id: null,
        credit_of: null,
        credited_by: null,
      }),
    ]);
    const events = await app.ctx.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, "charge.created"));
    expect(events.map((e) => JSON.parse(e.body).data)).toEqual([
      expect.objectContaining({
        charge_id: list.data.list[0]?.id,
        kind: "sourcing_request",
        source_code: request.code,
        amount: "3.00",
        currency: "USD",
        credit_of: null,
      }),
    ]);
  });

  test("a credit note reverses a charge whole, once, linked both ways, and gives the money back", async ({
    app,
    api,
    apiAs,
    shipper,
  }) => {
    const [charge] = (await api.get<{ list: TCharge[] }>("billing/query-charges", { group: "sourcing" })).data
      .list;
    const before = Number(await balanceOf(app));
    const note = await api.post<TCharge>("billing/credit-charge", {
      charge_id: charge?.id,
      reason: "Quote took too long",
    });
    expect(note.code).toBe(1000);
    expect(note.data).toMatchObject({
      kind: "sourcing_request",
      source_code: charge?.source_code,
      quantity: "-1",
      amount: "-3.00",
      credit_of: charge?.id,
      note: "Quote took too long",
      billing_day: new Date().toISOString().slice(0, 10),
    });
    expect(Number(await balanceOf(app))).toBeCloseTo(before + 3, 2);
    const [entry] = await app.ctx.db
      .select()
      .from(customerBalanceEntries)
      .where(
        and(
          eq(customerBalanceEntries.customerId, app.demo.customerId),
          eq(customerBalanceEntries.kind, "credit"),
        ),
      );
    expect(entry).toMatchObject({ amount: "3.00", reason: charge?.source_code });

    // The merchant sees both: the charge names its credit note, the note names the charge.
    const mine = await apiAs(shipper).get<{ list: TCharge[] }>("billing/query-charges", {
      keyword: charge?.source_code ?? "",
    });
    expect(mine.data.list.map((c) => [c.amount, c.credit_of, c.credited_by])).toEqual(
      expect.arrayContaining([
        ["3.00", null, note.data.id],
        ["-3.00", charge?.id, null],
      ]),
    );
    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, "credit-charge"));
    expect(audit).toHaveLength(1);

    expect(await api.post("billing/credit-charge", { charge_id: charge?.id, reason: "again" })).toMatchObject(
      {
        code: 4009,
        message: "This charge was already reversed by a credit note",
      },
    );
    expect(
      await api.post("billing/credit-charge", { charge_id: note.data.id, reason: "again" }),
    ).toMatchObject({
      code: 4009,
      message: "A credit note cannot be reversed; charge the work again instead",
    });
    expect(
      await api.post("billing/credit-charge", {
        charge_id: "00000000-0000-4000-8000-000000000000",
        reason: "x",
      }),
    ).toMatchObject({ code: 4004 });
    expect(Number(await balanceOf(app))).toBeCloseTo(before + 3, 2);
  });

  test("the totals of a filter add up the list's charges, credit notes less, the same for both sides", async ({
    app,
    api,
    apiAs,
    shipper,
  }) => {
    const filter = { group: "sourcing" };
    const mine = await apiAs(shipper).get("billing/query-charges-summary", filter);
    expect(mine).toMatchObject({
      code: 200,
      data: {
        currency: "USD",
        count: 2,
        total: "0.00",
        by_kind: [{ kind: "sourcing_request", count: 2, amount: "0.00" }],
      },
    });
    const theirs = await api.get("billing/query-charges-summary", {
      ...filter,
      customer_id: app.demo.customerId,
    });
    expect(theirs.data).toEqual(mine.data);
    const list = await api.get<{ list: TCharge[]; total: number }>("billing/query-charges", filter);
    expect(list.data.total).toBe(2);
    const none = await api.get("billing/query-charges-summary", { ...filter, day_to: "2000-01-01" });
    expect(none.data).toEqual({ currency: "USD", count: 0, total: "0.00", by_kind: [] });
  });
});
