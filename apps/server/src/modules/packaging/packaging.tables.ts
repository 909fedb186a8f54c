import { warehouseStatuses } from "@wms/contracts";
import { index, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { tenantKey, tenantKeys, timestamps } from "../../kernel/db/columns.ts";
import { providers } from "../tenancy/index.ts";

/**
 * Packaging materials of a provider (a tenant table: provider_id leads every key). Logistics channels
 * name a default one (`logistics_channels.packaging_material_id`, set null when it is deleted) and
 * packing adds its weight to the expected parcel weight.
 */

/** Cartons, bags and fillers used when packing: dimensions (cm), weight (g) and unit cost. */
export const packagingMaterials = pgTable(
  "packaging_materials",
  {
    ...tenantKey(() => providers.id),
    code: text("code").notNull(),
    name: text("name").notNull(),
    length: numeric("length", { precision: 10, scale: 2 }).notNull(),
    width: numeric("width", { precision: 10, scale: 2 }).notNull(),
    height: numeric("height", { precision: 10, scale: 2 }).notNull(),
    weight: numeric("weight", { precision: 10, scale: 2 }).notNull(),
    cost: numeric("cost", { precision: 12, scale: 2 }).notNull().default("0"),
    currency: text("currency").notNull().default("CNY"),
    status: text("status", { enum: warehouseStatuses }).notNull().default("enabled"),
    remark: text("remark").notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("packaging_materials", t),
    uniqueIndex("packaging_materials_code_uq").on(t.providerId, t.code),
    index("packaging_materials_name_idx").on(t.providerId, t.name),
    index("packaging_materials_created_idx").on(t.providerId, t.createdAt),
  ],
);
