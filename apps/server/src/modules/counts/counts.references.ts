import { and, eq, inArray, sql } from "drizzle-orm";
import type { TWarehouseReferenceChecker } from "../warehouses/index.ts";
import { countPlans, countTasks } from "./counts.tables.ts";

/**
 * A warehouse keeps its count plans (their adjustments name them), and a location is not deleted while a
 * count of it is unfinished. The checkers give the message.
 */
export const countsWarehouseReferences: TWarehouseReferenceChecker = {
  kind: "counts",
  label: { en_us: "cycle counts", zh_cn: "循环盘点" },
  async referenced(db, providerId, object, ids) {
    if (ids.length === 0) return [];
    if (object === "warehouse") {
      const rows = await db
        .selectDistinct({ id: countPlans.warehouseId })
        .from(countPlans)
        .where(and(eq(countPlans.providerId, providerId), inArray(countPlans.warehouseId, ids)));
      return rows.map((r) => r.id);
    }
    if (object !== "location") return [];
    const rows = await db
      .selectDistinct({ id: countTasks.locationId })
      .from(countTasks)
      .where(
        and(
          eq(countTasks.providerId, providerId),
          inArray(countTasks.locationId, ids),
          sql`${countTasks.status} in ('open', 'counting', 'recount', 'review')`,
        ),
      );
    return rows.map((r) => r.id);
  },
};
