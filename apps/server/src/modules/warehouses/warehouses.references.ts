import { type TLanguage, translate } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { defineRegistry } from "../../kernel/hooks.ts";

/** The warehousing objects whose deletion other modules may veto. */
export type TWarehouseObject = "warehouse" | "partition" | "shelf" | "location";

/**
 * Other modules (storage selections, inventory, receipts, waves) tell the warehouse settings what they
 * still reference, so that a warehouse, zone, shelf or location is never deleted under stock or an open
 * document. Each module adds one checker in its module descriptor, e.g.
 *
 *   hooks: () => [warehouseReferences.provide({
 *     kind: "stock",
 *     label: { en_us: "stock on hand", zh_cn: "库存" },
 *     referenced: async (db, providerId, object, ids) =>
 *       object === "location" ? ...location ids with on_hand > 0... : ...,
 *   });
 *
 * The check runs inside the deleting transaction (db is that transaction). Containment (a warehouse
 * with zones or locations, a zone with shelves, ...) is checked by the warehouse service itself.
 */
export type TWarehouseReferenceChecker = {
  kind: string;
  /** Inserted into "X cannot be deleted while {what} reference it". */
  label: Record<TLanguage, string>;
  /** The subset of ids (objects of one kind, one provider) that something still references. */
  referenced(db: Db, providerId: string, object: TWarehouseObject, ids: string[]): Promise<string[]>;
};

export const warehouseReferences = defineRegistry<TWarehouseReferenceChecker>(
  "warehouses.references",
  (c) => c.kind,
);

/** The labels of everything that references any of the ids (empty: free to delete). */
export async function findWarehouseReferences(
  db: Db,
  providerId: string,
  object: TWarehouseObject,
  ids: string[],
): Promise<TWarehouseReferenceChecker["label"][]> {
  const found: TWarehouseReferenceChecker["label"][] = [];
  if (ids.length === 0) return found;
  for (const checker of warehouseReferences.all()) {
    if ((await checker.referenced(db, providerId, object, ids)).length > 0) found.push(checker.label);
  }
  return found;
}

/** A reference label in both languages from a message key. */
export function labelOf(key: string): Record<TLanguage, string> {
  return { en_us: translate(key, "en_us"), zh_cn: translate(key, "zh_cn") };
}
