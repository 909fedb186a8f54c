import { occupationStates, stockDocumentKinds, stockDocumentTypes, stockReasons } from "@wms/contracts";
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  createdAt,
  stamp,
  tenantForeignKey,
  tenantKey,
  tenantKeys,
  timestamps,
} from "../../kernel/db/columns.ts";
import { customers } from "../tenancy/index.ts";

/**
 * Stock on hand per (provider, warehouse, SKU, owner, location, lot). The three occupation columns are
 * stock promised to documents (draft orders, confirmed orders, waves being picked); available is
 * on_hand minus them and the CHECKs make it impossible to go negative whatever the code does.
 *
 * Warehouse, location and variant are deliberately not foreign keys: a row that went back to zero stays
 * (its log history points at it) and must not block deleting the bin or SKU; a row with stock blocks it
 * through the reference checkers (inventory.references.ts). The ledger validates all three on write.
 */
export const stockBalances = pgTable(
  "stock_balances",
  {
    ...tenantKey(),
    warehouseId: uuid("warehouse_id").notNull(),
    variantId: uuid("variant_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    locationId: uuid("location_id").notNull(),
    /** '' when the SKU is not batch-managed. */
    batch: text("batch").notNull().default(""),
    productionDate: date("production_date", { mode: "string" }),
    expiryDate: date("expiry_date", { mode: "string" }),
    onHand: integer("on_hand").notNull().default(0),
    draftOccupied: integer("draft_occupied").notNull().default(0),
    unpickedOccupied: integer("unpicked_occupied").notNull().default(0),
    pickingOccupied: integer("picking_occupied").notNull().default(0),
    /** When the current stock first arrived (reset when the row refills from zero): FIFO order. */
    inboundAt: stamp("inbound_at").notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("stock_balances", t),
    tenantForeignKey("stock_balances_customer_fk", [t.providerId, t.customerId], customers),
    // The balance key; lot dates may be null and two nulls are the same lot.
    unique("stock_balances_key_uq")
      .on(
        t.providerId,
        t.warehouseId,
        t.variantId,
        t.customerId,
        t.locationId,
        t.batch,
        t.productionDate,
        t.expiryDate,
      )
      .nullsNotDistinct(),
    index("stock_balances_variant_idx").on(t.providerId, t.variantId),
    index("stock_balances_location_idx").on(t.providerId, t.locationId),
    index("stock_balances_customer_idx").on(t.providerId, t.customerId, t.variantId),
    index("stock_balances_expiry_idx")
      .on(t.providerId, t.expiryDate)
      .where(sql`expiry_date is not null and on_hand > 0`),
    check("stock_balances_on_hand_ck", sql`${t.onHand} >= 0`),
    check("stock_balances_draft_ck", sql`${t.draftOccupied} >= 0`),
    check("stock_balances_unpicked_ck", sql`${t.unpickedOccupied} >= 0`),
    check("stock_balances_picking_ck", sql`${t.pickingOccupied} >= 0`),
    check(
      "stock_balances_available_ck",
      sql`${t.draftOccupied} + ${t.unpickedOccupied} + ${t.pickingOccupied} <= ${t.onHand}`,
    ),
  ],
);

/**
 * Append-only: one row per change of one balance row (a trigger in the migration refuses UPDATE and
 * DELETE). Deltas of all four counters plus the values after, so replaying a balance's rows in id order
 * reproduces it (replayStockLog). The balance key is copied so the log reads without joins.
 */
export const stockLogs = pgTable(
  "stock_logs",
  {
    providerId: uuid("provider_id").notNull(),
    id: bigserial("id", { mode: "number" }).notNull(),
    balanceId: uuid("balance_id").notNull(),
    warehouseId: uuid("warehouse_id").notNull(),
    locationId: uuid("location_id").notNull(),
    variantId: uuid("variant_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    batch: text("batch").notNull().default(""),
    reason: text("reason", { enum: stockReasons }).notNull(),
    documentType: text("document_type", { enum: stockDocumentTypes }).notNull(),
    documentId: uuid("document_id").notNull(),
    documentCode: text("document_code").notNull(),
    deltaOnHand: integer("delta_on_hand").notNull(),
    onHandBefore: integer("on_hand_before").notNull(),
    onHandAfter: integer("on_hand_after").notNull(),
    deltaDraft: integer("delta_draft").notNull().default(0),
    deltaUnpicked: integer("delta_unpicked").notNull().default(0),
    deltaPicking: integer("delta_picking").notNull().default(0),
    draftAfter: integer("draft_after").notNull(),
    unpickedAfter: integer("unpicked_after").notNull(),
    pickingAfter: integer("picking_after").notNull(),
    operatorUserId: uuid("operator_user_id").notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.id] }),
    // The stock-log screen: one SKU over time (optionally one warehouse, one reason).
    index("stock_logs_variant_idx").on(t.providerId, t.variantId, t.createdAt.desc()),
    index("stock_logs_document_idx").on(t.providerId, t.documentType, t.documentId),
    index("stock_logs_document_code_idx").on(t.providerId, t.documentCode),
    index("stock_logs_balance_idx").on(t.providerId, t.balanceId, t.id),
    index("stock_logs_customer_idx").on(t.providerId, t.customerId, t.variantId, t.createdAt.desc()),
  ],
);

/**
 * What each document occupies, per (document, balance row, state): release, transition and consume
 * touch exactly these rows. A row whose quantity drops to zero is deleted.
 */
export const stockAllocations = pgTable(
  "stock_allocations",
  {
    providerId: uuid("provider_id").notNull(),
    documentType: text("document_type", { enum: stockDocumentTypes }).notNull(),
    documentId: uuid("document_id").notNull(),
    balanceId: uuid("balance_id").notNull(),
    state: text("state", { enum: occupationStates }).notNull(),
    documentCode: text("document_code").notNull(),
    variantId: uuid("variant_id").notNull(),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.documentType, t.documentId, t.balanceId, t.state] }),
    index("stock_allocations_balance_idx").on(t.providerId, t.balanceId),
    check("stock_allocations_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

/** Stock adjustments and location moves: documents with a code, who and when; lines are their log rows. */
export const stockDocuments = pgTable(
  "stock_documents",
  {
    ...tenantKey(),
    code: text("code").notNull(),
    type: text("type", { enum: stockDocumentKinds }).notNull(),
    warehouseId: uuid("warehouse_id").notNull(),
    /** Adjustment reason (stocktake, damaged, ...); "move" for moves. */
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    lineCount: integer("line_count").notNull(),
    createdBy: uuid("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys("stock_documents", t),
    uniqueIndex("stock_documents_code_uq").on(t.providerId, t.code),
    index("stock_documents_created_idx").on(t.providerId, t.type, t.createdAt.desc()),
  ],
);
