import type {
  TLocationListQuery,
  TPackagingMaterialListQuery,
  TPartitionListQuery,
  TShelfListQuery,
  TWarehouseListQuery,
  TWaveStrategyListQuery,
} from "@wms/contracts";
import { and, asc, count, desc, eq, ilike, inArray, isNull, max, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../kernel/db/client.ts";
import { containsPattern } from "../../kernel/db/sql-helpers.ts";
import {
  labelTemplates,
  packagingMaterials,
  warehouseLocations,
  warehousePartitions,
  warehouseShelves,
  warehouses,
  waveStrategies,
} from "./warehouses.tables.ts";

type TPaging = { page_size: number; cur_page: number; order: "asc" | "desc" };

/** One page plus the total, both filtered in SQL; ties broken by id so pages never overlap. */
function paged(q: TPaging, sortColumn: PgColumn | SQL, idColumn: PgColumn) {
  const direction = q.order === "desc" ? desc : asc;
  return {
    orderBy: [direction(sortColumn), asc(idColumn)] as const,
    limit: q.page_size,
    offset: (q.cur_page - 1) * q.page_size,
  };
}

function keywordOf(keyword: string | undefined, ...columns: PgColumn[]) {
  if (!keyword) return undefined;
  const like = containsPattern(keyword);
  return or(...columns.map((c) => ilike(c, like)));
}

// ---------------------------------------------------------------- warehouses

export type TWarehouseRow = typeof warehouses.$inferSelect;

const warehouseSorts = {
  code: warehouses.code,
  name: warehouses.name,
  country: warehouses.country,
  created_at: warehouses.createdAt,
} as const;

export async function listWarehouses(db: Db, providerId: string, q: TWarehouseListQuery) {
  const where = and(
    eq(warehouses.providerId, providerId),
    q.status ? eq(warehouses.status, q.status) : undefined,
    q.country ? eq(warehouses.country, q.country) : undefined,
    keywordOf(
      q.keyword,
      warehouses.code,
      warehouses.name,
      warehouses.city,
      warehouses.address,
      warehouses.contactName,
    ),
  );
  const p = paged(q, warehouseSorts[q.sort], warehouses.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(warehouses)
      .where(where)
      .orderBy(...p.orderBy)
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(warehouses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function findWarehouse(db: Db, providerId: string, id: string) {
  return db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.providerId, providerId), eq(warehouses.id, id)))
    .limit(1)
    .then((r) => r[0]);
}

/** The warehouses of one provider among ids (for selections). */
export function findWarehousesByIds(db: Db, providerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as TWarehouseRow[]);
  return db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.providerId, providerId), inArray(warehouses.id, ids)));
}

// ---------------------------------------------------------------- partitions

const partitionColumns = {
  id: warehousePartitions.id,
  warehouseId: warehousePartitions.warehouseId,
  warehouseCode: warehouses.code,
  code: warehousePartitions.code,
  name: warehousePartitions.name,
  status: warehousePartitions.status,
  remark: warehousePartitions.remark,
  createdAt: warehousePartitions.createdAt,
  updatedAt: warehousePartitions.updatedAt,
  shelfCount: sql<number>`(select count(*)::int from ${warehouseShelves} s
    where s.provider_id = ${warehousePartitions.providerId} and s.partition_id = ${warehousePartitions.id})`,
  locationCount: sql<number>`(select count(*)::int from ${warehouseLocations} l
    where l.provider_id = ${warehousePartitions.providerId} and l.partition_id = ${warehousePartitions.id})`,
};

const partitionJoin = and(
  eq(warehouses.providerId, warehousePartitions.providerId),
  eq(warehouses.id, warehousePartitions.warehouseId),
);

const partitionSorts = {
  code: warehousePartitions.code,
  name: warehousePartitions.name,
  created_at: warehousePartitions.createdAt,
} as const;

export async function listPartitions(db: Db, providerId: string, q: TPartitionListQuery) {
  const where = and(
    eq(warehousePartitions.providerId, providerId),
    q.warehouse_id ? eq(warehousePartitions.warehouseId, q.warehouse_id) : undefined,
    q.status ? eq(warehousePartitions.status, q.status) : undefined,
    keywordOf(q.keyword, warehousePartitions.code, warehousePartitions.name),
  );
  const p = paged(q, partitionSorts[q.sort], warehousePartitions.id);
  const [rows, [total]] = await Promise.all([
    db
      .select(partitionColumns)
      .from(warehousePartitions)
      .innerJoin(warehouses, partitionJoin)
      .where(where)
      .orderBy(...p.orderBy)
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(warehousePartitions).where(where),
  ]);
  return { rows: rows, total: total?.n ?? 0 };
}

export function findPartition(db: Db, providerId: string, id: string) {
  return db
    .select(partitionColumns)
    .from(warehousePartitions)
    .innerJoin(warehouses, partitionJoin)
    .where(and(eq(warehousePartitions.providerId, providerId), eq(warehousePartitions.id, id)))
    .limit(1)
    .then((r) => r[0]);
}

// ---------------------------------------------------------------- shelves

const shelfColumns = {
  id: warehouseShelves.id,
  warehouseId: warehouseShelves.warehouseId,
  partitionId: warehouseShelves.partitionId,
  partitionCode: warehousePartitions.code,
  code: warehouseShelves.code,
  name: warehouseShelves.name,
  remark: warehouseShelves.remark,
  createdAt: warehouseShelves.createdAt,
  updatedAt: warehouseShelves.updatedAt,
  locationCount: sql<number>`(select count(*)::int from ${warehouseLocations} l
    where l.provider_id = ${warehouseShelves.providerId} and l.shelf_id = ${warehouseShelves.id})`,
};

const shelfJoin = and(
  eq(warehousePartitions.providerId, warehouseShelves.providerId),
  eq(warehousePartitions.id, warehouseShelves.partitionId),
);

export async function listShelves(db: Db, providerId: string, q: TShelfListQuery) {
  const where = and(
    eq(warehouseShelves.providerId, providerId),
    q.warehouse_id ? eq(warehouseShelves.warehouseId, q.warehouse_id) : undefined,
    q.partition_id ? eq(warehouseShelves.partitionId, q.partition_id) : undefined,
    keywordOf(q.keyword, warehouseShelves.code, warehouseShelves.name),
  );
  const sortColumn = q.sort === "created_at" ? warehouseShelves.createdAt : warehouseShelves.code;
  const direction = q.order === "desc" ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(shelfColumns)
      .from(warehouseShelves)
      .innerJoin(warehousePartitions, shelfJoin)
      .where(where)
      .orderBy(
        ...(q.sort === "code" ? [direction(warehousePartitions.code)] : []),
        direction(sortColumn),
        asc(warehouseShelves.id),
      )
      .limit(q.page_size)
      .offset((q.cur_page - 1) * q.page_size),
    db.select({ n: count() }).from(warehouseShelves).where(where),
  ]);
  return { rows: rows, total: total?.n ?? 0 };
}

export function findShelf(db: Db, providerId: string, id: string) {
  return db
    .select(shelfColumns)
    .from(warehouseShelves)
    .innerJoin(warehousePartitions, shelfJoin)
    .where(and(eq(warehouseShelves.providerId, providerId), eq(warehouseShelves.id, id)))
    .limit(1)
    .then((r) => r[0]);
}

export function shelvesOfPartition(db: Db, providerId: string, partitionId: string, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ id: warehouseShelves.id, code: warehouseShelves.code })
    .from(warehouseShelves)
    .where(
      and(
        eq(warehouseShelves.providerId, providerId),
        eq(warehouseShelves.partitionId, partitionId),
        inArray(warehouseShelves.code, codes),
      ),
    );
}

// ---------------------------------------------------------------- locations

const locationColumns = {
  id: warehouseLocations.id,
  warehouseId: warehouseLocations.warehouseId,
  warehouseCode: warehouses.code,
  partitionId: warehouseLocations.partitionId,
  partitionCode: warehousePartitions.code,
  shelfId: warehouseLocations.shelfId,
  shelfCode: warehouseShelves.code,
  code: warehouseLocations.code,
  type: warehouseLocations.type,
  walkSequence: warehouseLocations.walkSequence,
  status: warehouseLocations.status,
  remark: warehouseLocations.remark,
  createdAt: warehouseLocations.createdAt,
  updatedAt: warehouseLocations.updatedAt,
};

const locationSorts = {
  code: warehouseLocations.code,
  walk_sequence: warehouseLocations.walkSequence,
  type: warehouseLocations.type,
  created_at: warehouseLocations.createdAt,
} as const;

function selectLocations(db: Db) {
  return db
    .select(locationColumns)
    .from(warehouseLocations)
    .innerJoin(
      warehouses,
      and(
        eq(warehouses.providerId, warehouseLocations.providerId),
        eq(warehouses.id, warehouseLocations.warehouseId),
      ),
    )
    .leftJoin(
      warehousePartitions,
      and(
        eq(warehousePartitions.providerId, warehouseLocations.providerId),
        eq(warehousePartitions.id, warehouseLocations.partitionId),
      ),
    )
    .leftJoin(
      warehouseShelves,
      and(
        eq(warehouseShelves.providerId, warehouseLocations.providerId),
        eq(warehouseShelves.id, warehouseLocations.shelfId),
      ),
    );
}

export async function listLocations(db: Db, providerId: string, q: TLocationListQuery) {
  const where = and(
    eq(warehouseLocations.providerId, providerId),
    q.warehouse_id ? eq(warehouseLocations.warehouseId, q.warehouse_id) : undefined,
    q.partition_id ? eq(warehouseLocations.partitionId, q.partition_id) : undefined,
    q.shelf_id ? eq(warehouseLocations.shelfId, q.shelf_id) : undefined,
    q.type ? eq(warehouseLocations.type, q.type) : undefined,
    q.status ? eq(warehouseLocations.status, q.status) : undefined,
    keywordOf(q.keyword, warehouseLocations.code, warehouseLocations.remark),
  );
  const direction = q.order === "desc" ? desc : asc;
  const [rows, [total]] = await Promise.all([
    selectLocations(db)
      .where(where)
      .orderBy(direction(locationSorts[q.sort]), asc(warehouseLocations.code), asc(warehouseLocations.id))
      .limit(q.page_size)
      .offset((q.cur_page - 1) * q.page_size),
    db.select({ n: count() }).from(warehouseLocations).where(where),
  ]);
  return { rows: rows, total: total?.n ?? 0 };
}

export function findLocation(db: Db, providerId: string, id: string) {
  return selectLocations(db)
    .where(and(eq(warehouseLocations.providerId, providerId), eq(warehouseLocations.id, id)))
    .limit(1)
    .then((r) => r[0]);
}

/** Which of these codes already exist in the warehouse. */
export async function existingLocationCodes(
  db: Db,
  providerId: string,
  warehouseId: string,
  codes: string[],
) {
  const found: string[] = [];
  // Bounded chunks keep the parameter list small.
  for (let i = 0; i < codes.length; i += 1000) {
    const chunk = codes.slice(i, i + 1000);
    const rows = await db
      .select({ code: warehouseLocations.code })
      .from(warehouseLocations)
      .where(
        and(
          eq(warehouseLocations.providerId, providerId),
          eq(warehouseLocations.warehouseId, warehouseId),
          inArray(warehouseLocations.code, chunk),
        ),
      );
    for (const r of rows) found.push(r.code);
  }
  return found.sort();
}

/** The highest walk sequence of the warehouse (0 when it has no location). */
export async function lastWalkSequence(db: Db, providerId: string, warehouseId: string) {
  const [row] = await db
    .select({ n: max(warehouseLocations.walkSequence) })
    .from(warehouseLocations)
    .where(
      and(eq(warehouseLocations.providerId, providerId), eq(warehouseLocations.warehouseId, warehouseId)),
    );
  return row?.n ?? 0;
}

/** Serialises location numbering per warehouse for the rest of the transaction. */
export async function lockWarehouse(db: Db, providerId: string, warehouseId: string) {
  await db.execute(
    sql`select id from ${warehouses} where provider_id = ${providerId} and id = ${warehouseId} for update`,
  );
}

/** How many rows of a table have parentColumn = id (containment checks before deletes). */
export async function countChildren(
  db: Db,
  table: typeof warehousePartitions | typeof warehouseShelves | typeof warehouseLocations,
  providerColumn: PgColumn,
  parentColumn: PgColumn,
  providerId: string,
  id: string,
) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(providerColumn, providerId), eq(parentColumn, id)));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- packaging materials

const packagingSorts = {
  code: packagingMaterials.code,
  name: packagingMaterials.name,
  cost: packagingMaterials.cost,
  created_at: packagingMaterials.createdAt,
} as const;

export async function listPackagingMaterials(db: Db, providerId: string, q: TPackagingMaterialListQuery) {
  const where = and(
    eq(packagingMaterials.providerId, providerId),
    q.status ? eq(packagingMaterials.status, q.status) : undefined,
    keywordOf(q.keyword, packagingMaterials.code, packagingMaterials.name),
  );
  const p = paged(q, packagingSorts[q.sort], packagingMaterials.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(packagingMaterials)
      .where(where)
      .orderBy(...p.orderBy)
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(packagingMaterials).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function findPackagingMaterial(db: Db, providerId: string, id: string) {
  return db
    .select()
    .from(packagingMaterials)
    .where(and(eq(packagingMaterials.providerId, providerId), eq(packagingMaterials.id, id)))
    .limit(1)
    .then((r) => r[0]);
}

// ---------------------------------------------------------------- wave strategies

const waveSorts = {
  name: waveStrategies.name,
  kind: waveStrategies.kind,
  created_at: waveStrategies.createdAt,
} as const;

export async function listWaveStrategies(db: Db, providerId: string, q: TWaveStrategyListQuery) {
  const where = and(
    eq(waveStrategies.providerId, providerId),
    q.kind ? eq(waveStrategies.kind, q.kind) : undefined,
    q.enabled === undefined ? undefined : eq(waveStrategies.enabled, q.enabled),
    q.warehouse_id ? eq(waveStrategies.warehouseId, q.warehouse_id) : undefined,
    keywordOf(q.keyword, waveStrategies.name, waveStrategies.remark),
  );
  const p = paged(q, waveSorts[q.sort], waveStrategies.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(waveStrategies)
      .where(where)
      .orderBy(...p.orderBy)
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(waveStrategies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The strategies usable for a warehouse: its own plus those for every warehouse. Bounded. */
export function specificWaveStrategies(
  db: Db,
  providerId: string,
  q: { warehouse_id?: string; kind?: (typeof waveStrategies.$inferSelect)["kind"]; enabled: boolean },
) {
  return db
    .select()
    .from(waveStrategies)
    .where(
      and(
        eq(waveStrategies.providerId, providerId),
        eq(waveStrategies.enabled, q.enabled),
        q.kind ? eq(waveStrategies.kind, q.kind) : undefined,
        q.warehouse_id
          ? or(isNull(waveStrategies.warehouseId), eq(waveStrategies.warehouseId, q.warehouse_id))
          : undefined,
      ),
    )
    .orderBy(asc(waveStrategies.name))
    .limit(200);
}

export function findWaveStrategy(db: Db, providerId: string, id: string) {
  return db
    .select()
    .from(waveStrategies)
    .where(and(eq(waveStrategies.providerId, providerId), eq(waveStrategies.id, id)))
    .limit(1)
    .then((r) => r[0]);
}

export async function waveStrategiesOfWarehouse(db: Db, providerId: string, warehouseId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(waveStrategies)
    .where(and(eq(waveStrategies.providerId, providerId), eq(waveStrategies.warehouseId, warehouseId)));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- label templates

/** Every template of the provider, default first. Bounded: a settings list, not a data export. */
export function listLabelTemplates(db: Db, providerId: string) {
  return db
    .select()
    .from(labelTemplates)
    .where(eq(labelTemplates.providerId, providerId))
    .orderBy(desc(labelTemplates.isDefault), asc(labelTemplates.name))
    .limit(200);
}

export function findLabelTemplate(db: Db, providerId: string, id: string) {
  return db
    .select()
    .from(labelTemplates)
    .where(and(eq(labelTemplates.providerId, providerId), eq(labelTemplates.id, id)))
    .limit(1)
    .then((r) => r[0]);
}

/** Makes no template of the provider the default (before another one becomes it). */
export async function clearDefaultLabelTemplate(db: Db, providerId: string) {
  await db
    .update(labelTemplates)
    .set({ isDefault: false })
    .where(and(eq(labelTemplates.providerId, providerId), eq(labelTemplates.isDefault, true)));
}

export type TPartitionRow = NonNullable<Awaited<ReturnType<typeof findPartition>>>;
export type TShelfRow = NonNullable<Awaited<ReturnType<typeof findShelf>>>;
export type TLocationRow = NonNullable<Awaited<ReturnType<typeof findLocation>>>;
