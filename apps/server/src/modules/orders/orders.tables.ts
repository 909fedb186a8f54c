import {
  codTypes,
  fulfilmentLabels,
  orderSources,
  orderStatuses,
  paymentLabels,
  shelfReturnStatuses,
} from "@wms/contracts";
import { sql } from "drizzle-orm";
import {
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
import { logisticsChannels } from "../logistics/index.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * Warehouse orders (outbound). Tenant tables: provider_id leads every key; children reference their
 * parent with (provider_id, parent_id). Lifecycle in orders.lifecycle.ts and docs/orders.md.
 */

export const orders = pgTable(
  "orders",
  {
    ...tenantKey(),
    /** SO + YYYYMMDD + 5-digit sequence of the day, unique per provider. */
    code: text("code").notNull(),
    customerId: uuid("customer_id").notNull(),
    warehouseId: uuid("warehouse_id").notNull(),
    channelId: uuid("channel_id"),
    status: text("status", { enum: orderStatuses }).notNull().default("draft"),
    /** The state an exception came from; resolving returns there. */
    exceptionFrom: text("exception_from"),
    exceptionReason: text("exception_reason").notNull().default(""),
    source: text("source", { enum: orderSources }).notNull().default("manual"),
    /** The customer's own reference (shop order number, import reference). */
    reference: text("reference").notNull().default(""),
    consignee: text("consignee").notNull(),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    province: text("province").notNull().default(""),
    city: text("city").notNull().default(""),
    address: text("address").notNull(),
    postcode: text("postcode").notNull().default(""),
    codType: text("cod_type", { enum: codTypes }).notNull().default("none"),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull().default("0"),
    currency: text("currency").notNull().default(""),
    ioss: text("ioss").notNull().default(""),
    vat: text("vat").notNull().default(""),
    idNumber: text("id_number").notNull().default(""),
    /** Kilograms and centimetres of the package as declared. */
    weight: numeric("weight", { precision: 10, scale: 3 }).notNull().default("0"),
    length: numeric("length", { precision: 8, scale: 2 }).notNull().default("0"),
    width: numeric("width", { precision: 8, scale: 2 }).notNull().default("0"),
    height: numeric("height", { precision: 8, scale: 2 }).notNull().default("0"),
    notes: text("notes").notNull().default(""),
    trackingNumber: text("tracking_number").notNull().default(""),
    /** Labels of the shop order it came from (spec section 4); null for warehouse-only orders. */
    paymentStatus: text("payment_status", { enum: paymentLabels }),
    fulfilmentStatus: text("fulfilment_status", { enum: fulfilmentLabels }),
    createdBy: uuid("created_by").notNull(),
    ...timestamps(),
    submittedAt: stamp("submitted_at"),
    confirmedAt: stamp("confirmed_at"),
    shippedAt: stamp("shipped_at"),
  },
  (t) => [
    ...tenantKeys("orders", t),
    uniqueIndex("orders_code_uq").on(t.providerId, t.code),
    tenantForeignKey("orders_customer_fk", [t.providerId, t.customerId], customers),
    tenantForeignKey("orders_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    tenantForeignKey("orders_channel_fk", [t.providerId, t.channelId], logisticsChannels),
    // The filters of order/query-order, each behind an index that starts with the tenant. They end in
    // (created_at desc, id desc) with NULLS FIRST, exactly the list's ORDER BY (drizzle's plain .desc() is
    // NULLS LAST, which Postgres cannot use for it), so a page is read off the index without sorting.
    index("orders_created_idx").on(t.providerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_status_idx").on(
      t.providerId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("orders_customer_idx").on(
      t.providerId,
      t.customerId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("orders_warehouse_idx").on(
      t.providerId,
      t.warehouseId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The keyword's contains-match (ILIKE '%…%') over these fields: trigrams (pg_trgm), one GIN index.
    index("orders_keyword_idx").using(
      "gin",
      t.code.op("gin_trgm_ops"),
      t.reference.op("gin_trgm_ops"),
      t.consignee.op("gin_trgm_ops"),
      t.phone.op("gin_trgm_ops"),
      t.trackingNumber.op("gin_trgm_ops"),
    ),
    index("orders_consignee_idx").on(t.providerId, t.consignee),
    index("orders_reference_idx").on(t.providerId, t.reference),
    index("orders_tracking_idx").on(t.providerId, t.trackingNumber),
    index("orders_channel_idx").on(t.providerId, t.channelId),
    // The dashboard's shipped-per-day and top-sales window (modules/dashboard).
    index("orders_shipped_idx").on(t.providerId, t.shippedAt).where(sql`shipped_at is not null`),
  ],
);

/** One SKU of an order. */
export const orderLines = pgTable(
  "order_lines",
  {
    ...tenantKey(),
    orderId: uuid("order_id").notNull(),
    position: integer("position").notNull(),
    variantId: uuid("variant_id").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.id] }),
    tenantForeignKey("order_lines_order_fk", [t.providerId, t.orderId], orders).onDelete("cascade"),
    tenantForeignKey("order_lines_variant_fk", [t.providerId, t.variantId], productVariants),
    uniqueIndex("order_lines_variant_uq").on(t.providerId, t.orderId, t.variantId),
    index("order_lines_by_variant_idx").on(t.providerId, t.variantId),
  ],
);

/** The order log: every transition and edit, with who and when. */
export const orderLogs = pgTable(
  "order_logs",
  {
    ...tenantKey(),
    orderId: uuid("order_id").notNull(),
    action: text("action").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    actorUserId: uuid("actor_user_id"),
    actorName: text("actor_name").notNull(),
    reason: text("reason").notNull().default(""),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => historyKeys("order_logs", t, "order", t.orderId, orders),
);

/** Notes users add to an order over its life (the order's own `notes` field is the instruction). */
export const orderNotes = pgTable(
  "order_notes",
  {
    ...tenantKey(),
    orderId: uuid("order_id").notNull(),
    authorUserId: uuid("author_user_id").notNull(),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => historyKeys("order_notes", t, "order", t.orderId, orders),
);

/**
 * A return-to-shelf task: goods already picked for an order that was cut off (or re-queued) go back to
 * the locations they were picked from. The stock was released at once (available again at that location);
 * the task only tracks the physical work: exception management lists it and marks it done (who, when).
 */
export const orderShelfReturns = pgTable(
  "order_shelf_returns",
  {
    ...tenantKey(),
    orderId: uuid("order_id").notNull(),
    warehouseId: uuid("warehouse_id").notNull(),
    status: text("status", { enum: shelfReturnStatuses }).notNull().default("pending"),
    /** locationId: where the goods were picked from (absent on tasks written before it was recorded). */
    lines: jsonb("lines").$type<{ variantId: string; quantity: number; locationId?: string }[]>().notNull(),
    createdBy: uuid("created_by").notNull(),
    createdAt: createdAt(),
    doneAt: stamp("done_at"),
    doneBy: uuid("done_by"),
    doneByName: text("done_by_name").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.id] }),
    tenantForeignKey("order_shelf_returns_order_fk", [t.providerId, t.orderId], orders),
    index("order_shelf_returns_status_idx").on(t.providerId, t.warehouseId, t.status, t.createdAt),
    index("order_shelf_returns_order_idx").on(t.providerId, t.orderId),
  ],
);

/** Per provider and day, the last order sequence number handed out (one conditional upsert each). */
export const orderSequences = daySequenceTable("order_sequences");
