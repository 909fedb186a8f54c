import type { TPackagingMaterialListQuery } from "@wms/contracts";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { keywordOf, paged } from "../../kernel/db/sql-helpers.ts";
import { packagingMaterials } from "./packaging.tables.ts";

/** SQL of packaging materials: every query is bounded by the provider. */

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
