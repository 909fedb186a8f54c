import type { TCharge, TFeeEstimate, TUnpricedWork } from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp } from "../../../../test/fixtures.ts";
import type { TTestApp } from "../../../../test/harness.ts";
import { chargesOf } from "../../../../test/support/billing.test-helpers.ts";
import {
  call,
  demoWarehouse,
  inspectedReceipt,
  suggestedItems,
} from "../../../../test/support/receipts.test-helpers.ts";
import { shippingTest, staffActor } from "../../../../test/support/shipping.test-helpers.ts";
import { subscribeShipper } from "../../../../test/support/webhooks.test-helpers.ts";
import { customerBalanceEntries } from "../../customers/customers.tables.ts";
import { transitionOrder } from "../../orders/orders.lifecycle.ts";
import { receiptLines } from "../../receipts/index.ts";
import { customers } from "../../tenancy/index.ts";
import { webhookDeliveries } from "../../webhooks/webhooks.tables.ts";
import { billingCharges, billingUnpricedWork } from "../billing.tables.ts";
import { chargeProvider } from "./charges.round.ts";

const test = shippingTest;
test.beforeAll(openApp);

const today = () => new Date().toISOString().slice(0, 10);
/** Money as whole cents, to add without floats. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

async function balanceOf(t: TTestApp) {
  const [row] = await t.ctx.db
    .select({ balance: customers.balance })
    .from(customers)
    .where(eq(customers.id, t.demo.customerId));
  return cents(row?.balance ?? "0");
}

async function ledgerSum(t: TTestApp) {
  const [row] = await t.ctx.db
    .select({ sum: sql<string>`coalesce(sum(${customerBalanceEntries.amount}), 0)::text` })
    .from(customerBalanceEntries)
    .where(eq(customerBalanceEntries.customerId, t.demo.customerId));
  return cents(row?.sum ?? "0");
}

async function shipped(
  t: TTestApp,
  orderAt: (o: { sku: string; quantity: number; state: "bagged" }) => Promise<{ id: string; code: string }>,
  sku: string,
  quantity: number,
) {
  const order = await orderAt({ sku, quantity, state: "bagged" });
  await t.ctx.db.transaction((tx) =>
    transitionOrder(tx, staffActor(t), { orderId: order.id, action: "ship", trackingNumber: `T-${sku}` }),
  );
  return order;
}

describe("charges from the work done", () => {
  test("a receipt completed and an order handed over are charged at the default card, once, and posted to the balance", async ({
    app,
    shipper,
    provider,
    orderAt,
  }) => {
    const wh = await demoWarehouse(app);
    const inspected = await inspectedReceipt(app, shipper, provider, wh.warehouseId);
    const receiptId = inspected.receipt_id;
    const items = await suggestedItems(app, provider, receiptId);
    expect((await call(app, provider, "putaway-receipt", { receipt_id: receiptId, items })).code).toBe(200);
    expect((await call(app, provider, "complete-receipt", { receipt_id: receiptId })).code).toBe(200);
    // The price before the work: what the merchant's order form shows for one line of 3 units.
    const estimate = await app.call<TFeeEstimate>({
      url: "/api/billing/estimate-fees",
      token: shipper.token,
      query: { provider_uuid: app.demo.providerId, work: "order", lines: "1", units: "3" },
    });
    const order = await shipped(app, orderAt, "BILL-OUT-1", 3);
    const balanceBefore = await balanceOf(app);
    const ledgerBefore = await ledgerSum(app);

    const first = await chargeProvider(app.ctx.db, app.demo.providerId);
    expect(first).toEqual({ charged: 4, unpriced: 0 });

    // The demo card: receiving 5.00 per receipt and 0.15 per unit; outbound 1.20 per order and 0.30 per unit beyond the first.
    const [units] = await app.ctx.db
      .select({ n: sql<number>`sum(${receiptLines.receivedQuantity})::int` })
      .from(receiptLines)
      .where(eq(receiptLines.receiptId, receiptId));
    const received = units?.n ?? 0;
    expect(received).toBeGreaterThan(0);
    expect(await chargesOf(app, receiptId)).toEqual([
      { kind: "receiving_receipt", quantity: "1.0000", rate: "5.0000", amount: "5.00" },
      {
        kind: "receiving_unit",
        quantity: `${received}.0000`,
        rate: "0.1500",
        amount: (received * 0.15).toFixed(2),
      },
    ]);
    expect(await chargesOf(app, order.id)).toEqual([
      { kind: "outbound_extra_unit", quantity: "2.0000", rate: "0.3000", amount: "0.60" },
      { kind: "outbound_order", quantity: "1.0000", rate: "1.2000", amount: "1.20" },
    ]);
    // ... is what the order was charged, fee by fee.
    expect(estimate.data).toEqual({
      currency: "USD",
      items: [
        { kind: "outbound_order", quantity: "1", rate: "1.20", amount: "1.20", approximate: false },
        { kind: "outbound_extra_unit", quantity: "2", rate: "0.30", amount: "0.60", approximate: false },
      ],
      unpriced: [],
      total: "1.80",
      priced: true,
    });
    const total = 500 + Math.round(received * 15) + 60 + 120;
    expect(await balanceOf(app)).toBe(balanceBefore - total);
    expect((await ledgerSum(app)) - ledgerBefore).toBe(-total);
    const entries = await app.ctx.db
      .select({
        reason: customerBalanceEntries.reason,
        amount: customerBalanceEntries.amount,
        kind: customerBalanceEntries.kind,
      })
      .from(customerBalanceEntries)
      .where(
        and(
          eq(customerBalanceEntries.customerId, app.demo.customerId),
          eq(customerBalanceEntries.kind, "charge"),
        ),
      );
    expect(entries.map((e) => [e.reason, e.amount]).sort()).toEqual(
      [
        [inspected.code, `-${((500 + Math.round(received * 15)) / 100).toFixed(2)}`],
        [order.code, "-1.80"],
      ].sort(),
    );

    // Each entry's balance after it is the one before plus its amount, the last one the balance itself.
    const ledger = await app.ctx.db
      .select({ amount: customerBalanceEntries.amount, after: customerBalanceEntries.balanceAfter })
      .from(customerBalanceEntries)
      .where(eq(customerBalanceEntries.customerId, app.demo.customerId))
      .orderBy(customerBalanceEntries.id);
    ledger.reduce((before, e) => {
      expect(cents(e.after)).toBe(before + cents(e.amount));
      return cents(e.after);
    }, 0);
    expect(cents(ledger.at(-1)?.after ?? "0")).toBe(await balanceOf(app));

    // Running again charges nothing new.
    expect(await chargeProvider(app.ctx.db, app.demo.providerId)).toEqual({ charged: 0, unpriced: 0 });
    expect(await balanceOf(app)).toBe(balanceBefore - total);
  });

  test("a customer's own card prices its work from its first day; a kind it has no rate for waits as unpriced work", async ({
    app,
    api,
    apiAs,
    shipper,
    orderAt,
  }) => {
    const card = await api.post("billing/create-rate-card", {
      customer_id: app.demo.customerId,
      effective_from: today(),
      rates: [{ kind: "outbound_order", amount: "2.00" }],
    });
    expect(card.code).toBe(1000);
    // Before the work, the form already says which fee the card does not price.
    const estimate = await apiAs(shipper).get<TFeeEstimate>("billing/estimate-fees", {
      provider_uuid: app.demo.providerId,
      work: "order",
      lines: "1",
      units: "4",
    });
    expect(estimate.data).toMatchObject({
      items: [{ kind: "outbound_order", quantity: "1", rate: "2.00", amount: "2.00", approximate: false }],
      unpriced: ["outbound_extra_unit"],
      total: "2.00",
    });
    const order = await shipped(app, orderAt, "BILL-OUT-2", 4);
    const before = await balanceOf(app);
    expect(await chargeProvider(app.ctx.db, app.demo.providerId)).toEqual({ charged: 1, unpriced: 1 });
    expect(await chargesOf(app, order.id)).toEqual([
      { kind: "outbound_order", quantity: "1.0000", rate: "2.0000", amount: "2.00" },
    ]);
    expect(await balanceOf(app)).toBe(before - 200);

    const open = await api.get<{ list: TUnpricedWork[] }>("billing/query-unpriced-work", { status: "open" });
    expect(open.data.list).toEqual([
      expect.objectContaining({
        kind: "outbound_extra_unit",
        quantity: "3",
        source_code: order.code,
        status: "open",
      }),
    ]);
    const item = open.data.list[0]?.id ?? "";

    // The provider prices it now: a charge like any other, posted to the balance and announced; pricing it
    // twice is refused.
    await subscribeShipper(app, shipper, "charge.created", { url: "https://hooks.example.com/priced" });
    expect(await api.post("billing/price-unpriced-work", { ids: [item], rate: "0.25" })).toMatchObject({
      code: 200,
      data: { resolved: 1 },
    });
    expect(await chargesOf(app, order.id)).toEqual([
      { kind: "outbound_extra_unit", quantity: "3.0000", rate: "0.2500", amount: "0.75" },
      { kind: "outbound_order", quantity: "1.0000", rate: "2.0000", amount: "2.00" },
    ]);
    expect(await balanceOf(app)).toBe(before - 275);
    expect(await api.post("billing/price-unpriced-work", { ids: [item], rate: "0.25" })).toMatchObject({
      code: 4009,
      message: "1 of the chosen items were already priced or waived; refresh the list and choose again",
    });
    expect(await api.post("billing/waive-unpriced-work", { ids: [item], reason: "goodwill" })).toMatchObject({
      code: 4009,
    });
    const priced = await api.get<{ list: TUnpricedWork[] }>("billing/query-unpriced-work", {
      status: "priced",
    });
    expect(priced.data.list[0]).toMatchObject({ id: item, resolved_by: "demo_provider" });
    const [pricedCharge] = await app.ctx.db
      .select({ id: billingCharges.id })
      .from(billingCharges)
      .where(and(eq(billingCharges.sourceId, order.id), eq(billingCharges.kind, "outbound_extra_unit")));
    expect(priced.data.list[0]?.charge_id).toBe(pricedCharge?.id);
    const events = await app.ctx.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, "charge.created"));
    expect(events.map((e) => JSON.parse(e.body).data)).toEqual([
      expect.objectContaining({
        charge_id: pricedCharge?.id,
        kind: "outbound_extra_unit",
        quantity: "3",
        amount: "0.75",
      }),
    ]);

    // The drop shipper sees its charges, filtered by kind and day, with the work behind each.
    const mine = await apiAs(shipper).get<{ list: TCharge[]; total: number }>("billing/query-charges", {
      kind: "outbound_extra_unit",
      keyword: order.code,
      day_from: today(),
      day_to: today(),
    });
    expect(mine.data.list).toEqual([
      expect.objectContaining({
        source_kind: "order",
        source_code: order.code,
        quantity: "3",
        rate: "0.25",
        amount: "0.75",
        currency: "USD",
        rate_version_id: null,
        customer_name: "demo_shipper",
        warehouse_code: "SZ01",
        billing_day: today(),
      }),
    ]);
    const outbound = await apiAs(shipper).get<{ total: number }>("billing/query-charges", {
      group: "outbound",
    });
    const receiving = await apiAs(shipper).get<{ total: number }>("billing/query-charges", {
      group: "receiving",
    });
    const all = await apiAs(shipper).get<{ total: number }>("billing/query-charges");
    expect(outbound.data.total + receiving.data.total).toBe(all.data.total);
    expect(await ledgerSum(app)).toBe(await balanceOf(app));
  });

  test("work waived is never charged; a waiver names who and why", async ({ app, api, orderAt }) => {
    const order = await shipped(app, orderAt, "BILL-OUT-3", 2);
    expect(await chargeProvider(app.ctx.db, app.demo.providerId)).toEqual({ charged: 1, unpriced: 1 });
    const [item] = await app.ctx.db
      .select({ id: billingUnpricedWork.id })
      .from(billingUnpricedWork)
      .where(eq(billingUnpricedWork.sourceId, order.id));
    const before = await balanceOf(app);
    const waived = await api.post("billing/waive-unpriced-work", { ids: [item?.id], reason: "Launch week" });
    expect(waived).toMatchObject({ code: 200, data: { resolved: 1 } });
    const list = await api.get<{ list: TUnpricedWork[] }>("billing/query-unpriced-work", {
      status: "waived",
    });
    expect(list.data.list[0]).toMatchObject({
      waive_reason: "Launch week",
      resolved_by: "demo_provider",
      charge_id: null,
    });
    expect(await balanceOf(app)).toBe(before);
    expect(await chargeProvider(app.ctx.db, app.demo.providerId)).toEqual({ charged: 0, unpriced: 0 });
  });

  test("charges posted while the provider tops up keep the balance equal to its ledger", async ({
    app,
    api,
    orderAt,
  }) => {
    for (const n of [4, 5, 6]) await shipped(app, orderAt, `BILL-RACE-${n}`, n);
    const topups = Array.from({ length: 4 }, (_, i) =>
      api.post("customer/adjust-balance", {
        customer_id: app.demo.customerId,
        kind: "topup",
        amount: `${10 + i}.00`,
        reason: `top-up ${i}`,
      }),
    );
    const [round, ...answers] = await Promise.all([
      chargeProvider(app.ctx.db, app.demo.providerId),
      ...topups,
    ]);
    expect(round.charged).toBe(3);
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 200]);
    expect(await ledgerSum(app)).toBe(await balanceOf(app));
  });
});
