import type { TCharge, TChargeSummary, TFeeKind, TRate } from "@wms/contracts";
import { feeKindInfo } from "@wms/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp } from "../../../test/fixtures.ts";
import type { TTestApp } from "../../../test/harness.ts";
import { backdateLot, billingTest } from "../../../test/support/billing.test-helpers.ts";
import { newVariant, testDocument } from "../../../test/support/inventory.test-helpers.ts";
import {
  call,
  demoWarehouse,
  inspectedReceipt,
  suggestedItems,
} from "../../../test/support/receipts.test-helpers.ts";
import { quoted, sourcingApi } from "../../../test/support/sourcing.test-helpers.ts";
import { customerBalanceEntries } from "../customers/customers.tables.ts";
import { changeOnHand } from "../inventory/inventory.ledger.ts";
import { logisticsChannels } from "../logistics/index.ts";
import { orders } from "../orders/index.ts";
import { packagingMaterials } from "../packaging/index.ts";
import { receiptBoxes, receiptLines, receipts } from "../receipts/index.ts";
import { sourcingRequests } from "../sourcing/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouseLocations, warehouses } from "../warehouses/warehouses.tables.ts";
import { billingCharges } from "./billing.tables.ts";
import { cursorMarginMs } from "./charges/charges.record.ts";
import { runChargingRound } from "./charges/charges.round.ts";
import * as rates from "./rates/rates.repository.ts";

/**
 * Issue 42's acceptance: a month of work simulated (the last full UTC month), charged by the platform's own
 * round, against totals worked out here from the rates and the work alone. The month: a receipt on the 3rd;
 * storage every night of a lot that came in 100 days before the month (the 91+ tier) and of one that came in
 * on the 15th; an order handed over on the 10th and one on the 20th, each with its parcel (the mailer bag and
 * the SELF carrier's cost); a sourcing quote confirmed on the 12th; the customer's card changes prices on
 * the 16th; the month closes under its minimum. The first round runs while the provider tops up eight
 * times; every job run again changes nothing; a dispute accepted reverses one charge.
 */
const test = billingTest;
test.beforeAll(openApp);

const dayMs = 86_400_000;
const now = new Date();
const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
const monthEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
const daysInMonth = (monthEnd - monthStart) / dayMs;
const dayOf = (n: number) => new Date(monthStart + (n - 1) * dayMs).toISOString().slice(0, 10);
const at = (n: number, hour = 10) => new Date(monthStart + (n - 1) * dayMs + hour * 3_600_000);
const month = dayOf(1).slice(0, 7);
const changeDay = 16;
/** The rounds charge up to now, and at least past the month's last night and its margin (a run just after midnight). */
const until = () => new Date(Math.max(Date.now(), monthEnd + cursorMarginMs + 60_000));

const rate = (kind: TFeeKind, amount: string, age_from_days = 0): TRate => ({
  kind,
  amount,
  location_type: null,
  age_from_days,
});
const before: TRate[] = [
  rate("receiving_receipt", "4.00"),
  rate("receiving_unit", "0.10"),
  rate("receiving_carton", "0.50"),
  rate("storage_location_day", "0.40"),
  rate("storage_location_day", "0.60", 91),
  rate("outbound_order", "1.00"),
  rate("outbound_extra_unit", "0.25"),
  rate("outbound_extra_line", "0.20"),
  rate("packaging_markup", "20"),
  rate("shipping_markup_percent", "10"),
  rate("sourcing_request", "2.50"),
  rate("sourcing_quote_percent", "3"),
  rate("monthly_minimum", "250.00"),
];
/** From the 16th: handling and storage dearer, the rest as before. */
const after: TRate[] = before.map((r) =>
  r.kind === "outbound_order"
    ? { ...r, amount: "1.50" }
    : r.kind === "storage_location_day"
      ? { ...r, amount: r.age_from_days === 0 ? "0.50" : "0.70" }
      : r,
);
const ratesOn = (day: number) => (day < changeDay ? before : after);
/** The rate of a kind on a day, in the tier of an age (the highest tier started by then). */
function rateOf(day: number, kind: TFeeKind, age = 0) {
  const found = ratesOn(day)
    .filter((r) => r.kind === kind && r.age_from_days <= age)
    .sort((a, b) => b.age_from_days - a.age_from_days)[0];
  if (!found) throw new Error(`no ${kind} rate`);
  return found.amount;
}

/** Exact money, as Postgres rounds it (half away from zero): the amount in cents of a quantity at a rate. */
function cents(kind: TFeeKind, quantity: string | number, amount: string): bigint {
  const q = BigInt(Math.round(Number(quantity) * 10_000));
  const r = BigInt(Math.round(Number(amount) * 10_000));
  const basis = (feeKindInfo[kind] as { basis?: string }).basis;
  // In hundred-millionths of a cent: money q x r, cost plus q x (100 + r) / 100, share q x r / 100.
  const [num, den] =
    basis === "costPlus"
      ? [q * (1_000_000n + r), 100_000_000n]
      : basis === "share"
        ? [q * r, 100_000_000n]
        : [q * r, 1_000_000n];
  return (num + den / 2n) / den;
}
const money = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, "0")}`;

async function balanceAndLedger(t: TTestApp) {
  const [row] = await t.ctx.db
    .select({
      balance: customers.balance,
      ledger: sql<string>`(select coalesce(sum(e.amount), 0)::numeric(14, 2)::text from ${customerBalanceEntries} e
        where e.customer_id = customers.id)`,
    })
    .from(customers)
    .where(eq(customers.id, t.demo.customerId));
  return row;
}

describe("a month of billing", () => {
  test("the month's charges are the totals worked out from the rates and the work, once, whatever runs again or at the same time", async ({
    app,
    api,
    apiAs,
    shipper,
    provider,
    handedOver,
  }) => {
    const { providerId, customerId, providerUserId } = app.demo;
    // The customer's own card, set before the month began: a price change from the 16th.
    await app.ctx.db.transaction(async (tx) => {
      const card = await rates.insertCard(tx, providerId, customerId);
      for (const [from, list] of [
        [1, before],
        [changeDay, after],
      ] as const) {
        const { id } = await rates.insertVersion(tx, {
          providerId,
          cardId: card?.id ?? "",
          effectiveFrom: dayOf(from),
          note: `from the ${from}`,
          createdBy: "demo_provider",
        });
        await rates.replaceRates(tx, providerId, id, list);
      }
    });
    const expected = new Map<TFeeKind, bigint>();
    const add = (kind: TFeeKind, c: bigint) => expected.set(kind, (expected.get(kind) ?? 0n) + c);

    // The 3rd: a receipt completed (its units and cartons are the work's facts).
    const wh = await demoWarehouse(app);
    const receipt = (await inspectedReceipt(app, shipper, provider, wh.warehouseId)).receipt_id;
    const items = await suggestedItems(app, provider, receipt);
    expect((await call(app, provider, "putaway-receipt", { receipt_id: receipt, items })).code).toBe(200);
    expect((await call(app, provider, "complete-receipt", { receipt_id: receipt })).code).toBe(200);
    await app.ctx.db
      .update(receipts)
      .set({ completedAt: at(3) })
      .where(eq(receipts.id, receipt));
    const [facts] = await app.ctx.db
      .select({
        units: sql<number>`(select sum(${receiptLines.receivedQuantity})::int from ${receiptLines} where ${receiptLines.receiptId} = ${receipt})`,
        cartons: sql<number>`(select count(*)::int from ${receiptBoxes} where ${receiptBoxes.receiptId} = ${receipt} and ${receiptBoxes.receivedAt} is not null)`,
      })
      .from(receipts)
      .where(eq(receipts.id, receipt));
    add("receiving_receipt", cents("receiving_receipt", 1, rateOf(3, "receiving_receipt")));
    add("receiving_unit", cents("receiving_unit", facts?.units ?? 0, rateOf(3, "receiving_unit")));
    if (facts?.cartons)
      add("receiving_carton", cents("receiving_carton", facts.cartons, rateOf(3, "receiving_carton")));

    // The 10th and the 20th: two parcels handed over on SELF in the mailer bag (0.12), the carrier's first
    // price (3.20: no weight declared, none weighed).
    const [bag] = await app.ctx.db
      .select({ id: packagingMaterials.id, cost: packagingMaterials.cost })
      .from(packagingMaterials)
      .where(and(eq(packagingMaterials.providerId, providerId), eq(packagingMaterials.code, "BAG-M")));
    await app.ctx.db
      .update(logisticsChannels)
      .set({ packagingMaterialId: bag?.id ?? null })
      .where(and(eq(logisticsChannels.providerId, providerId), eq(logisticsChannels.code, "SELF")));
    const parcels = [
      { day: 10, units: 2, order: await handedOver("MONTH-O1", 2, null) },
      { day: 20, units: 1, order: await handedOver("MONTH-O2", 1, null) },
    ];
    for (const p of parcels) {
      await app.ctx.db
        .update(orders)
        .set({ shippedAt: at(p.day) })
        .where(eq(orders.id, p.order.id));
      add("outbound_order", cents("outbound_order", 1, rateOf(p.day, "outbound_order")));
      if (p.units > 1)
        add(
          "outbound_extra_unit",
          cents("outbound_extra_unit", p.units - 1, rateOf(p.day, "outbound_extra_unit")),
        );
      add("packaging_markup", cents("packaging_markup", bag?.cost ?? "0", rateOf(p.day, "packaging_markup")));
      add(
        "shipping_markup_percent",
        cents("shipping_markup_percent", "3.20", rateOf(p.day, "shipping_markup_percent")),
      );
    }

    // The 12th: a quote of MOQ 50 at 2.35 and 2.40 confirmed: the request and 3 % of 117.50.
    const request = await quoted(app, { shipper, provider });
    expect(
      (await sourcingApi(app, shipper).post("confirm-quote", { sourcing_id: request.sourcing_id })).code,
    ).toBe(200);
    await app.ctx.db
      .update(sourcingRequests)
      .set({ completedAt: at(12) })
      .where(eq(sourcingRequests.id, request.sourcing_id));
    add("sourcing_request", cents("sourcing_request", 1, rateOf(12, "sourcing_request")));
    add(
      "sourcing_quote_percent",
      cents("sourcing_quote_percent", "117.50", rateOf(12, "sourcing_quote_percent")),
    );

    // Storage: a warehouse of the month's own; a lot 100 days old when the month began, one in on the 15th.
    const [warehouse] = await app.ctx.db
      .insert(warehouses)
      .values({ providerId, code: "MTW1", name: "Month test", country: "US", address: "1 Test Road" })
      .returning({ id: warehouses.id });
    const lots = [
      {
        code: "M1",
        type: "pick" as const,
        sku: "MONTH-OLD",
        quantity: 5,
        inAt: monthStart - 100 * dayMs + dayMs / 2,
      },
      { code: "M2", type: "storage" as const, sku: "MONTH-NEW", quantity: 3, inAt: at(15, 12).getTime() },
    ];
    for (const [i, lot] of lots.entries()) {
      const [location] = await app.ctx.db
        .insert(warehouseLocations)
        .values({
          providerId,
          warehouseId: warehouse?.id ?? "",
          code: lot.code,
          type: lot.type,
          walkSequence: i,
        })
        .returning({ id: warehouseLocations.id });
      const variant = await newVariant(app, lot.sku);
      const { balanceId } = await app.ctx.db.transaction((tx) =>
        changeOnHand(
          tx,
          { providerId, userId: providerUserId },
          {
            warehouseId: warehouse?.id ?? "",
            locationId: location?.id ?? "",
            variantId: variant.id,
            customerId,
            delta: lot.quantity,
            reason: "adjustment_increase",
            document: testDocument("adjustment"),
          },
        ),
      );
      await backdateLot(app, balanceId, new Date(lot.inAt));
    }
    for (let day = 1; day <= daysInMonth; day++) {
      const nightStart = monthStart + (day - 1) * dayMs;
      for (const lot of lots) {
        if (lot.inAt >= nightStart + dayMs) continue; // not yet in at the day's end
        const age = Math.floor((nightStart - Math.floor(lot.inAt / dayMs) * dayMs) / dayMs);
        add(
          "storage_location_day",
          cents("storage_location_day", 1, rateOf(day, "storage_location_day", age)),
        );
      }
    }
    // The month closes under its minimum: the difference is charged on its last night.
    const worked = [...expected.values()].reduce((a, b) => a + b, 0n);
    const minimum = cents("monthly_minimum", 1, rateOf(daysInMonth, "monthly_minimum"));
    expect(worked).toBeLessThan(minimum);
    add("monthly_minimum", minimum - worked);

    // The first round (every source, every night since billing began, the month's close) while the provider
    // tops up eight times: each top-up taken, no 5001, the balance its ledger's sum.
    const topUps = Array.from({ length: 8 }, () =>
      api.post("customer/adjust-balance", {
        customer_id: customerId,
        kind: "topup",
        amount: "10.00",
        reason: "Transfer",
      }),
    );
    const [charged, ...answers] = await Promise.all([runChargingRound(app.ctx.db, until()), ...topUps]);
    expect(charged).toBeGreaterThan(0);
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(200));
    const settled = await balanceAndLedger(app);
    expect(settled?.balance).toBe(settled?.ledger);

    // The month's charges as both sides read them: by kind and in all, exactly the totals worked out above.
    const query = { day_from: dayOf(1), day_to: dayOf(daysInMonth) };
    const summaries = [
      await api.get<TChargeSummary>("billing/query-charges-summary", { ...query, customer_id: customerId }),
      await apiAs(shipper).get<TChargeSummary>("billing/query-charges-summary", {
        ...query,
        provider_uuid: providerId,
      }),
    ];
    const byKind = Object.fromEntries([...expected.entries()].map(([k, c]) => [k, money(c)]));
    for (const summary of summaries) {
      expect(Object.fromEntries(summary.data.by_kind.map((k) => [k.kind, k.amount]))).toEqual(byKind);
      expect(summary.data.total).toBe(money(minimum));
    }

    // Every job again, twice: nothing new, the balance as it was.
    const count = async () =>
      (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(billingCharges))[0]?.n ?? 0;
    const charges = await count();
    expect(await runChargingRound(app.ctx.db, until())).toBe(0);
    expect(await runChargingRound(app.ctx.db, until())).toBe(0);
    expect(await count()).toBe(charges);
    expect((await balanceAndLedger(app))?.balance).toBe(settled?.balance);

    // The merchant disputes the handling fee of the 10th; the provider accepts: a credit note, dated today,
    // gives the money back; the month's statement keeps its totals.
    const list = await apiAs(shipper).get<{ list: TCharge[] }>("billing/query-charges", {
      ...query,
      provider_uuid: providerId,
      kind: "outbound_order",
      page_size: "50",
    });
    const handling = list.data.list.find((c) => c.source_id === parcels[0]?.order.id);
    expect(handling?.amount).toBe("1.00");
    const dispute = await apiAs(shipper).post<{ id: string }>("billing/dispute-charge", {
      provider_uuid: providerId,
      charge_id: handling?.id,
      reason: "Handed over late",
    });
    expect(dispute.code, dispute.message).toBe(1000);
    const accepted = await api.post("billing/accept-dispute", {
      dispute_id: dispute.data.id,
      note: "Agreed",
    });
    expect(accepted.code, accepted.message).toBe(200);
    const credit = await app.ctx.db
      .select({ amount: billingCharges.amount, day: billingCharges.billingDay })
      .from(billingCharges)
      .where(inArray(billingCharges.creditOfId, [handling?.id ?? ""]));
    expect(credit).toEqual([{ amount: "-1.00", day: now.toISOString().slice(0, 10) }]);
    const afterDispute = await balanceAndLedger(app);
    expect(afterDispute?.balance).toBe(afterDispute?.ledger);
    expect(Number(afterDispute?.balance) - Number(settled?.balance)).toBeCloseTo(1, 10);
    const again = await api.get<TChargeSummary>("billing/query-charges-summary", {
      ...query,
      customer_id: customerId,
    });
    expect(again.data.total).toBe(money(minimum));
    expect(month).toMatch(/^\d{4}-\d{2}$/);
  });
});
