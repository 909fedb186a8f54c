import type { TCountFigures } from "@wms/contracts";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import { countLocations, countsApi, priceSku } from "../../../test/support/counts.test-helpers.ts";
import { addStock, newVariant } from "../../../test/support/inventory.test-helpers.ts";

/**
 * The counts card (docs/counts.md "Figures"): accuracy of the locations counted in the window, the value of
 * count adjustments by month and customer from the stock log, and the locations never counted.
 */
const test = appTest;
test.beforeAll(openApp);

describe("count figures", () => {
  test("accuracy, adjustments by month and customer, locations never counted", async ({
    app,
    provider,
    operator,
  }) => {
    const staff = countsApi(app, provider);
    const floor = countsApi(app, operator);
    const figures = async () => (await staff.get<TCountFigures>("query-count-figures", { days: "30" })).data;
    const before = await figures();
    expect(before.accuracy).toEqual({ counted: 0, accurate: 0, percent: null });

    const { f, locations } = await countLocations(app, "CCF", 4);
    const sku = await newVariant(app, "CC-FIG");
    await priceSku(app, sku.id, "2.50");
    await addStock(app, f, sku.id, (locations[0] as { id: string }).id, 10);
    const added = await figures();
    expect(added.never_counted).toBe(before.never_counted + 4);
    expect(added.locations).toBe(before.locations + 4);

    const plan = await staff.plan({
      warehouse_id: f.warehouseId,
      kind: "locations",
      from_location: "CCF-01",
      to_location: "CCF-03",
    });
    await floor.count(plan.id, "CCF-01", [{ code: "CC-FIG", quantity: 6 }]);
    const recount = await staff.count(plan.id, "CCF-01", [{ code: "CC-FIG", quantity: 6 }]);
    await floor.count(plan.id, "CCF-02", []);
    await floor.count(plan.id, "CCF-03", []);
    const waiting = await figures();
    expect(waiting).toMatchObject({ waiting_review: 1, accuracy: { counted: 2, accurate: 2, percent: 100 } });
    expect((await staff.post("approve-count", { task_ids: [recount.data.id], reason: "Figures" })).code).toBe(
      200,
    );

    const after = await figures();
    expect(after.accuracy).toEqual({ counted: 3, accurate: 2, percent: 66.7 });
    expect(after.never_counted).toBe(before.never_counted + 1);
    const month = new Date().toISOString().slice(0, 7);
    expect(after.by_month.at(-1)).toEqual({
      month,
      units_gained: 0,
      units_lost: 4,
      value_gained: "0.00",
      value_lost: "10.00",
      net_value: "-10.00",
    });
    expect(after.by_customer[0]).toMatchObject({
      customer_id: app.demo.customerId,
      units_lost: 4,
      net_value: "-10.00",
    });
    const wrong = await staff.get("query-count-figures", { days: "7" });
    expect(wrong.code).toBe(4001);
  });
});
