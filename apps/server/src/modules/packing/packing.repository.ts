import { and, asc, count, desc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { nextDayCode } from "../../kernel/db/day-codes.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { firstRowOf, lockTenantRow, matches, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { logisticsChannels } from "../logistics/index.ts";
import { orderLines, orders } from "../orders/index.ts";
import { packagingMaterials } from "../packaging/index.ts";
import { productVariants } from "../products/index.ts";
import {
  packingBagItems,
  packingBagSequences,
  packingBags,
  packingReviewScans,
  packingSettings,
  packingWeighings,
} from "./packing.tables.ts";

/** SQL of the packing floor only; rules live in the services. */

/** The id of the order a scanned code names: its code, else its tracking number (newest first). */
export async function orderIdByScan(db: Db, providerId: string, code: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), or(eq(orders.code, code), eq(orders.trackingNumber, code))))
    .orderBy(sql`${orders.code} = ${code} desc`, desc(orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The order a scanned code names (see orderIdByScan), locked. */
export async function orderByScan(db: Db, providerId: string, code: string) {
  const id = await orderIdByScan(db, providerId, code);
  if (!id) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(tenantRow(orders, providerId, id));
  return row ?? null;
}

export async function lockOrderByScan(db: Db, providerId: string, code: string) {
  const id = await orderIdByScan(db, providerId, code);
  if (!id) return null;
  return lockTenantRow(db, orders, providerId, id);
}

export type TScanOutcome = (typeof packingReviewScans.$inferInsert)["outcome"];

export async function scannedCounts(db: Db, providerId: string, orderId: string) {
  const rows = await db
    .select({ variantId: packingReviewScans.variantId, outcome: packingReviewScans.outcome, n: count() })
    .from(packingReviewScans)
    .where(and(eq(packingReviewScans.providerId, providerId), eq(packingReviewScans.orderId, orderId)))
    .groupBy(packingReviewScans.variantId, packingReviewScans.outcome);
  const accepted = new Map<string, number>();
  let errors = 0;
  for (const r of rows) {
    if (r.outcome === "accepted" && r.variantId) accepted.set(r.variantId, r.n);
    else errors += r.n;
  }
  return { accepted, errors };
}

export async function insertScan(db: Db, values: typeof packingReviewScans.$inferInsert) {
  await db.insert(packingReviewScans).values(values);
}

/** BG + UTC day + 4-digit sequence; one upsert, so concurrent bags never share a number. */
export function nextBagNumber(db: Db, providerId: string, now?: Date) {
  return nextDayCode(db, packingBagSequences, providerId, { prefix: "BG", digits: 4 }, now);
}

/** Serialises bagging per channel (so two benches never open two bags for it at once). */
export function lockChannel(db: Db, providerId: string, channelId: string) {
  return lockTenantRow(db, logisticsChannels, providerId, channelId);
}

export async function lockBag(db: Db, providerId: string, by: { id?: string; number?: string }) {
  const where = by.id ? eq(packingBags.id, by.id) : eq(packingBags.bagNumber, by.number ?? "");
  return firstRowOf(db, packingBags, and(eq(packingBags.providerId, providerId), where), "update");
}

export async function openBagOf(db: Db, providerId: string, channelId: string) {
  const [row] = await db
    .select()
    .from(packingBags)
    .where(and(matches(packingBags, { providerId, channelId }), eq(packingBags.status, "open")))
    .orderBy(desc(packingBags.createdAt))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function insertBag(db: Db, values: typeof packingBags.$inferInsert) {
  const [row] = await db.insert(packingBags).values(values).returning();
  if (!row) throw new Error("bag insert returned nothing");
  return row;
}

export async function closeBag(db: Db, providerId: string, bagId: string) {
  await db
    .update(packingBags)
    .set({ status: "closed", closedAt: new Date() })
    .where(tenantRow(packingBags, providerId, bagId));
}

export async function insertBagItem(db: Db, providerId: string, bagId: string, orderId: string) {
  await db.insert(packingBagItems).values({ providerId, bagId, orderId });
}

export async function bagOfOrder(db: Db, providerId: string, orderId: string) {
  const [row] = await db
    .select({ bagId: packingBagItems.bagId })
    .from(packingBagItems)
    .where(and(eq(packingBagItems.providerId, providerId), eq(packingBagItems.orderId, orderId)));
  return row?.bagId ?? null;
}

export async function removeFromBag(db: Db, providerId: string, orderId: string) {
  await db
    .delete(packingBagItems)
    .where(and(eq(packingBagItems.providerId, providerId), eq(packingBagItems.orderId, orderId)));
}

const bagColumns = {
  id: packingBags.id,
  bagNumber: packingBags.bagNumber,
  channelId: packingBags.channelId,
  channelName: logisticsChannels.name,
  status: packingBags.status,
  createdAt: packingBags.createdAt,
  closedAt: packingBags.closedAt,
  packages: sql<number>`(select count(*)::int from ${packingBagItems} i where i.provider_id = ${packingBags.providerId} and i.bag_id = ${packingBags.id})`,
};
export type TBagRow = {
  id: string;
  bagNumber: string;
  channelId: string;
  channelName: string;
  status: "open" | "closed";
  createdAt: Date;
  closedAt: Date | null;
  packages: number;
};

const channelJoin = tenantRow(logisticsChannels, packingBags.providerId, packingBags.channelId);

export type TBagFilter = {
  channelId?: string;
  status?: "open" | "closed";
  keyword?: string;
  createdFrom?: Date;
  createdTo?: Date;
  sort: "created_at" | "bag_number" | "status";
  order: "asc" | "desc";
};

const bagSortColumns = {
  created_at: packingBags.createdAt,
  bag_number: packingBags.bagNumber,
  status: packingBags.status,
};

export function listBags(
  db: Db,
  providerId: string,
  f: TBagFilter,
  page: { size: number; cur: number },
): Promise<{ rows: TBagRow[]; total: number }> {
  return listPage(
    db,
    {
      select: db.select(bagColumns).from(packingBags).innerJoin(logisticsChannels, channelJoin),
      from: packingBags,
      where: [
        eq(packingBags.providerId, providerId),
        filterEq(packingBags.channelId, f.channelId),
        filterEq(packingBags.status, f.status),
        f.createdFrom ? gte(packingBags.createdAt, f.createdFrom) : undefined,
        f.createdTo ? lte(packingBags.createdAt, f.createdTo) : undefined,
      ],
      keyword: [packingBags.bagNumber],
      sorts: bagSortColumns,
      id: packingBags.id,
      idOrder: "desc",
    },
    { ...f, page_size: page.size, cur_page: page.cur },
  );
}

export async function bagsByNumbers(db: Db, providerId: string, numbers: string[]): Promise<TBagRow[]> {
  return db
    .select(bagColumns)
    .from(packingBags)
    .innerJoin(logisticsChannels, channelJoin)
    .where(and(eq(packingBags.providerId, providerId), inArray(packingBags.bagNumber, numbers)))
    .orderBy(asc(packingBags.bagNumber));
}

export async function bagById(db: Db, providerId: string, bagId: string): Promise<TBagRow | null> {
  const [row] = await db
    .select(bagColumns)
    .from(packingBags)
    .innerJoin(logisticsChannels, channelJoin)
    .where(tenantRow(packingBags, providerId, bagId));
  return row ?? null;
}

/** The packages of some bags, in one query (bag pages and the printed list). */
export function packagesOf(db: Db, providerId: string, bagIds: string[]) {
  if (bagIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bagId: packingBagItems.bagId,
      code: orders.code,
      trackingNumber: orders.trackingNumber,
      consignee: orders.consignee,
      country: orders.country,
    })
    .from(packingBagItems)
    .innerJoin(orders, tenantRow(orders, packingBagItems.providerId, packingBagItems.orderId))
    .where(and(eq(packingBagItems.providerId, providerId), inArray(packingBagItems.bagId, bagIds)))
    .orderBy(asc(packingBagItems.createdAt), asc(orders.code));
}

/** The lines of an order (the `orders` row of the outer query) with their variants, for a subquery. */
const itemsOfOrder = sql`from ${orderLines} join ${productVariants}
    on ${productVariants.providerId} = ${orderLines.providerId} and ${productVariants.id} = ${orderLines.variantId}
  where ${orderLines.providerId} = ${orders.providerId} and ${orderLines.orderId} = ${orders.id}`;

/**
 * What an order (the `orders` row of the outer query) should weigh, in SQL: its SKUs' weights times their
 * quantities, and its channel's packaging.
 */
function expectedKgOfOrder() {
  const items = sql`(select coalesce(sum(${orderLines.quantity} * ${productVariants.weight}), 0) ${itemsOfOrder})`;
  const packagingGrams = sql`(select ${packagingMaterials.weight}
    from ${logisticsChannels} join ${packagingMaterials}
      on ${packagingMaterials.providerId} = ${logisticsChannels.providerId}
      and ${packagingMaterials.id} = ${logisticsChannels.packagingMaterialId}
    where ${logisticsChannels.providerId} = ${orders.providerId} and ${logisticsChannels.id} = ${orders.channelId})`;
  return sql<string>`(${items} + coalesce(${packagingGrams}, 0) / 1000.0)::text`;
}

/** What the order should weigh (expectedKgOfOrder), in kilograms. */
export async function expectedWeightKg(db: Db, providerId: string, orderId: string) {
  const [row] = await db
    .select({ kg: expectedKgOfOrder() })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), eq(orders.id, orderId)));
  return Number(row?.kg ?? 0);
}

/** The weight a waybill shows: weighed at the scale, or what the parcel should weigh. */
export type TLabelWeight = { kg: number; weighed: boolean };

/**
 * The weight each order's waybill shows, in one statement: its last accepted weighing (weighed, or the
 * weight recorded at it), else what it should weigh. An order that is not weighed and has a SKU with no
 * weight is left out: what it should weigh is not known.
 */
export async function labelWeightsKg(db: Db, providerId: string, orderIds: string[]) {
  const weights = new Map<string, TLabelWeight>();
  if (orderIds.length === 0) return weights;
  const weighed = db
    .select({ kg: packingWeighings.actualKg })
    .from(packingWeighings)
    .where(
      and(
        eq(packingWeighings.providerId, orders.providerId),
        eq(packingWeighings.orderId, orders.id),
        eq(packingWeighings.withinTolerance, true),
      ),
    )
    .orderBy(desc(packingWeighings.createdAt))
    .limit(1);
  const rows = await db
    .select({
      orderId: orders.id,
      weighedKg: sql<string | null>`(${weighed})::text`,
      expectedKg: expectedKgOfOrder(),
      weightless: sql<boolean>`exists (select 1 ${itemsOfOrder} and ${productVariants.weight} = 0)`,
    })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), inArray(orders.id, orderIds)));
  for (const r of rows) {
    if (r.weighedKg !== null) weights.set(r.orderId, { kg: Number(r.weighedKg), weighed: true });
    else if (!r.weightless) weights.set(r.orderId, { kg: Number(r.expectedKg), weighed: false });
  }
  return weights;
}

export async function insertWeighing(db: Db, values: typeof packingWeighings.$inferInsert) {
  await db.insert(packingWeighings).values(values);
}

/** The order's lines whose SKU has no weight yet (0): its expected weight cannot be known. */
export async function weightlessLines(db: Db, providerId: string, orderId: string) {
  return db
    .select({ variant_id: productVariants.id, sku: productVariants.sku, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(productVariants, tenantRow(productVariants, orderLines.providerId, orderLines.variantId))
    .where(
      and(
        eq(orderLines.providerId, providerId),
        eq(orderLines.orderId, orderId),
        eq(productVariants.weight, "0"),
      ),
    )
    .orderBy(asc(productVariants.sku));
}

/** What the order's last weighing did (null when it was never weighed). */
export async function lastWeighingOutcome(db: Db, providerId: string, orderId: string) {
  const [row] = await db
    .select({ outcome: packingWeighings.outcome })
    .from(packingWeighings)
    .where(and(eq(packingWeighings.providerId, providerId), eq(packingWeighings.orderId, orderId)))
    .orderBy(desc(packingWeighings.createdAt), desc(packingWeighings.id))
    .limit(1);
  return row?.outcome ?? null;
}

export async function settingsOf(db: Db, providerId: string) {
  const [row] = await db.select().from(packingSettings).where(eq(packingSettings.providerId, providerId));
  return row ?? null;
}

export async function saveSettings(db: Db, providerId: string, percent: number, grams: number) {
  const values = { tolerancePercent: String(percent), toleranceGrams: grams, updatedAt: new Date() };
  await db
    .insert(packingSettings)
    .values({ providerId, ...values })
    .onConflictDoUpdate({ target: packingSettings.providerId, set: values });
}

/** Starting the order's review over: its accepted scans go, refused ones stay as the record of mistakes. */
export async function discardAcceptedReviewScans(tx: Db, providerId: string, orderId: string) {
  await tx
    .delete(packingReviewScans)
    .where(
      and(matches(packingReviewScans, { providerId, orderId }), eq(packingReviewScans.outcome, "accepted")),
    );
}
