import type { TLanguage } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { defineRegistry, defineSlot } from "../../kernel/hooks.ts";

/**
 * Other modules (inventory, receipts, orders, waves) tell products which variants they still reference,
 * so that a product or variant is never deleted under stock or an open document. Each module registers
 * one checker in its module descriptor:
 *
 *   hooks: () => [productReferences.provide({
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

export const productReferences = defineRegistry<TProductReferenceChecker>(
  "products.references",
  (c) => c.kind,
);

/** Every reference to any of the variants: variant id -> labels of what references it. */
export async function findProductReferences(
  db: Db,
  providerId: string,
  variantIds: string[],
): Promise<Map<string, TProductReferenceChecker["label"][]>> {
  const found = new Map<string, TProductReferenceChecker["label"][]>();
  if (variantIds.length === 0) return found;
  for (const checker of productReferences.all()) {
    for (const id of await checker.referenced(db, providerId, variantIds)) {
      const list = found.get(id) ?? [];
      list.push(checker.label);
      found.set(id, list);
    }
  }
  return found;
}

/** Stock on hand per variant, provided by the inventory module; without it every variant shows 0. */
export type TVariantStockReader = (
  db: Db,
  providerId: string,
  variantIds: string[],
) => Promise<Map<string, number>>;

export const variantStockReader = defineSlot<TVariantStockReader>("products.variantStock");

export async function readVariantStock(db: Db, providerId: string, variantIds: string[]) {
  const reader = variantStockReader.get();
  if (!reader || variantIds.length === 0) return new Map<string, number>();
  return reader(db, providerId, variantIds);
}
