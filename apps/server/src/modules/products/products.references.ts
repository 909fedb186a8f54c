import type { TLanguage } from "@wms/contracts";
import type { Db } from "../../platform/db/client.ts";

/**
 * Other modules (inventory, receipts, orders, waves) tell products which variants they still reference,
 * so that a product or variant is never deleted under stock or an open document. Each module registers
 * one checker at load, e.g. in its *.routes.ts:
 *
 *   registerProductReferenceChecker({
 *     kind: "stock",
 *     label: { en_us: "stock on hand", zh_cn: "库存" },
 *     referenced: (db, providerId, variantIds) => ...variant ids with on_hand > 0...,
 *   });
 */
export type TProductReferenceChecker = {
  kind: string;
  /** What references the SKU, inserted into "SKU X cannot be removed while {what} reference it". */
  label: Record<TLanguage, string>;
  /** The subset of variantIds (all of one provider) that something still references. */
  referenced(db: Db, providerId: string, variantIds: string[]): Promise<string[]>;
};

const checkers = new Map<string, TProductReferenceChecker>();

export function registerProductReferenceChecker(checker: TProductReferenceChecker): void {
  checkers.set(checker.kind, checker);
}

/** Only for tests that register a temporary checker. */
export function unregisterProductReferenceChecker(kind: string): void {
  checkers.delete(kind);
}

/** Every reference to any of the variants: variant id -> labels of what references it. */
export async function findProductReferences(
  db: Db,
  providerId: string,
  variantIds: string[],
): Promise<Map<string, TProductReferenceChecker["label"][]>> {
  const found = new Map<string, TProductReferenceChecker["label"][]>();
  if (variantIds.length === 0) return found;
  for (const checker of checkers.values()) {
    for (const id of await checker.referenced(db, providerId, variantIds)) {
      const list = found.get(id) ?? [];
      list.push(checker.label);
      found.set(id, list);
    }
  }
  return found;
}

/**
 * Stock on hand per variant, supplied by the inventory module once it exists
 * (`registerVariantStockReader`); until then every variant shows 0.
 */
export type TVariantStockReader = (
  db: Db,
  providerId: string,
  variantIds: string[],
) => Promise<Map<string, number>>;

let stockReader: TVariantStockReader | null = null;

export function registerVariantStockReader(reader: TVariantStockReader): void {
  stockReader = reader;
}

export async function readVariantStock(db: Db, providerId: string, variantIds: string[]) {
  if (!stockReader || variantIds.length === 0) return new Map<string, number>();
  return stockReader(db, providerId, variantIds);
}
