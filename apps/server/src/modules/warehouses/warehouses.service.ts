import {
  optionalFlowSteps,
  type TCreateWarehouseRequest,
  type TUpdateWarehouseRequest,
  type TWarehouse,
  type TWarehouseListQuery,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import type { TEditableColumns } from "../../kernel/db/columns.ts";
import { insertRow, presentPage, tenantRow, updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { orNotFound } from "../../kernel/errors.ts";
import { times } from "../../kernel/present.ts";
import { warehouseFlowListeners } from "./warehouses.flow.ts";
import * as repo from "./warehouses.repository.ts";
import { auditedWrite, refuseIfReferenced, refuseNonEmpty } from "./warehouses.shared.ts";
import { warehouseLocations, warehousePartitions, warehouses } from "./warehouses.tables.ts";

/**
 * Warehouses of a provider. Inside them: zones and shelves (warehouses.zones.ts), storage locations
 * (warehouses.locations.ts) and their bulk creation (warehouses.locations-bulk.ts). A warehouse is
 * deleted only when empty and referenced by no other module (warehouses.references.ts).
 */

// ================================================================ warehouses

type TWarehouseAddress = Pick<
  repo.TWarehouseRow,
  "code" | "name" | "country" | "province" | "city" | "address" | "postcode" | "contactName" | "contactPhone"
>;

/** A warehouse's code, name, address and contact as the API shows them (its detail, storage definitions). */
export function presentWarehouseAddress(r: TWarehouseAddress) {
  return {
    code: r.code,
    name: r.name,
    country: r.country,
    province: r.province,
    city: r.city,
    address: r.address,
    postcode: r.postcode,
    contact_name: r.contactName,
    contact_phone: r.contactPhone,
  };
}

function presentWarehouse(r: repo.TWarehouseRow): TWarehouse {
  return {
    id: r.id,
    ...presentWarehouseAddress(r),
    contact_email: r.contactEmail,
    status: r.status,
    remark: r.remark,
    review_required: r.reviewRequired,
    bagging_required: r.baggingRequired,
    weighing_required: r.weighingRequired,
    ...times(r),
  };
}

export async function requireWarehouse(db: Db, providerId: string, id: string) {
  return orNotFound(await repo.findWarehouse(db, providerId, id), "warehouse.notFound");
}

export async function listWarehouses(db: Db, scope: AccessScope, q: TWarehouseListQuery) {
  return presentPage(await repo.listWarehouses(db, scope.ownProviderId(), q), presentWarehouse, q);
}

export async function getWarehouse(db: Db, scope: AccessScope, id: string) {
  return presentWarehouse(await requireWarehouse(db, scope.ownProviderId(), id));
}

type TWarehouseColumns = TEditableColumns<typeof warehouses>;

/** The columns a create or update request sets (an update's omitted fields stay undefined). */
function warehouseColumns(input: TCreateWarehouseRequest): TWarehouseColumns;
function warehouseColumns(input: Partial<TCreateWarehouseRequest>): Partial<TWarehouseColumns>;
function warehouseColumns(input: Partial<TCreateWarehouseRequest>): Partial<TWarehouseColumns> {
  return {
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
    reviewRequired: input.review_required,
    baggingRequired: input.bagging_required,
    weighingRequired: input.weighing_required,
  };
}

/** Tells the listeners (the orders module) when a saved flow skips a step: orders waiting for it pass it. */
async function flowSaved(tx: Db, scope: AccessScope, row: repo.TWarehouseRow) {
  const flow = presentWarehouse(row);
  if (optionalFlowSteps.every((step) => flow[step.field])) return;
  for (const listener of warehouseFlowListeners.all()) await listener.flowSaved(tx, scope, row.id, flow);
}

export async function createWarehouse(db: Db, scope: AccessScope, input: TCreateWarehouseRequest) {
  const providerId = scope.ownProviderId();
  const { row } = await auditedWrite(db, scope, providerId, "create", "warehouse", async (tx) => {
    const created = await insertRow(tx, warehouses, { providerId, ...warehouseColumns(input) });
    return { id: created.id, detail: { code: input.code }, row: created };
  });
  return presentWarehouse(row);
}

export async function updateWarehouse(db: Db, scope: AccessScope, input: TUpdateWarehouseRequest) {
  const providerId = scope.ownProviderId();
  await requireWarehouse(db, providerId, input.warehouse_id);
  const { row } = await auditedWrite(db, scope, providerId, "update", "warehouse", async (tx) => {
    const { warehouse_id: id, ...detail } = input;
    const updated = orNotFound(
      await updateTenantRow(tx, warehouses, providerId, id, warehouseColumns(input)),
      "warehouse.notFound",
    );
    await flowSaved(tx, scope, updated);
    return { id, detail, row: updated };
  });
  return presentWarehouse(row);
}

export async function deleteWarehouse(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  await auditedWrite(db, scope, providerId, "delete", "warehouse", async (tx) => {
    await repo.lockWarehouse(tx, providerId, id);
    const row = await requireWarehouse(tx, providerId, id);
    await refuseNonEmpty(tx, providerId, id, [
      [warehouseLocations, warehouseLocations.warehouseId, "warehouse.deleteHasLocations"],
      [warehousePartitions, warehousePartitions.warehouseId, "warehouse.deleteHasPartitions"],
    ]);
    await refuseIfReferenced(tx, providerId, "warehouse", id, row.code);
    await tx.delete(warehouses).where(tenantRow(warehouses, providerId, id));
    return { id, detail: { code: row.code } };
  });
  return null;
}
