import type { TCountPlan, TCountTask } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp } from "../../../test/fixtures.ts";
import type { TPage } from "../../../test/harness.ts";
import { billingTest } from "../../../test/support/billing.test-helpers.ts";
import { countLocations, countsApi } from "../../../test/support/counts.test-helpers.ts";
import { addStock, newVariant } from "../../../test/support/inventory.test-helpers.ts";
import { productVariants } from "../products/index.ts";

/**
 * ABC counts (docs/counts.md "Plans"): the SKUs are ranked by the units shipped from the warehouse over 90
 * days (the stock log); the first 80% of the units are class A, the next 15% B, the rest C; a plan of a class
 * counts the locations holding its SKUs.
 */
const test = billingTest;
test.beforeAll(openApp);

describe("counts by ABC class", () => {
  test("the fast movers' locations for A, the slow ones' for B and C", async ({
    app,
    provider,
    handedOver,
  }) => {
    await handedOver("ABC-FAST", 8, null);
    await handedOver("ABC-SLOW", 1, null);
    const { f, locations } = await countLocations(app, "ABC", 3);
    const [fastBin, slowBin, idleBin] = locations.map((l) => l.id);
    const idOf = async (sku: string) =>
      (
        await app.ctx.db
          .select({ id: productVariants.id })
          .from(productVariants)
          .where(and(eq(productVariants.providerId, app.demo.providerId), eq(productVariants.sku, sku)))
      )[0]?.id as string;
    await addStock(app, f, await idOf("ABC-FAST"), fastBin as string, 3);
    await addStock(app, f, await idOf("ABC-SLOW"), slowBin as string, 3);
    await addStock(app, f, (await newVariant(app, "ABC-IDLE")).id, idleBin as string, 3);
    const staff = countsApi(app, provider);
    const codesOf = async (plan: TCountPlan) =>
      (
        await staff.get<TPage<TCountTask>>("query-count-tasks", { plan_id: plan.id, page_size: "100" })
      ).data.list
        .map((t) => t.location_code)
        .filter((c) => c.startsWith("ABC-"));

    const missing = await staff.post("create-count-plan", { warehouse_id: f.warehouseId, kind: "abc" });
    expect(missing).toMatchObject({
      code: 4001,
      data: { fields: { abc_class: "Choose the class to count: A, B or C" } },
    });
    const a = await staff.plan({ warehouse_id: f.warehouseId, kind: "abc", abc_class: "A" });
    expect(a.scope).toBe("Class A SKUs (units shipped over 90 days)");
    expect(await codesOf(a)).toEqual(["ABC-01"]);
    const b = await staff.plan({ warehouse_id: f.warehouseId, kind: "abc", abc_class: "B" });
    expect(await codesOf(b)).toEqual(["ABC-02"]);
    const c = await staff.plan({ warehouse_id: f.warehouseId, kind: "abc", abc_class: "C" });
    expect(await codesOf(c)).toEqual(["ABC-03"]);
  });
});
