import { putawayKinds, receiptStatuses } from "@wms/contracts";
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  createdAt,
  daySequenceTable,
  historyKeys,
  stamp,
  tenantForeignKey,
  tenantKey,
  tenantKeys,
  timestamps,
} from "../../kernel/db/columns.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouseLocations, warehouses } from "../warehouses/index.ts";

/**
 * Warehouse receipts (inbound). Tenant tables: provider_id leads every key and children reference their
 * parent with (provider_id, parent_id). Lifecycle in docs/receipts.md.
 */

export const receipts = pgTable(
  "receipts",
  {
    ...tenantKey(),
    /** RK + YYYYMMDD + 4-digit sequence of the day, unique per provider. */
    code: text("code").notNull(),
    customerId: uuid("customer_id").notNull(),
    warehouseId: uuid("warehouse_id").notNull(),
    status: text("status", { enum: receiptStatuses }).notNull().default("draft"),
    expectedArrival: date("expected_arrival", { mode: "string" }),
    /** The customer's own reference (purchase order, carrier tracking number). */
    reference: text("reference").notNull().default(""),
    remark: text("remark").notNull().default(""),
    createdBy: uuid("created_by").notNull(),
    ...timestamps(),
    submittedAt: stamp("submitted_at"),
    receivingAt: stamp("receiving_at"),
    inspectedAt: stamp("inspected_at"),
    putAwayAt: stamp("put_away_at"),
    completedAt: stamp("completed_at"),
    cancelledAt: stamp("cancelled_at"),
  },
  (t) => [
    ...tenantKeys("receipts", t),
    uniqueIndex("receipts_code_uq").on(t.providerId, t.code),
    tenantForeignKey("receipts_customer_fk", [t.providerId, t.customerId], customers),
    tenantForeignKey("receipts_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    index("receipts_created_idx").on(t.providerId, t.createdAt.desc(), t.id),
    index("receipts_customer_idx").on(t.providerId, t.customerId, t.createdAt.desc()),
    index("receipts_status_idx").on(t.providerId, t.status, t.createdAt.desc()),
    index("receipts_warehouse_idx").on(t.providerId, t.warehouseId, t.createdAt.desc()),
  ],
);

/** One SKU of a receipt: expected (`number`), scanned, and the inspection result. */
export const receiptLines = pgTable(
  "receipt_lines",
  {
    ...tenantKey(),
    receiptId: uuid("receipt_id").notNull(),
    position: integer("position").notNull(),
    variantId: uuid("variant_id").notNull(),
    expectedQuantity: integer("expected_quantity").notNull(),
    receivedQuantity: integer("received_quantity").notNull().default(0),
    qualifiedQuantity: integer("qualified_quantity").notNull().default(0),
    unqualifiedQuantity: integer("unqualified_quantity").notNull().default(0),
    remark: text("remark").notNull().default(""),
  },
  (t) => [
    ...tenantKeys("receipt_lines", t),
    tenantForeignKey("receipt_lines_receipt_fk", [t.providerId, t.receiptId], receipts).onDelete("cascade"),
    tenantForeignKey("receipt_lines_variant_fk", [t.providerId, t.variantId], productVariants),
    uniqueIndex("receipt_lines_variant_uq").on(t.providerId, t.receiptId, t.variantId),
    index("receipt_lines_variant_idx").on(t.providerId, t.variantId),
  ],
);

/** A carton of a receipt; its code (receipt code + -NN) is what the box label carries and the dock scans. */
export const receiptBoxes = pgTable(
  "receipt_boxes",
  {
    ...tenantKey(),
    receiptId: uuid("receipt_id").notNull(),
    boxNo: integer("box_no").notNull(),
    code: text("code").notNull(),
    /** Kilograms, as declared. */
    weight: numeric("weight", { precision: 10, scale: 3 }).notNull().default("0"),
    remark: text("remark").notNull().default(""),
    receivedAt: stamp("received_at"),
  },
  (t) => [
    ...tenantKeys("receipt_boxes", t),
    tenantForeignKey("receipt_boxes_receipt_fk", [t.providerId, t.receiptId], receipts).onDelete("cascade"),
    uniqueIndex("receipt_boxes_code_uq").on(t.providerId, t.code),
    uniqueIndex("receipt_boxes_no_uq").on(t.providerId, t.receiptId, t.boxNo),
  ],
);

/** What was put away where (qualified into sellable bins, unqualified into a defect location). */
export const receiptPutaways = pgTable(
  "receipt_putaways",
  {
    ...tenantKey(),
    receiptId: uuid("receipt_id").notNull(),
    lineId: uuid("line_id").notNull(),
    locationId: uuid("location_id").notNull(),
    kind: text("kind", { enum: putawayKinds }).notNull(),
    quantity: integer("quantity").notNull(),
    createdBy: uuid("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.id] }),
    tenantForeignKey("receipt_putaways_receipt_fk", [t.providerId, t.receiptId], receipts),
    tenantForeignKey("receipt_putaways_line_fk", [t.providerId, t.lineId], receiptLines),
    tenantForeignKey("receipt_putaways_location_fk", [t.providerId, t.locationId], warehouseLocations),
    index("receipt_putaways_receipt_idx").on(t.providerId, t.receiptId),
    index("receipt_putaways_location_idx").on(t.providerId, t.locationId),
  ],
);

/** The receipt's own log: every transition and scan-relevant action, with who and when. */
export const receiptLogs = pgTable(
  "receipt_logs",
  {
    ...tenantKey(),
    receiptId: uuid("receipt_id").notNull(),
    action: text("action").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    actorUserId: uuid("actor_user_id").notNull(),
    actorName: text("actor_name").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => historyKeys("receipt_logs", t, "receipt", t.receiptId, receipts),
);

/** Per provider and day, the last receipt sequence number handed out (one conditional upsert each). */
export const receiptSequences = daySequenceTable("receipt_sequences");
