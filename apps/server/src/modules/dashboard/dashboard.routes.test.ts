import type { TDashboardOverview } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import type { TSignedIn } from "../../../test/harness.ts";
import { insertOrder, insertVariant } from "../../../test/support/dashboard.test-helpers.ts";
import { stockedSku } from "../../../test/support/orders.test-helpers.ts";
import { productVariants } from "../products/products.tables.ts";
import { receipts } from "../receipts/receipts.tables.ts";
import { trendWindow } from "./dashboard.service.ts";

let otherCustomerId: string;
let warehouseId: string;

/** Beijing: +480 minutes east of UTC. */
const beijing = 480;
/** Local time `hh:mm` of a local day (YYYY-MM-DD) at `offset`, as an instant. */
const localAt = (day: string, time: string, offset: number) =>
  new Date(Date.parse(`${day}T${time}:00Z`) - offset * 60_000);

const dayOf = (o: TDashboardOverview, day: string) => o.trend.find((d) => d.day === day);

const test = appTest.extend(
  "overview",
  { scope: "file" },
  ({ app }) =>
    async (who: TSignedIn, query: Record<string, string> = {}) => {
      const tenant: Record<string, string> =
        who.role === "dropShipper" ? { provider_uuid: app.demo.providerId } : {};
      return app.call<TDashboardOverview>({
        url: "/api/dashboard/overview",
        token: who.token,
        query: { ...tenant, ...query },
      });
    },
);

test.beforeAll(async ({ app, provider }) => {
  const other = await app.call<{ customer: { id: string } }>({
    url: "/api/customer/create-customer",
    token: provider.token,
    body: { username: "other_store", company: "Other Ltd" },
  });
  expect(other.code).toBe(1000);
  otherCustomerId = other.data.customer.id;
  ({ warehouseId } = await stockedSku(app, "DASH-WARM", 0));
});

describe("dashboard overview", () => {
  test("counts orders created and shipped per local day, with every day of the window present", async ({
    app,
    provider,
    operator,
    shipper,
    overview,
  }) => {
    const before = (await overview(provider, { tz_offset: String(beijing) })).data;
    const beforeUtc = (await overview(operator)).data;
    const { days } = trendWindow(new Date(), beijing);
    const [dayA, dayB] = [days[27] as string, days[28] as string];
    const demo = { providerId: app.demo.providerId, customerId: app.demo.customerId, warehouseId };
    const other = { ...demo, customerId: otherCustomerId };
    const mine = await insertVariant(app, demo, "DASH-MINE");
    const theirs = await insertVariant(app, other, "DASH-THEIRS");
    // Local 00:30 of day A is still the previous day in UTC: the offset decides the bucket.
    await insertOrder(app, demo, { created: localAt(dayA, "00:30", beijing) });
    await insertOrder(app, demo, { created: localAt(dayA, "23:30", beijing) });
    await insertOrder(app, other, { created: localAt(dayA, "12:00", beijing) });
    await insertOrder(
      app,
      demo,
      { created: localAt(dayA, "09:00", beijing), shipped: localAt(dayB, "10:00", beijing) },
      [{ variantId: mine, quantity: 4 }],
    );
    await insertOrder(
      app,
      other,
      { created: localAt(dayB, "08:00", beijing), shipped: localAt(dayB, "18:00", beijing) },
      [{ variantId: theirs, quantity: 9 }],
    );
    // Shipped 40 days ago: outside the window, in neither the trend nor the top sales.
    const old = new Date(Date.now() - 40 * 24 * 3600_000);
    await insertOrder(app, demo, { created: old, shipped: old }, [{ variantId: mine, quantity: 100 }]);

    const after = await overview(provider, { tz_offset: String(beijing) });
    expect(after.code).toBe(200);
    expect(after.data.trend.map((d) => d.day)).toEqual(days);
    expect(after.data.trend).toHaveLength(30);
    const delta = (day: string) => ({
      created: (dayOf(after.data, day)?.created ?? 0) - (dayOf(before, day)?.created ?? 0),
      shipped: (dayOf(after.data, day)?.shipped ?? 0) - (dayOf(before, day)?.shipped ?? 0),
    });
    expect(delta(dayA)).toEqual({ created: 4, shipped: 0 });
    expect(delta(dayB)).toEqual({ created: 1, shipped: 2 });
    for (const day of days.filter((d) => d !== dayA && d !== dayB))
      expect(delta(day)).toEqual({ created: 0, shipped: 0 });
    expect(after.data.top_sales.slice(0, 2)).toMatchObject([
      { sku: "DASH-THEIRS", quantity: 9, orders: 1 },
      { sku: "DASH-MINE", quantity: 4, orders: 1 },
    ]);

    // The drop shipper sees its own orders only.
    const own = (await overview(shipper, { tz_offset: String(beijing) })).data;
    expect(dayOf(own, dayA)?.created).toBe((dayOf(before, dayA)?.created ?? 0) + 3);
    expect(dayOf(own, dayB)).toMatchObject({ shipped: 1 });
    expect(own.top_sales.map((s) => s.sku)).toEqual(["DASH-MINE"]);

    // In UTC the 00:30 order falls on the day before day A.
    const utc = (await overview(operator)).data;
    const utcDays = trendWindow(new Date(), 0).days;
    expect(utc.trend.map((d) => d.day)).toEqual(utcDays);
    const dayBeforeA = new Date(Date.parse(`${dayA}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const utcDelta = (day: string) => (dayOf(utc, day)?.created ?? 0) - (dayOf(beforeUtc, day)?.created ?? 0);
    expect([utcDelta(dayBeforeA), utcDelta(dayA)]).toEqual([1, 3]);
  });

  test("lists SKUs at or below their warning quantity, the caller's own only for a drop shipper", async ({
    app,
    provider,
    shipper,
    overview,
  }) => {
    const warnAt = async (variantId: string, quantity: number) =>
      app.ctx.db
        .update(productVariants)
        .set({ warningQuantity: quantity })
        .where(eq(productVariants.id, variantId));
    await warnAt((await stockedSku(app, "DASH-ABOVE", 9)).variant.id, 5);
    await warnAt((await stockedSku(app, "DASH-LOW", 3)).variant.id, 5);
    await warnAt((await stockedSku(app, "DASH-EDGE", 5)).variant.id, 5);
    const other = { providerId: app.demo.providerId, customerId: otherCustomerId };
    await insertVariant(app, other, "DASH-OTHER-LOW", 2);

    const staff = (await overview(provider)).data.low_stock;
    const skus = staff.list.map((i) => i.sku);
    expect(skus).toEqual(expect.arrayContaining(["DASH-LOW", "DASH-EDGE", "DASH-OTHER-LOW"]));
    expect(skus).not.toContain("DASH-ABOVE");
    expect(staff.list.find((i) => i.sku === "DASH-LOW")).toMatchObject({ available: 3, warning_quantity: 5 });
    expect(staff.total).toBeGreaterThanOrEqual(staff.list.length);

    const own = (await overview(shipper)).data.low_stock;
    expect(own.list.map((i) => i.sku)).toContain("DASH-LOW");
    expect(own.list.map((i) => i.sku)).not.toContain("DASH-OTHER-LOW");
  });

  test("counts orders awaiting confirmation, in exception and receipts awaiting receiving", async ({
    app,
    provider,
    shipper,
    overview,
  }) => {
    const before = (await overview(provider)).data.counters;
    const mineBefore = (await overview(shipper)).data.counters;
    const demo = { providerId: app.demo.providerId, customerId: app.demo.customerId, warehouseId };
    await insertOrder(app, demo, { created: new Date(), status: "submitted" });
    await insertOrder(app, demo, { created: new Date(), status: "exception" });
    await insertOrder(
      app,
      { ...demo, customerId: otherCustomerId },
      { created: new Date(), status: "exception" },
    );
    await app.ctx.db.insert(receipts).values({
      ...demo,
      code: "RK209901010001",
      status: "submitted",
      createdBy: app.demo.customerId,
    });
    const after = (await overview(provider)).data.counters;
    expect(after.awaiting_confirmation - before.awaiting_confirmation).toBe(1);
    expect(after.in_exception - before.in_exception).toBe(2);
    expect(after.receipts_awaiting_receiving - before.receipts_awaiting_receiving).toBe(1);
    const mine = (await overview(shipper)).data.counters;
    expect(mine.in_exception - mineBefore.in_exception).toBe(1);
    expect(mine.receipts_awaiting_receiving - mineBefore.receipts_awaiting_receiving).toBe(1);
  });

  test("refuses a bad offset with a field error and a drop shipper without a provider", async ({
    app,
    provider,
    shipper,
    overview,
  }) => {
    const bad = await overview(provider, { tz_offset: "900" });
    expect(bad.code).toBe(4001);
    expect(JSON.stringify(bad.data)).toContain("tz_offset");
    const noProvider = await app.call({ url: "/api/dashboard/overview", token: shipper.token });
    expect(noProvider.code).toBe(4001);
  });
});
