import type { TMission } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import type { TSignedIn } from "../../../../test/harness.ts";
import { sheetOf } from "../../../../test/support/exports.test-helpers.ts";
import { stockedSku } from "../../../../test/support/orders.test-helpers.ts";
import { bindShop, placed, type TApiAs } from "../../../../test/support/stores.test-helpers.ts";
import { shopOrders, shops } from "../stores.tables.ts";

/**
 * Store orders to .xlsx (docs/stores.md "Export"): `mission/start-export` kind `shop-orders` with the
 * order info screen's filters runs as a mission; `query-export-mission` answers the caller's last one for
 * the shop; the file has the filtered orders, newest first, across pages; a shop not the caller's is 4004
 * before anything starts.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

async function exportEnded(apiAs: TApiAs, user: TSignedIn, shopId: string): Promise<TMission> {
  for (let i = 0; i < 300; i++) {
    const res = await apiAs(user).get<{ mission: TMission | null }>("shop-manager/query-export-mission", {
      shop_id: shopId,
    });
    expect(res.code).toBe(200);
    const mission = res.data.mission;
    if (mission && !["pending", "running"].includes(mission.status)) return mission;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the export did not end");
}

describe("store orders export", () => {
  test("exports the filtered orders of the shop, newest first, and query-export-mission follows it", async ({
    app,
    apiAs,
    shipper,
    shopify,
  }) => {
    const domain = "export-orders.myshopify.com";
    const { warehouseId } = await stockedSku(app, "EXP-1", 5000);
    const shopId = await bindShop(apiAs, shipper, shopify, domain, { warehouse_id: warehouseId });
    const none = await apiAs(shipper).get<{ mission: TMission | null }>("shop-manager/query-export-mission", {
      shop_id: shopId,
    });
    expect(none).toMatchObject({ code: 200, data: { mission: null } });

    // Two orders placed in the shop (one paid, converted to a warehouse order; one not paid)...
    const paid = await placed(app, shopify, domain, { lineItems: [{ sku: "EXP-1", quantity: 1 }] });
    const unpaid = await placed(app, shopify, domain, {
      lineItems: [{ sku: "EXP-1", quantity: 2 }],
      financialStatus: "PENDING",
    });
    // ...and, older, more than one export page (1,000 rows) of converted ones, written straight to the table.
    const [shop] = await app.ctx.db.select().from(shops).where(eq(shops.id, shopId));
    const older = Array.from({ length: 1004 }, (_, i) => ({
      providerId: shop?.providerId ?? "",
      shopId,
      customerId: shop?.customerId ?? "",
      shopifyOrderId: `gid://shopify/Order/${900000 + i}`,
      name: `#B${i}`,
      orderedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      shopifyUpdatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      financialStatus: "paid",
      fulfilmentStatus: "fulfilled",
      items: [],
      state: "converted" as const,
    }));
    await app.ctx.db.insert(shopOrders).values(older);
    const names = [paid.name, ...older.map((o) => o.name)];

    const started = await apiAs(shipper).post<TMission>("mission/start-export", {
      kind: "shop-orders",
      filters: { shop_id: shopId, state: "converted" },
    });
    expect(started).toMatchObject({ code: 2000, data: { kind: "export:shop-orders" } });
    const done = await exportEnded(apiAs, shipper, shopId);
    expect(done).toMatchObject({ id: started.data.id, status: "completed", progress: 100 });
    expect(done.result_name).toMatch(/^shop-orders-\d{4}-\d\d-\d\d\.xlsx$/);

    const { headers, rows } = await sheetOf(app, shipper, done.result_file ?? "");
    expect(headers.slice(0, 3)).toEqual(["Order number", "Ordered at (UTC)", "Customer"]);
    expect(rows).toHaveLength(1005);
    expect(rows[0]?.["Order number"]).toBe(paid.name);
    expect(rows.map((r) => r["Order number"])).not.toContain(unpaid.name);
    expect(new Set(rows.map((r) => r["Order number"]))).toEqual(new Set(names));
    const times = rows.map((r) => String(r["Ordered at (UTC)"]));
    expect([...times].sort().reverse()).toEqual(times);
    expect(rows[0]).toMatchObject({
      "Items (SKU x quantity)": "EXP-1 x 1",
      State: "converted",
      Payment: "paid",
    });
    expect(String(rows[0]?.["Warehouse order"])).toMatch(/\S/);
  });

  test("a shop that is not the caller's, or filters the list would refuse, start nothing", async ({
    apiAs,
    shipper,
    provider,
  }) => {
    const unknown = await apiAs(shipper).post("mission/start-export", {
      kind: "shop-orders",
      filters: { shop_id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.code).toBe(4004);
    const badState = await apiAs(provider).post("mission/start-export", {
      kind: "shop-orders",
      filters: { shop_id: "00000000-0000-4000-8000-000000000000", state: "shipped-yesterday" },
    });
    expect(badState.code).toBe(4001);
  });
});
