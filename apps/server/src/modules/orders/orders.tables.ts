import {
  codTypes,
  fulfilmentLabels,
  orderSources,
  orderStatuses,
  paymentLabels,
  shelfReturnStatuses,
  type TCreditHold,
} from "@wms/contracts";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
import { logisticsChannels } from "../logistics/index.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * Warehouse orders (outbound). Tenant tables: provider_id leads every key; children reference their
 * parent with (provider_id, parent_id). Lifecycle in orders.lifecycle.ts and docs/orders.md.
 */

/** An order; its code is SO + YYYYMMDD + 5-digit sequence of the day, unique per provider. */
export const orders = pg.pgTable(
  "orders",
  {
    ...col.customerDocument(),
    channelId: pg.uuid("channel_id"),
    status: pg.text("status", { enum: orderStatuses }).notNull().default("draft"),
    /** The state an exception came from; resolving returns there. */
    exceptionFrom: pg.text("exception_from"),
    exceptionReason: pg.text("exception_reason").notNull().default(""),
    /** While on credit hold (status on_hold): the balance, expected fees and limit that held it. */
    creditHold: pg.jsonb("credit_hold").$type<TCreditHold>(),
    source: pg.text("source", { enum: orderSources }).notNull().default("manual"),
    /** The customer's own reference (shop order number, import reference). */
    reference: pg.text("reference").notNull().default(""),
    consignee: pg.text("consignee").notNull(),
    phone: pg.text("phone").notNull().default(""),
    email: pg.text("email").notNull().default(""),
    /** ISO 3166-1 alpha-2. */
    country: pg.text("country").notNull(),
    province: pg.text("province").notNull().default(""),
    city: pg.text("city").notNull().default(""),
    address: pg.text("address").notNull(),
    postcode: pg.text("postcode").notNull().default(""),
    codType: pg.text("cod_type", { enum: codTypes }).notNull().default("none"),
    amount: pg.numeric("amount", { precision: 12, scale: 2 }).notNull().default("0"),
    currency: pg.text("currency").notNull().default(""),
    ioss: pg.text("ioss").notNull().default(""),
    vat: pg.text("vat").notNull().default(""),
    idNumber: pg.text("id_number").notNull().default(""),
    /** Kilograms and centimetres of the package as declared. */
    weight: pg.numeric("weight", { precision: 10, scale: 3 }).notNull().default("0"),
    length: pg.numeric("length", { precision: 8, scale: 2 }).notNull().default("0"),
    width: pg.numeric("width", { precision: 8, scale: 2 }).notNull().default("0"),
    height: pg.numeric("height", { precision: 8, scale: 2 }).notNull().default("0"),
    notes: pg.text("notes").notNull().default(""),
    trackingNumber: pg.text("tracking_number").notNull().default(""),
    /** Labels of the shop order it came from (spec section 4); null for warehouse-only orders. */
    paymentStatus: pg.text("payment_status", { enum: paymentLabels }),
    fulfilmentStatus: pg.text("fulfilment_status", { enum: fulfilmentLabels }),
    /**
     * The order this one was split from (order/split-order; always the first of the parts, so every part
     * of one order names the same one); null for an order that was never split off another.
     */
    splitFromId: pg.uuid("split_from_id"),
    createdBy: pg.uuid("created_by").notNull(),
    ...col.timestamps(),
    submittedAt: col.stamp("submitted_at"),
    confirmedAt: col.stamp("confirmed_at"),
    shippedAt: col.stamp("shipped_at"),
  },
  (t) => [
    ...col.customerDocumentKeys("orders", t, { customers, warehouses }),
    col.tenantForeignKey("orders_channel_fk", [t.providerId, t.channelId], logisticsChannels),
    col.tenantForeignKey("orders_split_from_fk", [t.providerId, t.splitFromId], t),
    pg.index("orders_split_from_idx").on(t.providerId, t.splitFromId).where(sql`split_from_id is not null`),
    // The filters of order/query-order, each behind an index that starts with the tenant and ends in the
    // list's order (col.newestFirst), so a page is read off the index without sorting.
    pg.index("orders_created_idx").on(t.providerId, ...col.newestFirst(t)),
    pg.index("orders_status_idx").on(t.providerId, t.status, ...col.newestFirst(t)),
    pg.index("orders_customer_idx").on(t.providerId, t.customerId, t.status, ...col.newestFirst(t)),
    pg.index("orders_warehouse_idx").on(t.providerId, t.warehouseId, t.status, ...col.newestFirst(t)),
    // The keyword's contains-match (ILIKE '%…%') over these fields: trigrams (pg_trgm), one GIN index.
    pg
      .index("orders_keyword_idx")
      .using(
        "gin",
        t.code.op("gin_trgm_ops"),
        t.reference.op("gin_trgm_ops"),
        t.consignee.op("gin_trgm_ops"),
        t.phone.op("gin_trgm_ops"),
        t.trackingNumber.op("gin_trgm_ops"),
      ),
    pg.index("orders_consignee_idx").on(t.providerId, t.consignee),
    pg.index("orders_reference_idx").on(t.providerId, t.reference),
    pg.index("orders_tracking_idx").on(t.providerId, t.trackingNumber),
    pg.index("orders_channel_idx").on(t.providerId, t.channelId),
    // The dashboard's shipped-per-day and top-sales window (modules/dashboard).
    pg.index("orders_shipped_idx").on(t.providerId, t.shippedAt).where(sql`shipped_at is not null`),
  ],
);

/** One SKU of an order. */
export const orderLines = pg.pgTable(
  "order_lines",
  {
    ...col.tenantKey(),
    orderId: pg.uuid("order_id").notNull(),
    position: pg.integer("position").notNull(),
    variantId: pg.uuid("variant_id").notNull(),
    quantity: pg.integer("quantity").notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.id] }),
    col.partOf("order_lines_order_fk", [t.providerId, t.orderId], orders),
    col.tenantForeignKey("order_lines_variant_fk", [t.providerId, t.variantId], productVariants),
    pg.uniqueIndex("order_lines_variant_uq").on(t.providerId, t.orderId, t.variantId),
    pg.index("order_lines_by_variant_idx").on(t.providerId, t.variantId),
  ],
);

/** The order log: every transition and edit, with who and when. */
export const orderLogs = pg.pgTable(
  "order_logs",
  {
    ...col.tenantKey(),
    orderId: pg.uuid("order_id").notNull(),
    action: pg.text("action").notNull(),
    fromStatus: pg.text("from_status"),
    toStatus: pg.text("to_status"),
    actorUserId: pg.uuid("actor_user_id"),
    actorName: pg.text("actor_name").notNull(),
    reason: pg.text("reason").notNull().default(""),
    detail: pg.jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: col.createdAt(),
  },
  (t) => col.historyKeys("order_logs", t, "order", t.orderId, orders),
);

/** Notes users add to an order over its life (the order's own `notes` field is the instruction). */
export const orderNotes = pg.pgTable(
  "order_notes",
  {
    ...col.tenantKey(),
    orderId: pg.uuid("order_id").notNull(),
    authorUserId: pg.uuid("author_user_id").notNull(),
    authorName: pg.text("author_name").notNull(),
    text: pg.text("text").notNull(),
    createdAt: col.createdAt(),
  },
  (t) => col.historyKeys("order_notes", t, "order", t.orderId, orders),
);

/**
 * A return-to-shelf task: goods already picked for an order that was cut off (or re-queued) go back to
 * the locations they were picked from. The stock was released at once (available again at that location);
 * the task only tracks the physical work: exception management lists it and marks it done (who, when).
 */
export const orderShelfReturns = pg.pgTable(
  "order_shelf_returns",
  {
    ...col.tenantKey(),
    orderId: pg.uuid("order_id").notNull(),
    warehouseId: pg.uuid("warehouse_id").notNull(),
    status: pg.text("status", { enum: shelfReturnStatuses }).notNull().default("pending"),
    /** locationId: where the goods were picked from (absent on tasks written before it was recorded). */
    lines: pg
      .jsonb("lines")
      .$type<{ variantId: string; quantity: number; locationId?: string }[]>()
      .notNull(),
    createdBy: pg.uuid("created_by").notNull(),
    createdAt: col.createdAt(),
    doneAt: col.stamp("done_at"),
    doneBy: pg.uuid("done_by"),
    doneByName: pg.text("done_by_name").notNull().default(""),
  },
  (t) => [
    pg.primaryKey({ columns: [t.providerId, t.id] }),
    col.tenantForeignKey("order_shelf_returns_order_fk", [t.providerId, t.orderId], orders),
    pg.index("order_shelf_returns_status_idx").on(t.providerId, t.warehouseId, t.status, t.createdAt),
    pg.index("order_shelf_returns_order_idx").on(t.providerId, t.orderId),
  ],
);

/** Per provider and day, the last order sequence number handed out (one conditional upsert each). */
export const orderSequences = col.daySequenceTable("order_sequences");
