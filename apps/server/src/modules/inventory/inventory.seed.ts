import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { matches } from "../../kernel/db/sql-helpers.ts";
import { productVariants } from "../products/index.ts";
import { warehouseLocations, warehouses } from "../warehouses/index.ts";
import { changeOnHand } from "./inventory.ledger.ts";
import { createStockDocument } from "./inventory.service.ts";

/** YYYY-MM-DD, days from today. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo opening stock (called from seed/demo.ts inside its transaction), booked through the ledger as one
 * stocktake adjustment so the stock log explains every unit. EB-100-WHT stays under its warning quantity
 * (low-stock alarm), one T-shirt lot expires within 30 days (near-expiry alarm), TS-RED-L has none.
 */
export async function seedDemoInventory(
  tx: Db,
  ids: { providerId: string; customerId: string; userId: string },
): Promise<void> {
  const { providerId, customerId } = ids;
  const [warehouse] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.providerId, providerId), eq(warehouses.code, "SZ01")));
  if (!warehouse) return;
  const plan = [
    { sku: "EB-100-BLK", location: "A-01-01", quantity: 120 },
    { sku: "EB-100-BLK", location: "B-01-01", quantity: 40 },
    { sku: "EB-100-WHT", location: "A-01-02", quantity: 6 },
    { sku: "TS-RED-M", location: "A-02-01", quantity: 50, batch: "LOT-2401", expiry: dayFromNow(20) },
    { sku: "TS-RED-M", location: "A-02-02", quantity: 30, batch: "LOT-2402", expiry: dayFromNow(365) },
    { sku: "PS-ALU-01", location: "B-01-02", quantity: 200 },
  ];
  const locations = await tx
    .select({ id: warehouseLocations.id, code: warehouseLocations.code })
    .from(warehouseLocations)
    .where(
      and(
        matches(warehouseLocations, { providerId, warehouseId: warehouse.id }),
        inArray(warehouseLocations.code, [...new Set(plan.map((p) => p.location))]),
      ),
    );
  const variants = await tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(and(eq(productVariants.providerId, providerId), eq(productVariants.customerId, customerId)));
  const { document } = await createStockDocument(tx, {
    providerId,
    code: "ADJ-DEMO-0001",
    type: "adjustment",
    warehouseId: warehouse.id,
    reason: "stocktake",
    note: "Opening stock",
    lineCount: plan.length,
    createdBy: ids.userId,
  });
  for (const line of plan) {
    const locationId = locations.find((l) => l.code === line.location)?.id;
    const variantId = variants.find((v) => v.sku === line.sku)?.id;
    if (!locationId || !variantId) continue;
    await changeOnHand(
      tx,
      { providerId, userId: ids.userId },
      {
        warehouseId: warehouse.id,
        locationId,
        variantId,
        customerId,
        lot: { batch: line.batch ?? "", expiryDate: line.expiry ?? null },
        delta: line.quantity,
        reason: "adjustment_increase",
        document,
        note: "Opening stock",
      },
    );
  }
}
