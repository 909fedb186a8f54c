import type { TMyRateCard, TRateCard } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { expectFieldErrors } from "../../../../test/expect-answer.ts";
import { appTest, openApp } from "../../../../test/fixtures.ts";
import type { TTestApp } from "../../../../test/harness.ts";
import { auditLog } from "../../audit/index.ts";
import { rateCardRates, rateCardVersions } from "../billing.tables.ts";

const test = appTest;
test.beforeAll(openApp);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const today = () => day(0);

const standard = [
  { kind: "receiving_unit", amount: "0.15" },
  { kind: "outbound_order", amount: "1.2" },
  { kind: "outbound_extra_unit", amount: "0.30" },
  { kind: "storage_location_day", amount: "0.5", location_type: "storage" },
  { kind: "storage_location_day", amount: "0.75", location_type: "storage", age_from_days: 91 },
  { kind: "storage_cubic_metre_day", amount: "0.0125", age_from_days: 181 },
  { kind: "packaging_markup", amount: "10" },
];

/** A version started `days` ago: what a version effective today becomes as the days pass. */
async function startedDaysAgo(t: TTestApp, versionId: string, days: number) {
  await t.ctx.db
    .update(rateCardVersions)
    .set({ effectiveFrom: day(-days) })
    .where(eq(rateCardVersions.id, versionId));
}

describe("rate cards", () => {
  test("the demo's default card prices every customer since before the demo history; there is one default", async ({
    api,
    apiAs,
    shipper,
  }) => {
    const list = await api.get<{
      list: { id: string; customer_id: string | null; current_from: string }[];
      total: number;
    }>("billing/query-rate-cards");
    expect(list.data.list).toHaveLength(1);
    expect(list.data.total).toBe(1);
    const card = await api.get<TRateCard>("billing/rate-card-detail", { card_id: list.data.list[0]?.id });
    expect(card.data).toMatchObject({ customer_id: null, currency: "USD" });
    expect(card.data.versions).toEqual([expect.objectContaining({ state: "current", editable: false })]);
    expect((card.data.versions[0]?.effective_from ?? "") < day(-21)).toBe(true);
    const mine = await apiAs(shipper).get<TMyRateCard>("billing/my-rate-card");
    expect(mine.data).toMatchObject({ currency: "USD", card_type: "default" });

    const again = await api.post("billing/create-rate-card", { effective_from: today(), rates: standard });
    expect(again).toMatchObject({
      code: 4009,
      message: "The default card already exists; add a version to it",
    });
  });

  test("a customer's own card: its first version prices from today, each rate as typed", async ({
    api,
    apiAs,
    shipper,
    app,
  }) => {
    const res = await api.post<TRateCard>("billing/create-rate-card", {
      customer_id: app.demo.customerId,
      effective_from: today(),
      rates: standard,
      note: "Agreed 2027 prices",
    });
    expect(res.code).toBe(1000);
    expect(res.data).toMatchObject({ customer_id: app.demo.customerId, customer_name: "demo_shipper" });
    expect(res.data.versions).toEqual([
      expect.objectContaining({
        effective_from: today(),
        effective_to: null,
        state: "current",
        editable: true,
        note: "Agreed 2027 prices",
        created_by: "demo_provider",
      }),
    ]);
    expect(res.data.versions[0]?.rates).toEqual([
      { kind: "receiving_unit", amount: "0.15", location_type: null, age_from_days: 0 },
      { kind: "outbound_order", amount: "1.20", location_type: null, age_from_days: 0 },
      { kind: "outbound_extra_unit", amount: "0.30", location_type: null, age_from_days: 0 },
      { kind: "storage_location_day", amount: "0.50", location_type: "storage", age_from_days: 0 },
      { kind: "storage_location_day", amount: "0.75", location_type: "storage", age_from_days: 91 },
      { kind: "storage_cubic_metre_day", amount: "0.0125", location_type: null, age_from_days: 181 },
      { kind: "packaging_markup", amount: "10.00", location_type: null, age_from_days: 0 },
    ]);
    const audit = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "create-rate-card"), eq(auditLog.targetId, res.data.id)));
    expect(audit).toHaveLength(1);
    const mine = await apiAs(shipper).get<TMyRateCard>("billing/my-rate-card");
    expect(mine.data.card_type).toBe("customer");
    expect(mine.data.versions.map((v) => v.rates.length)).toEqual([standard.length]);

    const later = await api.post<TRateCard>("billing/add-rate-version", {
      card_id: res.data.id,
      effective_from: day(10),
      rates: [{ kind: "outbound_order", amount: "1.35" }],
    });
    expect(later.code).toBe(1000);
    expect(later.data.versions.map((v) => [v.effective_from, v.effective_to, v.state])).toEqual([
      [today(), day(9), "current"],
      [day(10), null, "upcoming"],
    ]);
    const both = await apiAs(shipper).get<TMyRateCard>("billing/my-rate-card");
    expect(both.data.versions.map((v) => v.state)).toEqual(["current", "upcoming"]);

    const sameDay = await api.post("billing/add-rate-version", {
      card_id: res.data.id,
      effective_from: day(10),
      rates: standard,
    });
    expectFieldErrors(sameDay, {
      effective_from: `Another version of this card starts on ${day(10)}; change that one or choose another day`,
    });
    const past = await api.post(
      "billing/add-rate-version",
      { card_id: res.data.id, effective_from: day(-1), rates: standard },
      { "accept-language": "zh-CN" },
    );
    expectFieldErrors(past, { effective_from: "版本只能从今天或以后生效：已过去的日期保留原有价格" });
  });

  test("a version that has priced days gone by is never changed or deleted; one to come is", async ({
    api,
    app,
  }) => {
    const cardId = (
      await api.get<{ list: { id: string }[] }>("billing/query-rate-cards", { card_type: "customer" })
    ).data.list[0]?.id;
    const before = await api.get<TRateCard>("billing/rate-card-detail", { card_id: cardId });
    const [first = "", upcoming = ""] = before.data.versions.map((v) => v.id);
    await startedDaysAgo(app, first, 5);
    const card = await api.get<TRateCard>("billing/rate-card-detail", { card_id: cardId });
    expect(card.data.versions[0]).toMatchObject({
      state: "current",
      editable: false,
      effective_from: day(-5),
    });

    const edit = await api.put("billing/update-rate-version", {
      version_id: first,
      effective_from: today(),
      rates: [{ kind: "outbound_order", amount: "0.01" }],
    });
    expect(edit).toMatchObject({
      code: 4009,
      message: `This version has been in effect since ${day(-5)} and priced past days; add a new version instead`,
    });
    expect(await api.delete("billing/delete-rate-version", { version_id: first })).toMatchObject({
      code: 4009,
    });
    const rates = await app.ctx.db.select().from(rateCardRates).where(eq(rateCardRates.versionId, first));
    expect(rates).toHaveLength(standard.length);

    const changed = await api.put<TRateCard>("billing/update-rate-version", {
      version_id: upcoming,
      effective_from: day(4),
      rates: [{ kind: "outbound_order", amount: "2" }],
      note: "moved",
    });
    expect(changed.code).toBe(200);
    expect(changed.data.versions[1]).toMatchObject({
      effective_from: day(4),
      note: "moved",
      rates: [{ kind: "outbound_order", amount: "2.00", location_type: null, age_from_days: 0 }],
    });
    expect(changed.data.versions[0]?.effective_to).toBe(day(3));
    const removed = await api.delete<TRateCard>("billing/delete-rate-version", { version_id: upcoming });
    expect(removed.data.versions.map((v) => v.id)).toEqual([first]);
  });

  test("a customer's own card prices it instead of the default; deleting it hands it back to the default", async ({
    api,
    apiAs,
    shipper,
    app,
  }) => {
    const mine = await apiAs(shipper).get<TMyRateCard>("billing/my-rate-card");
    expect(mine.data.card_type).toBe("customer");
    expect(mine.data.versions[0]?.effective_from).toBe(day(-5));

    const again = await api.post("billing/create-rate-card", {
      customer_id: app.demo.customerId,
      effective_from: today(),
      rates: standard,
    });
    expect(again).toMatchObject({
      code: 4009,
      message: "demo_shipper already has its own card; add a version to it",
    });

    const list = await api.get<{ list: { id: string; customer_name: string; owner_code: string }[] }>(
      "billing/query-rate-cards",
      { card_type: "customer", keyword: "demo_ship" },
    );
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]?.customer_name).toBe("demo_shipper");
    const cardId = list.data.list[0]?.id;

    expect(await api.delete("billing/delete-rate-card", { card_id: cardId })).toMatchObject({ code: 200 });
    const after = await apiAs(shipper).get<TMyRateCard>("billing/my-rate-card");
    expect(after.data.card_type).toBe("default");

    const defaultCard = (await api.get<{ list: { id: string }[] }>("billing/query-rate-cards")).data.list[0];
    expect(await api.delete("billing/delete-rate-card", { card_id: defaultCard?.id })).toMatchObject({
      code: 4009,
      message: "The default card prices every customer without a card of its own and cannot be deleted",
    });
    const noSuchCustomer = await api.post("billing/create-rate-card", {
      customer_id: "00000000-0000-4000-8000-000000000000",
      effective_from: today(),
      rates: standard,
    });
    expectFieldErrors(noSuchCustomer, { customer_id: "Customer not found; choose one of your customers" });
  });

  test("each rate is checked against its kind, and a refused version writes nothing", async ({
    api,
    app,
  }) => {
    const card = (await api.get<{ list: { id: string }[] }>("billing/query-rate-cards")).data.list[0];
    const before = await app.ctx.db.select().from(rateCardVersions);
    const bad = await api.post("billing/add-rate-version", {
      card_id: card?.id,
      effective_from: day(20),
      rates: [
        { kind: "outbound_order", amount: "1.23456" },
        { kind: "packaging_markup", amount: "1000.5" },
        { kind: "outbound_extra_line", amount: "0.1", location_type: "pick" },
        { kind: "receiving_unit", amount: "0.1", age_from_days: 30 },
        { kind: "free_lunch", amount: "1" },
        { kind: "storage_cubic_metre_day", amount: "1", age_from_days: 4000 },
      ],
    });
    expectFieldErrors(bad, {
      "rates.0.amount": "Enter an amount of 0 or more with at most 4 decimals",
      "rates.1.amount": "Enter a percent from 0 to 1000 with at most 2 decimals",
      "rates.2.location_type": "Only storage per location-day is priced by location type",
      "rates.3.age_from_days": "Only storage fees have stock-age tiers; leave the age at 0",
      "rates.4.kind": "Choose a fee kind from the list",
      "rates.5.age_from_days": "Enter a whole number of days from 0 to 3650",
    });
    const twice = await api.post("billing/add-rate-version", {
      card_id: card?.id,
      effective_from: day(20),
      rates: [
        { kind: "storage_location_day", amount: "0.1", location_type: "pick", age_from_days: 30 },
        { kind: "storage_location_day", amount: "0.1", location_type: "storage", age_from_days: 30 },
        { kind: "storage_location_day", amount: "0.2", location_type: "pick", age_from_days: 30 },
      ],
    });
    expectFieldErrors(twice, {
      "rates.2.kind": "This fee is already in the version with the same location type and age tier",
    });
    const none = await api.post("billing/add-rate-version", {
      card_id: card?.id,
      effective_from: "2027-02-30",
      rates: [],
    });
    expectFieldErrors(none, { effective_from: "Enter a date as YYYY-MM-DD", rates: "Add at least one rate" });
    expect(await app.ctx.db.select().from(rateCardVersions)).toHaveLength(before.length);
  });

  test("the billing currency is the provider's, shown on every card", async ({ api, apiAs, shipper }) => {
    expect((await api.get("billing/get-billing-settings")).data).toEqual({ currency: "USD" });
    expect(await api.put("billing/update-billing-settings", { currency: "cny" })).toMatchObject({
      code: 200,
      data: { currency: "CNY" },
    });
    expectFieldErrors(await api.put("billing/update-billing-settings", { currency: "US" }), {
      currency: "Enter a 3-letter currency code such as USD or CNY",
    });
    const card = (await api.get<{ list: { id: string }[] }>("billing/query-rate-cards")).data.list[0];
    expect((await api.get<TRateCard>("billing/rate-card-detail", { card_id: card?.id })).data.currency).toBe(
      "CNY",
    );
    expect((await apiAs(shipper).get<TMyRateCard>("billing/my-rate-card")).data.currency).toBe("CNY");
  });

  test("a card keeps its last version, even one that could still change", async ({ api, app }) => {
    const created = await api.post<TRateCard>("billing/create-rate-card", {
      customer_id: app.demo.customerId,
      effective_from: day(2),
      rates: standard,
    });
    expect(created.data.versions).toEqual([expect.objectContaining({ state: "upcoming", editable: true })]);
    const only = created.data.versions[0]?.id;
    expect(await api.delete("billing/delete-rate-version", { version_id: only })).toMatchObject({
      code: 4009,
      message: "A card keeps at least one version; delete the card instead",
    });
    const mine = await api.get<TRateCard>("billing/rate-card-detail", { card_id: created.data.id });
    expect(mine.data.versions.map((v) => v.id)).toEqual([only]);
  });
});
