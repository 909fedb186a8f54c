import {
  bulkLocationMax,
  codePattern,
  type TCodeRange,
  type TCreateLabelTemplateRequest,
  type TCreateLocationRequest,
  type TCreatePackagingMaterialRequest,
  type TCreatePartitionRequest,
  type TCreateShelfRequest,
  type TCreateWarehouseRequest,
  type TCreateWaveStrategyRequest,
  type TLabelTemplate,
  type TLanguage,
  type TLocation,
  type TLocationListQuery,
  type TLocationPattern,
  type TLocationPreview,
  type TPackagingMaterial,
  type TPackagingMaterialListQuery,
  type TPartition,
  type TPartitionListQuery,
  type TShelf,
  type TShelfListQuery,
  type TSpecificWaveStrategiesQuery,
  type TUpdateLabelTemplateRequest,
  type TUpdateLocationRequest,
  type TUpdatePackagingMaterialRequest,
  type TUpdatePartitionRequest,
  type TUpdateShelfRequest,
  type TUpdateWarehouseRequest,
  type TUpdateWaveStrategyRequest,
  type TWarehouse,
  type TWarehouseListQuery,
  type TWaveStrategy,
  type TWaveStrategyListQuery,
  translate,
} from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { inSlices, toPage } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, bilingual, notFound, text } from "../../kernel/errors.ts";
import { recordAudit } from "../audit/index.ts";
import {
  findWarehouseReferences,
  type TWarehouseObject,
  type TWarehouseReferenceChecker,
} from "./warehouses.references.ts";
import * as repo from "./warehouses.repository.ts";
import {
  labelTemplates,
  packagingMaterials,
  warehouseLocations,
  warehousePartitions,
  warehouseShelves,
  warehouses,
  waveStrategies,
} from "./warehouses.tables.ts";

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const times = (r: { createdAt: Date; updatedAt: Date }) => ({
  created_at: seconds(r.createdAt),
  updated_at: seconds(r.updatedAt),
});

/** The Postgres error code and constraint behind a (possibly wrapped) driver error. */
function pgError(err: unknown): { code: string; constraint: string } | null {
  let e = err as { code?: unknown; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, constraint: e.constraint ?? "" };
    e = e.cause as typeof e;
  }
  return null;
}

/** Unique-index name → the field and message of the conflict. */
const uniqueMessages: Record<string, [field: string, key: string]> = {
  warehouses_provider_code_uq: ["code", "warehouse.codeTaken"],
  warehouse_partitions_code_uq: ["code", "warehouse.partitionCodeTaken"],
  warehouse_shelves_code_uq: ["code", "warehouse.shelfCodeTaken"],
  warehouse_locations_code_uq: ["code", "warehouse.locationCodeTaken"],
  packaging_materials_code_uq: ["code", "warehouse.packagingCodeTaken"],
  wave_strategies_name_uq: ["name", "warehouse.waveNameTaken"],
  label_templates_name_uq: ["name", "warehouse.labelNameTaken"],
};

/** Runs a write; a duplicate code becomes 4009 with the field, a vanished or busy reference 4009 too. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const pg = pgError(err);
    if (pg?.code === "23505") {
      const known = uniqueMessages[pg.constraint];
      if (known) throw new AppError(4009, known[1], { fields: { [known[0]]: known[1] } });
      throw new AppError(4009, "conflict");
    }
    if (pg?.code === "23503") throw new AppError(4009, "conflict");
    throw err;
  }
}

function audit(
  scope: AccessScope,
  providerId: string,
  action: string,
  targetType: string,
  targetId: string,
  detail?: Record<string, unknown>,
) {
  return {
    providerId,
    actorUserId: scope.userId,
    actorName: scope.session.username,
    action,
    targetType,
    targetId,
    detail,
  };
}

const now = () => new Date();

/** Drops undefined keys so a partial update only touches what was sent. */
function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Refuses a delete while other modules (storage, stock, documents) still reference the object. */
async function refuseIfReferenced(
  db: Db,
  providerId: string,
  object: TWarehouseObject,
  id: string,
  name: string,
) {
  const labels = await findWarehouseReferences(db, providerId, object, [id]);
  if (labels.length === 0) return;
  throw new AppError(4009, "warehouse.inUse", { references: labels.map(bilingual) }, { name, what: labels });
}

function refuseContents(count: number, key: string) {
  if (count > 0) throw new AppError(4009, key, { count }, { count });
}

// ================================================================ warehouses

function presentWarehouse(r: repo.TWarehouseRow): TWarehouse {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    country: r.country,
    province: r.province,
    city: r.city,
    address: r.address,
    postcode: r.postcode,
    contact_name: r.contactName,
    contact_phone: r.contactPhone,
    contact_email: r.contactEmail,
    status: r.status,
    remark: r.remark,
    ...times(r),
  };
}

async function requireWarehouse(db: Db, providerId: string, id: string) {
  const row = await repo.findWarehouse(db, providerId, id);
  if (!row) throw notFound("warehouse.notFound");
  return row;
}

export async function listWarehouses(db: Db, scope: AccessScope, q: TWarehouseListQuery) {
  const { rows, total } = await repo.listWarehouses(db, scope.ownProviderId(), q);
  return toPage(rows.map(presentWarehouse), total, q);
}

export async function getWarehouse(db: Db, scope: AccessScope, id: string) {
  return presentWarehouse(await requireWarehouse(db, scope.ownProviderId(), id));
}

export async function createWarehouse(db: Db, scope: AccessScope, input: TCreateWarehouseRequest) {
  const providerId = scope.ownProviderId();
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(warehouses)
        .values({
          providerId,
          code: input.code,
          name: input.name,
          country: input.country,
          province: input.province,
          city: input.city,
          address: input.address,
          postcode: input.postcode,
          contactName: input.contact_name,
          contactPhone: input.contact_phone,
          contactEmail: input.contact_email,
          status: input.status,
          remark: input.remark,
        })
        .returning();
      if (!created) throw new Error("warehouse not created");
      await recordAudit(
        tx,
        audit(scope, providerId, "create-warehouse", "warehouse", created.id, { code: input.code }),
      );
      return created;
    }),
  );
  return presentWarehouse(row);
}

export async function updateWarehouse(db: Db, scope: AccessScope, input: TUpdateWarehouseRequest) {
  const providerId = scope.ownProviderId();
  await requireWarehouse(db, providerId, input.warehouse_id);
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(warehouses)
        .set({
          ...defined({
            code: input.code,
            name: input.name,
            country: input.country,
            province: input.province,
            city: input.city,
            address: input.address,
            postcode: input.postcode,
            contactName: input.contact_name,
            contactPhone: input.contact_phone,
            contactEmail: input.contact_email,
            status: input.status,
            remark: input.remark,
          }),
          updatedAt: now(),
        })
        .where(and(eq(warehouses.providerId, providerId), eq(warehouses.id, input.warehouse_id)))
        .returning();
      if (!updated) throw notFound("warehouse.notFound");
      const { warehouse_id: _, ...detail } = input;
      await recordAudit(tx, audit(scope, providerId, "update-warehouse", "warehouse", updated.id, detail));
      return updated;
    }),
  );
  return presentWarehouse(row);
}

export async function deleteWarehouse(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  await guarded(() =>
    db.transaction(async (tx) => {
      await repo.lockWarehouse(tx, providerId, id);
      const row = await requireWarehouse(tx, providerId, id);
      refuseContents(
        await repo.countChildren(
          tx,
          warehouseLocations,
          warehouseLocations.providerId,
          warehouseLocations.warehouseId,
          providerId,
          id,
        ),
        "warehouse.deleteHasLocations",
      );
      refuseContents(
        await repo.countChildren(
          tx,
          warehousePartitions,
          warehousePartitions.providerId,
          warehousePartitions.warehouseId,
          providerId,
          id,
        ),
        "warehouse.deleteHasPartitions",
      );
      await refuseIfReferenced(tx, providerId, "warehouse", id, row.code);
      await tx.delete(warehouses).where(and(eq(warehouses.providerId, providerId), eq(warehouses.id, id)));
      await recordAudit(
        tx,
        audit(scope, providerId, "delete-warehouse", "warehouse", id, { code: row.code }),
      );
    }),
  );
  return null;
}

// ================================================================ partitions

function presentPartition(r: repo.TPartitionRow): TPartition {
  return {
    id: r.id,
    warehouse_id: r.warehouseId,
    warehouse_code: r.warehouseCode,
    code: r.code,
    name: r.name,
    status: r.status,
    remark: r.remark,
    shelf_count: Number(r.shelfCount),
    location_count: Number(r.locationCount),
    ...times(r),
  };
}

async function requirePartition(db: Db, providerId: string, id: string) {
  const row = await repo.findPartition(db, providerId, id);
  if (!row) throw notFound("warehouse.partitionNotFound");
  return row;
}

export async function listPartitions(db: Db, scope: AccessScope, q: TPartitionListQuery) {
  const { rows, total } = await repo.listPartitions(db, scope.ownProviderId(), q);
  return toPage(rows.map(presentPartition), total, q);
}

export async function createPartition(db: Db, scope: AccessScope, input: TCreatePartitionRequest) {
  const providerId = scope.ownProviderId();
  await requireWarehouse(db, providerId, input.warehouse_id);
  const id = await guarded(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(warehousePartitions)
        .values({
          providerId,
          warehouseId: input.warehouse_id,
          code: input.code,
          name: input.name,
          status: input.status,
          remark: input.remark,
        })
        .returning({ id: warehousePartitions.id });
      if (!created) throw new Error("partition not created");
      await recordAudit(
        tx,
        audit(scope, providerId, "create-partition", "partition", created.id, { code: input.code }),
      );
      return created.id;
    }),
  );
  return presentPartition(await requirePartition(db, providerId, id));
}

export async function updatePartition(db: Db, scope: AccessScope, input: TUpdatePartitionRequest) {
  const providerId = scope.ownProviderId();
  await requirePartition(db, providerId, input.partition_id);
  await guarded(() =>
    db.transaction(async (tx) => {
      await tx
        .update(warehousePartitions)
        .set({
          ...defined({ code: input.code, name: input.name, status: input.status, remark: input.remark }),
          updatedAt: now(),
        })
        .where(
          and(eq(warehousePartitions.providerId, providerId), eq(warehousePartitions.id, input.partition_id)),
        );
      const { partition_id: _, ...detail } = input;
      await recordAudit(
        tx,
        audit(scope, providerId, "update-partition", "partition", input.partition_id, detail),
      );
    }),
  );
  return presentPartition(await requirePartition(db, providerId, input.partition_id));
}

export async function deletePartition(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  await guarded(() =>
    db.transaction(async (tx) => {
      const row = await requirePartition(tx, providerId, id);
      await repo.lockWarehouse(tx, providerId, row.warehouseId);
      refuseContents(
        await repo.countChildren(
          tx,
          warehouseLocations,
          warehouseLocations.providerId,
          warehouseLocations.partitionId,
          providerId,
          id,
        ),
        "warehouse.partitionHasLocations",
      );
      refuseContents(
        await repo.countChildren(
          tx,
          warehouseShelves,
          warehouseShelves.providerId,
          warehouseShelves.partitionId,
          providerId,
          id,
        ),
        "warehouse.partitionHasShelves",
      );
      await refuseIfReferenced(tx, providerId, "partition", id, row.code);
      await tx
        .delete(warehousePartitions)
        .where(and(eq(warehousePartitions.providerId, providerId), eq(warehousePartitions.id, id)));
      await recordAudit(
        tx,
        audit(scope, providerId, "delete-partition", "partition", id, { code: row.code }),
      );
    }),
  );
  return null;
}

// ================================================================ shelves

function presentShelf(r: repo.TShelfRow): TShelf {
  return {
    id: r.id,
    warehouse_id: r.warehouseId,
    partition_id: r.partitionId,
    partition_code: r.partitionCode,
    code: r.code,
    name: r.name,
    remark: r.remark,
    location_count: Number(r.locationCount),
    ...times(r),
  };
}

async function requireShelf(db: Db, providerId: string, id: string) {
  const row = await repo.findShelf(db, providerId, id);
  if (!row) throw notFound("warehouse.shelfNotFound");
  return row;
}

export async function listShelves(db: Db, scope: AccessScope, q: TShelfListQuery) {
  const { rows, total } = await repo.listShelves(db, scope.ownProviderId(), q);
  return toPage(rows.map(presentShelf), total, q);
}

export async function createShelf(db: Db, scope: AccessScope, input: TCreateShelfRequest) {
  const providerId = scope.ownProviderId();
  const partition = await requirePartition(db, providerId, input.partition_id);
  const id = await guarded(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(warehouseShelves)
        .values({
          providerId,
          warehouseId: partition.warehouseId,
          partitionId: partition.id,
          code: input.code,
          name: input.name,
          remark: input.remark,
        })
        .returning({ id: warehouseShelves.id });
      if (!created) throw new Error("shelf not created");
      await recordAudit(
        tx,
        audit(scope, providerId, "create-shelf", "shelf", created.id, { code: input.code }),
      );
      return created.id;
    }),
  );
  return presentShelf(await requireShelf(db, providerId, id));
}

export async function updateShelf(db: Db, scope: AccessScope, input: TUpdateShelfRequest) {
  const providerId = scope.ownProviderId();
  await requireShelf(db, providerId, input.shelf_id);
  await guarded(() =>
    db.transaction(async (tx) => {
      await tx
        .update(warehouseShelves)
        .set({ ...defined({ code: input.code, name: input.name, remark: input.remark }), updatedAt: now() })
        .where(and(eq(warehouseShelves.providerId, providerId), eq(warehouseShelves.id, input.shelf_id)));
      const { shelf_id: _, ...detail } = input;
      await recordAudit(tx, audit(scope, providerId, "update-shelf", "shelf", input.shelf_id, detail));
    }),
  );
  return presentShelf(await requireShelf(db, providerId, input.shelf_id));
}

export async function deleteShelf(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  await guarded(() =>
    db.transaction(async (tx) => {
      const row = await requireShelf(tx, providerId, id);
      await repo.lockWarehouse(tx, providerId, row.warehouseId);
      refuseContents(
        await repo.countChildren(
          tx,
          warehouseLocations,
          warehouseLocations.providerId,
          warehouseLocations.shelfId,
          providerId,
          id,
        ),
        "warehouse.shelfHasLocations",
      );
      await refuseIfReferenced(tx, providerId, "shelf", id, `${row.partitionCode}-${row.code}`);
      await tx
        .delete(warehouseShelves)
        .where(and(eq(warehouseShelves.providerId, providerId), eq(warehouseShelves.id, id)));
      await recordAudit(tx, audit(scope, providerId, "delete-shelf", "shelf", id, { code: row.code }));
    }),
  );
  return null;
}

// ================================================================ locations

function presentLocation(r: repo.TLocationRow): TLocation {
  return {
    id: r.id,
    warehouse_id: r.warehouseId,
    warehouse_code: r.warehouseCode,
    partition_id: r.partitionId,
    partition_code: r.partitionCode,
    shelf_id: r.shelfId,
    shelf_code: r.shelfCode,
    code: r.code,
    type: r.type,
    walk_sequence: r.walkSequence,
    status: r.status,
    remark: r.remark,
    ...times(r),
  };
}

async function requireLocation(db: Db, providerId: string, id: string) {
  const row = await repo.findLocation(db, providerId, id);
  if (!row) throw notFound("warehouse.locationNotFound");
  return row;
}

/** Walk sequences leave gaps of this size, so a location can later be slotted in between. */
const walkStep = 10;
const maxWalkSequence = 2_000_000_000;

/**
 * The partition and shelf of a location in a warehouse: a shelf implies its partition; both must belong
 * to the warehouse (and the shelf to the partition).
 */
async function placement(
  db: Db,
  providerId: string,
  warehouseId: string,
  partitionId: string | null | undefined,
  shelfId: string | null | undefined,
): Promise<{ partitionId: string | null; shelfId: string | null }> {
  let partition: string | null = partitionId ?? null;
  if (shelfId) {
    const shelf = await requireShelf(db, providerId, shelfId);
    if (shelf.warehouseId !== warehouseId || (partition && shelf.partitionId !== partition)) {
      throw badRequest("warehouse.shelfOtherPartition", { shelf_id: "warehouse.shelfOtherPartition" });
    }
    partition = shelf.partitionId;
  }
  if (partition && !shelfId) {
    const p = await requirePartition(db, providerId, partition);
    if (p.warehouseId !== warehouseId) {
      throw badRequest("warehouse.partitionOtherWarehouse", {
        partition_id: "warehouse.partitionOtherWarehouse",
      });
    }
  }
  return { partitionId: partition, shelfId: shelfId ?? null };
}

export async function listLocations(db: Db, scope: AccessScope, q: TLocationListQuery) {
  const { rows, total } = await repo.listLocations(db, scope.ownProviderId(), q);
  return toPage(rows.map(presentLocation), total, q);
}

export async function getLocation(db: Db, scope: AccessScope, id: string) {
  return presentLocation(await requireLocation(db, scope.ownProviderId(), id));
}

export async function createLocation(db: Db, scope: AccessScope, input: TCreateLocationRequest) {
  const providerId = scope.ownProviderId();
  await requireWarehouse(db, providerId, input.warehouse_id);
  const where = await placement(db, providerId, input.warehouse_id, input.partition_id, input.shelf_id);
  const id = await guarded(() =>
    db.transaction(async (tx) => {
      await repo.lockWarehouse(tx, providerId, input.warehouse_id);
      let walk = input.walk_sequence;
      if (walk === undefined) {
        walk = (await repo.lastWalkSequence(tx, providerId, input.warehouse_id)) + walkStep;
        if (walk > maxWalkSequence)
          throw badRequest("warehouse.walkSequence", { walk_sequence: "warehouse.walkSequence" });
      }
      const [created] = await tx
        .insert(warehouseLocations)
        .values({
          providerId,
          warehouseId: input.warehouse_id,
          partitionId: where.partitionId,
          shelfId: where.shelfId,
          code: input.code,
          type: input.type,
          walkSequence: walk,
          status: input.status,
          remark: input.remark,
        })
        .returning({ id: warehouseLocations.id });
      if (!created) throw new Error("location not created");
      await recordAudit(
        tx,
        audit(scope, providerId, "create-location", "location", created.id, { code: input.code }),
      );
      return created.id;
    }),
  );
  return presentLocation(await requireLocation(db, providerId, id));
}

export async function updateLocation(db: Db, scope: AccessScope, input: TUpdateLocationRequest) {
  const providerId = scope.ownProviderId();
  const current = await requireLocation(db, providerId, input.location_id);
  const moving = input.partition_id !== undefined || input.shelf_id !== undefined;
  const where = moving
    ? await placement(
        db,
        providerId,
        current.warehouseId,
        input.partition_id === undefined ? current.partitionId : input.partition_id,
        // A new partition without a shelf leaves the old shelf behind.
        input.shelf_id === undefined
          ? input.partition_id !== undefined && input.partition_id !== current.partitionId
            ? null
            : current.shelfId
          : input.shelf_id,
      )
    : null;
  await guarded(() =>
    db.transaction(async (tx) => {
      await tx
        .update(warehouseLocations)
        .set({
          ...defined({
            code: input.code,
            type: input.type,
            walkSequence: input.walk_sequence,
            status: input.status,
            remark: input.remark,
          }),
          ...(where && { partitionId: where.partitionId, shelfId: where.shelfId }),
          updatedAt: now(),
        })
        .where(
          and(eq(warehouseLocations.providerId, providerId), eq(warehouseLocations.id, input.location_id)),
        );
      const { location_id: _, ...detail } = input;
      await recordAudit(
        tx,
        audit(scope, providerId, "update-location", "location", input.location_id, detail),
      );
    }),
  );
  return presentLocation(await requireLocation(db, providerId, input.location_id));
}

export async function deleteLocation(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  await guarded(() =>
    db.transaction(async (tx) => {
      const row = await requireLocation(tx, providerId, id);
      await tx.execute(
        sql`select id from ${warehouseLocations} where provider_id = ${providerId} and id = ${id} for update`,
      );
      await refuseIfReferenced(tx, providerId, "location", id, row.code);
      await tx
        .delete(warehouseLocations)
        .where(and(eq(warehouseLocations.providerId, providerId), eq(warehouseLocations.id, id)));
      await recordAudit(tx, audit(scope, providerId, "delete-location", "location", id, { code: row.code }));
    }),
  );
  return null;
}

// ---------------------------------------------------------------- bulk locations from a pattern

type TGenerated = { code: string; shelfCode: string };

const rangeSize = (r: TCodeRange) => r.to - r.from + 1;
const pad = (n: number, width: number) => String(n).padStart(width, "0");
function numbers(r: TCodeRange) {
  return Array.from({ length: rangeSize(r) }, (_, i) => pad(r.from + i, r.width));
}

/**
 * Expands zone × shelves × levels (× positions) into codes in walk order: shelf by shelf, level by
 * level, position by position, numerically. Refuses a pattern above the per-request maximum before
 * generating anything.
 */
export function expandPattern(zoneCode: string, p: TLocationPattern): TGenerated[] {
  const count = rangeSize(p.shelves) * rangeSize(p.levels) * (p.positions ? rangeSize(p.positions) : 1);
  if (count > bulkLocationMax) {
    const params = { count, max: bulkLocationMax };
    throw new AppError(
      4001,
      "warehouse.bulkTooMany",
      { fields: { shelves: text("warehouse.bulkTooMany", params) }, count, max: bulkLocationMax },
      params,
    );
  }
  const out: TGenerated[] = [];
  const positions = p.positions ? numbers(p.positions) : [null];
  for (const shelf of numbers(p.shelves)) {
    for (const level of numbers(p.levels)) {
      for (const position of positions) {
        const parts = [zoneCode, shelf, level, ...(position === null ? [] : [position])];
        out.push({ code: parts.join(p.separator), shelfCode: shelf });
      }
    }
  }
  const longest = out.reduce((a, g) => (g.code.length > a.length ? g.code : a), "");
  if (!codePattern.test(longest)) {
    throw badRequest("warehouse.codeFormat", { partition_id: "warehouse.codeFormat" });
  }
  return out;
}

export async function previewLocations(
  db: Db,
  scope: AccessScope,
  input: TLocationPattern,
): Promise<TLocationPreview> {
  const providerId = scope.ownProviderId();
  const partition = await requirePartition(db, providerId, input.partition_id);
  const generated = expandPattern(partition.code, input);
  const codes = generated.map((g) => g.code);
  const existing = await repo.existingLocationCodes(db, providerId, partition.warehouseId, codes);
  const shelfCodes = [...new Set(generated.map((g) => g.shelfCode))];
  const known = new Set(
    (await repo.shelvesOfPartition(db, providerId, partition.id, shelfCodes)).map((s) => s.code),
  );
  return {
    count: codes.length,
    max: bulkLocationMax,
    codes,
    existing,
    new_count: codes.length - existing.length,
    new_shelves: shelfCodes.filter((c) => !known.has(c)),
  };
}

/**
 * Creates every location of the pattern in ONE transaction (and the shelves it needs): either all of
 * them are written or none. Existing codes refuse the request unless skip_existing is set.
 */
export async function bulkCreateLocations(db: Db, scope: AccessScope, input: TLocationPattern) {
  const providerId = scope.ownProviderId();
  const partition = await requirePartition(db, providerId, input.partition_id);
  const generated = expandPattern(partition.code, input);
  return guarded(() =>
    db.transaction(async (tx) => {
      await repo.lockWarehouse(tx, providerId, partition.warehouseId);
      const existing = new Set(
        await repo.existingLocationCodes(
          tx,
          providerId,
          partition.warehouseId,
          generated.map((g) => g.code),
        ),
      );
      if (existing.size > 0 && !input.skip_existing) {
        const list = [...existing].sort();
        throw new AppError(
          4009,
          "warehouse.bulkExists",
          { existing: list.slice(0, 100), count: list.length },
          { count: list.length, first: list[0] ?? "" },
        );
      }
      const fresh = generated.filter((g) => !existing.has(g.code));
      if (fresh.length === 0) throw new AppError(4009, "warehouse.bulkNothingNew");

      // Shelves the pattern needs: create the missing ones in the partition.
      const shelfCodes = [...new Set(fresh.map((g) => g.shelfCode))];
      const inserted = await tx
        .insert(warehouseShelves)
        .values(
          shelfCodes.map((code) => ({
            providerId,
            warehouseId: partition.warehouseId,
            partitionId: partition.id,
            code,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: warehouseShelves.id });
      const shelves = new Map(
        (await repo.shelvesOfPartition(tx, providerId, partition.id, shelfCodes)).map((s) => [s.code, s.id]),
      );

      const last = await repo.lastWalkSequence(tx, providerId, partition.warehouseId);
      if (last + fresh.length * walkStep > maxWalkSequence) {
        throw badRequest("warehouse.walkSequence", { walk_sequence: "warehouse.walkSequence" });
      }
      const rows = fresh.map((g, i) => ({
        providerId,
        warehouseId: partition.warehouseId,
        partitionId: partition.id,
        shelfId: shelves.get(g.shelfCode) ?? null,
        code: g.code,
        type: input.type,
        status: input.status,
        walkSequence: last + (i + 1) * walkStep,
      }));
      await inSlices(rows, 500, (slice) => tx.insert(warehouseLocations).values(slice));
      await recordAudit(
        tx,
        audit(scope, providerId, "bulk-create-locations", "partition", partition.id, {
          created: rows.length,
          first: rows[0]?.code,
          last: rows.at(-1)?.code,
        }),
      );
      return {
        created: rows.length,
        skipped: existing.size,
        shelves_created: inserted.length,
        first_walk_sequence: rows[0]?.walkSequence ?? null,
        last_walk_sequence: rows.at(-1)?.walkSequence ?? null,
      };
    }),
  );
}

// ================================================================ packaging materials

function presentPackaging(r: typeof packagingMaterials.$inferSelect): TPackagingMaterial {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    length: r.length,
    width: r.width,
    height: r.height,
    weight: r.weight,
    cost: r.cost,
    currency: r.currency,
    status: r.status,
    remark: r.remark,
    ...times(r),
  };
}

async function requirePackaging(db: Db, providerId: string, id: string) {
  const row = await repo.findPackagingMaterial(db, providerId, id);
  if (!row) throw notFound("warehouse.packagingNotFound");
  return row;
}

export async function listPackagingMaterials(db: Db, scope: AccessScope, q: TPackagingMaterialListQuery) {
  const { rows, total } = await repo.listPackagingMaterials(db, scope.ownProviderId(), q);
  return toPage(rows.map(presentPackaging), total, q);
}

export async function createPackagingMaterial(
  db: Db,
  scope: AccessScope,
  input: TCreatePackagingMaterialRequest,
) {
  const providerId = scope.ownProviderId();
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(packagingMaterials)
        .values({ providerId, ...input })
        .returning();
      if (!created) throw new Error("packaging material not created");
      await recordAudit(
        tx,
        audit(scope, providerId, "create-packaging-material", "packaging-material", created.id, {
          code: input.code,
        }),
      );
      return created;
    }),
  );
  return presentPackaging(row);
}

export async function updatePackagingMaterial(
  db: Db,
  scope: AccessScope,
  input: TUpdatePackagingMaterialRequest,
) {
  const providerId = scope.ownProviderId();
  await requirePackaging(db, providerId, input.packaging_material_id);
  const { packaging_material_id: id, ...changes } = input;
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(packagingMaterials)
        .set({ ...defined(changes), updatedAt: now() })
        .where(and(eq(packagingMaterials.providerId, providerId), eq(packagingMaterials.id, id)))
        .returning();
      if (!updated) throw notFound("warehouse.packagingNotFound");
      await recordAudit(
        tx,
        audit(scope, providerId, "update-packaging-material", "packaging-material", id, changes),
      );
      return updated;
    }),
  );
  return presentPackaging(row);
}

export async function deletePackagingMaterial(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  const row = await requirePackaging(db, providerId, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(packagingMaterials)
      .where(and(eq(packagingMaterials.providerId, providerId), eq(packagingMaterials.id, id)));
    await recordAudit(
      tx,
      audit(scope, providerId, "delete-packaging-material", "packaging-material", id, { code: row.code }),
    );
  });
  return null;
}

// ================================================================ wave strategies

function presentWave(r: typeof waveStrategies.$inferSelect): TWaveStrategy {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    warehouse_id: r.warehouseId,
    max_orders_per_wave: r.maxOrdersPerWave,
    max_lines_per_wave: r.maxLinesPerWave,
    enabled: r.enabled,
    remark: r.remark,
    ...times(r),
  };
}

async function requireWave(db: Db, providerId: string, id: string) {
  const row = await repo.findWaveStrategy(db, providerId, id);
  if (!row) throw notFound("warehouse.waveNotFound");
  return row;
}

export async function listWaveStrategies(db: Db, scope: AccessScope, q: TWaveStrategyListQuery) {
  const { rows, total } = await repo.listWaveStrategies(db, scope.ownProviderId(), q);
  return toPage(rows.map(presentWave), total, q);
}

/** customer-settings/query-specific-wave-strategies: what the wave screen offers (enabled by default). */
export async function specificWaveStrategies(db: Db, scope: AccessScope, q: TSpecificWaveStrategiesQuery) {
  const providerId = scope.ownProviderId();
  if (q.warehouse_id) await requireWarehouse(db, providerId, q.warehouse_id);
  const rows = await repo.specificWaveStrategies(db, providerId, {
    warehouse_id: q.warehouse_id,
    kind: q.kind,
    enabled: q.enabled ?? true,
  });
  return rows.map(presentWave);
}

export async function createWaveStrategy(db: Db, scope: AccessScope, input: TCreateWaveStrategyRequest) {
  const providerId = scope.ownProviderId();
  if (input.warehouse_id) await requireWarehouse(db, providerId, input.warehouse_id);
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(waveStrategies)
        .values({
          providerId,
          name: input.name,
          kind: input.kind,
          warehouseId: input.warehouse_id,
          maxOrdersPerWave: input.max_orders_per_wave,
          maxLinesPerWave: input.max_lines_per_wave,
          enabled: input.enabled,
          remark: input.remark,
        })
        .returning();
      if (!created) throw new Error("wave strategy not created");
      await recordAudit(
        tx,
        audit(scope, providerId, "create-wave-strategy", "wave-strategy", created.id, { name: input.name }),
      );
      return created;
    }),
  );
  return presentWave(row);
}

export async function updateWaveStrategy(db: Db, scope: AccessScope, input: TUpdateWaveStrategyRequest) {
  const providerId = scope.ownProviderId();
  const current = await requireWave(db, providerId, input.wave_strategy_id);
  if (input.warehouse_id) await requireWarehouse(db, providerId, input.warehouse_id);
  const orders = input.max_orders_per_wave ?? current.maxOrdersPerWave;
  const lines = input.max_lines_per_wave ?? current.maxLinesPerWave;
  if (lines < orders) {
    throw badRequest("warehouse.waveLinesBelowOrders", {
      max_lines_per_wave: "warehouse.waveLinesBelowOrders",
    });
  }
  const { wave_strategy_id: id, ...changes } = input;
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(waveStrategies)
        .set({
          ...defined({
            name: input.name,
            kind: input.kind,
            warehouseId: input.warehouse_id,
            maxOrdersPerWave: input.max_orders_per_wave,
            maxLinesPerWave: input.max_lines_per_wave,
            enabled: input.enabled,
            remark: input.remark,
          }),
          updatedAt: now(),
        })
        .where(and(eq(waveStrategies.providerId, providerId), eq(waveStrategies.id, id)))
        .returning();
      if (!updated) throw notFound("warehouse.waveNotFound");
      await recordAudit(tx, audit(scope, providerId, "update-wave-strategy", "wave-strategy", id, changes));
      return updated;
    }),
  );
  return presentWave(row);
}

export async function deleteWaveStrategy(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  const row = await requireWave(db, providerId, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(waveStrategies)
      .where(and(eq(waveStrategies.providerId, providerId), eq(waveStrategies.id, id)));
    await recordAudit(
      tx,
      audit(scope, providerId, "delete-wave-strategy", "wave-strategy", id, { name: row.name }),
    );
  });
  return null;
}

// ================================================================ product label templates

function presentLabel(r: typeof labelTemplates.$inferSelect): TLabelTemplate {
  return {
    id: r.id,
    name: r.name,
    width_mm: r.widthMm,
    height_mm: r.heightMm,
    fields: r.fields as TLabelTemplate["fields"],
    barcode_source: r.barcodeSource,
    copies: r.copies,
    is_default: r.isDefault,
    ...times(r),
  };
}

async function requireLabel(db: Db, providerId: string, id: string) {
  const row = await repo.findLabelTemplate(db, providerId, id);
  if (!row) throw notFound("warehouse.labelNotFound");
  return row;
}

/** Provider staff read their own templates; a drop shipper reads those of the provider it names. */
export async function listLabelTemplates(db: Db, scope: AccessScope, providerUuid: string | undefined) {
  const { providerId } = await scope.tenant(providerUuid);
  return (await repo.listLabelTemplates(db, providerId)).map(presentLabel);
}

export async function createLabelTemplate(db: Db, scope: AccessScope, input: TCreateLabelTemplateRequest) {
  const providerId = scope.ownProviderId();
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      // The first template becomes the default; a new default replaces the old one.
      const isDefault = input.is_default || (await repo.listLabelTemplates(tx, providerId)).length === 0;
      if (isDefault) await repo.clearDefaultLabelTemplate(tx, providerId);
      const [created] = await tx
        .insert(labelTemplates)
        .values({
          providerId,
          name: input.name,
          widthMm: input.width_mm,
          heightMm: input.height_mm,
          fields: input.fields,
          barcodeSource: input.barcode_source,
          copies: input.copies,
          isDefault,
        })
        .returning();
      if (!created) throw new Error("label template not created");
      await recordAudit(
        tx,
        audit(scope, providerId, "create-label-template", "label-template", created.id, { name: input.name }),
      );
      return created;
    }),
  );
  return presentLabel(row);
}

export async function updateLabelTemplate(db: Db, scope: AccessScope, input: TUpdateLabelTemplateRequest) {
  const providerId = scope.ownProviderId();
  await requireLabel(db, providerId, input.label_template_id);
  const { label_template_id: id, ...changes } = input;
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      if (input.is_default) await repo.clearDefaultLabelTemplate(tx, providerId);
      const [updated] = await tx
        .update(labelTemplates)
        .set({
          ...defined({
            name: input.name,
            widthMm: input.width_mm,
            heightMm: input.height_mm,
            fields: input.fields,
            barcodeSource: input.barcode_source,
            copies: input.copies,
            isDefault: input.is_default,
          }),
          updatedAt: now(),
        })
        .where(and(eq(labelTemplates.providerId, providerId), eq(labelTemplates.id, id)))
        .returning();
      if (!updated) throw notFound("warehouse.labelNotFound");
      await recordAudit(tx, audit(scope, providerId, "update-label-template", "label-template", id, changes));
      return updated;
    }),
  );
  return presentLabel(row);
}

export async function deleteLabelTemplate(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  const row = await requireLabel(db, providerId, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(labelTemplates)
      .where(and(eq(labelTemplates.providerId, providerId), eq(labelTemplates.id, id)));
    await recordAudit(
      tx,
      audit(scope, providerId, "delete-label-template", "label-template", id, { name: row.name }),
    );
  });
  return null;
}

/** Wave strategies bound to a warehouse keep it from being deleted (they are part of the settings). */
export async function waveStrategiesReferencing(
  db: Db,
  providerId: string,
  object: TWarehouseObject,
  ids: string[],
) {
  if (object !== "warehouse") return [];
  const out: string[] = [];
  for (const id of ids) if ((await repo.waveStrategiesOfWarehouse(db, providerId, id)) > 0) out.push(id);
  return out;
}

/** A reference label in both languages from a message key. */
export function labelOf(key: string): Record<TLanguage, string> {
  return { en_us: translate(key, "en_us"), zh_cn: translate(key, "zh_cn") };
}

/** A warehouse that wave strategies are bound to is not deleted under them. */
export const waveStrategyWarehouseReferences: TWarehouseReferenceChecker = {
  kind: "wave-strategies",
  label: labelOf("warehouse.waveStrategiesLabel"),
  referenced: waveStrategiesReferencing,
};
