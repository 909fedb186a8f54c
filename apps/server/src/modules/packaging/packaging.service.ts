import type {
  TCreatePackagingMaterialRequest,
  TPackagingMaterial,
  TPackagingMaterialListQuery,
  TUpdatePackagingMaterialRequest,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { insertRow, presentPage, tenantRow, updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { writeGuard } from "../../kernel/db/write-guard.ts";
import { orNotFound } from "../../kernel/errors.ts";
import { times } from "../../kernel/present.ts";
import { auditedTransaction } from "../audit/index.ts";
import * as repo from "./packaging.repository.ts";
import { packagingMaterials } from "./packaging.tables.ts";

/**
 * Packaging materials of a provider: list, create, update, delete (the provider writes, operators read).
 * Deleting one clears it as a logistics channel's default (the foreign key sets null).
 */

/** Runs a write; a duplicate code becomes 4009 with the field, a vanished reference 4009 too. */
const guarded = writeGuard({ packaging_materials_code_uq: ["code", "warehouse.packagingCodeTaken"] });

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
  return orNotFound(await repo.findPackagingMaterial(db, providerId, id), "warehouse.packagingNotFound");
}

export async function listPackagingMaterials(db: Db, scope: AccessScope, q: TPackagingMaterialListQuery) {
  return presentPage(await repo.listPackagingMaterials(db, scope.ownProviderId(), q), presentPackaging, q);
}

export async function createPackagingMaterial(
  db: Db,
  scope: AccessScope,
  input: TCreatePackagingMaterialRequest,
) {
  const providerId = scope.ownProviderId();
  const { row } = await guarded(() =>
    auditedTransaction(db, scope, providerId, "create", "packaging-material", async (tx) => {
      const created = await insertRow(tx, packagingMaterials, { providerId, ...input });
      return { id: created.id, detail: { code: input.code }, row: created };
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
  const { row } = await guarded(() =>
    auditedTransaction(db, scope, providerId, "update", "packaging-material", async (tx) => {
      const updated = await updateTenantRow(tx, packagingMaterials, providerId, id, changes);
      return { id, detail: changes, row: orNotFound(updated, "warehouse.packagingNotFound") };
    }),
  );
  return presentPackaging(row);
}

export async function deletePackagingMaterial(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  const row = await requirePackaging(db, providerId, id);
  await auditedTransaction(db, scope, providerId, "delete", "packaging-material", async (tx) => {
    await tx.delete(packagingMaterials).where(tenantRow(packagingMaterials, providerId, id));
    return { id, detail: { code: row.code } };
  });
  return null;
}
