import { barcodeSources } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { partOf, tenantForeignKey, tenantKey, tenantKeys, timestamps } from "../../kernel/db/columns.ts";
import { customers, providers } from "../tenancy/index.ts";

/**
 * A product owned by one customer (drop shipper) of a provider. Tenant table: provider_id leads every key.
 * The customer is referenced with (provider_id, customer_id), so a product can never belong to another
 * provider's customer.
 */
export const products = pgTable(
  "products",
  {
    ...tenantKey(),
    customerId: uuid("customer_id").notNull(),
    pid: text("pid").notNull().default(""),
    title: text("title").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    mainImageUrl: text("main_image_url").notNull().default(""),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("products", t),
    tenantForeignKey("products_customer_fk", [t.providerId, t.customerId], customers),
    // List orders: the provider's whole catalogue, or one customer's.
    index("products_provider_created_idx").on(t.providerId, t.createdAt.desc().nullsFirst(), t.id),
    index("products_customer_created_idx").on(
      t.providerId,
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index("products_customer_updated_idx").on(t.providerId, t.customerId, t.updatedAt.desc().nullsFirst()),
    index("products_customer_title_idx").on(t.providerId, t.customerId, t.title),
    index("products_tags_idx").using("gin", t.tags),
  ],
);

/**
 * A variant: the SKU the warehouse stores, scans and ships. SKU and barcode are unique per owner
 * (provider, customer); an empty barcode means "scan the SKU".
 */
export const productVariants = pgTable(
  "product_variants",
  {
    ...tenantKey(),
    productId: uuid("product_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    position: integer("position").notNull().default(0),
    sku: text("sku").notNull(),
    barcode: text("barcode").notNull().default(""),
    nameCn: text("name_cn").notNull().default(""),
    nameEn: text("name_en").notNull().default(""),
    unit: text("unit").notNull().default("pcs"),
    size: text("size").notNull().default(""),
    colour: text("colour").notNull().default(""),
    /**
     * Kilograms. Required (> 0) by the product form, the API, the import and a sourcing quote; 0 means
     * "unknown" (variants stored before, or a shop's without one), flagged "no weight" in the product list.
     */
    weight: numeric("weight", { precision: 10, scale: 3 }).notNull().default("0"),
    /** Centimetres, as declared by the owner. */
    length: numeric("length", { precision: 8, scale: 2 }).notNull().default("0"),
    width: numeric("width", { precision: 8, scale: 2 }).notNull().default("0"),
    height: numeric("height", { precision: 8, scale: 2 }).notNull().default("0"),
    /** Centimetres, as measured by the warehouse at inspection; null until measured. */
    inspectionLength: numeric("inspection_length", { precision: 8, scale: 2 }),
    inspectionWidth: numeric("inspection_width", { precision: 8, scale: 2 }),
    inspectionHeight: numeric("inspection_height", { precision: 8, scale: 2 }),
    price: numeric("price", { precision: 12, scale: 2 }).notNull().default("0"),
    compareAtPrice: numeric("compare_at_price", { precision: 12, scale: 2 }),
    /** ISO 3166-1 alpha-2 country of origin, or empty. */
    origin: text("origin").notNull().default(""),
    warningQuantity: integer("warning_quantity").notNull().default(0),
    mainImageUrl: text("main_image_url").notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("product_variants", t),
    partOf("product_variants_product_fk", [t.providerId, t.productId], products),
    index("product_variants_product_idx").on(t.providerId, t.productId, t.position),
    // The product list's "no weight" filter: the few variants whose weight is unknown (0, legacy or a shop's).
    index("product_variants_no_weight_idx").on(t.providerId, t.productId).where(sql`weight = 0`),
    uniqueIndex("product_variants_sku_uq").on(t.providerId, t.customerId, t.sku),
    uniqueIndex("product_variants_barcode_uq")
      .on(t.providerId, t.customerId, t.barcode)
      .where(sql`barcode <> ''`),
    // Scanning on the provider side: a barcode or SKU across all customers of the tenant.
    index("product_variants_provider_barcode_idx").on(t.providerId, t.barcode),
    index("product_variants_provider_sku_idx").on(t.providerId, t.sku),
    // Contains-search on SKU (ILIKE '%…%', e.g. the order keyword): trigrams (pg_trgm).
    index("product_variants_sku_trgm_idx").using("gin", t.sku.op("gin_trgm_ops")),
  ],
);

/**
 * Product label templates of a provider (customer-settings/print-label-info-list, products.labels.ts):
 * size, printed fields, copies. At most one default per provider.
 */
export const labelTemplates = pgTable(
  "label_templates",
  {
    ...tenantKey(() => providers.id),
    name: text("name").notNull(),
    widthMm: integer("width_mm").notNull(),
    heightMm: integer("height_mm").notNull(),
    fields: text("fields").array().notNull(),
    barcodeSource: text("barcode_source", { enum: barcodeSources }).notNull().default("sku"),
    copies: integer("copies").notNull().default(1),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("label_templates", t),
    uniqueIndex("label_templates_name_uq").on(t.providerId, t.name),
    uniqueIndex("label_templates_default_uq").on(t.providerId).where(sql`is_default`),
  ],
);
