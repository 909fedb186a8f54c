import { shippingNoticeStatuses } from "@wms/contracts";
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  createdAt,
  daySequenceTable,
  stamp,
  tenantForeignKey,
  tenantKey,
  tenantKeys,
} from "../../kernel/db/columns.ts";
import { logisticsChannels } from "../logistics/index.ts";
import { orders } from "../orders/index.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * Shipping: waybills (one per order, its tracking number issued once by the channel's carrier) and
 * shipping notices (the handover of weighed orders to a carrier). Tenant tables: provider_id leads every key.
 */

/** The waybill of an order. One box number per waybill number (spec section 8): both are unique. */
export const shippingWaybills = pgTable(
  "shipping_waybills",
  {
    ...tenantKey(),
    orderId: uuid("order_id").notNull(),
    channelId: uuid("channel_id").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    /** The box (package) the label is stuck on; empty until one is named. */
    boxNumber: text("box_number").notNull().default(""),
    printCount: integer("print_count").notNull().default(0),
    createdBy: uuid("created_by").notNull(),
    createdAt: createdAt(),
    lastPrintedAt: stamp("last_printed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.id] }),
    uniqueIndex("shipping_waybills_order_uq").on(t.providerId, t.orderId),
    uniqueIndex("shipping_waybills_tracking_uq").on(t.providerId, t.trackingNumber),
    tenantForeignKey("shipping_waybills_order_fk", [t.providerId, t.orderId], orders).onDelete("cascade"),
    tenantForeignKey("shipping_waybills_channel_fk", [t.providerId, t.channelId], logisticsChannels),
  ],
);

/** A shipping notice: weighed orders of one warehouse and channel handed over together. */
export const shippingNotices = pgTable(
  "shipping_notices",
  {
    ...tenantKey(),
    /** DN + YYYYMMDD + 4-digit sequence of the day, unique per provider. */
    code: text("code").notNull(),
    warehouseId: uuid("warehouse_id").notNull(),
    channelId: uuid("channel_id").notNull(),
    status: text("status", { enum: shippingNoticeStatuses }).notNull().default("open"),
    orderCount: integer("order_count").notNull().default(0),
    createdBy: uuid("created_by").notNull(),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    shippedAt: stamp("shipped_at"),
  },
  (t) => [
    ...tenantKeys("shipping_notices", t),
    uniqueIndex("shipping_notices_code_uq").on(t.providerId, t.code),
    index("shipping_notices_created_idx").on(t.providerId, t.createdAt.desc()),
    index("shipping_notices_status_idx").on(t.providerId, t.status, t.createdAt.desc()),
    tenantForeignKey("shipping_notices_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    tenantForeignKey("shipping_notices_channel_fk", [t.providerId, t.channelId], logisticsChannels),
  ],
);

/** The orders of a notice; an order is handed over once (unique per provider). */
export const shippingNoticeOrders = pgTable(
  "shipping_notice_orders",
  {
    providerId: uuid("provider_id").notNull(),
    noticeId: uuid("notice_id").notNull(),
    orderId: uuid("order_id").notNull(),
    /** The bag the order travels in, when bagging named one. */
    bagCode: text("bag_code").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.noticeId, t.orderId] }),
    uniqueIndex("shipping_notice_orders_order_uq").on(t.providerId, t.orderId),
    tenantForeignKey(
      "shipping_notice_orders_notice_fk",
      [t.providerId, t.noticeId],
      shippingNotices,
    ).onDelete("cascade"),
    tenantForeignKey("shipping_notice_orders_order_fk", [t.providerId, t.orderId], orders),
  ],
);

/** Per provider and day, the last notice sequence number handed out. */
export const shippingNoticeSequences = daySequenceTable("shipping_notice_sequences");
