import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { productVariants } from "../products/index.ts";
import { enqueueWebhookEvents } from "../webhooks/index.ts";
import { availableSql } from "./inventory.balance.ts";
import { sellableBalanceSql } from "./inventory.bins.ts";
import { stockBalances } from "./inventory.tables.ts";

/**
 * The `inventory.low_stock` webhook event: announced when a stock change takes a variant from above its
 * inventory warning quantity to at or below it (sellable available over all the provider's warehouses,
 * the same measure as the low-stock alarm; callers count only changes of sellable stock in the net change). Staying above, staying below or rising announces nothing.
 *
 * Called once per operation (an adjustment, an allocation) AFTER its ledger writes, in its transaction,
 * with the operation's net change of available per variant: a move out and back in nets to zero, so it
 * cannot announce a crossing that never happened. Before = after - net change; one aggregate query over
 * the falling variants only, taking no locks (the allocation's locking is untouched). Two concurrent
 * operations that both cross may both announce (each sees the other uncommitted): receivers get
 * at-least-once delivery anyway and the payload carries the numbers.
 */
export async function announceLowStockCrossings(
  tx: Db,
  providerId: string,
  availableChange: ReadonlyMap<string, number>,
): Promise<number> {
  const falling = [...availableChange].filter(([, change]) => change < 0).map(([variantId]) => variantId);
  if (falling.length === 0) return 0;
  const b = stockBalances;
  const rows = await tx
    .select({
      variantId: productVariants.id,
      customerId: productVariants.customerId,
      sku: productVariants.sku,
      nameEn: productVariants.nameEn,
      nameCn: productVariants.nameCn,
      warningQuantity: productVariants.warningQuantity,
      available: sql<number>`coalesce(sum(${availableSql}), 0)::int`,
    })
    .from(productVariants)
    .leftJoin(
      b,
      and(
        eq(b.providerId, productVariants.providerId),
        eq(b.variantId, productVariants.id),
        sellableBalanceSql(b.providerId, b.locationId),
      ),
    )
    .where(
      and(
        eq(productVariants.providerId, providerId),
        inArray(productVariants.id, falling),
        gt(productVariants.warningQuantity, 0),
      ),
    )
    .groupBy(productVariants.providerId, productVariants.id);
  const crossings: TLowStockCrossing[] = [];
  for (const row of rows) {
    const after = Number(row.available);
    const before = after - (availableChange.get(row.variantId) ?? 0);
    if (!(after <= row.warningQuantity && before > row.warningQuantity)) continue;
    crossings.push({
      variant_id: row.variantId,
      customer_id: row.customerId,
      sku: row.sku,
      name_en: row.nameEn,
      name_cn: row.nameCn,
      available: after,
      previous_available: before,
      warning_quantity: row.warningQuantity,
    });
  }
  await enqueueLowStock(tx, providerId, crossings);
  return crossings.length;
}

/** A variant that crossed its warning quantity: the event's payload, and whose it is. */
export type TLowStockCrossing = {
  variant_id: string;
  customer_id: string;
  sku: string;
  name_en: string;
  name_cn: string;
  available: number;
  previous_available: number;
  warning_quantity: number;
};

/** One `inventory.low_stock` event per crossing, to the variant owner's webhooks (one outbox statement). */
export async function enqueueLowStock(tx: Db, providerId: string, crossings: TLowStockCrossing[]) {
  await enqueueWebhookEvents(
    tx,
    crossings.map(({ customer_id: customerId, ...payload }) => ({
      providerId,
      customerId,
      type: "inventory.low_stock" as const,
      payload,
    })),
  );
}

/** Adds `change` to a variant's entry of a net-change map (helper for the callers). */
export function addChange(changes: Map<string, number>, variantId: string, change: number) {
  changes.set(variantId, (changes.get(variantId) ?? 0) + change);
}
