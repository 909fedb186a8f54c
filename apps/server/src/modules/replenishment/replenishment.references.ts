import { and, eq, inArray } from "drizzle-orm";
import type { TProductReferenceChecker } from "../products/index.ts";
import type { TWarehouseReferenceChecker } from "../warehouses/index.ts";
import { pickFaces } from "./replenishment.tables.ts";

/** A pick face keeps its location, SKU and warehouse: remove the face first (the foreign keys hold it). */
export const replenishmentWarehouseReferences: TWarehouseReferenceChecker = {
  kind: "replenishment",
  label: { en_us: "pick faces", zh_cn: "拣货位" },
  async referenced(db, providerId, object, ids) {
    if (ids.length === 0 || (object !== "warehouse" && object !== "location")) return [];
    const column = object === "warehouse" ? pickFaces.warehouseId : pickFaces.locationId;
    const rows = await db
      .selectDistinct({ id: column })
      .from(pickFaces)
      .where(and(eq(pickFaces.providerId, providerId), inArray(column, ids)));
    return rows.map((r) => r.id);
  },
};

export const replenishmentProductReferences: TProductReferenceChecker = {
  kind: "replenishment",
  label: { en_us: "pick faces", zh_cn: "拣货位" },
  async referenced(db, providerId, variantIds) {
    if (variantIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: pickFaces.variantId })
      .from(pickFaces)
      .where(and(eq(pickFaces.providerId, providerId), inArray(pickFaces.variantId, variantIds)));
    return rows.map((r) => r.id);
  },
};
