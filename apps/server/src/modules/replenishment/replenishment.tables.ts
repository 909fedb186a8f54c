import { replenishmentReasons, replenishmentStatuses } from "@wms/contracts";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouseLocations, warehouses } from "../warehouses/index.ts";

/**
 * A SKU's pick face (docs/replenishment.md): its pick location in a warehouse, with the minimum free there
 * below which it is replenished and the maximum it is replenished to. One face per location and SKU.
 */
export const pickFaces = pg.pgTable(
  "pick_faces",
  {
    ...col.tenantKey(),
    warehouseId: pg.uuid("warehouse_id").notNull(),
    locationId: pg.uuid("location_id").notNull(),
    variantId: pg.uuid("variant_id").notNull(),
    customerId: pg.uuid("customer_id").notNull(),
    minQuantity: pg.integer("min_quantity").notNull(),
    maxQuantity: pg.integer("max_quantity").notNull(),
    ...col.timestamps(),
  },
  (t) => [
    ...col.tenantKeys("pick_faces", t),
    col.tenantForeignKey("pick_faces_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    col.tenantForeignKey("pick_faces_location_fk", [t.providerId, t.locationId], warehouseLocations),
    col.tenantForeignKey("pick_faces_variant_fk", [t.providerId, t.variantId], productVariants),
    col.tenantForeignKey("pick_faces_customer_fk", [t.providerId, t.customerId], customers),
    pg.uniqueIndex("pick_faces_location_variant_uq").on(t.providerId, t.locationId, t.variantId),
    pg.index("pick_faces_warehouse_idx").on(t.providerId, t.warehouseId, t.variantId),
    pg.check("pick_faces_limits_ck", sql`${t.minQuantity} >= 0 and ${t.maxQuantity} > ${t.minQuantity}`),
  ],
);

export const replenishmentSequences = col.daySequenceTable("replenishment_sequences");

/**
 * A move from a storage bin's lot to a pick face (code RP + YYYYMMDD + 4 digits). One open task per face;
 * `moved` is what the operator moved when it was done (at most `quantity`).
 */
export const replenishments = pg.pgTable(
  "replenishments",
  {
    ...col.tenantKey(),
    code: pg.text("code").notNull(),
    warehouseId: pg.uuid("warehouse_id").notNull(),
    faceId: pg.uuid("face_id").notNull(),
    variantId: pg.uuid("variant_id").notNull(),
    customerId: pg.uuid("customer_id").notNull(),
    fromLocationId: pg.uuid("from_location_id").notNull(),
    toLocationId: pg.uuid("to_location_id").notNull(),
    /** The storage lot it takes (the balance key's lot). */
    batch: pg.text("batch").notNull().default(""),
    productionDate: pg.date("production_date", { mode: "string" }),
    expiryDate: pg.date("expiry_date", { mode: "string" }),
    quantity: pg.integer("quantity").notNull(),
    moved: pg.integer("moved").notNull().default(0),
    status: pg.text("status", { enum: replenishmentStatuses }).notNull().default("open"),
    reason: pg.text("reason", { enum: replenishmentReasons }).notNull(),
    waveCode: pg.text("wave_code").notNull().default(""),
    note: pg.text("note").notNull().default(""),
    doneAt: col.stamp("done_at"),
    doneByName: pg.text("done_by_name").notNull().default(""),
    ...col.timestamps(),
  },
  (t) => [
    ...col.tenantKeys("replenishments", t),
    col.partOf("replenishments_face_fk", [t.providerId, t.faceId], pickFaces),
    pg.uniqueIndex("replenishments_code_uq").on(t.providerId, t.code),
    pg.uniqueIndex("replenishments_open_uq").on(t.providerId, t.faceId).where(sql`status = 'open'`),
    pg.index("replenishments_status_idx").on(t.providerId, t.status, ...col.newestFirst(t)),
    pg.index("replenishments_created_idx").on(t.providerId, ...col.newestFirst(t)),
  ],
);
