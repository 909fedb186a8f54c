import { and, asc, eq, gt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
import { orderLines, orders } from "../orders/index.ts";
import { productVariants } from "../products/index.ts";
import { waveOrders, waves } from "../waves/index.ts";
import { packingReviewScans } from "./packing.tables.ts";

/**
 * SQL of the review bench's wave mode (split from packing.repository.ts). An order is "to review" in a
 * wave when the wave picked it (wave_orders.result = picked) and it is still picked now.
 */

export type TReviewWave = Pick<typeof waves.$inferSelect, "id" | "code" | "status" | "orderCount">;

const waveColumns = { id: waves.id, code: waves.code, status: waves.status, orderCount: waves.orderCount };

export async function waveByCode(db: Db, providerId: string, code: string): Promise<TReviewWave | null> {
  const [row] = await db
    .select(waveColumns)
    .from(waves)
    .where(and(eq(waves.providerId, providerId), eq(waves.code, code)));
  return row ?? null;
}

export async function waveById(db: Db, providerId: string, id: string): Promise<TReviewWave | null> {
  const [row] = await db
    .select(waveColumns)
    .from(waves)
    .where(tenantRow(waves, providerId, id));
  return row ?? null;
}

const orderOfWave = and(
  eq(orders.providerId, waveOrders.providerId),
  eq(orders.id, waveOrders.orderId),
  eq(orders.status, "picked"),
);
const linesOfOrder = and(eq(orderLines.providerId, orders.providerId), eq(orderLines.orderId, orders.id));
const toReview = (providerId: string, waveId: string) =>
  and(eq(waveOrders.providerId, providerId), eq(waveOrders.waveId, waveId), eq(waveOrders.result, "picked"));
/** Accepted scans of an order line (packing_review_scans_order_idx). */
const acceptedOfLine = sql<number>`(select count(*)::int from ${packingReviewScans} s
  where s.provider_id = ${orderLines.providerId} and s.order_id = ${orderLines.orderId}
    and s.variant_id = ${orderLines.variantId} and s.outcome = 'accepted')`;

/** Orders of the wave still to review, and the pieces they still wait for. */
export async function waveProgress(db: Db, providerId: string, waveId: string) {
  const [row] = await db
    .select({
      toReview: sql<number>`count(distinct ${orders.id})::int`,
      unitsToScan: sql<number>`coalesce(sum(greatest(${orderLines.quantity} - ${acceptedOfLine}, 0)), 0)::int`,
    })
    .from(waveOrders)
    .innerJoin(orders, orderOfWave)
    .innerJoin(orderLines, linesOfOrder)
    .where(toReview(providerId, waveId));
  return { toReview: row?.toReview ?? 0, unitsToScan: row?.unitsToScan ?? 0 };
}

/**
 * The wave's orders to review that have a line for the scanned code (barcode or SKU, case-insensitive),
 * oldest order first; with `needing`, only those whose line still misses a piece. Not locked: the
 * caller locks each in this order and checks again.
 */
export function waveOrdersWithItem(
  db: Db,
  providerId: string,
  waveId: string,
  scanned: string,
  needing: boolean,
) {
  const wanted = scanned.trim().toLowerCase();
  const matches = or(
    sql`lower(${productVariants.sku}) = ${wanted}`,
    and(sql`${productVariants.barcode} <> ''`, sql`lower(${productVariants.barcode}) = ${wanted}`),
  ) as SQL;
  return db
    .selectDistinct({ id: orders.id, createdAt: orders.createdAt, code: orders.code })
    .from(waveOrders)
    .innerJoin(orders, orderOfWave)
    .innerJoin(orderLines, linesOfOrder)
    .innerJoin(productVariants, tenantRow(productVariants, orderLines.providerId, orderLines.variantId))
    .where(
      and(
        toReview(providerId, waveId),
        matches,
        needing ? gt(orderLines.quantity, acceptedOfLine) : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.code), asc(orders.id));
}
