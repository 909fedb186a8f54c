import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { writeGuard } from "../../kernel/db/write-guard.ts";
import { AppError, bilingual } from "../../kernel/errors.ts";
import { findWarehouseReferences, type TWarehouseObject } from "./warehouses.references.ts";

/** What the warehouse services share: presentation of times, audit entries, write guards, delete checks. */

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
export const times = (r: { createdAt: Date; updatedAt: Date }) => ({
  created_at: seconds(r.createdAt),
  updated_at: seconds(r.updatedAt),
});

export const now = () => new Date();

/** Drops undefined keys so a partial update only touches what was sent. */
export function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function audit(
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

/** Runs a write; a duplicate code becomes 4009 with the field, a vanished or busy reference 4009 too. */
export const guarded = writeGuard({
  warehouses_provider_code_uq: ["code", "warehouse.codeTaken"],
  warehouse_partitions_code_uq: ["code", "warehouse.partitionCodeTaken"],
  warehouse_shelves_code_uq: ["code", "warehouse.shelfCodeTaken"],
  warehouse_locations_code_uq: ["code", "warehouse.locationCodeTaken"],
});

/** Refuses a delete while other modules (storage, stock, documents) still reference the object. */
export async function refuseIfReferenced(
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

export function refuseContents(count: number, key: string) {
  if (count > 0) throw new AppError(4009, key, { count }, { count });
}
