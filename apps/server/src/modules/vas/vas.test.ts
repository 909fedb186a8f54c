import type { TVasOrder } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import { chargesOf } from "../../../test/support/billing.test-helpers.ts";
import { demoWarehouse } from "../../../test/support/receipts.test-helpers.ts";
import { auditLog } from "../audit/index.ts";
import { billingUnpricedWork } from "../billing/billing.tables.ts";
import { chargeProvider } from "../billing/index.ts";
import { vasOrders } from "./vas.tables.ts";

/**
 * Value-added work (docs/vas.md): the merchant asks for labelling or kitting of its SKU; the staff record the
 * units done (billing charges them per unit) or either side cancels while it is requested.
 */
const test = appTest;
test.beforeAll(openApp);

/** The demo merchant's SKU stored in SZ01 (the demo products). */
const sku = "EB-100-BLK";

describe("value-added work orders", () => {
  test("the merchant asks, the staff see it with what they may do, record the units done once, and billing charges them", async ({
    app,
    apiAs,
    shipper,
    operator,
  }) => {
    const { warehouseId } = await demoWarehouse(app);
    const merchant = apiAs(shipper);
    const asked = await merchant.post<TVasOrder>("vas/create-vas-order", {
      provider_uuid: app.demo.providerId,
      warehouse_id: warehouseId,
      kind: "labelling",
      sku,
      quantity: 100,
      instructions: "FNSKU labels over the barcode",
    });
    expect(asked.code, asked.message).toBe(1000);
    expect(asked.data).toMatchObject({
      code: expect.stringMatching(/^VA\d{8}\d{4}$/),
      kind: "labelling",
      sku,
      quantity: 100,
      done_quantity: null,
      status: "requested",
      requested_by: "demo_shipper",
      actions: ["cancel"],
    });
    const listed = await apiAs(operator).get<{ list: TVasOrder[]; total: number }>("vas/query-vas-orders", {
      keyword: sku,
      status: "requested",
    });
    expect(listed.data.list.map((o) => [o.code, o.customer_name, o.actions])).toEqual([
      [asked.data.code, "demo_shipper", ["complete", "cancel"]],
    ]);

    // The merchant may not record work done; staff may not record more than was asked.
    expect(
      (await merchant.post("vas/complete-vas-order", { vas_order_id: asked.data.id, done_quantity: 100 }))
        .code,
    ).toBe(4003);
    const tooMany = await apiAs(operator).post("vas/complete-vas-order", {
      vas_order_id: asked.data.id,
      done_quantity: 101,
    });
    expect(tooMany).toMatchObject({
      code: 4001,
      message: "At most the 100 units asked for: ask for more in a new work order",
      data: { fields: { done_quantity: "More than the units asked for: ask for more in a new work order" } },
    });

    // Two benches record it at once: one is taken, the other told it is done already; never 5001.
    const both = await Promise.all(
      [96, 97].map((n) =>
        apiAs(operator).post<TVasOrder>("vas/complete-vas-order", {
          vas_order_id: asked.data.id,
          done_quantity: n,
          note: "4 labels torn",
        }),
      ),
    );
    expect(both.map((r) => r.code).sort()).toEqual([200, 4009]);
    const done = both.find((r) => r.code === 200)?.data;
    expect(done).toMatchObject({
      status: "done",
      done_by: "demo_operator",
      note: "4 labels torn",
      actions: [],
    });
    expect(done?.closed_at).toEqual(expect.any(Number));
    const again = await merchant.post("vas/cancel-vas-order", {
      provider_uuid: app.demo.providerId,
      vas_order_id: asked.data.id,
      reason: "Too late",
    });
    expect(again.code).toBe(4009);
    expect(again.message).toContain(asked.data.code);

    // Billing: the units done at the demo card's labelling rate (0.25 per unit).
    await chargeProvider(app.ctx.db, app.demo.providerId);
    const units = done?.done_quantity ?? 0;
    expect(await chargesOf(app, asked.data.id)).toEqual([
      {
        kind: "vas_labelling",
        quantity: `${units}.0000`,
        rate: "0.2500",
        amount: (units * 0.25).toFixed(2),
      },
    ]);
    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, asked.data.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["complete-vas-order", "create-vas-order"]);
  });

  test("staff ask for a customer; kitting the card has no rate for is unpriced work; a cancelled order is never charged", async ({
    app,
    api,
  }) => {
    const { warehouseId } = await demoWarehouse(app);
    const body = { warehouse_id: warehouseId, kind: "kitting", sku, quantity: 20 };
    const noCustomer = await api.post("vas/create-vas-order", body);
    expect(noCustomer).toMatchObject({
      code: 4001,
      data: { fields: { customer_id: "Choose the customer the work is for" } },
    });
    const kit = await api.post<TVasOrder>("vas/create-vas-order", {
      ...body,
      customer_id: app.demo.customerId,
    });
    expect(kit.code, kit.message).toBe(1000);
    const cancelled = await api.post<TVasOrder>("vas/create-vas-order", {
      ...body,
      customer_id: app.demo.customerId,
    });
    const cancel = await api.post<TVasOrder>("vas/cancel-vas-order", {
      vas_order_id: cancelled.data.id,
      reason: "Customer changed its mind",
    });
    expect(cancel.data).toMatchObject({
      status: "cancelled",
      note: "Customer changed its mind",
      actions: [],
    });
    expect(
      (await api.post("vas/complete-vas-order", { vas_order_id: kit.data.id, done_quantity: 20 })).code,
    ).toBe(200);
    await chargeProvider(app.ctx.db, app.demo.providerId);
    const unpriced = await app.ctx.db
      .select({ kind: billingUnpricedWork.kind, quantity: billingUnpricedWork.quantity })
      .from(billingUnpricedWork)
      .where(eq(billingUnpricedWork.sourceId, kit.data.id));
    expect(unpriced).toEqual([{ kind: "vas_kitting", quantity: "20.0000" }]);
    expect(await chargesOf(app, cancelled.data.id)).toEqual([]);
    const [row] = await app.ctx.db.select().from(vasOrders).where(eq(vasOrders.id, cancelled.data.id));
    expect(row?.doneQuantity).toBeNull();
  });

  test("bad input is refused with the field named and nothing written", async ({ app, apiAs, shipper }) => {
    const { warehouseId } = await demoWarehouse(app);
    const merchant = apiAs(shipper);
    const base = { provider_uuid: app.demo.providerId, warehouse_id: warehouseId, kind: "labelling", sku };
    const before = (await app.ctx.db.select().from(vasOrders)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, sku: "NO-SUCH-SKU", quantity: 1 }, "sku"],
      [{ ...base, quantity: 0 }, "quantity"],
      [{ ...base, quantity: 2.5 }, "quantity"],
      [{ ...base, kind: "gift-wrap", quantity: 1 }, "kind"],
      [{ ...base, warehouse_id: crypto.randomUUID(), quantity: 1 }, "warehouse_id"],
      [{ ...base, quantity: 1, instructions: "x".repeat(1001) }, "instructions"],
    ];
    for (const [body, field] of cases) {
      const res = await merchant.post<{ fields: Record<string, string> }>("vas/create-vas-order", body);
      expect(res.code, field).toBe(4001);
      expect(Object.keys(res.data.fields)).toContain(field);
    }
    expect((await app.ctx.db.select().from(vasOrders)).length).toBe(before);
  });
});
