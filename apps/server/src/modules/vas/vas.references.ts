import { and, eq, inArray } from "drizzle-orm";
import type { TProductReferenceChecker } from "../products/index.ts";
import type { TWarehouseReferenceChecker } from "../warehouses/index.ts";
import { vasOrders } from "./vas.tables.ts";

/**
 * A work order keeps its SKU and warehouse for its whole life (its charge names them), so neither is
 * deleted while one points at it; the foreign keys hold this under concurrency, the checkers give the message.
 */
export const vasProductReferences: TProductReferenceChecker = {
  kind: "vas",
  label: { en_us: "value-added work orders", zh_cn: "增值作业单" },
  async referenced(db, providerId, variantIds) {
    if (variantIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: vasOrders.variantId })
      .from(vasOrders)
      .where(and(eq(vasOrders.providerId, providerId), inArray(vasOrders.variantId, variantIds)));
    return rows.map((r) => r.id);
  },
};

export const vasWarehouseReferences: TWarehouseReferenceChecker = {
  kind: "vas",
  label: { en_us: "value-added work orders", zh_cn: "增值作业单" },
  async referenced(db, providerId, object, ids) {
    if (ids.length === 0 || object !== "warehouse") return [];
    const rows = await db
      .selectDistinct({ id: vasOrders.warehouseId })
      .from(vasOrders)
      .where(and(eq(vasOrders.providerId, providerId), inArray(vasOrders.warehouseId, ids)));
    return rows.map((r) => r.id);
  },
};
