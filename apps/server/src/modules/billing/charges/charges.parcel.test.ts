import type { TChargeSummary, TFeeEstimate, TMission, TSourcingDetail, TUnpricedWork } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp } from "../../../../test/fixtures.ts";
import type { TSignedIn, TTestApp } from "../../../../test/harness.ts";
import { billingTest, chargesOf } from "../../../../test/support/billing.test-helpers.ts";
import { missionEnded, sheetOf } from "../../../../test/support/exports.test-helpers.ts";
import { quoted, sourcingApi } from "../../../../test/support/sourcing.test-helpers.ts";
import { logisticsChannels } from "../../logistics/index.ts";
import { packagingMaterials } from "../../packaging/index.ts";
import { shippingParcelCosts } from "../../shipping/index.ts";
import { billingUnpricedWork } from "../billing.tables.ts";
import { chargeProvider } from "./charges.round.ts";

/**
 * Packaging and shipping passed through from the parcel as it was handed over, and a percent of a confirmed
 * quote (docs/billing.md, "Charges: from the work"). The demo channel SELF packs in BAG-M (0.12 USD) and its
 * carrier charges 3.20 up to 1 kg and 0.80 per started 0.5 kg beyond; the demo card adds 15 % to packaging
 * and 8 % to shipping, and has no fixed shipping markup.
 */
const test = billingTest;
test.beforeAll(openApp);
test.beforeAll(async ({ app }) => {
  const [bag] = await app.ctx.db
    .select({ id: packagingMaterials.id })
    .from(packagingMaterials)
    .where(and(eq(packagingMaterials.providerId, app.demo.providerId), eq(packagingMaterials.code, "BAG-M")));
  await setChannel(app, "SELF", { packagingMaterialId: bag?.id ?? null });
});

const unpricedOf = (t: TTestApp, sourceId: string) =>
  t.ctx.db
    .select({
      id: billingUnpricedWork.id,
      kind: billingUnpricedWork.kind,
      quantity: billingUnpricedWork.quantity,
    })
    .from(billingUnpricedWork)
    .where(eq(billingUnpricedWork.sourceId, sourceId))
    .orderBy(billingUnpricedWork.kind);

/** Changes a demo packaging material or a demo channel's tariff by code, as the provider's screens would. */
const setMaterial = (t: TTestApp, code: string, changes: { cost?: string; currency?: string }) =>
  t.ctx.db
    .update(packagingMaterials)
    .set(changes)
    .where(and(eq(packagingMaterials.providerId, t.demo.providerId), eq(packagingMaterials.code, code)));
const setChannel = (t: TTestApp, code: string, changes: Partial<typeof logisticsChannels.$inferInsert>) =>
  t.ctx.db
    .update(logisticsChannels)
    .set(changes)
    .where(and(eq(logisticsChannels.providerId, t.demo.providerId), eq(logisticsChannels.code, code)));

function estimate(t: TTestApp, shipper: TSignedIn, query: Record<string, string>) {
  return t.call<TFeeEstimate>({
    url: "/api/billing/estimate-fees",
    token: shipper.token,
    query: { provider_uuid: t.demo.providerId, work: "order", lines: "1", units: "2", ...query },
  });
}

describe("a parcel's packaging and shipping, passed through", () => {
  test("the hand-over records the parcel's costs and the round charges them with the card's markups, as estimated", async ({
    app,
    shipper,
    handedOver,
  }) => {
    const channel = (await app.ctx.db.select().from(logisticsChannels)).find((c) => c.code === "SELF");
    // The order form's figure: 1.8 kg declared is 3.20 + 2 steps of 0.80 = 4.80, plus 8 %.
    const before = await estimate(app, shipper, { channel_id: channel?.id ?? "", weight: "1.8" });
    expect(before.code, before.message).toBe(200);
    expect(before.data.items).toEqual([
      { kind: "outbound_order", quantity: "1", rate: "1.20", amount: "1.20", approximate: false },
      { kind: "outbound_extra_unit", quantity: "1", rate: "0.30", amount: "0.30", approximate: false },
      { kind: "packaging_markup", quantity: "0.12", rate: "15.00", amount: "0.14", approximate: false },
      { kind: "shipping_markup_percent", quantity: "4.80", rate: "8.00", amount: "5.18", approximate: true },
    ]);
    expect(before.data).toMatchObject({ total: "6.82", unpriced: [] });

    const order = await handedOver("PARCEL-1", 2, "1.8");
    const [recorded] = await app.ctx.db
      .select()
      .from(shippingParcelCosts)
      .where(eq(shippingParcelCosts.orderId, order.id));
    expect(recorded).toMatchObject({ weightKg: "1.800", packagingCost: "0.12", packagingCurrency: "USD" });
    expect(recorded?.shippingCost).toBe("4.80");
    // A later price of the bag or of the carrier never reprices a parcel handed over.
    await setMaterial(app, "BAG-M", { cost: "9.99" });
    await setChannel(app, "SELF", { tariffFirstPrice: "99.00" });

    expect(await chargeProvider(app.ctx.db, app.demo.providerId)).toEqual({ charged: 4, unpriced: 0 });
    expect(await chargesOf(app, order.id)).toEqual([
      { kind: "outbound_extra_unit", quantity: "1.0000", rate: "0.3000", amount: "0.30" },
      { kind: "outbound_order", quantity: "1.0000", rate: "1.2000", amount: "1.20" },
      // 0.12 + 15 % = 0.138, rounded half away from zero.
      { kind: "packaging_markup", quantity: "0.1200", rate: "15.0000", amount: "0.14" },
      // 4.80 + 8 % = 5.184. No fixed markup on the card: none charged, none listed as unpriced.
      { kind: "shipping_markup_percent", quantity: "4.8000", rate: "8.0000", amount: "5.18" },
    ]);
    // The round again: nothing new.
    expect(await chargeProvider(app.ctx.db, app.demo.providerId)).toEqual({ charged: 0, unpriced: 0 });
    await setMaterial(app, "BAG-M", { cost: "0.12" });
    await setChannel(app, "SELF", { tariffFirstPrice: "3.20" });
  });

  test("without a weighing the declared weight prices the carrier's cost; a channel that is not the provider's is refused", async ({
    app,
    shipper,
    handedOver,
  }) => {
    const order = await handedOver("PARCEL-2", 1, null);
    const [recorded] = await app.ctx.db
      .select()
      .from(shippingParcelCosts)
      .where(eq(shippingParcelCosts.orderId, order.id));
    // The test order declares no weight: the first price covers it.
    expect(recorded).toMatchObject({ weightKg: "0.000", shippingCost: "3.20" });
    const unknown = await estimate(app, shipper, { channel_id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.code).toBe(4001);
    expect(unknown.data).toEqual({
      fields: { channel_id: "That logistics channel was not found: choose another" },
    });
    const badWeight = await estimate(app, shipper, { weight: "1,5" });
    expect(badWeight.code).toBe(4001);
    // The order's own fees and its parcel's, at the demo card: its one unit and its weightless parcel.
    expect(await chargeProvider(app.ctx.db, app.demo.providerId)).toEqual({ charged: 3, unpriced: 0 });
  });

  test("a customer's card with the fixed markup alone passes the cost through at cost; a material in another currency is unpriced work, priced by hand as a percent", async ({
    app,
    api,
    handedOver,
  }) => {
    const card = await api.post("billing/create-rate-card", {
      customer_id: app.demo.customerId,
      effective_from: new Date().toISOString().slice(0, 10),
      note: "Fixed shipping markup",
      rates: [
        { kind: "outbound_order", amount: "1.00" },
        { kind: "packaging_markup", amount: "10" },
        { kind: "shipping_markup_fixed", amount: "0.50" },
        { kind: "sourcing_request", amount: "2.00" },
        { kind: "sourcing_quote_percent", amount: "5" },
      ],
    });
    expect(card.code, card.message).toBe(1000);
    await setMaterial(app, "BAG-M", { currency: "CNY" });
    const order = await handedOver("PARCEL-3", 1, "0.4");
    await setMaterial(app, "BAG-M", { currency: "USD" });

    // The orders handed over earlier today under the demo card are priced already, whole: the fixed
    // markup of this card is not added to them afterwards.
    expect(await chargeProvider(app.ctx.db, app.demo.providerId)).toEqual({ charged: 3, unpriced: 1 });
    expect(await chargesOf(app, order.id)).toEqual([
      { kind: "outbound_order", quantity: "1.0000", rate: "1.0000", amount: "1.00" },
      { kind: "shipping_markup_fixed", quantity: "1.0000", rate: "0.5000", amount: "0.50" },
      { kind: "shipping_markup_percent", quantity: "3.2000", rate: "0.0000", amount: "3.20" },
    ]);
    // The bag's cost was in CNY: it cannot be reckoned in USD, so it waits for the provider.
    const [item] = await unpricedOf(app, order.id);
    expect(item).toMatchObject({ kind: "packaging_markup", quantity: "0.1200" });
    const badPercent = await api.post("billing/price-unpriced-work", { ids: [item?.id], rate: "1500" });
    expect(badPercent.code).toBe(4001);
    expect(badPercent.data).toEqual({ fields: { rate: expect.any(String) } });
    const priced = await api.post("billing/price-unpriced-work", { ids: [item?.id], rate: "50" });
    expect(priced.code, priced.message).toBe(200);
    const listed = await api.get<{ list: TUnpricedWork[] }>("billing/query-unpriced-work", {
      status: "priced",
    });
    expect(listed.data.list.map((w) => w.kind)).toContain("packaging_markup");
    // 0.12 + 50 % = 0.18, reckoned as the card's percent would be.
    expect(await chargesOf(app, order.id)).toContainEqual({
      kind: "packaging_markup",
      quantity: "0.1200",
      rate: "50.0000",
      amount: "0.18",
    });
  });

  test("a confirmed quote is charged the request fee and the card's percent of its value: the MOQ at the lowest unit cost", async ({
    app,
    shipper,
    provider,
  }) => {
    // The customer's card of the test before: 2.00 per request and 5 % of the quote.
    const request: TSourcingDetail = await quoted(app, { shipper, provider });
    expect(
      (await sourcingApi(app, shipper).post("confirm-quote", { sourcing_id: request.sourcing_id })).code,
    ).toBe(200);
    expect(await chargeProvider(app.ctx.db, app.demo.providerId)).toEqual({ charged: 2, unpriced: 0 });
    // 50 x 2.35 = 117.50; 5 % of it is 5.875, rounded half away from zero.
    expect(await chargesOf(app, request.sourcing_id)).toEqual([
      { kind: "sourcing_quote_percent", quantity: "117.5000", rate: "5.0000", amount: "5.88" },
      { kind: "sourcing_request", quantity: "1.0000", rate: "2.0000", amount: "2.00" },
    ]);
  });

  test("the charges export as a spreadsheet with the list's filters, in the reader's language, adding up to the list's totals", async ({
    app,
    apiAs,
    shipper,
    provider,
  }) => {
    const started = await apiAs(provider).post<TMission>("mission/start-export", {
      kind: "billing-charges",
      filters: { group: "shipping" },
    });
    expect(started.code, started.message).toBe(2000);
    const done = await missionEnded(app, provider, started.data.id);
    expect(done).toMatchObject({ status: "completed", progress: 100 });
    const { headers, rows } = await sheetOf(app, provider, done.result_file ?? "");
    expect(headers).toEqual([
      "Day",
      "Customer",
      "Owner code",
      "Warehouse",
      "Document",
      "Fee",
      "Quantity",
      "Rate",
      "Amount",
      "Currency",
      "Rate from",
      "Note",
      "Work done at",
    ]);
    const summary = await apiAs(provider).get<TChargeSummary>("billing/query-charges-summary", {
      group: "shipping",
    });
    expect(rows).toHaveLength(summary.data.count);
    expect(rows.every((r) => String(r.Fee).startsWith("Shipping"))).toBe(true);
    const cents = rows.reduce((sum, r) => sum + Math.round(Number(r.Amount) * 100), 0);
    expect((cents / 100).toFixed(2)).toBe(summary.data.total);
    expect(rows).toContainEqual(
      expect.objectContaining({ Fee: "Shipping (cost plus percent)", Quantity: 4.8, Rate: 8, Amount: 5.18 }),
    );

    // The merchant's own, in Chinese: the packaging priced by hand says so.
    const own = await apiAs(shipper).post<TMission>(
      "mission/start-export",
      { kind: "billing-charges", provider_uuid: app.demo.providerId, filters: { kind: "packaging_markup" } },
      { cookie: "language_type=zh_cn" },
    );
    expect(own.code, own.message).toBe(2000);
    const mine = await sheetOf(
      app,
      shipper,
      (await missionEnded(app, shipper, own.data.id)).result_file ?? "",
    );
    expect(mine.headers[5]).toBe("费用");
    expect(mine.rows).toContainEqual(
      expect.objectContaining({ 费用: "包材费（成本加价）", 金额: 0.18, 价格来源: "手动定价" }),
    );

    const bad = await apiAs(provider).post("mission/start-export", {
      kind: "billing-charges",
      filters: { day_from: "2026-13-01" },
    });
    expect(bad.code).toBe(4001);
  });
});
