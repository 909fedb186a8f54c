import { and, asc, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTestWith } from "../../../test/fixtures.ts";
import { addStock, newVariant, stockFixture } from "../../../test/support/inventory.test-helpers.ts";
import { act, createOrder, orderBody } from "../../../test/support/orders.test-helpers.ts";
import { subscribeShipper } from "../../../test/support/webhooks.test-helpers.ts";
import { webhookDeliveries } from "../webhooks/webhooks.tables.ts";

let fixture: Awaited<ReturnType<typeof stockFixture>>;

const test = appTestWith({ webhookAllowInsecure: true, webhookPollMs: 0 })
  /** A fresh SKU with warning quantity 5 and `quantity` on hand in the first pick location. */
  .extend("watchedSku", { scope: "file" }, ({ app }) => async (sku: string, quantity: number) => {
    const variant = await newVariant(app, sku, 5);
    await addStock(app, fixture, variant.id, fixture.pick[0]?.id as string, quantity);
    return variant;
  })
  /** The inventory.low_stock events queued for a variant, oldest first. */
  .extend("lowStockEvents", { scope: "file" }, ({ app }) => async (variantId: string) => {
    const rows = await app.ctx.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.providerId, app.demo.providerId),
          eq(webhookDeliveries.eventType, "inventory.low_stock"),
        ),
      )
      .orderBy(asc(webhookDeliveries.createdAt));
    return rows
      .map((r) => (JSON.parse(r.body) as { data: Record<string, unknown> }).data)
      .filter((d) => d.variant_id === variantId);
  })
  .extend(
    "adjust",
    { scope: "file" },
    ({ app, provider }) =>
      async (variant: { id: string; barcode: string }, lines: TLine[]) => {
        const res = await app.call({
          url: "/api/inventory/adjust-stock",
          token: provider.token,
          body: {
            warehouse_id: fixture.warehouseId,
            reason: "stocktake",
            lines: lines.map((l) => ({
              variant_id: variant.id,
              barcode: variant.barcode,
              location_id: fixture.pick[l.location ?? 0]?.id,
              direction: l.direction,
              quantity: l.quantity,
            })),
          },
        });
        expect(res.code).toBe(1000);
      },
  );

test.beforeAll(async ({ app, shipper }) => {
  fixture = await stockFixture(app);
  await subscribeShipper(app, shipper, "inventory.low_stock", { name: "stock alerts" });
});

type TLine = { direction: "increase" | "decrease"; quantity: number; location?: number };

describe("inventory.low_stock webhook event", () => {
  test("is queued once when an adjustment crosses the warning quantity, never while above or below", async ({
    watchedSku,
    lowStockEvents,
    adjust,
  }) => {
    const v = await watchedSku("LOW-ADJ", 10);
    await adjust(v, [{ direction: "decrease", quantity: 2 }]); // 10 -> 8: still above
    expect(await lowStockEvents(v.id)).toEqual([]);
    await adjust(v, [{ direction: "decrease", quantity: 3 }]); // 8 -> 5: at the warning quantity
    expect(await lowStockEvents(v.id)).toEqual([
      {
        variant_id: v.id,
        sku: "LOW-ADJ",
        name_en: "Item LOW-ADJ",
        name_cn: "",
        available: 5,
        previous_available: 8,
        warning_quantity: 5,
      },
    ]);
    await adjust(v, [{ direction: "decrease", quantity: 2 }]); // 5 -> 3: stays below
    await adjust(v, [{ direction: "increase", quantity: 17 }]); // 3 -> 20: rising
    expect(await lowStockEvents(v.id)).toHaveLength(1);
  });

  test("nets the lines of one adjustment: out of one bin and into another announces nothing", async ({
    watchedSku,
    lowStockEvents,
    adjust,
  }) => {
    const v = await watchedSku("LOW-NET", 10);
    await adjust(v, [
      { direction: "decrease", quantity: 8, location: 0 },
      { direction: "increase", quantity: 8, location: 1 },
    ]);
    expect(await lowStockEvents(v.id)).toEqual([]);
  });

  test("is queued when confirming an order allocates the stock down to the warning quantity", async ({
    app,
    provider,
    shipper,
    watchedSku,
    lowStockEvents,
  }) => {
    const v = await watchedSku("LOW-ORD", 9);
    const created = await createOrder(
      app,
      shipper,
      orderBody(fixture.warehouseId, [{ sku: "LOW-ORD", quantity: 3 }]),
    );
    const second = await createOrder(
      app,
      shipper,
      orderBody(fixture.warehouseId, [{ sku: "LOW-ORD", quantity: 1 }]),
    );
    const ids = [created.data.order_id, second.data.order_id];
    expect((await act(app, shipper, "submit", ids)).code).toBe(200);
    expect((await act(app, provider, "confirm", [ids[0] as string])).code).toBe(200); // 9 -> 6: above
    expect(await lowStockEvents(v.id)).toEqual([]);
    expect((await act(app, provider, "confirm", [ids[1] as string])).code).toBe(200); // 6 -> 5: crosses
    expect(await lowStockEvents(v.id)).toMatchObject([{ available: 5, previous_available: 6 }]);
  });
});
