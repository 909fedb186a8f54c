import { Code } from "@wms/contracts";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { writeGuard } from "../../kernel/db/write-guard.ts";
import { AppError, bilingual } from "../../kernel/errors.ts";
import { auditedTransaction } from "../audit/index.ts";
import { findWarehouseReferences, type TWarehouseObject } from "./warehouses.references.ts";
import { countChildren } from "./warehouses.repository.ts";
import type { warehouseLocations, warehousePartitions, warehouseShelves } from "./warehouses.tables.ts";

/** What the warehouse services share: audit entries, write guards, delete checks. */

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
  throw new AppError(
    Code.conflict,
    "warehouse.inUse",
    { references: labels.map(bilingual) },
    { name, what: labels },
  );
}

function refuseContents(count: number, key: string) {
  if (count > 0) throw new AppError(Code.conflict, key, { count }, { count });
}

type TContainer = typeof warehousePartitions | typeof warehouseShelves | typeof warehouseLocations;

/** What must be empty before a delete: a table, its column naming the parent, the refusal's message key. */
export type TContents = [table: TContainer, parent: PgColumn, key: string][];

/** Refuses a delete while any of `contents` still holds a row of the parent `id` (4009 with the count). */
export async function refuseNonEmpty(db: Db, providerId: string, id: string, contents: TContents) {
  for (const [table, parent, key] of contents)
    refuseContents(await countChildren(db, table, table.providerId, parent, providerId, id), key);
}

/**
 * One write of a warehouse object in one transaction with its audit entry (`<action>-<target>`, on the id
 * and detail the write answers, which it passes back); a taken code or a vanished or busy reference is 4009.
 */
export function auditedWrite<W extends { id: string; detail: object }>(
  db: Db,
  scope: AccessScope,
  providerId: string,
  action: "create" | "update" | "delete",
  target: TWarehouseObject,
  write: (tx: Db) => Promise<W>,
): Promise<W> {
  return guarded(() => auditedTransaction(db, scope, providerId, action, target, write));
}
