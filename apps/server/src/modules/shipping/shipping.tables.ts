import { shippingNoticeStatuses } from "@wms/contracts";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
import { logisticsChannels } from "../logistics/index.ts";
import { orders } from "../orders/index.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * Shipping: waybills (one per order, its tracking number issued once by the channel's carrier) and
 * shipping notices (the handover of weighed orders to a carrier). Tenant tables: provider_id leads every key.
 */

/** The waybill of an order. One box number per waybill number (spec section 8): both are unique. */
export const shippingWaybills = pg.pgTable(
  "shipping_waybills",
  {
    ...col.tenantKey(),
    orderId: pg.uuid("order_id").notNull(),
    channelId: pg.uuid("channel_id").notNull(),
    trackingNumber: pg.text("tracking_number").notNull(),
    /** The box (package) the label is stuck on; empty until one is named. */
    boxNumber: pg.text("box_number").notNull().default(""),
    printCount: pg.integer("print_count").notNull().default(0),
    createdBy: pg.uuid("created_by").notNull(),
    createdAt: col.createdAt(),
    lastPrintedAt: col.stamp("last_printed_at"),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.id] }),
    pg.uniqueIndex("shipping_waybills_order_uq").on(t.providerId, t.orderId),
    pg.uniqueIndex("shipping_waybills_tracking_uq").on(t.providerId, t.trackingNumber),
    col.partOf("shipping_waybills_order_fk", [t.providerId, t.orderId], orders),
    col.tenantForeignKey("shipping_waybills_channel_fk", [t.providerId, t.channelId], logisticsChannels),
  ],
);

/** A shipping notice: weighed orders of one warehouse and channel handed over together. */
export const shippingNotices = pg.pgTable(
  "shipping_notices",
  {
    ...col.tenantKey(),
    /** DN + YYYYMMDD + 4-digit sequence of the day, unique per provider. */
    code: pg.text("code").notNull(),
    warehouseId: pg.uuid("warehouse_id").notNull(),
    channelId: pg.uuid("channel_id").notNull(),
    status: pg.text("status", { enum: shippingNoticeStatuses }).notNull().default("open"),
    orderCount: pg.integer("order_count").notNull().default(0),
    createdBy: pg.uuid("created_by").notNull(),
    createdByName: pg.text("created_by_name").notNull(),
    createdAt: col.createdAt(),
    shippedAt: col.stamp("shipped_at"),
  },
  (t) => [
    ...col.tenantKeys("shipping_notices", t),
    pg.uniqueIndex("shipping_notices_code_uq").on(t.providerId, t.code),
    pg.index("shipping_notices_created_idx").on(t.providerId, t.createdAt.desc().nullsFirst()),
    pg.index("shipping_notices_status_idx").on(t.providerId, t.status, t.createdAt.desc().nullsFirst()),
    col.tenantForeignKey("shipping_notices_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    col.tenantForeignKey("shipping_notices_channel_fk", [t.providerId, t.channelId], logisticsChannels),
  ],
);

/** The orders of a notice; an order is handed over once (unique per provider). */
export const shippingNoticeOrders = pg.pgTable(
  "shipping_notice_orders",
  {
    providerId: pg.uuid("provider_id").notNull(),
    noticeId: pg.uuid("notice_id").notNull(),
    orderId: pg.uuid("order_id").notNull(),
    /** The bag the order travels in, when bagging named one. */
    bagCode: pg.text("bag_code").notNull().default(""),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.noticeId, t.orderId] }),
    pg.uniqueIndex("shipping_notice_orders_order_uq").on(t.providerId, t.orderId),
    col.partOf("shipping_notice_orders_notice_fk", [t.providerId, t.noticeId], shippingNotices),
    col.tenantForeignKey("shipping_notice_orders_order_fk", [t.providerId, t.orderId], orders),
  ],
);

/**
 * What a parcel cost when it was handed over, kept as it was then (a later change of the material's cost
 * or the channel's tariff never reprices it): the packaging material it was weighed with (its channel's)
 * and that material's cost, and the carrier's cost by the channel's tariff at the weight the scale
 * accepted (else the declared weight). Billing charges them (docs/billing.md); one row per order.
 */
export const shippingParcelCosts = pg.pgTable(
  "shipping_parcel_costs",
  {
    providerId: pg.uuid("provider_id").notNull(),
    orderId: pg.uuid("order_id").notNull(),
    channelId: pg.uuid("channel_id").notNull(),
    weightKg: pg.numeric("weight_kg", { precision: 10, scale: 3 }).notNull(),
    /** Null when the channel named no material. */
    packagingMaterialId: pg.uuid("packaging_material_id"),
    packagingCost: pg.numeric("packaging_cost", { precision: 12, scale: 2 }),
    packagingCurrency: pg.text("packaging_currency"),
    /** Null when the channel has no tariff. */
    shippingCost: pg.numeric("shipping_cost", { precision: 12, scale: 2 }),
    handedOverAt: col.stamp("handed_over_at").notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.orderId] }),
    col.partOf("shipping_parcel_costs_order_fk", [t.providerId, t.orderId], orders),
  ],
);

/** Per provider and day, the last notice sequence number handed out. */
export const shippingNoticeSequences = col.daySequenceTable("shipping_notice_sequences");
