import type { TWaveQuery, TWaveStatus } from "@wms/contracts";
import { and, asc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { nextDayCode } from "../../kernel/db/day-codes.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { lockTenantRow, matches, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { stockAllocations, stockBalances } from "../inventory/index.ts";
import { orderLines, orders } from "../orders/index.ts";
import { productVariants } from "../products/index.ts";
import { warehouseLocations, warehousePartitions, warehouses } from "../warehouses/index.ts";
import { waveOrders, wavePickLines, waveSequences, waveStrategies, waves } from "./waves.tables.ts";

/** SQL of waves: every query is bounded by the provider (the first column of every index). */

export type TWaveRow = typeof waves.$inferSelect;

export function nextWaveCode(db: Db, providerId: string, now?: Date): Promise<string> {
  return nextDayCode(db, waveSequences, providerId, { prefix: "WV", digits: 3, separator: "-" }, now);
}

export async function findStrategy(db: Db, providerId: string, id: string) {
  const [row] = await db
    .select()
    .from(waveStrategies)
    .where(tenantRow(waveStrategies, providerId, id));
  return row ?? null;
}

export async function findWarehouse(db: Db, providerId: string, id: string) {
  const [row] = await db
    .select({ id: warehouses.id, code: warehouses.code })
    .from(warehouses)
    .where(tenantRow(warehouses, providerId, id));
  return row ?? null;
}

/** Join condition: the picking allocations of an order (the wave's stock on its balance rows). */
const pickingAllocations = sql`
  ${stockAllocations.providerId} = ${orders.providerId}
  and ${stockAllocations.documentType} = 'order'
  and ${stockAllocations.documentId} = ${orders.id}
  and ${stockAllocations.state} = 'picking'`;

// Qualified by hand: drizzle leaves columns unqualified in single-table selects, and these sit in subqueries.
const orderPid = sql.raw(`"orders"."provider_id"`);
const orderId = sql.raw(`"orders"."id"`);
const orderLineCount = sql<number>`(select count(*)::int from ${orderLines} l where l.provider_id = ${orderPid} and l.order_id = ${orderId})`;
const orderUnitCount = sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l where l.provider_id = ${orderPid} and l.order_id = ${orderId})`;

/**
 * Orders to wave with what the strategies need: line and unit counts and the zones their stock is
 * allocated in. With ids: those orders whatever their state or warehouse (the service refuses them);
 * without: the warehouse's confirmed orders, oldest confirmation first.
 */
export function waveCandidates(
  db: Db,
  providerId: string,
  q: { warehouseId: string; orderIds?: string[]; limit: number },
) {
  return db
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      warehouseId: orders.warehouseId,
      channelId: orders.channelId,
      lineCount: orderLineCount,
      unitCount: orderUnitCount,
      zones: sql<string>`coalesce((
        select string_agg(distinct coalesce(p.code, ''), ',' order by coalesce(p.code, ''))
        from ${stockAllocations} a
        join ${stockBalances} b on b.provider_id = a.provider_id and b.id = a.balance_id
        join ${warehouseLocations} loc on loc.provider_id = b.provider_id and loc.id = b.location_id
        left join ${warehousePartitions} p on p.provider_id = loc.provider_id and p.id = loc.partition_id
        where a.provider_id = ${orderPid} and a.document_type = 'order' and a.document_id = ${orderId}
          and a.state = 'unpicked'), '')`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.providerId, providerId),
        q.orderIds
          ? inArray(orders.id, q.orderIds)
          : and(eq(orders.warehouseId, q.warehouseId), eq(orders.status, "confirmed")),
      ),
    )
    .orderBy(asc(orders.confirmedAt), asc(orders.code))
    .limit(q.limit);
}

export async function insertWave(tx: Db, values: typeof waves.$inferInsert) {
  const [row] = await tx.insert(waves).values(values).returning();
  return row as TWaveRow;
}

export async function insertWaveOrders(tx: Db, providerId: string, waveId: string, orderIds: string[]) {
  await tx
    .insert(waveOrders)
    .values(orderIds.map((orderId, i) => ({ providerId, waveId, orderId, position: i + 1 })));
}

export function lockWave(tx: Db, providerId: string, id: string) {
  return lockTenantRow(tx, waves, providerId, id);
}

const summaryColumns = { wave: waves, warehouseCode: warehouses.code };

export function listWaves(db: Db, providerId: string, q: TWaveQuery) {
  return listPage(
    db,
    {
      select: db
        .select(summaryColumns)
        .from(waves)
        .innerJoin(warehouses, tenantRow(warehouses, waves.providerId, waves.warehouseId)),
      from: waves,
      where: [
        eq(waves.providerId, providerId),
        filterEq(waves.status, q.status),
        filterEq(waves.strategyId, q.strategy_id),
        filterEq(waves.warehouseId, q.warehouse_id),
        q.date_from ? gte(waves.createdAt, new Date(`${q.date_from}T00:00:00Z`)) : undefined,
        q.date_to
          ? lt(waves.createdAt, sql`${`${q.date_to}T00:00:00Z`}::timestamptz + interval '1 day'`)
          : undefined,
      ],
      keyword: [waves.code],
      sorts: { created_at: waves.createdAt, code: waves.code, order_count: waves.orderCount },
      id: waves.id,
      idOrder: "same",
    },
    q,
  );
}

export async function findWave(db: Db, providerId: string, id: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(waves)
    .innerJoin(warehouses, tenantRow(warehouses, waves.providerId, waves.warehouseId))
    .where(tenantRow(waves, providerId, id));
  return row ?? null;
}

/** The wave's orders in wave order, with their state now and their size. */
export function ordersOfWave(db: Db, providerId: string, waveId: string) {
  return db
    .select({
      orderId: orders.id,
      code: orders.code,
      status: orders.status,
      exceptionReason: orders.exceptionReason,
      result: waveOrders.result,
      position: waveOrders.position,
      lineCount: orderLineCount,
      unitCount: orderUnitCount,
    })
    .from(waveOrders)
    .innerJoin(orders, tenantRow(orders, waveOrders.providerId, waveOrders.orderId))
    .where(and(eq(waveOrders.providerId, providerId), eq(waveOrders.waveId, waveId)))
    .orderBy(asc(waveOrders.position));
}

/**
 * What each order still in the wave has to pick, per location and SKU: its picking allocations
 * (stock_allocations) on the balance rows, in walk order. One row per order, location and SKU.
 */
export function openPortions(db: Db, providerId: string, waveId: string) {
  return (
    db
      .select({
        orderId: orders.id,
        position: waveOrders.position,
        locationId: warehouseLocations.id,
        locationCode: warehouseLocations.code,
        walkSequence: warehouseLocations.walkSequence,
        variantId: productVariants.id,
        sku: productVariants.sku,
        nameEn: productVariants.nameEn,
        nameCn: productVariants.nameCn,
        batches: sql<string>`string_agg(distinct nullif(${stockBalances.batch}, ''), ', ')`,
        quantity: sql<number>`sum(${stockAllocations.quantity})::int`,
      })
      .from(waveOrders)
      .innerJoin(
        orders,
        and(tenantRow(orders, waveOrders.providerId, waveOrders.orderId), eq(orders.status, "in_wave")),
      )
      .innerJoin(stockAllocations, pickingAllocations)
      .innerJoin(
        stockBalances,
        tenantRow(stockBalances, stockAllocations.providerId, stockAllocations.balanceId),
      )
      .innerJoin(
        warehouseLocations,
        tenantRow(warehouseLocations, stockBalances.providerId, stockBalances.locationId),
      )
      .innerJoin(
        productVariants,
        tenantRow(productVariants, stockAllocations.providerId, stockAllocations.variantId),
      )
      // An order that left the wave (re-queued: result set early) may be in_wave in a newer wave.
      .where(
        and(eq(waveOrders.providerId, providerId), eq(waveOrders.waveId, waveId), isNull(waveOrders.result)),
      )
      .groupBy(
        orders.id,
        waveOrders.position,
        warehouseLocations.id,
        warehouseLocations.code,
        warehouseLocations.walkSequence,
        productVariants.id,
        productVariants.sku,
        productVariants.nameEn,
        productVariants.nameCn,
      )
      .orderBy(
        asc(warehouseLocations.walkSequence),
        asc(warehouseLocations.code),
        asc(productVariants.sku),
        asc(waveOrders.position),
      )
  );
}

/** The stored pick lines of a finished wave, in walk order. */
export function storedLines(db: Db, providerId: string, waveId: string) {
  return db
    .select({
      locationId: wavePickLines.locationId,
      locationCode: sql<string>`coalesce(${warehouseLocations.code}, '')`,
      walkSequence: sql<number>`coalesce(${warehouseLocations.walkSequence}, 0)`,
      variantId: wavePickLines.variantId,
      sku: sql<string>`coalesce(${productVariants.sku}, '')`,
      nameEn: sql<string>`coalesce(${productVariants.nameEn}, '')`,
      nameCn: sql<string>`coalesce(${productVariants.nameCn}, '')`,
      required: wavePickLines.required,
      picked: wavePickLines.picked,
    })
    .from(wavePickLines)
    .leftJoin(
      warehouseLocations,
      tenantRow(warehouseLocations, wavePickLines.providerId, wavePickLines.locationId),
    )
    .leftJoin(productVariants, tenantRow(productVariants, wavePickLines.providerId, wavePickLines.variantId))
    .where(and(eq(wavePickLines.providerId, providerId), eq(wavePickLines.waveId, waveId)))
    .orderBy(asc(sql`2`), asc(sql`3`));
}

export async function finishWave(
  tx: Db,
  wave: TWaveRow,
  result: {
    status: TWaveStatus;
    lines: { locationId: string; variantId: string; required: number; picked: number }[];
    orderResults: { orderId: string; result: "picked" | "short" | "skipped" }[];
    pickedBy: string;
  },
) {
  const { providerId, id: waveId } = wave;
  if (result.lines.length > 0) {
    await tx.insert(wavePickLines).values(result.lines.map((l) => ({ providerId, waveId, ...l })));
  }
  for (const kind of ["picked", "short", "skipped"] as const) {
    const ids = result.orderResults.filter((r) => r.result === kind).map((r) => r.orderId);
    if (ids.length === 0) continue;
    await tx
      .update(waveOrders)
      .set({ result: kind })
      .where(and(matches(waveOrders, { providerId, waveId }), inArray(waveOrders.orderId, ids)));
  }
  const shorts = result.orderResults.filter((r) => r.result === "short").length;
  await tx
    .update(waves)
    .set({
      status: result.status,
      exceptionCount: shorts,
      pickedBy: result.pickedBy,
      pickedAt: new Date(),
    })
    .where(tenantRow(waves, providerId, waveId));
}

/** The order leaves its open wave (marked skipped, so it can join a new wave). */
export async function skipOpenWaveMembership(tx: Db, providerId: string, orderId: string) {
  await tx
    .update(waveOrders)
    .set({ result: "skipped" })
    .where(
      and(eq(waveOrders.providerId, providerId), eq(waveOrders.orderId, orderId), isNull(waveOrders.result)),
    );
}

/**
 * Has the order left the wave it was picked in (its membership closed: picked, short or skipped) without
 * being in a wave that is still picking? An order never put into a wave has not.
 */
export async function leftItsWave(db: Db, providerId: string, orderId: string) {
  const rows = await db
    .select({ result: waveOrders.result, status: waves.status })
    .from(waveOrders)
    .innerJoin(waves, and(eq(waves.providerId, waveOrders.providerId), eq(waves.id, waveOrders.waveId)))
    .where(and(eq(waveOrders.providerId, providerId), eq(waveOrders.orderId, orderId)));
  const picking = rows.some((r) => r.result === null && r.status === "picking");
  return rows.length > 0 && !picking;
}
