import type {
  TCreatePartitionRequest,
  TCreateShelfRequest,
  TPartition,
  TPartitionListQuery,
  TShelf,
  TShelfListQuery,
  TUpdatePartitionRequest,
  TUpdateShelfRequest,
} from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { toPage } from "../../kernel/db/sql-helpers.ts";
import { notFound } from "../../kernel/errors.ts";
import { defined, times } from "../../kernel/present.ts";
import { auditEntry, recordAudit } from "../audit/index.ts";
import * as repo from "./warehouses.repository.ts";
import { requireWarehouse } from "./warehouses.service.ts";
import { guarded, now, refuseContents, refuseIfReferenced } from "./warehouses.shared.ts";
import { warehouseLocations, warehousePartitions, warehouseShelves } from "./warehouses.tables.ts";

/** Partitions (zones) of a warehouse and the shelves of a zone; each is deleted only when empty. */

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

export async function requirePartition(db: Db, providerId: string, id: string) {
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
        auditEntry(scope, providerId, "create-partition", "partition", created.id, { code: input.code }),
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
        auditEntry(scope, providerId, "update-partition", "partition", input.partition_id, detail),
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
        auditEntry(scope, providerId, "delete-partition", "partition", id, { code: row.code }),
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

export async function requireShelf(db: Db, providerId: string, id: string) {
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
        auditEntry(scope, providerId, "create-shelf", "shelf", created.id, { code: input.code }),
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
      await recordAudit(tx, auditEntry(scope, providerId, "update-shelf", "shelf", input.shelf_id, detail));
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
      await recordAudit(tx, auditEntry(scope, providerId, "delete-shelf", "shelf", id, { code: row.code }));
    }),
  );
  return null;
}
