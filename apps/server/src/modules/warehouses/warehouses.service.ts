import type {
  TCreateWarehouseRequest,
  TUpdateWarehouseRequest,
  TWarehouse,
  TWarehouseListQuery,
} from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { toPage } from "../../kernel/db/sql-helpers.ts";
import { notFound } from "../../kernel/errors.ts";
import { defined, times } from "../../kernel/present.ts";
import { auditEntry, recordAudit } from "../audit/index.ts";
import * as repo from "./warehouses.repository.ts";
import { guarded, now, refuseContents, refuseIfReferenced } from "./warehouses.shared.ts";
import { warehouseLocations, warehousePartitions, warehouses } from "./warehouses.tables.ts";

/**
 * Warehouses of a provider. Inside them: zones and shelves (warehouses.zones.ts), storage locations
 * (warehouses.locations.ts) and their bulk creation (warehouses.locations-bulk.ts). A warehouse is
 * deleted only when empty and referenced by no other module (warehouses.references.ts).
 */

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

export async function requireWarehouse(db: Db, providerId: string, id: string) {
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
        auditEntry(scope, providerId, "create-warehouse", "warehouse", created.id, { code: input.code }),
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
      await recordAudit(
        tx,
        auditEntry(scope, providerId, "update-warehouse", "warehouse", updated.id, detail),
      );
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
        auditEntry(scope, providerId, "delete-warehouse", "warehouse", id, { code: row.code }),
      );
    }),
  );
  return null;
}
