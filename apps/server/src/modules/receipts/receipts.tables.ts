import { putawayKinds, receiptStatuses } from "@wms/contracts";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouseLocations, warehouses } from "../warehouses/index.ts";

/**
 * Warehouse receipts (inbound). Tenant tables: provider_id leads every key and children reference their
 * parent with (provider_id, parent_id). Lifecycle in docs/receipts.md.
 */

/** A receipt; its code is RK + YYYYMMDD + 4-digit sequence of the day, unique per provider. */
export const receipts = pg.pgTable(
  "receipts",
  {
    ...col.customerDocument(),
    status: pg.text("status", { enum: receiptStatuses }).notNull().default("draft"),
    expectedArrival: pg.date("expected_arrival", { mode: "string" }),
    /** The customer's own reference (purchase order, carrier tracking number). */
    reference: pg.text("reference").notNull().default(""),
    remark: pg.text("remark").notNull().default(""),
    createdBy: pg.uuid("created_by").notNull(),
    ...col.timestamps(),
    submittedAt: col.stamp("submitted_at"),
    receivingAt: col.stamp("receiving_at"),
    inspectedAt: col.stamp("inspected_at"),
    putAwayAt: col.stamp("put_away_at"),
    completedAt: col.stamp("completed_at"),
    cancelledAt: col.stamp("cancelled_at"),
  },
  (t) => [
    ...col.customerDocumentKeys("receipts", t, { customers, warehouses }),
    pg.index("receipts_created_idx").on(t.providerId, t.createdAt.desc().nullsFirst(), t.id),
    pg.index("receipts_customer_idx").on(t.providerId, t.customerId, t.createdAt.desc().nullsFirst()),
    pg.index("receipts_status_idx").on(t.providerId, t.status, t.createdAt.desc().nullsFirst()),
    pg.index("receipts_warehouse_idx").on(t.providerId, t.warehouseId, t.createdAt.desc().nullsFirst()),
    /** Billing's charging round reads the receipts completed since it last looked. */
    pg.index("receipts_completed_idx").on(t.providerId, t.completedAt).where(sql`completed_at is not null`),
  ],
);

/** One SKU of a receipt: expected (`number`), scanned, and the inspection result. */
export const receiptLines = pg.pgTable(
  "receipt_lines",
  {
    ...col.tenantKey(),
    receiptId: pg.uuid("receipt_id").notNull(),
    position: pg.integer("position").notNull(),
    variantId: pg.uuid("variant_id").notNull(),
    expectedQuantity: pg.integer("expected_quantity").notNull(),
    receivedQuantity: pg.integer("received_quantity").notNull().default(0),
    qualifiedQuantity: pg.integer("qualified_quantity").notNull().default(0),
    unqualifiedQuantity: pg.integer("unqualified_quantity").notNull().default(0),
    remark: pg.text("remark").notNull().default(""),
  },
  (t) => [
    ...col.tenantKeys("receipt_lines", t),
    col.partOf("receipt_lines_receipt_fk", [t.providerId, t.receiptId], receipts),
    col.tenantForeignKey("receipt_lines_variant_fk", [t.providerId, t.variantId], productVariants),
    pg.uniqueIndex("receipt_lines_variant_uq").on(t.providerId, t.receiptId, t.variantId),
    pg.index("receipt_lines_variant_idx").on(t.providerId, t.variantId),
  ],
);

/** A carton of a receipt; its code (receipt code + -NN) is what the box label carries and the dock scans. */
export const receiptBoxes = pg.pgTable(
  "receipt_boxes",
  {
    ...col.tenantKey(),
    receiptId: pg.uuid("receipt_id").notNull(),
    boxNo: pg.integer("box_no").notNull(),
    code: pg.text("code").notNull(),
    /** Kilograms, as declared. */
    weight: pg.numeric("weight", { precision: 10, scale: 3 }).notNull().default("0"),
    remark: pg.text("remark").notNull().default(""),
    receivedAt: col.stamp("received_at"),
  },
  (t) => [
    ...col.tenantKeys("receipt_boxes", t),
    col.partOf("receipt_boxes_receipt_fk", [t.providerId, t.receiptId], receipts),
    pg.uniqueIndex("receipt_boxes_code_uq").on(t.providerId, t.code),
    pg.uniqueIndex("receipt_boxes_no_uq").on(t.providerId, t.receiptId, t.boxNo),
  ],
);

/** What was put away where (qualified into sellable bins, unqualified into a defect location). */
export const receiptPutaways = pg.pgTable(
  "receipt_putaways",
  {
    ...col.tenantKey(),
    receiptId: pg.uuid("receipt_id").notNull(),
    lineId: pg.uuid("line_id").notNull(),
    locationId: pg.uuid("location_id").notNull(),
    kind: pg.text("kind", { enum: putawayKinds }).notNull(),
    quantity: pg.integer("quantity").notNull(),
    createdBy: pg.uuid("created_by").notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.id] }),
    col.tenantForeignKey("receipt_putaways_receipt_fk", [t.providerId, t.receiptId], receipts),
    col.tenantForeignKey("receipt_putaways_line_fk", [t.providerId, t.lineId], receiptLines),
    col.tenantForeignKey("receipt_putaways_location_fk", [t.providerId, t.locationId], warehouseLocations),
    pg.index("receipt_putaways_receipt_idx").on(t.providerId, t.receiptId),
    pg.index("receipt_putaways_location_idx").on(t.providerId, t.locationId),
  ],
);

/** The receipt's own log: every transition and scan-relevant action, with who and when. */
export const receiptLogs = pg.pgTable(
  "receipt_logs",
  {
    ...col.tenantKey(),
    receiptId: pg.uuid("receipt_id").notNull(),
    action: pg.text("action").notNull(),
    fromStatus: pg.text("from_status"),
    toStatus: pg.text("to_status"),
    actorUserId: pg.uuid("actor_user_id").notNull(),
    actorName: pg.text("actor_name").notNull(),
    detail: pg.jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: col.createdAt(),
  },
  (t) => col.historyKeys("receipt_logs", t, "receipt", t.receiptId, receipts),
);

/** Per provider and day, the last receipt sequence number handed out (one conditional upsert each). */
export const receiptSequences = col.daySequenceTable("receipt_sequences");
