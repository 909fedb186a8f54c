import type { Db } from "../../kernel/db/client.ts";
import { writeGuard } from "../../kernel/db/write-guard.ts";
import { AppError, bilingual } from "../../kernel/errors.ts";
import { findWarehouseReferences, type TWarehouseObject } from "./warehouses.references.ts";

/** What the warehouse services share: presentation of times, audit entries, write guards, delete checks. */

export const now = () => new Date();

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
