import {
  returnDispositions,
  returnReasons,
  returnSources,
  returnStatuses,
  unidentifiedStatuses,
} from "@wms/contracts";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
import { orders } from "../orders/index.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * Return authorizations (docs/returns.md): a customer's document (provider_id leads every key). Code: RM +
 * YYYYMMDD + 4-digit sequence of the day. Raised from a shipped order (`order_id`) or by SKU.
 */
export const returns = pg.pgTable(
  "returns",
  {
    ...col.customerDocument(),
    source: pg.text("source", { enum: returnSources }).notNull(),
    status: pg.text("status", { enum: returnStatuses }).notNull().default("requested"),
    orderId: pg.uuid("order_id"),
    /** The order's code, kept with it (lists search it; an order's code never changes). */
    orderCode: pg.text("order_code"),
    consignee: pg.text("consignee").notNull().default(""),
    trackingNumber: pg.text("tracking_number").notNull().default(""),
    note: pg.text("note").notNull().default(""),
    /** What was written on a parcel that came unannounced (from its unidentified record). */
    markings: pg.text("markings").notNull().default(""),
    /** Photos of the parcel taken when it was received (`/api/files/returns/…`). */
    photos: pg.jsonb("photos").$type<string[]>().notNull().default([]),
    requestedBy: pg.text("requested_by").notNull(),
    /** The bound shop's own return this RMA stands for (Shopify: its Return's gid), once per provider. */
    shopReturnId: pg.text("shop_return_id"),
    receivedAt: col.stamp("received_at"),
    /** When the inspection was finished: billing charges the return and its units by this moment. */
    inspectedAt: col.stamp("inspected_at"),
    /** When it was closed or cancelled. */
    closedAt: col.stamp("closed_at"),
    ...col.timestamps(),
  },
  (t) => [
    ...col.customerDocumentKeys("returns", t, { customers, warehouses }),
    col.tenantForeignKey("returns_order_fk", [t.providerId, t.orderId], orders),
    pg.index("returns_created_idx").on(t.providerId, ...col.newestFirst(t)),
    pg.index("returns_customer_idx").on(t.providerId, t.customerId, ...col.newestFirst(t)),
    pg.index("returns_status_idx").on(t.providerId, t.status, ...col.newestFirst(t)),
    pg.index("returns_received_idx").on(t.providerId, t.receivedAt).where(sql`received_at is not null`),
    pg.index("returns_order_idx").on(t.providerId, t.orderId).where(sql`order_id is not null`),
    pg.index("returns_tracking_idx").on(t.providerId, t.trackingNumber).where(sql`tracking_number <> ''`),
    pg
      .uniqueIndex("returns_shop_return_uq")
      .on(t.providerId, t.shopReturnId)
      .where(sql`shop_return_id is not null`),
    pg.index("returns_inspected_idx").on(t.providerId, t.inspectedAt).where(sql`inspected_at is not null`),
  ],
);

/**
 * The SKUs an RMA names, with the units expected back. A return that came unannounced gets its lines from
 * the inspection (`quantity` is then what was found). `missing`: units not found when the inspection was
 * finished.
 */
export const returnLines = pg.pgTable(
  "return_lines",
  {
    ...col.tenantKey(),
    returnId: pg.uuid("return_id").notNull(),
    position: pg.integer("position").notNull(),
    variantId: pg.uuid("variant_id").notNull(),
    quantity: pg.integer("quantity").notNull(),
    reason: pg.text("reason", { enum: returnReasons }).notNull(),
    reasonNote: pg.text("reason_note").notNull().default(""),
    missing: pg.integer("missing").notNull().default(0),
    /** The shop's line each unit's disposition is reported against (Shopify: a reverse fulfilment order line item's gid). */
    shopLineId: pg.text("shop_line_id"),
  },
  (t) => [
    ...col.tenantKeys("return_lines", t),
    col.partOf("return_lines_return_fk", [t.providerId, t.returnId], returns),
    col.tenantForeignKey("return_lines_variant_fk", [t.providerId, t.variantId], productVariants),
    pg.uniqueIndex("return_lines_variant_uq").on(t.providerId, t.returnId, t.variantId),
    pg.index("return_lines_variant_idx").on(t.providerId, t.variantId),
    pg.check("return_lines_quantity_ck", sql`quantity >= 0 and missing >= 0 and missing <= quantity`),
  ],
);

/** One inspection: units of a line and what became of them (the bin, when they were placed). */
export const returnUnits = pg.pgTable(
  "return_units",
  {
    ...col.tenantKey(),
    returnId: pg.uuid("return_id").notNull(),
    lineId: pg.uuid("line_id").notNull(),
    quantity: pg.integer("quantity").notNull(),
    disposition: pg.text("disposition", { enum: returnDispositions }).notNull(),
    locationId: pg.uuid("location_id"),
    locationCode: pg.text("location_code"),
    note: pg.text("note").notNull().default(""),
    photos: pg.jsonb("photos").$type<string[]>().notNull().default([]),
    inspectedBy: pg.uuid("inspected_by").notNull(),
    inspectedByName: pg.text("inspected_by_name").notNull(),
    createdAt: col.createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.id] }),
    col.partOf("return_units_return_fk", [t.providerId, t.returnId], returns),
    col.partOf("return_units_line_fk", [t.providerId, t.lineId], returnLines),
    pg.index("return_units_return_idx").on(t.providerId, t.returnId, t.createdAt),
    pg.index("return_units_line_idx").on(t.providerId, t.lineId),
    pg.check("return_units_quantity_ck", sql`quantity > 0`),
  ],
);

/** An RMA's history: each action with its states, who and when, and what it did. */
export const returnLogs = pg.pgTable(
  "return_logs",
  {
    ...col.tenantKey(),
    returnId: pg.uuid("return_id").notNull(),
    action: pg.text("action").notNull(),
    fromStatus: pg.text("from_status"),
    toStatus: pg.text("to_status"),
    actorUserId: pg.uuid("actor_user_id"),
    actorName: pg.text("actor_name").notNull(),
    detail: pg.jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: col.createdAt(),
  },
  (t) => col.historyKeys("return_logs", t, "return", t.returnId, returns),
);

/**
 * A parcel that matched no RMA when it arrived (code UR + YYYYMMDD + 4 digits): what it looked like, until
 * staff give it to a customer (it then becomes, or joins, that customer's RMA).
 */
export const unidentifiedReturns = pg.pgTable(
  "unidentified_returns",
  {
    ...col.tenantKey(),
    code: pg.text("code").notNull(),
    warehouseId: pg.uuid("warehouse_id").notNull(),
    trackingNumber: pg.text("tracking_number").notNull().default(""),
    markings: pg.text("markings").notNull().default(""),
    photos: pg.jsonb("photos").$type<string[]>().notNull().default([]),
    status: pg.text("status", { enum: unidentifiedStatuses }).notNull().default("waiting"),
    receivedByName: pg.text("received_by_name").notNull(),
    receivedAt: col.stamp("received_at").notNull().defaultNow(),
    returnId: pg.uuid("return_id"),
    assignedByName: pg.text("assigned_by_name"),
    assignedAt: col.stamp("assigned_at"),
  },
  (t) => [
    ...col.tenantKeys("unidentified_returns", t),
    pg.uniqueIndex("unidentified_returns_code_uq").on(t.providerId, t.code),
    col.tenantForeignKey("unidentified_returns_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    col.tenantForeignKey("unidentified_returns_return_fk", [t.providerId, t.returnId], returns),
    pg
      .index("unidentified_returns_received_idx")
      .on(t.providerId, t.receivedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    pg
      .index("unidentified_returns_status_idx")
      .on(t.providerId, t.status, t.receivedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Per provider and day, the last RMA and unidentified parcel numbers handed out. */
export const returnSequences = col.daySequenceTable("return_sequences");
export const unidentifiedReturnSequences = col.daySequenceTable("unidentified_return_sequences");
