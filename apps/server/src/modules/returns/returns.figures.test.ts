import type { TReturnDetail, TReturnFigures } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp } from "../../../test/fixtures.ts";
import { returnsTest } from "../../../test/support/returns.test-helpers.ts";
import { returns } from "./returns.tables.ts";

/**
 * The returns card's figures (docs/returns.md "Figures"): return rates by SKU and customer over the window,
 * cancelled RMAs left out, and the days parcels waited from arrival to the end of inspection.
 */
const test = returnsTest;
test.beforeAll(openApp);

describe("return figures", () => {
  test("rates by SKU and customer, and days from arrival to inspection, for both sides", async ({
    app,
    apiAs,
    api,
    shipper,
    operator,
    shippedOrder,
  }) => {
    const merchant = apiAs(shipper);
    const bench = apiAs(operator);
    const figures = async (who = merchant) =>
      (await who.get<TReturnFigures>("returns/query-return-figures", { days: "30" })).data;
    const before = await figures();

    const jacket = await shippedOrder("RF-JACKET", 4);
    const scarf = await shippedOrder("RF-SCARF", 2);
    const raise = async (orderId: string, sku: string, quantity: number) =>
      (
        await merchant.post<TReturnDetail>("returns/create-return", {
          order_id: orderId,
          lines: [{ sku, quantity, reason: "size_or_fit" }],
        })
      ).data;
    const jackets = await raise(jacket.id, "RF-JACKET", 2);
    const scarfs = await raise(scarf.id, "RF-SCARF", 1);
    await merchant.post("returns/cancel-return", { return_id: scarfs.id, reason: "Kept it" });

    // The jackets' parcel came two days ago and is inspected now.
    await bench.post("returns/receive-return", { return_id: jackets.id });
    await app.ctx.db
      .update(returns)
      .set({ receivedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(returns.id, jackets.id));
    for (const disposition of ["restock", "restock"])
      await bench.post("returns/inspect-return", { return_id: jackets.id, sku: "RF-JACKET", disposition });
    await bench.post("returns/finish-inspection", { return_id: jackets.id });

    const after = await figures();
    expect(after.days).toBe(30);
    expect(after.total.shipped - before.total.shipped).toBe(6);
    expect(after.total.returned - before.total.returned).toBe(2);
    expect(after.by_sku.find((s) => s.sku === "RF-JACKET")).toMatchObject({
      shipped: 4,
      returned: 2,
      rate: 0.5,
    });
    // The scarf's RMA was cancelled: no return, so it is not among the SKUs returned.
    expect(after.by_sku.map((s) => s.sku)).not.toContain("RF-SCARF");
    expect(after.by_customer.map((c) => c.customer_id)).toEqual([app.demo.customerId]);
    expect(after.inspection.received - before.inspection.received).toBe(1);
    expect(after.inspection.inspected - before.inspection.inspected).toBe(1);
    if (before.inspection.inspected === 0) {
      expect(after.inspection.average_days).toBeCloseTo(2, 1);
      expect(after.inspection.median_days).toBeCloseTo(2, 1);
    }

    // Staff see the same rows for the tenant; a window outside the list is refused.
    expect((await figures(api)).by_sku.find((s) => s.sku === "RF-JACKET")).toMatchObject({ returned: 2 });
    const odd = await merchant.get("returns/query-return-figures", { days: "45" });
    expect(odd).toMatchObject({
      code: 4001,
      data: { fields: { days: "Choose a window of 30, 90 or 365 days" } },
    });
  });
});
