import { and, eq, inArray } from "drizzle-orm";
import type { TProductReferenceChecker } from "../products/index.ts";
import type { TWarehouseReferenceChecker } from "../warehouses/index.ts";
import { receiptLines, receiptPutaways, receipts } from "./receipts.tables.ts";

/**
 * A receipt keeps its SKUs and warehouse for its whole life (the lines and stock log point at them), so
 * a variant, warehouse or putaway location of any receipt is not deleted; the foreign keys hold this under concurrency,
 * the checkers give the clear message.
 */
export const receiptProductReferences: TProductReferenceChecker = {
  kind: "receipts",
  label: { en_us: "warehouse receipts", zh_cn: "入库单" },
  async referenced(db, providerId, variantIds) {
    if (variantIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: receiptLines.variantId })
      .from(receiptLines)
      .where(and(eq(receiptLines.providerId, providerId), inArray(receiptLines.variantId, variantIds)));
    return rows.map((r) => r.id);
  },
};

export const receiptWarehouseReferences: TWarehouseReferenceChecker = {
  kind: "receipts",
  label: { en_us: "warehouse receipts", zh_cn: "入库单" },
  async referenced(db, providerId, object, ids) {
    if (ids.length === 0) return [];
    if (object === "location") {
      const put = await db
        .selectDistinct({ id: receiptPutaways.locationId })
        .from(receiptPutaways)
        .where(and(eq(receiptPutaways.providerId, providerId), inArray(receiptPutaways.locationId, ids)));
      return put.map((r) => r.id);
    }
    if (object !== "warehouse") return [];
    const rows = await db
      .selectDistinct({ id: receipts.warehouseId })
      .from(receipts)
      .where(and(eq(receipts.providerId, providerId), inArray(receipts.warehouseId, ids)));
    return rows.map((r) => r.id);
  },
};
