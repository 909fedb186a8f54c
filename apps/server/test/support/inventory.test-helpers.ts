import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type {
  TStockActor,
  TStockDocument,
  TStockLot,
} from "../../src/modules/inventory/inventory.balance.ts";
import { changeOnHand } from "../../src/modules/inventory/inventory.ledger.ts";
import { products, productVariants } from "../../src/modules/products/products.tables.ts";
import { warehouseLocations, warehouses } from "../../src/modules/warehouses/warehouses.tables.ts";
import type { TTestApp } from "../harness.ts";

/** The demo tenant's warehouse SZ01 with its locations by type, and the acting provider user. */
export async function stockFixture(t: TTestApp) {
  const { providerId, customerId, providerUserId } = t.demo;
  const [warehouse] = await t.ctx.db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.providerId, providerId), eq(warehouses.code, "SZ01")));
  if (!warehouse) throw new Error("demo warehouse missing");
  const locations = await t.ctx.db
    .select()
    .from(warehouseLocations)
    .where(
      and(eq(warehouseLocations.providerId, providerId), eq(warehouseLocations.warehouseId, warehouse.id)),
    )
    .orderBy(asc(warehouseLocations.walkSequence));
  const ofType = (type: string) => locations.filter((l) => l.type === type);
  const actor: TStockActor = { providerId, userId: providerUserId };
  return {
    providerId,
    customerId,
    actor,
    warehouseId: warehouse.id,
    pick: ofType("pick"),
    storage: ofType("storage"),
    receiving: ofType("receiving"),
    defect: ofType("defect"),
  };
}

/** A new product with one variant of the demo customer (so demo stock never interferes). */
export async function newVariant(t: TTestApp, sku: string, warningQuantity = 0) {
  const { providerId, customerId } = t.demo;
  const [product] = await t.ctx.db
    .insert(products)
    .values({ providerId, customerId, title: `Test ${sku}` })
    .returning({ id: products.id });
  if (!product) throw new Error("product not created");
  const [variant] = await t.ctx.db
    .insert(productVariants)
    .values({
      providerId,
      customerId,
      productId: product.id,
      sku,
      barcode: `BC${sku}`,
      nameEn: `Item ${sku}`,
      warningQuantity,
    })
    .returning();
  if (!variant) throw new Error("variant not created");
  return variant;
}

export const testDocument = (type: TStockDocument["type"], code = "T"): TStockDocument => ({
  type,
  id: randomUUID(),
  code: `${code}-${randomUUID().slice(0, 8)}`,
});

/** Books `quantity` of the demo customer's variant on hand at a location of the fixture's warehouse, as an adjustment. */
export function addStock(
  t: TTestApp,
  f: Awaited<ReturnType<typeof stockFixture>>,
  variantId: string,
  locationId: string,
  quantity: number,
  lot?: TStockLot,
) {
  return t.ctx.db.transaction((tx) =>
    changeOnHand(tx, f.actor, {
      warehouseId: f.warehouseId,
      locationId,
      variantId,
      lot,
      customerId: f.customerId,
      delta: quantity,
      reason: "adjustment_increase",
      document: testDocument("adjustment"),
    }),
  );
}
