import type { TPackagingMaterialListQuery } from "@wms/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { findTenantRow } from "../../kernel/db/sql-helpers.ts";
import { packagingMaterials } from "./packaging.tables.ts";

/** SQL of packaging materials: every query is bounded by the provider. */

const packagingSorts = {
  code: packagingMaterials.code,
  name: packagingMaterials.name,
  cost: packagingMaterials.cost,
  created_at: packagingMaterials.createdAt,
} as const;

export function listPackagingMaterials(db: Db, providerId: string, q: TPackagingMaterialListQuery) {
  return listPage(
    db,
    {
      from: packagingMaterials,
      where: [eq(packagingMaterials.providerId, providerId), filterEq(packagingMaterials.status, q.status)],
      keyword: [packagingMaterials.code, packagingMaterials.name],
      sorts: packagingSorts,
      id: packagingMaterials.id,
    },
    q,
  );
}

export function findPackagingMaterial(db: Db, providerId: string, id: string) {
  return findTenantRow(db, packagingMaterials, providerId, id);
}
