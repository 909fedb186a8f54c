import { vasKinds, vasStatuses } from "@wms/contracts";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * Value-added work orders (docs/vas.md): labelling or kitting of a customer's SKU in a warehouse, requested,
 * then done (the units done are what billing charges) or cancelled. A customer's document: provider_id
 * leads every key.
 */
export const vasOrders = pg.pgTable(
  "vas_orders",
  {
    /** Code: VA + YYYYMMDD + 4-digit sequence of the day, unique per provider. */
    ...col.customerDocument(),
    variantId: pg.uuid("variant_id").notNull(),
    kind: pg.text("kind", { enum: vasKinds }).notNull(),
    quantity: pg.integer("quantity").notNull(),
    /** The units done, set once when done (billing's quantity). */
    doneQuantity: pg.integer("done_quantity"),
    instructions: pg.text("instructions").notNull().default(""),
    status: pg.text("status", { enum: vasStatuses }).notNull().default("requested"),
    /** The staff's note when done, or the reason it was cancelled. */
    note: pg.text("note").notNull().default(""),
    requestedBy: pg.text("requested_by").notNull(),
    doneBy: pg.text("done_by"),
    /** When it was done or cancelled; billing charges done work by this time. */
    closedAt: col.stamp("closed_at"),
    ...col.timestamps(),
  },
  (t) => [
    ...col.customerDocumentKeys("vas_orders", t, { customers, warehouses }),
    col.tenantForeignKey("vas_orders_variant_fk", [t.providerId, t.variantId], productVariants),
    pg.index("vas_orders_created_idx").on(t.providerId, ...col.newestFirst(t)),
    pg.index("vas_orders_customer_idx").on(t.providerId, t.customerId, ...col.newestFirst(t)),
    pg.index("vas_orders_status_idx").on(t.providerId, t.status, ...col.newestFirst(t)),
    pg.index("vas_orders_done_idx").on(t.providerId, t.closedAt).where(sql`status = 'done'`),
  ],
);

/** Per provider and day, the last work order number handed out. */
export const vasOrderSequences = col.daySequenceTable("vas_order_sequences");
