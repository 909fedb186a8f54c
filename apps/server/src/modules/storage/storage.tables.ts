import { index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { createdAt, tenantForeignKey } from "../../kernel/db/columns.ts";
import { customers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * Warehousing definition: which of its provider's warehouses a customer (drop shipper) stores goods in.
 * Both references carry provider_id, so a customer can only ever select its own provider's warehouses.
 */
export const storageSelections = pgTable(
  "storage_selections",
  {
    providerId: uuid("provider_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    warehouseId: uuid("warehouse_id").notNull(),
    createdBy: uuid("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.customerId, t.warehouseId] }),
    tenantForeignKey("storage_selections_customer_fk", [t.providerId, t.customerId], customers),
    tenantForeignKey("storage_selections_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    index("storage_selections_warehouse_idx").on(t.providerId, t.warehouseId),
  ],
);
