import type {
  TCreateLocationRequest,
  TLocation,
  TLocationListQuery,
  TUpdateLocationRequest,
} from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { insertRow, presentPage, tenantRow, updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { badRequest, orNotFound } from "../../kernel/errors.ts";
import { times } from "../../kernel/present.ts";
import * as locationsRepo from "./warehouses.locations.repository.ts";
import * as repo from "./warehouses.repository.ts";
import { requireWarehouse } from "./warehouses.service.ts";
import { auditedWrite, refuseIfReferenced } from "./warehouses.shared.ts";
import { warehouseLocations } from "./warehouses.tables.ts";
import { requirePartition, requireShelf } from "./warehouses.zones.ts";

/**
 * Storage locations (bins) of a warehouse, optionally on a zone and shelf, ordered by their walk
 * sequence. Many at once from a pattern: warehouses.locations-bulk.ts.
 */

function presentLocation(r: locationsRepo.TLocationRow): TLocation {
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
  return orNotFound(await locationsRepo.findLocation(db, providerId, id), "warehouse.locationNotFound");
}

/** Walk sequences leave gaps of this size, so a location can later be slotted in between. */
export const walkStep = 10;
export const maxWalkSequence = 2_000_000_000;

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
  return presentPage(await locationsRepo.listLocations(db, scope.ownProviderId(), q), presentLocation, q);
}

export async function getLocation(db: Db, scope: AccessScope, id: string) {
  return presentLocation(await requireLocation(db, scope.ownProviderId(), id));
}

export async function createLocation(db: Db, scope: AccessScope, input: TCreateLocationRequest) {
  const providerId = scope.ownProviderId();
  await requireWarehouse(db, providerId, input.warehouse_id);
  const where = await placement(db, providerId, input.warehouse_id, input.partition_id, input.shelf_id);
  const { id } = await auditedWrite(db, scope, providerId, "create", "location", async (tx) => {
    await repo.lockWarehouse(tx, providerId, input.warehouse_id);
    let walk = input.walk_sequence;
    if (walk === undefined) {
      walk = (await locationsRepo.lastWalkSequence(tx, providerId, input.warehouse_id)) + walkStep;
      if (walk > maxWalkSequence)
        throw badRequest("warehouse.walkSequence", { walk_sequence: "warehouse.walkSequence" });
    }
    const created = await insertRow(tx, warehouseLocations, {
      providerId,
      warehouseId: input.warehouse_id,
      ...where,
      code: input.code,
      type: input.type,
      walkSequence: walk,
      status: input.status,
      remark: input.remark,
    });
    return { id: created.id, detail: { code: input.code } };
  });
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
  await auditedWrite(db, scope, providerId, "update", "location", async (tx) => {
    const { location_id: id, ...detail } = input;
    await updateTenantRow(tx, warehouseLocations, providerId, id, {
      code: input.code,
      type: input.type,
      walkSequence: input.walk_sequence,
      status: input.status,
      remark: input.remark,
      ...where,
    });
    return { id, detail };
  });
  return presentLocation(await requireLocation(db, providerId, input.location_id));
}

export async function deleteLocation(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  await auditedWrite(db, scope, providerId, "delete", "location", async (tx) => {
    const row = await requireLocation(tx, providerId, id);
    await tx.execute(
      sql`select id from ${warehouseLocations} where provider_id = ${providerId} and id = ${id} for update`,
    );
    await refuseIfReferenced(tx, providerId, "location", id, row.code);
    await tx.delete(warehouseLocations).where(tenantRow(warehouseLocations, providerId, id));
    return { id, detail: { code: row.code } };
  });
  return null;
}
