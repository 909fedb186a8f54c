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
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { insertRow, presentPage, tenantRow, updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { orNotFound } from "../../kernel/errors.ts";
import { times } from "../../kernel/present.ts";
import * as repo from "./warehouses.repository.ts";
import { requireWarehouse } from "./warehouses.service.ts";
import { auditedWrite, refuseIfReferenced, refuseNonEmpty, type TContents } from "./warehouses.shared.ts";
import { warehouseLocations, warehousePartitions, warehouseShelves } from "./warehouses.tables.ts";

/** Partitions (zones) of a warehouse and the shelves of a zone; each is deleted only when empty. */

type TZoneTable = typeof warehousePartitions | typeof warehouseShelves;

/**
 * Deletes a zone or shelf that is empty (none of `contents` holds a row of it, each refused with its
 * message key) and referenced by no other module, under the lock of its warehouse.
 */
async function deleteEmpty<R extends { warehouseId: string; code: string }>(
  db: Db,
  scope: AccessScope,
  id: string,
  o: {
    target: "partition" | "shelf";
    table: TZoneTable;
    find: (db: Db, providerId: string, id: string) => Promise<R>;
    contents: TContents;
    name: (row: R) => string;
  },
): Promise<null> {
  const providerId = scope.ownProviderId();
  await auditedWrite(db, scope, providerId, "delete", o.target, async (tx) => {
    const row = await o.find(tx, providerId, id);
    await repo.lockWarehouse(tx, providerId, row.warehouseId);
    await refuseNonEmpty(tx, providerId, id, o.contents);
    await refuseIfReferenced(tx, providerId, o.target, id, o.name(row));
    await tx.delete(o.table).where(tenantRow(o.table, providerId, id));
    return { id, detail: { code: row.code } };
  });
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

export async function requirePartition(db: Db, providerId: string, id: string) {
  return orNotFound(await repo.findPartition(db, providerId, id), "warehouse.partitionNotFound");
}

export async function listPartitions(db: Db, scope: AccessScope, q: TPartitionListQuery) {
  return presentPage(await repo.listPartitions(db, scope.ownProviderId(), q), presentPartition, q);
}

export async function createPartition(db: Db, scope: AccessScope, input: TCreatePartitionRequest) {
  const providerId = scope.ownProviderId();
  await requireWarehouse(db, providerId, input.warehouse_id);
  const { id } = await auditedWrite(db, scope, providerId, "create", "partition", async (tx) => {
    const created = await insertRow(tx, warehousePartitions, {
      providerId,
      warehouseId: input.warehouse_id,
      code: input.code,
      name: input.name,
      status: input.status,
      remark: input.remark,
    });
    return { id: created.id, detail: { code: input.code } };
  });
  return presentPartition(await requirePartition(db, providerId, id));
}

export async function updatePartition(db: Db, scope: AccessScope, input: TUpdatePartitionRequest) {
  const providerId = scope.ownProviderId();
  await requirePartition(db, providerId, input.partition_id);
  await auditedWrite(db, scope, providerId, "update", "partition", async (tx) => {
    const { partition_id: id, ...detail } = input;
    const { code, name, status, remark } = input;
    await updateTenantRow(tx, warehousePartitions, providerId, id, { code, name, status, remark });
    return { id, detail };
  });
  return presentPartition(await requirePartition(db, providerId, input.partition_id));
}

export function deletePartition(db: Db, scope: AccessScope, id: string) {
  return deleteEmpty(db, scope, id, {
    target: "partition",
    table: warehousePartitions,
    find: requirePartition,
    contents: [
      [warehouseLocations, warehouseLocations.partitionId, "warehouse.partitionHasLocations"],
      [warehouseShelves, warehouseShelves.partitionId, "warehouse.partitionHasShelves"],
    ],
    name: (row) => row.code,
  });
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
  return orNotFound(await repo.findShelf(db, providerId, id), "warehouse.shelfNotFound");
}

export async function listShelves(db: Db, scope: AccessScope, q: TShelfListQuery) {
  return presentPage(await repo.listShelves(db, scope.ownProviderId(), q), presentShelf, q);
}

export async function createShelf(db: Db, scope: AccessScope, input: TCreateShelfRequest) {
  const providerId = scope.ownProviderId();
  const partition = await requirePartition(db, providerId, input.partition_id);
  const { id } = await auditedWrite(db, scope, providerId, "create", "shelf", async (tx) => {
    const created = await insertRow(tx, warehouseShelves, {
      providerId,
      warehouseId: partition.warehouseId,
      partitionId: partition.id,
      code: input.code,
      name: input.name,
      remark: input.remark,
    });
    return { id: created.id, detail: { code: input.code } };
  });
  return presentShelf(await requireShelf(db, providerId, id));
}

export async function updateShelf(db: Db, scope: AccessScope, input: TUpdateShelfRequest) {
  const providerId = scope.ownProviderId();
  await requireShelf(db, providerId, input.shelf_id);
  await auditedWrite(db, scope, providerId, "update", "shelf", async (tx) => {
    const { shelf_id: id, ...detail } = input;
    const { code, name, remark } = input;
    await updateTenantRow(tx, warehouseShelves, providerId, id, { code, name, remark });
    return { id, detail };
  });
  return presentShelf(await requireShelf(db, providerId, input.shelf_id));
}

export function deleteShelf(db: Db, scope: AccessScope, id: string) {
  return deleteEmpty(db, scope, id, {
    target: "shelf",
    table: warehouseShelves,
    find: requireShelf,
    contents: [[warehouseLocations, warehouseLocations.shelfId, "warehouse.shelfHasLocations"]],
    name: (row) => `${row.partitionCode}-${row.code}`,
  });
}
