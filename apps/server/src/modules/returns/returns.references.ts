import { and, eq, inArray } from "drizzle-orm";
import type { TProductReferenceChecker } from "../products/index.ts";
import type { TWarehouseReferenceChecker } from "../warehouses/index.ts";
import { returnLines, returns, unidentifiedReturns } from "./returns.tables.ts";

/**
 * An RMA keeps its SKUs and its warehouse (its charges and history name them), and an unidentified parcel its
 * warehouse: neither is deleted while one points at it. The foreign keys hold this under concurrency; the
 * checkers give the message.
 */
export const returnsProductReferences: TProductReferenceChecker = {
  kind: "returns",
  label: { en_us: "returns", zh_cn: "退货单" },
  async referenced(db, providerId, variantIds) {
    if (variantIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: returnLines.variantId })
      .from(returnLines)
      .where(and(eq(returnLines.providerId, providerId), inArray(returnLines.variantId, variantIds)));
    return rows.map((r) => r.id);
  },
};

export const returnsWarehouseReferences: TWarehouseReferenceChecker = {
  kind: "returns",
  label: { en_us: "returns", zh_cn: "退货单" },
  async referenced(db, providerId, object, ids) {
    if (ids.length === 0 || object !== "warehouse") return [];
    const [rmas, parcels] = await Promise.all([
      db
        .selectDistinct({ id: returns.warehouseId })
        .from(returns)
        .where(and(eq(returns.providerId, providerId), inArray(returns.warehouseId, ids))),
      db
        .selectDistinct({ id: unidentifiedReturns.warehouseId })
        .from(unidentifiedReturns)
        .where(
          and(eq(unidentifiedReturns.providerId, providerId), inArray(unidentifiedReturns.warehouseId, ids)),
        ),
    ]);
    return [...new Set([...rmas, ...parcels].map((r) => r.id))];
  },
};
