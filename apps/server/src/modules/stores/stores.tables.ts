import {
  shopAuthKinds,
  shopConflictReasons,
  shopDriftStates,
  shopFulfilmentErrors,
  shopFulfilmentStates,
  shopLinkStates,
  shopOrderModes,
  shopOrderReasons,
  shopOrderStates,
  shopReportErrors,
  shopReportStates,
  shopReturnReasons,
  shopReturnStates,
  shopStatuses,
  shopStockErrors,
  type TReturnDisposition,
  type TShopOrderAddress,
} from "@wms/contracts";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import {
  partOf,
  stamp,
  tenantForeignKey,
  tenantKey,
  tenantKeys,
  timestamps,
} from "../../kernel/db/columns.ts";
import { customers, providers } from "../tenancy/index.ts";

/**
 * Shopify shops bound to a drop shipper's customer account with one provider (docs/stores.md). Tokens
 * are AES-256-GCM ciphertexts bound to the row (stores.tokens.ts); unbinding clears them and keeps the
 * row, so the shop's history stays readable and the same drop shipper can bind it again.
 */
export const shops = pg.pgTable(
  "shops",
  {
    ...tenantKey(() => providers.id),
    customerId: pg.uuid("customer_id").notNull(),
    /** The shop's myshopify domain (`my-shop.myshopify.com`), the name Shopify calls it by. */
    shopDomain: pg.text("shop_domain").notNull(),
    shopName: pg.text("shop_name").notNull().default(""),
    authKind: pg.text("auth_kind", { enum: shopAuthKinds }).notNull(),
    status: pg.text("status", { enum: shopStatuses }).notNull().default("active"),
    scopes: pg.text("scopes").array().notNull().default(sql`'{}'::text[]`),
    accessToken: pg.text("access_token"),
    /** Expiring offline tokens (installed app): when the access token and the refresh token expire. */
    accessTokenExpiresAt: stamp("access_token_expires_at"),
    refreshToken: pg.text("refresh_token"),
    refreshTokenExpiresAt: stamp("refresh_token_expires_at"),
    /** A custom app's API secret key, or a Dev Dashboard app's client secret: it signs that app's webhooks. */
    apiSecret: pg.text("api_secret"),
    /** A Dev Dashboard app's client ID (not a secret): with its secret, it asks for the shop's tokens. */
    clientId: pg.text("client_id"),
    lastSyncedAt: stamp("last_synced_at"),
    /** The shop's last product sync (a mission), for query-product-sync-mission and stopping it. */
    syncMissionId: pg.uuid("sync_mission_id"),
    /**
     * Where an unfinished product sync goes on (docs/stores.md "Products: the sync"): Shopify's cursor after
     * the last page written, how many variants it had read, and when that sync started (what it did not
     * see since then is forgotten when it completes). Null cursor: the next sync starts from the first page.
     */
    syncCursor: pg.text("sync_cursor"),
    syncRead: pg.integer("sync_read").notNull().default(0),
    syncStartedAt: stamp("sync_started_at"),
    /** The shop's last fulfilment push (fulfill-orders), for query-fulfill-mission and stopping it. */
    fulfilMissionId: pg.uuid("fulfil_mission_id"),
    lastError: pg.text("last_error"),
    /** The order webhooks this platform subscribed the shop to (Shopify's subscription gids). */
    webhookIds: pg.text("webhook_ids").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The read-back's position (docs/stores.md "Reconciliation"): it reads `updated_at:>='orders_read_to'` by
     * UPDATED_AT and has passed every order up to Shopify's cursor `orders_read_cursor`, whose order was
     * updated at `orders_read_last`. Null cursor: from the start of the query.
     */
    ordersReadTo: stamp("orders_read_to"),
    ordersReadCursor: pg.text("orders_read_cursor"),
    ordersReadLast: stamp("orders_read_last"),
    /** When the reconciliation last ran (it runs again after SHOP_RECONCILE_MINUTES). */
    ordersCheckedAt: stamp("orders_checked_at"),
    unboundAt: stamp("unbound_at"),
    // The user info (docs/stores.md): how the shop's orders come in and what goes back.
    trackingUrlTemplate: pg.text("tracking_url_template").notNull().default(""),
    delayFulfilMinutes: pg.integer("delay_fulfil_minutes").notNull().default(0),
    includeCountries: pg.text("include_countries").array().notNull().default(sql`'{}'::text[]`),
    excludeCountries: pg.text("exclude_countries").array().notNull().default(sql`'{}'::text[]`),
    /** The provider's warehouse and channel for the shop's orders (checked when saved; null: choose per order). */
    warehouseId: pg.uuid("warehouse_id"),
    channelId: pg.uuid("channel_id"),
    orderMode: pg.text("order_mode", { enum: shopOrderModes }).notNull().default("submitted"),
    pushStock: pg.boolean("push_stock").notNull().default(false),
    /** The demo's shop (docs/stores.md "The demo shop"): never had a token, never calls Shopify. */
    demo: pg.boolean("demo").notNull().default(false),
    /**
     * The stock drift check (docs/stores.md "Stock drift"): when the last whole comparison ended, when the
     * next round is due (null: at once), and the last shop variant (by id) the comparison under way has passed.
     */
    stockCheckedAt: stamp("stock_checked_at"),
    stockCheckDueAt: stamp("stock_check_due_at"),
    stockCheckAfter: pg.uuid("stock_check_after"),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("shops", t),
    tenantForeignKey("shops_customer_fk", [t.providerId, t.customerId], customers),
    // A shop is bound to one account at a time, across providers: this one key is not tenant-led on purpose.
    pg.uniqueIndex("shops_bound_domain_uq").on(t.shopDomain).where(sql`status = 'active'`),
    pg.index("shops_domain_idx").on(t.shopDomain),
    pg.index("shops_customer_idx").on(t.providerId, t.customerId, t.createdAt.desc().nullsFirst()),
    pg.index("shops_created_idx").on(t.providerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Where an installation from Shopify stands: OAuth started, tokens taken, bound to an account. */
export const shopInstallStatuses = ["started", "authorized", "claimed"] as const;

/**
 * Installations of the platform's app from Shopify, before a drop shipper claims them (docs/stores.md).
 * Not a tenant table: the shop is bound to nobody yet. The state nonce and the claim token are stored as
 * SHA-256 hashes; the tokens sealed to this row until the claim moves them to the shop.
 */
export const shopInstalls = pg.pgTable(
  "shop_installs",
  {
    id: pg.uuid("id").primaryKey().defaultRandom(),
    shopDomain: pg.text("shop_domain").notNull(),
    status: pg.text("status", { enum: shopInstallStatuses }).notNull().default("started"),
    stateHash: pg.text("state_hash").notNull(),
    claimHash: pg.text("claim_hash"),
    scopes: pg.text("scopes").array().notNull().default(sql`'{}'::text[]`),
    accessToken: pg.text("access_token"),
    accessTokenExpiresAt: stamp("access_token_expires_at"),
    refreshToken: pg.text("refresh_token"),
    refreshTokenExpiresAt: stamp("refresh_token_expires_at"),
    /** Until when the next step may happen (the callback, then the claim). */
    expiresAt: stamp("expires_at").notNull(),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex("shop_installs_state_uq").on(t.stateHash),
    pg.uniqueIndex("shop_installs_claim_uq").on(t.claimHash),
    pg.index("shop_installs_expires_idx").on(t.expiresAt),
  ],
);

/**
 * A shop's variants as the last product sync read them, and how each links to the drop shipper's
 * catalogue (docs/stores.md). Refreshed by every sync; variants gone from the shop are removed when a
 * sync completes. The catalogue ids are not foreign keys: deleting a catalogue product leaves the link
 * stale until the next sync, never blocks the delete.
 */
export const shopVariants = pg.pgTable(
  "shop_variants",
  {
    ...tenantKey(),
    shopId: pg.uuid("shop_id").notNull(),
    customerId: pg.uuid("customer_id").notNull(),
    /** Shopify's global ids (gid://shopify/Product/1, …/ProductVariant/2, …/InventoryItem/3). */
    shopifyProductId: pg.text("shopify_product_id").notNull(),
    shopifyVariantId: pg.text("shopify_variant_id").notNull(),
    inventoryItemId: pg.text("inventory_item_id").notNull().default(""),
    productTitle: pg.text("product_title").notNull(),
    variantTitle: pg.text("variant_title").notNull().default(""),
    productStatus: pg.text("product_status").notNull().default(""),
    sku: pg.text("sku").notNull().default(""),
    barcode: pg.text("barcode").notNull().default(""),
    options: pg.text("options").array().notNull().default(sql`'{}'::text[]`),
    price: pg.text("price").notNull().default("0"),
    compareAtPrice: pg.text("compare_at_price"),
    weightKg: pg.numeric("weight_kg", { precision: 10, scale: 3 }),
    imageUrl: pg.text("image_url").notNull().default(""),
    tags: pg.text("tags").array().notNull().default(sql`'{}'::text[]`),
    linkState: pg.text("link_state", { enum: shopLinkStates }).notNull(),
    conflictReason: pg.text("conflict_reason", { enum: shopConflictReasons }),
    /** A message key saying what the catalogue refused (with conflict_reason `invalid`). */
    conflictDetail: pg.text("conflict_detail"),
    productId: pg.uuid("product_id"),
    variantId: pg.uuid("variant_id"),
    syncedAt: stamp("synced_at").notNull(),
    // Stock push (docs/stores.md "Stock out"): what was last set in the shop, or why it could not be.
    stockQuantity: pg.integer("stock_quantity"),
    stockPushedAt: stamp("stock_pushed_at"),
    stockError: pg.text("stock_error", { enum: shopStockErrors }),
    /** Shopify's own words (a userError's message, the HTTP failure), or the location's name. */
    stockErrorDetail: pg.text("stock_error_detail").notNull().default(""),
    /** The drift check's last look: Shopify's `available`, when, and whether the warehouse agreed (null: not judged). */
    shopifyAvailable: pg.integer("shopify_available"),
    stockCheckedAt: stamp("stock_checked_at"),
    stockInStep: pg.boolean("stock_in_step"),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("shop_variants", t),
    partOf("shop_variants_shop_fk", [t.providerId, t.shopId], shops),
    pg.uniqueIndex("shop_variants_variant_uq").on(t.providerId, t.shopId, t.shopifyVariantId),
    pg.index("shop_variants_sku_idx").on(t.providerId, t.shopId, t.sku),
    pg.index("shop_variants_title_idx").on(t.providerId, t.shopId, t.productTitle, t.id),
    pg.index("shop_variants_state_idx").on(t.providerId, t.shopId, t.linkState),
    pg.index("shop_variants_catalogue_idx").on(t.providerId, t.variantId),
    // The drift check's keyset through a shop's variants.
    pg.index("shop_variants_shop_idx").on(t.providerId, t.shopId, t.id),
  ],
);

/** A line of a shop order as Shopify sent it (the variant's gid, the SKU the shop has, the price it sold at). */
export type TShopOrderItem = {
  lineItemId: string;
  shopifyVariantId: string | null;
  sku: string;
  title: string;
  variantTitle: string;
  /** Ordered (after edits and removals), and what is left to fulfil of it. */
  quantity: number;
  toShip: number;
  price: string;
  requiresShipping: boolean;
};

/** A Shopify line item and how many of it a warehouse order carries. */
/**
 * A Shopify line item its warehouse order carries: how many, and the catalogue variant it became (what
 * shipped of that variant is what is reported for it; rows converted before it was kept lack it).
 */
export type TShipLine = { lineItemId: string; quantity: number; variantId?: string };

/**
 * A shop's orders as webhooks and the reconciliation read them, and what became of each in the warehouse
 * (docs/stores.md "Orders in"). `shopify_updated_at` orders the updates: an older one arriving late is
 * ignored. A waiting order becomes a warehouse order at `due_at`; a held one says why (`reason`, with
 * `reason_params`) until it is fixed or tried again.
 */
export const shopOrders = pg.pgTable(
  "shop_orders",
  {
    ...tenantKey(),
    shopId: pg.uuid("shop_id").notNull(),
    customerId: pg.uuid("customer_id").notNull(),
    shopifyOrderId: pg.text("shopify_order_id").notNull(),
    name: pg.text("name").notNull(),
    orderedAt: stamp("ordered_at").notNull(),
    shopifyUpdatedAt: stamp("shopify_updated_at").notNull(),
    customerName: pg.text("customer_name").notNull().default(""),
    email: pg.text("email").notNull().default(""),
    phone: pg.text("phone").notNull().default(""),
    /** Shopify's financial status, lower case (paid, pending, authorized, partially_refunded…). */
    financialStatus: pg.text("financial_status").notNull(),
    fulfilmentStatus: pg.text("fulfilment_status").notNull(),
    currency: pg.text("currency").notNull().default(""),
    totalPrice: pg.numeric("total_price", { precision: 14, scale: 2 }).notNull().default("0"),
    shippingAddress: pg.jsonb("shipping_address").$type<TShopOrderAddress | null>(),
    items: pg.jsonb("items").$type<TShopOrderItem[]>().notNull(),
    test: pg.boolean("test").notNull().default(false),
    cancelledAt: stamp("cancelled_at"),
    state: pg.text("state", { enum: shopOrderStates }).notNull(),
    reason: pg.text("reason", { enum: shopOrderReasons }),
    reasonParams: pg.jsonb("reason_params").$type<Record<string, string | number>>().notNull().default({}),
    dueAt: stamp("due_at"),
    orderId: pg.uuid("order_id"),
    /** The lines its warehouse order carries (Shopify line item id and quantity), fulfilled when it ships. */
    shipLines: pg.jsonb("ship_lines").$type<TShipLine[]>().notNull().default([]),
    convertedAt: stamp("converted_at"),
    /** When the customer's personal data (name, email, phone, address) was erased at Shopify's request (customers/redact). */
    redactedAt: stamp("redacted_at"),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("shop_orders", t),
    partOf("shop_orders_shop_fk", [t.providerId, t.shopId], shops),
    pg.uniqueIndex("shop_orders_shopify_uq").on(t.providerId, t.shopId, t.shopifyOrderId),
    pg
      .index("shop_orders_list_idx")
      .on(t.providerId, t.shopId, t.orderedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    pg.index("shop_orders_state_idx").on(t.providerId, t.shopId, t.state, t.orderedAt.desc().nullsFirst()),
    pg.index("shop_orders_order_idx").on(t.providerId, t.orderId),
    // What the worker converts next, across tenants: waiting or held-for-stock orders that are due.
    pg
      .index("shop_orders_due_idx")
      .on(t.dueAt)
      .where(sql`state in ('waiting', 'held') and due_at is not null`),
  ],
);

/**
 * A shipped warehouse order's fulfilment back to Shopify (docs/stores.md "Fulfilments out"), one per
 * warehouse order (a shop order whose warehouse order was split ships in parts: one fulfilment each),
 * written in the transaction that shipped it. `claimed_at` is a lease: whoever pushes claims the row first,
 * so the worker and a fulfil mission never push it twice; a claim older than the lease is free again (its
 * pusher died). Shopify's fulfilment orders are read before each push, so a push whose answer was lost is
 * never repeated.
 */
export const shopFulfilments = pg.pgTable(
  "shop_fulfilments",
  {
    ...tenantKey(),
    shopId: pg.uuid("shop_id").notNull(),
    shopOrderId: pg.uuid("shop_order_id").notNull(),
    orderId: pg.uuid("order_id").notNull(),
    state: pg.text("state", { enum: shopFulfilmentStates }).notNull().default("due"),
    lines: pg.jsonb("lines").$type<TShipLine[]>().notNull(),
    trackingNumber: pg.text("tracking_number").notNull().default(""),
    trackingCompany: pg.text("tracking_company").notNull().default(""),
    trackingUrl: pg.text("tracking_url").notNull().default(""),
    attempts: pg.integer("attempts").notNull().default(0),
    error: pg.text("error", { enum: shopFulfilmentErrors }),
    /** Shopify's own words (a userError's message, the HTTP failure), or a fulfilment order's status. */
    errorDetail: pg.text("error_detail").notNull().default(""),
    alreadyFulfilled: pg.boolean("already_fulfilled").notNull().default(false),
    shopifyFulfillmentIds: pg.text("shopify_fulfillment_ids").array().notNull().default(sql`'{}'::text[]`),
    dueAt: stamp("due_at").notNull().defaultNow(),
    claimedAt: stamp("claimed_at"),
    pushedAt: stamp("pushed_at"),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("shop_fulfilments", t),
    partOf("shop_fulfilments_shop_fk", [t.providerId, t.shopId], shops),
    partOf("shop_fulfilments_shop_order_fk", [t.providerId, t.shopOrderId], shopOrders),
    pg.uniqueIndex("shop_fulfilments_order_uq").on(t.providerId, t.orderId),
    pg.index("shop_fulfilments_shop_order_idx").on(t.providerId, t.shopOrderId),
    pg.index("shop_fulfilments_state_idx").on(t.providerId, t.shopId, t.state),
    // What the worker pushes next, across tenants.
    pg.index("shop_fulfilments_due_idx").on(t.dueAt).where(sql`state = 'due'`),
  ],
);

/** A Shopify order line item a return names, the quantity returned and the catalogue variant it maps to. */
export type TShopReturnLine = { lineItemId: string; variantId: string; quantity: number };

/**
 * The Shopify returns a shop told of (docs/stores.md "Returns"), one row per return: `returns/request` and
 * `returns/approve` make it due (`due_at`); the worker reads the return from Shopify and makes it an RMA
 * (raised, `return_id`) or says why not (skipped, `reason`); `returns/cancel` and `returns/decline` cancel
 * it. `lines` keep how its Shopify line items map to catalogue variants, for the report of the RMA's
 * inspection. `claimed_at` is a lease, as for the fulfilments.
 */
export const shopReturns = pg.pgTable(
  "shop_returns",
  {
    ...tenantKey(),
    shopId: pg.uuid("shop_id").notNull(),
    /** The shop order of the return's order, when the platform has it. */
    shopOrderId: pg.uuid("shop_order_id"),
    shopifyReturnId: pg.text("shopify_return_id").notNull(),
    shopifyOrderId: pg.text("shopify_order_id").notNull().default(""),
    name: pg.text("name").notNull().default(""),
    state: pg.text("state", { enum: shopReturnStates }).notNull().default("due"),
    reason: pg.text("reason", { enum: shopReturnReasons }),
    reasonParams: pg.jsonb("reason_params").$type<Record<string, string | number>>().notNull().default({}),
    /** The RMA (returns module) made of it. */
    returnId: pg.uuid("return_id"),
    lines: pg.jsonb("lines").$type<TShopReturnLine[]>().notNull().default([]),
    attempts: pg.integer("attempts").notNull().default(0),
    lastError: pg.text("last_error"),
    dueAt: stamp("due_at").notNull().defaultNow(),
    claimedAt: stamp("claimed_at"),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("shop_returns", t),
    partOf("shop_returns_shop_fk", [t.providerId, t.shopId], shops),
    pg.uniqueIndex("shop_returns_shopify_uq").on(t.providerId, t.shopId, t.shopifyReturnId),
    pg.index("shop_returns_shop_order_idx").on(t.providerId, t.shopOrderId),
    // What the worker reads next, across tenants.
    pg.index("shop_returns_due_idx").on(t.dueAt).where(sql`state = 'due'`),
  ],
);

/** Units of a catalogue variant an inspection gave one Shopify disposition type (Shopify's enum). */
export type TReportLine = {
  variantId: string;
  units: { type: TShopDispositionType; quantity: number }[];
};
export type TShopDispositionType = "MISSING" | "NOT_RESTOCKED" | "PROCESSING_REQUIRED" | "RESTOCKED";

/** What each of the platform's dispositions is in Shopify (docs/stores.md "Returns"); units not found are MISSING. */
export const shopDispositionOf: Record<TReturnDisposition, TShopDispositionType> = {
  restock: "RESTOCKED",
  relabel: "RESTOCKED",
  quarantine: "NOT_RESTOCKED",
  dispose: "NOT_RESTOCKED",
  return_to_merchant: "PROCESSING_REQUIRED",
};

/**
 * The report of an RMA's finished inspection to its Shopify return (docs/stores.md "Returns"), one per RMA,
 * written in the transaction that finished the inspection and sent by the worker with
 * `reverseFulfillmentOrderDispose`, as `shop_fulfilments` are: claimed with a lease, due again after a
 * pause while Shopify is out of reach, failed with Shopify's own words when it refuses.
 */
export const shopReturnReports = pg.pgTable(
  "shop_return_reports",
  {
    ...tenantKey(),
    shopId: pg.uuid("shop_id").notNull(),
    shopReturnId: pg.uuid("shop_return_id").notNull(),
    /** The RMA whose inspection it reports. */
    returnId: pg.uuid("return_id").notNull(),
    lines: pg.jsonb("lines").$type<TReportLine[]>().notNull(),
    state: pg.text("state", { enum: shopReportStates }).notNull().default("due"),
    attempts: pg.integer("attempts").notNull().default(0),
    error: pg.text("error", { enum: shopReportErrors }),
    /** Shopify's own words (its userErrors, the HTTP failure), or the return's status. */
    errorDetail: pg.text("error_detail").notNull().default(""),
    /** Those units were disposed of in Shopify already (by hand, or by a report whose answer was lost). */
    alreadyDisposed: pg.boolean("already_disposed").notNull().default(false),
    dueAt: stamp("due_at").notNull().defaultNow(),
    claimedAt: stamp("claimed_at"),
    sentAt: stamp("sent_at"),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("shop_return_reports", t),
    partOf("shop_return_reports_shop_fk", [t.providerId, t.shopId], shops),
    partOf("shop_return_reports_return_fk", [t.providerId, t.shopReturnId], shopReturns),
    pg.uniqueIndex("shop_return_reports_return_uq").on(t.providerId, t.returnId),
    pg.index("shop_return_reports_shop_return_idx").on(t.providerId, t.shopReturnId),
    pg.index("shop_return_reports_state_idx").on(t.providerId, t.shopId, t.state),
    // What the worker sends next, across tenants.
    pg.index("shop_return_reports_due_idx").on(t.dueAt).where(sql`state = 'due'`),
  ],
);

/**
 * Stock changes a shop pushing stock has still to send (docs/stores.md "Stock out"): one row per ledger
 * change of a catalogue variant's available quantity, inserted in the ledger's transaction (an insert
 * takes no lock another writer waits on, so the ledger's lock order is untouched). The worker claims a
 * shop's rows once the oldest is due (`due_at`: the change plus SHOP_STOCK_DELAY_SECONDS, so a burst of
 * changes goes in one push), reads the quantities after claiming, pushes, and deletes what it claimed;
 * `claimed_until` is a lease, so rows of a pusher that died are claimed again. A change committed
 * meanwhile is a new row, pushed next time.
 */
export const shopStockChanges = pg.pgTable(
  "shop_stock_changes",
  {
    ...tenantKey(),
    shopId: pg.uuid("shop_id").notNull(),
    /** The catalogue variant (products module) whose available quantity changed. */
    variantId: pg.uuid("variant_id").notNull(),
    dueAt: stamp("due_at").notNull(),
    claimedUntil: stamp("claimed_until"),
  },
  (t) => [
    ...tenantKeys("shop_stock_changes", t),
    partOf("shop_stock_changes_shop_fk", [t.providerId, t.shopId], shops),
    pg.index("shop_stock_changes_shop_idx").on(t.providerId, t.shopId),
    // What the worker pushes next, across tenants.
    pg.index("shop_stock_changes_due_idx").on(t.dueAt),
  ],
);

/**
 * Stock drifts (docs/stores.md "Stock drift"): a linked variant whose `available` in Shopify differed from
 * the warehouse's sellable quantity with no push queued to explain it. Found `open`; due for a second look
 * at `confirm_at`, which repairs it or finds it settled. SKU and title are kept: the history outlives a sync.
 */
export const shopStockDrifts = pg.pgTable(
  "shop_stock_drifts",
  {
    ...tenantKey(),
    shopId: pg.uuid("shop_id").notNull(),
    shopVariantId: pg.uuid("shop_variant_id").notNull(),
    sku: pg.text("sku").notNull(),
    title: pg.text("title").notNull(),
    shopifyQuantity: pg.integer("shopify_quantity").notNull(),
    warehouseQuantity: pg.integer("warehouse_quantity").notNull(),
    foundAt: stamp("found_at").notNull(),
    confirmAt: stamp("confirm_at").notNull(),
    state: pg.text("state", { enum: shopDriftStates }).notNull().default("open"),
    resolvedAt: stamp("resolved_at"),
    repairedFrom: pg.integer("repaired_from"),
    repairedTo: pg.integer("repaired_to"),
    /** A failed repair: why (as a stock push's error), in Shopify's own words. */
    error: pg.text("error", { enum: shopStockErrors }),
    errorDetail: pg.text("error_detail").notNull().default(""),
  },
  (t) => [
    ...tenantKeys("shop_stock_drifts", t),
    partOf("shop_stock_drifts_shop_fk", [t.providerId, t.shopId], shops),
    // One open drift per variant: a variant still off at the next check is the same drift.
    pg.uniqueIndex("shop_stock_drifts_open_uq").on(t.providerId, t.shopVariantId).where(sql`state = 'open'`),
    pg.index("shop_stock_drifts_found_idx").on(t.providerId, t.shopId, t.foundAt.desc(), t.id.desc()),
    pg.index("shop_stock_drifts_state_idx").on(t.providerId, t.shopId, t.state, t.resolvedAt),
    pg
      .index("shop_stock_drifts_confirm_idx")
      .on(t.providerId, t.shopId, t.confirmAt)
      .where(sql`state = 'open'`),
  ],
);

/**
 * Shopify's `customers/data_request` deliveries (docs/stores.md "Uninstall and privacy"): what a shop's
 * customer asked for, recorded and mailed to the drop shipper, who owns the shop and answers the customer.
 */
export const shopDataRequests = pg.pgTable(
  "shop_data_requests",
  {
    ...tenantKey(),
    shopId: pg.uuid("shop_id").notNull(),
    /** Shopify's data request id, and its customer as the delivery named them. */
    shopifyRequestId: pg.text("shopify_request_id").notNull().default(""),
    shopifyCustomerId: pg.text("shopify_customer_id").notNull().default(""),
    email: pg.text("email").notNull().default(""),
    phone: pg.text("phone").notNull().default(""),
    /** The Shopify order ids named in the request (gids), and the names of the store orders kept of them. */
    ordersRequested: pg.text("orders_requested").array().notNull().default(sql`'{}'::text[]`),
    ordersFound: pg.text("orders_found").array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("shop_data_requests", t),
    partOf("shop_data_requests_shop_fk", [t.providerId, t.shopId], shops),
    pg.index("shop_data_requests_shop_idx").on(t.providerId, t.shopId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * "Map this SKU": a shop variant the drop shipper mapped to a catalogue variant by hand. It comes before
 * the product sync's link and the same-SKU match, and no sync changes it (docs/stores.md "Orders in").
 */
export const shopSkuMaps = pg.pgTable(
  "shop_sku_maps",
  {
    ...tenantKey(),
    shopId: pg.uuid("shop_id").notNull(),
    shopifyVariantId: pg.text("shopify_variant_id").notNull(),
    variantId: pg.uuid("variant_id").notNull(),
    createdBy: pg.uuid("created_by").notNull(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("shop_sku_maps", t),
    partOf("shop_sku_maps_shop_fk", [t.providerId, t.shopId], shops),
    pg.uniqueIndex("shop_sku_maps_variant_uq").on(t.providerId, t.shopId, t.shopifyVariantId),
  ],
);

/**
 * The webhook inbox (docs/stores.md "Webhooks"): each signed delivery is written here and answered at once;
 * the inbox worker handles it afterwards (`handled_at`). Keyed by Shopify's `X-Shopify-Event-Id`, so the
 * same event delivered twice, or to two subscriptions, is handled once. Not a tenant table: a delivery is
 * known before its shop is. A failed handling is tried again at `due_at` (`attempts`, `last_error`). Rows
 * older than a week are deleted (Shopify retries for 4 hours).
 */
export const shopWebhookEvents = pg.pgTable(
  "shop_webhook_events",
  {
    eventId: pg.text("event_id").primaryKey(),
    topic: pg.text("topic").notNull(),
    shopDomain: pg.text("shop_domain").notNull(),
    /** The X-Shopify-Topic header as sent (`orders/create`), which names the compliance topics. */
    headerTopic: pg.text("header_topic").notNull().default(""),
    /** The delivery's JSON body, as signed (text: exactly what came, parsed when it is handled). */
    body: pg.text("body"),
    receivedAt: stamp("received_at").notNull().defaultNow(),
    dueAt: stamp("due_at").notNull().defaultNow(),
    attempts: pg.integer("attempts").notNull().default(0),
    lastError: pg.text("last_error"),
    handledAt: stamp("handled_at"),
  },
  (t) => [
    pg.index("shop_webhook_events_received_idx").on(t.receivedAt),
    // What the inbox worker takes next: deliveries not yet handled, oldest due first.
    pg.index("shop_webhook_events_pending_idx").on(t.dueAt, t.receivedAt).where(sql`handled_at is null`),
  ],
);
