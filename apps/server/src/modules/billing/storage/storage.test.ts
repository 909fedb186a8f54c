import type { TRate } from "@wms/contracts";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../../test/fixtures.ts";
import type { TTestApp } from "../../../../test/harness.ts";
import { backdateLot } from "../../../../test/support/billing.test-helpers.ts";
import { newVariant, testDocument } from "../../../../test/support/inventory.test-helpers.ts";
import { customerBalanceEntries } from "../../customers/customers.tables.ts";
import { changeOnHand } from "../../inventory/inventory.ledger.ts";
import { productVariants } from "../../products/products.tables.ts";
import { warehouseLocations, warehouses } from "../../warehouses/warehouses.tables.ts";
import { billingCharges, billingCursors, billingUnpricedWork, rateCards } from "../billing.tables.ts";
import { cursorMarginMs } from "../charges/charges.record.ts";
import * as rates from "../rates/rates.repository.ts";
import { cutOf } from "../rates/rates.service.ts";
import { chargeStorageNights, dueNights } from "./storage.night.ts";

const test = appTest;
test.beforeAll(openApp);

const dayMs = 86_400_000;
/** Today's UTC midnight, taken once: every moment of the test is placed relative to it. */
const today = Math.floor(Date.now() / dayMs) * dayMs;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The three nights charged: three days ago, two days ago, yesterday. */
const nights = [3, 2, 1].map((n) => dayOf(today - n * dayMs));

/** The demo customer's own card from ten days back: storage by location type with tiers, and by volume. */
const card: TRate[] = [
  { kind: "storage_location_day", amount: "0.50", location_type: "pick", age_from_days: 0 },
  { kind: "storage_location_day", amount: "0.80", location_type: "pick", age_from_days: 31 },
  { kind: "storage_location_day", amount: "0.20", location_type: null, age_from_days: 0 },
  // A defect location is priced from its 31st day only: younger stock there is unpriced work.
  { kind: "storage_location_day", amount: "0.10", location_type: "defect", age_from_days: 31 },
  { kind: "storage_cubic_metre_day", amount: "1.00", location_type: null, age_from_days: 0 },
  { kind: "storage_cubic_metre_day", amount: "1.50", location_type: null, age_from_days: 91 },
];

type TLot = {
  location: "A" | "B" | "C" | "D";
  variant: "boxed" | "unmeasured";
  quantity: number;
  daysAgo: number;
};
/** The lots, each came in at noon `daysAgo` days before today. A, B pick; C storage; D defect. */
const lots: TLot[] = [
  { location: "A", variant: "boxed", quantity: 10, daysAgo: 32 },
  { location: "B", variant: "boxed", quantity: 4, daysAgo: 95 },
  { location: "B", variant: "unmeasured", quantity: 3, daysAgo: 100 },
  { location: "C", variant: "unmeasured", quantity: 7, daysAgo: 2 },
  { location: "C", variant: "boxed", quantity: 2, daysAgo: 120 },
  { location: "D", variant: "unmeasured", quantity: 1, daysAgo: 2 },
];
/** The boxed variant is 50 x 40 x 30 cm as the warehouse measured it: 0.06 m³ (the owner declared 1 x 1 x 1). */
const boxedCubicMetres = 0.06;
const typeOf = { A: "pick", B: "pick", C: "storage", D: "defect" } as const;

/**
 * The night's charges worked out independently of the SQL: each lot present at the day's end with its age
 * in days, each location priced by its oldest lot's tier of its type's rates (or the rates for every type),
 * each boxed lot's volume by its own tier.
 */
function expectedNight(night: string) {
  const nightDay = Date.parse(`${night}T00:00:00Z`) / dayMs;
  const present = lots
    .filter((l) => today - l.daysAgo * dayMs + dayMs / 2 < cutOf(night).getTime())
    .map((l) => ({ ...l, age: nightDay - (today / dayMs - l.daysAgo) }));
  const tierOf = (kind: TRate["kind"], type: string | null, age: number) => {
    const own = card.filter((r) => r.kind === kind && r.location_type === type);
    const candidates =
      own.length > 0 || type === null ? own : card.filter((r) => r.kind === kind && !r.location_type);
    return candidates
      .filter((r) => r.age_from_days <= age)
      .sort((a, b) => b.age_from_days - a.age_from_days)[0];
  };
  const out = new Map<string, { quantity: number; rate: string | null }>();
  const add = (key: string, quantity: number, rate: string | null) => {
    const row = out.get(key) ?? { quantity: 0, rate };
    out.set(key, { quantity: row.quantity + quantity, rate });
  };
  for (const location of new Set(present.map((l) => l.location))) {
    const age = Math.max(...present.filter((l) => l.location === location).map((l) => l.age));
    const rate = tierOf("storage_location_day", typeOf[location], age);
    add(`storage_location_day|${typeOf[location]}|${rate?.age_from_days ?? "-"}`, 1, rate?.amount ?? null);
  }
  for (const lot of present.filter((l) => l.variant === "boxed")) {
    const rate = tierOf("storage_cubic_metre_day", null, lot.age);
    add(
      `storage_cubic_metre_day||${rate?.age_from_days}`,
      lot.quantity * boxedCubicMetres,
      rate?.amount ?? null,
    );
  }
  return [...out.entries()]
    .map(([key, v]) => ({
      key,
      quantity: v.quantity.toFixed(4),
      rate: v.rate,
      amount: v.rate === null ? null : (Math.round(v.quantity * Number(v.rate) * 100) / 100).toFixed(2),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

async function setUp(t: TTestApp) {
  const { providerId, customerId, providerUserId } = t.demo;
  const actor = { providerId, userId: providerUserId };
  const [warehouse] = await t.ctx.db
    .insert(warehouses)
    .values({ providerId, code: "STW1", name: "Storage test", country: "US", address: "1 Test Road" })
    .returning({ id: warehouses.id });
  if (!warehouse) throw new Error("no warehouse");
  const locationIds: Record<string, string> = {};
  for (const [i, code] of (["A", "B", "C", "D"] as const).entries()) {
    const [row] = await t.ctx.db
      .insert(warehouseLocations)
      .values({ providerId, warehouseId: warehouse.id, code, type: typeOf[code], walkSequence: i })
      .returning({ id: warehouseLocations.id });
    locationIds[code] = row?.id ?? "";
  }
  const boxed = await newVariant(t, "STORE-BOXED");
  await t.ctx.db
    .update(productVariants)
    .set({
      length: "1",
      width: "1",
      height: "1",
      inspectionLength: "50",
      inspectionWidth: "40",
      inspectionHeight: "30",
    })
    .where(eq(productVariants.id, boxed.id));
  const unmeasured = await newVariant(t, "STORE-LOOSE");
  const variantIds = { boxed: boxed.id, unmeasured: unmeasured.id };
  const change = (location: string, variant: keyof typeof variantIds, delta: number) =>
    t.ctx.db.transaction((tx) =>
      changeOnHand(tx, actor, {
        warehouseId: warehouse.id,
        locationId: locationIds[location] ?? "",
        variantId: variantIds[variant],
        customerId,
        delta,
        reason: delta > 0 ? "adjustment_increase" : "adjustment_decrease",
        document: testDocument("adjustment"),
      }),
    );
  for (const lot of lots) {
    const { balanceId } = await change(lot.location, lot.variant, lot.quantity);
    // The lot came in `daysAgo` days back at noon: its row and its log row say so, as the demo history's would.
    const at = new Date(today - lot.daysAgo * dayMs + dayMs / 2);
    await backdateLot(t, balanceId, at);
  }
  await t.ctx.db.transaction(async (tx) => {
    const cardRow = await rates.insertCard(tx, providerId, customerId);
    const { id } = await rates.insertVersion(tx, {
      providerId,
      cardId: cardRow?.id ?? "",
      effectiveFrom: dayOf(today - 10 * dayMs),
      note: "",
      createdBy: "demo_provider",
    });
    await rates.replaceRates(tx, providerId, id, card);
  });
  return { warehouseId: warehouse.id, change };
}

async function chargesOf(t: TTestApp, warehouseId: string) {
  const rows = await t.ctx.db
    .select()
    .from(billingCharges)
    .where(eq(billingCharges.warehouseId, warehouseId))
    .orderBy(asc(billingCharges.billingDay));
  return rows;
}

describe("storage nights", () => {
  test("each night charges the stock at the day's end, by location type, stock age and volume, once; later moves and refills change nothing", async ({
    app,
  }) => {
    const { providerId } = app.demo;
    const { warehouseId, change } = await setUp(app);
    // Today, after every night's end: A emptied, B's boxed row emptied and refilled, a new lot at A.
    await change("A", "boxed", -10);
    await change("B", "boxed", -4);
    await change("B", "boxed", 6);
    await change("A", "unmeasured", 5);
    await app.ctx.db
      .insert(billingCursors)
      .values({ providerId, source: "storage", through: new Date(today - 3 * dayMs) })
      .onConflictDoUpdate({
        target: [billingCursors.providerId, billingCursors.source],
        set: { through: new Date(today - 3 * dayMs) },
      });
    const until = new Date(today + cursorMarginMs);

    const first = await chargeStorageNights(app.ctx.db, providerId, until);
    expect(first.nights).toEqual(nights);

    const charges = await chargesOf(app, warehouseId);
    const unpriced = await app.ctx.db
      .select()
      .from(billingUnpricedWork)
      .where(eq(billingUnpricedWork.warehouseId, warehouseId));
    for (const night of nights) {
      const keyOf = (r: { kind: string; locationType: string | null; ageFromDays: number | null }) =>
        `${r.kind}|${r.locationType ?? ""}|${r.ageFromDays ?? "-"}`;
      const actual = [
        ...charges
          .filter((c) => c.billingDay === night)
          .map((c) => ({ key: keyOf(c), quantity: c.quantity, rate: c.rate, amount: c.amount })),
        ...unpriced
          .filter((u) => u.billingDay === night)
          .map((u) => ({ key: keyOf(u), quantity: u.quantity, rate: null, amount: null })),
      ].sort((a, b) => a.key.localeCompare(b.key));
      const expected = expectedNight(night).map((e) => ({
        ...e,
        rate: e.rate === null ? null : Number(e.rate).toFixed(4),
      }));
      expect(actual, night).toEqual(expected);
    }
    // The young lot at the defect location is unpriced work, never charged 0.
    expect(unpriced.map((u) => [u.billingDay, u.kind, u.locationType, u.quantity]).sort()).toEqual([
      [nights[1], "storage_location_day", "defect", "1.0000"],
      [nights[2], "storage_location_day", "defect", "1.0000"],
    ]);
    // A tier boundary crossed: A's lot is 29 and 30 days old the first two nights, 31 the last.
    const pickAt = (night: string | undefined) =>
      charges
        .filter((c) => c.billingDay === night && c.locationType === "pick")
        .map((c) => [c.ageFromDays, c.quantity]);
    expect(pickAt(nights[0])).toEqual(
      expect.arrayContaining([
        [0, "1.0000"],
        [31, "1.0000"],
      ]),
    );
    expect(pickAt(nights[2])).toEqual([[31, "2.0000"]]);
    // Each night's charges are one entry of the balance ledger per warehouse, named by the night.
    for (const night of nights) {
      const code = `ST${night.replaceAll("-", "")}-STW1`;
      const [entry] = await app.ctx.db
        .select({ amount: customerBalanceEntries.amount, kind: customerBalanceEntries.kind })
        .from(customerBalanceEntries)
        .where(eq(customerBalanceEntries.reason, code));
      const cents = charges
        .filter((c) => c.billingDay === night)
        .reduce((sum, c) => sum + Math.round(Number(c.amount) * 100), 0);
      expect(entry).toEqual({ kind: "charge", amount: (-cents / 100).toFixed(2) });
    }

    // Nothing new however often it runs, even over nights already charged.
    expect(await chargeStorageNights(app.ctx.db, providerId, until)).toEqual({
      charged: 0,
      unpriced: 0,
      nights: [],
    });
    await app.ctx.db
      .update(billingCursors)
      .set({ through: new Date(today - 3 * dayMs) })
      .where(and(eq(billingCursors.providerId, providerId), eq(billingCursors.source, "storage")));
    const again = await chargeStorageNights(app.ctx.db, providerId, until);
    expect(again).toMatchObject({ charged: 0, unpriced: 0, nights });
    expect(await chargesOf(app, warehouseId)).toHaveLength(charges.length);
  });

  test("a version priced by volume alone counts the locations of unmeasured stock by location-day, unpriced here", async ({
    app,
  }) => {
    const { providerId, customerId } = app.demo;
    const [warehouse] = await app.ctx.db.select().from(warehouses).where(eq(warehouses.code, "STW1"));
    await app.ctx.db.transaction(async (tx) => {
      const [own] = await tx
        .select({ id: rateCards.id })
        .from(rateCards)
        .where(and(eq(rateCards.providerId, providerId), eq(rateCards.customerId, customerId)));
      const { id } = await rates.insertVersion(tx, {
        providerId,
        cardId: own?.id ?? "",
        effectiveFrom: dayOf(today),
        note: "",
        createdBy: "demo_provider",
      });
      await rates.replaceRates(tx, providerId, id, [
        { kind: "storage_cubic_metre_day", amount: "1.00", location_type: null, age_from_days: 0 },
      ]);
    });
    // Tonight: A holds 5 unmeasured, B 6 boxed (refilled today) and 3 unmeasured, C 7 unmeasured and 2 boxed, D 1 unmeasured.
    const night = await chargeStorageNights(app.ctx.db, providerId, new Date(today + dayMs + cursorMarginMs));
    expect(night.nights).toEqual([dayOf(today)]);
    const where = and(
      eq(billingCharges.warehouseId, warehouse?.id ?? ""),
      eq(billingCharges.billingDay, dayOf(today)),
    );
    const charged = await app.ctx.db.select().from(billingCharges).where(where);
    expect(charged.map((c) => [c.kind, c.quantity, c.amount])).toEqual([
      ["storage_cubic_metre_day", "0.4800", "0.48"],
    ]);
    const unpriced = await app.ctx.db
      .select()
      .from(billingUnpricedWork)
      .where(
        and(
          eq(billingUnpricedWork.warehouseId, warehouse?.id ?? ""),
          eq(billingUnpricedWork.billingDay, dayOf(today)),
        ),
      );
    expect(unpriced.map((u) => [u.kind, u.locationType, u.quantity]).sort()).toEqual([
      ["storage_location_day", "defect", "1.0000"],
      ["storage_location_day", "pick", "2.0000"],
      ["storage_location_day", "storage", "1.0000"],
    ]);
  });

  test("a night is due once its day has ended and the margin passed; missed nights are caught up oldest first", () => {
    const through = new Date("2026-06-01T00:00:00Z");
    expect(dueNights(through, new Date("2026-06-02T00:09:59Z"))).toEqual([]);
    expect(dueNights(through, new Date("2026-06-02T00:10:00Z"))).toEqual(["2026-06-01"]);
    expect(dueNights(through, new Date("2026-06-04T12:00:00Z"))).toEqual([
      "2026-06-01",
      "2026-06-02",
      "2026-06-03",
    ]);
    expect(dueNights(through, new Date("2026-12-01T00:00:00Z"))).toHaveLength(92);
  });
});
