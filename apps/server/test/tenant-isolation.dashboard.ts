/**
 * Tenant-isolation probe of the home dashboard (spread into the matrix of tenant-isolation.test.ts).
 * The rival tenant gets a low-stock SKU, a shipped order of it (today) and an order in exception; no role
 * of the demo tenant may see them in its own overview, and naming the rival provider is refused.
 */
import type { TDashboardOverview } from "@wms/contracts";
import { and, count, eq, gte, type SQL } from "drizzle-orm";
import { expect } from "vitest";
import { orders } from "../src/modules/orders/index.ts";
import type { TSignedIn, TTestApp } from "./harness.ts";
import { insertOrder, insertVariant } from "./support/dashboard.test-helpers.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import { rival } from "./tenant-isolation.warehouses.ts";

const rivalSku = "RIVAL-DASH-SKU";
let seeded: Promise<string> | undefined;

/** Created on first use (after seedRivalWarehousing has made the rival warehouse); answers the variant id. */
function seedRivalDashboard(t: TTestApp, f: TForeignTenant) {
  seeded ??= (async () => {
    const owner = { providerId: f.providerId, customerId: f.customerId };
    const variantId = await insertVariant(t, owner, rivalSku, 50);
    const at = { ...owner, warehouseId: rival.warehouseId };
    await insertOrder(t, at, { created: new Date(), shipped: new Date() }, [{ variantId, quantity: 77 }]);
    await insertOrder(t, at, { created: new Date(), status: "exception" });
    return variantId;
  })();
  return seeded;
}

/** How many of the caller's own orders match `where` (the demo tenant, or its customer for a shipper). */
async function ownOrders(t: TTestApp, me: TSignedIn, where: SQL) {
  const owner = me.role === "dropShipper" ? eq(orders.customerId, t.demo.customerId) : undefined;
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.providerId, t.demo.providerId), owner, where));
  return row?.n ?? 0;
}

export const dashboardMatrix: Record<string, TEntry> = {
  "GET /api/dashboard/overview": {
    probe: async (t, me, f) => {
      const variantId = await seedRivalDashboard(t, f);
      const tenant: Record<string, string> =
        me.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : {};
      const own = await t.call<TDashboardOverview>({
        url: "/api/dashboard/overview",
        token: me.token,
        query: tenant,
      });
      expect(own.code).toBe(200);
      const text = JSON.stringify(own.data);
      expect(text).not.toContain(rivalSku);
      expect(text).not.toContain(variantId);
      expect(own.data.counters.in_exception).toBe(await ownOrders(t, me, eq(orders.status, "exception")));
      const today = new Date().toISOString().slice(0, 10);
      const since = new Date(`${today}T00:00:00Z`);
      expect(own.data.trend.at(-1)).toEqual({
        day: today,
        created: await ownOrders(t, me, gte(orders.createdAt, since)),
        shipped: await ownOrders(t, me, gte(orders.shippedAt, since)),
      });
      const named = await t.call({
        url: "/api/dashboard/overview",
        token: me.token,
        query: { provider_uuid: f.providerId },
      });
      expect([4003, 4004]).toContain(named.code);
    },
  },
};
