import type { TDashboardOverview, TGettingStartedStep } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import { registerUser, type TSignedIn, type TTestApp } from "../../../test/harness.ts";
import { insertOrder, insertVariant } from "../../../test/support/dashboard.test-helpers.ts";
import { users } from "../auth/index.ts";
import { receipts } from "../receipts/receipts.tables.ts";
import { shops } from "../stores/stores.tables.ts";
import { customers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * The getting-started checklist of the home dashboard (docs/decisions.md, "Getting started"): each step is
 * ticked from the tenant's own data, the drop shipper's from its own customer account only.
 */

type TSteps = Partial<Record<TGettingStartedStep, boolean>>;

const test = appTest.extend(
  "steps",
  { scope: "file" },
  ({ app }) =>
    async (who: TSignedIn): Promise<TSteps> => {
      const tenant: Record<string, string> =
        who.role === "dropShipper" ? { provider_uuid: app.demo.providerId } : {};
      const res = await app.call<TDashboardOverview>({
        url: "/api/dashboard/overview",
        token: who.token,
        query: tenant,
      });
      expect(res.code).toBe(200);
      return Object.fromEntries(res.data.getting_started.map((s) => [s.step, s.done]));
    },
);

/** A new drop shipper, customer of the demo provider with nothing of its own yet; and its customer id. */
async function newShipper(app: TTestApp, username: string) {
  await registerUser(app, username, "dropShipper", { supplier: app.demo.providerId });
  const who = await app.signIn(username, "dropShipper", "Strong@Pass2026");
  const [row] = await app.ctx.db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(customers.providerId, app.demo.providerId), eq(users.username, username)));
  return { who, customerId: row?.id ?? "" };
}

async function demoWarehouseId(app: TTestApp) {
  const [row] = await app.ctx.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.providerId, app.demo.providerId))
    .limit(1);
  return row?.id ?? "";
}

let receiptSequence = 0;
/** A receipt of `customerId` with the demo provider, in `status`. */
async function insertReceipt(
  app: TTestApp,
  customerId: string,
  status: (typeof receipts.$inferInsert)["status"],
) {
  receiptSequence += 1;
  await app.ctx.db.insert(receipts).values({
    providerId: app.demo.providerId,
    customerId,
    warehouseId: await demoWarehouseId(app),
    code: `RK2098${String(receiptSequence).padStart(8, "0")}`,
    status,
    createdBy: customerId,
  });
}

async function insertShop(app: TTestApp, customerId: string, domain: string, status: "active" | "unbound") {
  await app.ctx.db.insert(shops).values({
    providerId: app.demo.providerId,
    customerId,
    shopDomain: domain,
    authKind: "custom_app",
    status,
    unboundAt: status === "unbound" ? new Date() : null,
  });
}

describe("getting started", () => {
  test("lists the provider's four steps in order, all done for the demo tenant (staff alike)", async ({
    app,
    provider,
    operator,
    steps,
  }) => {
    const res = await app.call<TDashboardOverview>({ url: "/api/dashboard/overview", token: provider.token });
    expect(res.data.getting_started).toEqual([
      { step: "warehouse", done: true },
      { step: "locations", done: true },
      { step: "channel", done: true },
      { step: "customer", done: true },
    ]);
    expect(await steps(operator)).toEqual(await steps(provider));
  });

  test("a new provider has none done; its first warehouse ticks that step only", async ({ app, steps }) => {
    await registerUser(app, "starting_provider", "provider");
    const fresh = await app.signIn("starting_provider", "provider", "Strong@Pass2026");
    expect(await steps(fresh)).toEqual({
      warehouse: false,
      locations: false,
      channel: false,
      customer: false,
    });

    const created = await app.call({
      url: "/api/warehouse/create-warehouse",
      token: fresh.token,
      body: { code: "START1", name: "First warehouse", country: "CN", address: "1 Start Road" },
    });
    expect(created.code).toBe(1000);
    expect(await steps(fresh)).toEqual({
      warehouse: true,
      locations: false,
      channel: false,
      customer: false,
    });
  });

  test("the demo shipper has products and no bound shop, and sees the drop shipper's steps only", async ({
    app,
    shipper,
    steps,
  }) => {
    const res = await app.call<TDashboardOverview>({
      url: "/api/dashboard/overview",
      token: shipper.token,
      query: { provider_uuid: app.demo.providerId },
    });
    expect(res.data.getting_started.map((s) => s.step)).toEqual(["shop", "products", "receipt", "order"]);
    expect(await steps(shipper)).toMatchObject({ shop: false, products: true });
  });

  test("a drop shipper's steps count its own customer account only, and only what the rule says", async ({
    app,
    shipper,
    steps,
  }) => {
    const none = { shop: false, products: false, receipt: false, order: false };
    const mine = await newShipper(app, "starting_shipper");
    expect(await steps(mine.who)).toEqual(none);

    // Another customer of the same provider has everything: none of it counts for the new one.
    const other = await newShipper(app, "busy_shipper");
    const warehouseId = await demoWarehouseId(app);
    const otherOwner = { providerId: app.demo.providerId, customerId: other.customerId };
    await insertShop(app, other.customerId, "busy-shipper.myshopify.com", "active");
    await insertVariant(app, otherOwner, "GS-BUSY");
    await insertReceipt(app, other.customerId, "submitted");
    await insertOrder(app, { ...otherOwner, warehouseId }, { created: new Date(), status: "submitted" });
    expect(await steps(other.who)).toEqual({ shop: true, products: true, receipt: true, order: true });
    expect(await steps(mine.who)).toEqual(none);
    expect(await steps(shipper)).toMatchObject({ shop: false });

    // An unbound shop, a draft or cancelled receipt and a cancelled order tick nothing.
    const owner = { providerId: app.demo.providerId, customerId: mine.customerId };
    await insertShop(app, mine.customerId, "starting-shipper.myshopify.com", "unbound");
    await insertReceipt(app, mine.customerId, "draft");
    await insertReceipt(app, mine.customerId, "cancelled");
    await insertOrder(app, { ...owner, warehouseId }, { created: new Date(), status: "cancelled" });
    expect(await steps(mine.who)).toEqual(none);

    // Its own product, submitted receipt and live order do.
    await insertVariant(app, owner, "GS-MINE");
    await insertReceipt(app, mine.customerId, "submitted");
    await insertOrder(app, { ...owner, warehouseId }, { created: new Date(), status: "draft" });
    expect(await steps(mine.who)).toEqual({ shop: false, products: true, receipt: true, order: true });
  });
});
