import { occupationStates, stockDocumentKinds, stockDocumentTypes, stockReasons } from "@wms/contracts";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
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
export const stockBalances = pg.pgTable(
  "stock_balances",
  {
    ...col.tenantKey(),
    warehouseId: pg.uuid("warehouse_id").notNull(),
    variantId: pg.uuid("variant_id").notNull(),
    customerId: pg.uuid("customer_id").notNull(),
    locationId: pg.uuid("location_id").notNull(),
    /** '' when the SKU is not batch-managed. */
    batch: pg.text("batch").notNull().default(""),
    productionDate: pg.date("production_date", { mode: "string" }),
    expiryDate: pg.date("expiry_date", { mode: "string" }),
    onHand: pg.integer("on_hand").notNull().default(0),
    draftOccupied: pg.integer("draft_occupied").notNull().default(0),
    unpickedOccupied: pg.integer("unpicked_occupied").notNull().default(0),
    pickingOccupied: pg.integer("picking_occupied").notNull().default(0),
    /** When the current stock first arrived (reset when the row refills from zero): FIFO order. */
    inboundAt: col.stamp("inbound_at").notNull().defaultNow(),
    ...col.timestamps(),
  },
  (t) => [
    ...col.tenantKeys("stock_balances", t),
    col.tenantForeignKey("stock_balances_customer_fk", [t.providerId, t.customerId], customers),
    // The balance key; lot dates may be null and two nulls are the same lot.
    pg
      .unique("stock_balances_key_uq")
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
    pg.index("stock_balances_variant_idx").on(t.providerId, t.variantId),
    pg.index("stock_balances_location_idx").on(t.providerId, t.locationId),
    pg.index("stock_balances_customer_idx").on(t.providerId, t.customerId, t.variantId),
    pg
      .index("stock_balances_expiry_idx")
      .on(t.providerId, t.expiryDate)
      .where(sql`expiry_date is not null and on_hand > 0`),
    pg.check("stock_balances_on_hand_ck", sql`${t.onHand} >= 0`),
    pg.check("stock_balances_draft_ck", sql`${t.draftOccupied} >= 0`),
    pg.check("stock_balances_unpicked_ck", sql`${t.unpickedOccupied} >= 0`),
    pg.check("stock_balances_picking_ck", sql`${t.pickingOccupied} >= 0`),
    pg.check(
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
export const stockLogs = pg.pgTable(
  "stock_logs",
  {
    providerId: pg.uuid("provider_id").notNull(),
    id: pg.bigserial("id", { mode: "number" }).notNull(),
    balanceId: pg.uuid("balance_id").notNull(),
    warehouseId: pg.uuid("warehouse_id").notNull(),
    locationId: pg.uuid("location_id").notNull(),
    variantId: pg.uuid("variant_id").notNull(),
    customerId: pg.uuid("customer_id").notNull(),
    batch: pg.text("batch").notNull().default(""),
    reason: pg.text("reason", { enum: stockReasons }).notNull(),
    documentType: pg.text("document_type", { enum: stockDocumentTypes }).notNull(),
    documentId: pg.uuid("document_id").notNull(),
    documentCode: pg.text("document_code").notNull(),
    deltaOnHand: pg.integer("delta_on_hand").notNull(),
    onHandBefore: pg.integer("on_hand_before").notNull(),
    onHandAfter: pg.integer("on_hand_after").notNull(),
    deltaDraft: pg.integer("delta_draft").notNull().default(0),
    deltaUnpicked: pg.integer("delta_unpicked").notNull().default(0),
    deltaPicking: pg.integer("delta_picking").notNull().default(0),
    draftAfter: pg.integer("draft_after").notNull(),
    unpickedAfter: pg.integer("unpicked_after").notNull(),
    pickingAfter: pg.integer("picking_after").notNull(),
    operatorUserId: pg.uuid("operator_user_id").notNull(),
    note: pg.text("note").notNull().default(""),
    createdAt: col.createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.id] }),
    // The stock-log screen: one SKU over time (optionally one warehouse, one reason).
    pg.index("stock_logs_variant_idx").on(t.providerId, t.variantId, t.createdAt.desc().nullsFirst()),
    // The stock-log screen before a code is typed: the tenant's latest changes.
    pg
      .index("stock_logs_recent_idx")
      .on(t.providerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    pg.index("stock_logs_document_idx").on(t.providerId, t.documentType, t.documentId),
    pg.index("stock_logs_document_code_idx").on(t.providerId, t.documentCode),
    pg.index("stock_logs_balance_idx").on(t.providerId, t.balanceId, t.id),
    // The counts card: count adjustments by month and customer.
    pg
      .index("stock_logs_count_idx")
      .on(t.providerId, t.createdAt)
      .where(sql`reason in ('count_gain', 'count_loss')`),
    pg
      .index("stock_logs_customer_idx")
      .on(t.providerId, t.customerId, t.variantId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * What each document occupies, per (document, balance row, state): release, transition and consume
 * touch exactly these rows. A row whose quantity drops to zero is deleted.
 */
export const stockAllocations = pg.pgTable(
  "stock_allocations",
  {
    providerId: pg.uuid("provider_id").notNull(),
    documentType: pg.text("document_type", { enum: stockDocumentTypes }).notNull(),
    documentId: pg.uuid("document_id").notNull(),
    balanceId: pg.uuid("balance_id").notNull(),
    state: pg.text("state", { enum: occupationStates }).notNull(),
    documentCode: pg.text("document_code").notNull(),
    variantId: pg.uuid("variant_id").notNull(),
    quantity: pg.integer("quantity").notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.documentType, t.documentId, t.balanceId, t.state] }),
    pg.check("stock_allocations_quantity_ck", sql`${t.quantity} > 0`),
    // Who holds a balance row (a count that found less raises exceptions on them; the count's in-wave figure).
    pg.index("stock_allocations_balance_idx").on(t.providerId, t.balanceId),
  ],
);

/** Stock adjustments and location moves: documents with a code, who and when; lines are their log rows. */
export const stockDocuments = pg.pgTable(
  "stock_documents",
  {
    ...col.tenantKey(),
    code: pg.text("code").notNull(),
    type: pg.text("type", { enum: stockDocumentKinds }).notNull(),
    warehouseId: pg.uuid("warehouse_id").notNull(),
    /** Adjustment reason (stocktake, damaged, ...); "move" for moves. */
    reason: pg.text("reason").notNull(),
    note: pg.text("note").notNull().default(""),
    lineCount: pg.integer("line_count").notNull(),
    createdBy: pg.uuid("created_by").notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [
    ...col.tenantKeys("stock_documents", t),
    pg.uniqueIndex("stock_documents_code_uq").on(t.providerId, t.code),
    pg.index("stock_documents_created_idx").on(t.providerId, t.type, t.createdAt.desc().nullsFirst()),
  ],
);
