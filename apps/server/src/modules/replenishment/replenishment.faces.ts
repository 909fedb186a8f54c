import { Code, type TPickFace, type TPickFaceQuery, type TSavePickFaceRequest } from "@wms/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { presentPage, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError, notFound, orNotFound } from "../../kernel/errors.ts";
import { productVariants, variantsByCodes } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouseLocations, warehouses } from "../warehouses/index.ts";
import { freeOf } from "./replenishment.plan.ts";
import { pickFaces } from "./replenishment.tables.ts";

/** Free at the face, and free in the warehouse's storage bins, of the face's SKU and owner. */
const freeAtFace = sql<number>`coalesce((select sum(${freeOf}) from stock_balances b
  where b.provider_id = ${pickFaces.providerId} and b.location_id = ${pickFaces.locationId}
    and b.variant_id = ${pickFaces.variantId} and b.customer_id = ${pickFaces.customerId}), 0)::int`;
const freeInStorage = sql<number>`coalesce((select sum(${freeOf}) from stock_balances b
  join warehouse_locations sl on sl.provider_id = b.provider_id and sl.id = b.location_id
   and sl.type = 'storage' and sl.status = 'enabled'
  where b.provider_id = ${pickFaces.providerId} and b.warehouse_id = ${pickFaces.warehouseId}
    and b.variant_id = ${pickFaces.variantId} and b.customer_id = ${pickFaces.customerId}), 0)::int`;
const openTask = sql<string | null>`(select r.code from replenishments r
  where r.provider_id = ${pickFaces.providerId} and r.face_id = ${pickFaces.id} and r.status = 'open')`;

const faceSelect = (db: Db) =>
  db
    .select({
      face: pickFaces,
      warehouseCode: warehouses.code,
      locationCode: warehouseLocations.code,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
      nameEn: productVariants.nameEn,
      nameCn: productVariants.nameCn,
      ownerCode: customers.ownerCode,
      free: freeAtFace,
      inStorage: freeInStorage,
      openTask,
    })
    .from(pickFaces)
    .innerJoin(warehouses, tenantRow(warehouses, pickFaces.providerId, pickFaces.warehouseId))
    .innerJoin(warehouseLocations, tenantRow(warehouseLocations, pickFaces.providerId, pickFaces.locationId))
    .innerJoin(productVariants, tenantRow(productVariants, pickFaces.providerId, pickFaces.variantId))
    .innerJoin(
      customers,
      and(eq(customers.providerId, pickFaces.providerId), eq(customers.id, pickFaces.customerId)),
    );

type TFaceRow = Awaited<ReturnType<ReturnType<typeof faceSelect>["execute"]>>[number];

const presentFace = (r: TFaceRow): TPickFace => ({
  id: r.face.id,
  warehouse_id: r.face.warehouseId,
  warehouse_code: r.warehouseCode,
  location_id: r.face.locationId,
  location_code: r.locationCode,
  variant_id: r.face.variantId,
  customer_id: r.face.customerId,
  owner_code: r.ownerCode,
  sku: r.sku,
  name_en: r.nameEn,
  name_cn: r.nameCn,
  min_quantity: r.face.minQuantity,
  max_quantity: r.face.maxQuantity,
  free: r.free,
  in_storage: r.inStorage,
  below_min: r.free < r.face.minQuantity,
  open_task_code: r.openTask,
});

/** The faces in location order (the walk), with what is free there and in storage. */
export async function listPickFaces(db: Db, scope: AccessScope, q: TPickFaceQuery) {
  const providerId = scope.ownProviderId();
  const page = await listPage(
    db,
    {
      from: pickFaces,
      select: faceSelect(db),
      countJoins: [
        {
          table: warehouseLocations,
          on: tenantRow(warehouseLocations, pickFaces.providerId, pickFaces.locationId),
        },
        { table: productVariants, on: tenantRow(productVariants, pickFaces.providerId, pickFaces.variantId) },
      ],
      where: [
        eq(pickFaces.providerId, providerId),
        filterEq(pickFaces.warehouseId, q.warehouse_id),
        q.below_min ? sql`${freeAtFace} < ${pickFaces.minQuantity}` : undefined,
      ],
      keyword: [productVariants.sku, productVariants.barcode, warehouseLocations.code],
      orderBy: [asc(warehouseLocations.walkSequence), asc(warehouseLocations.code), asc(productVariants.sku)],
    },
    q,
  );
  return presentPage(page, presentFace, q);
}

async function faceById(db: Db, providerId: string, id: string) {
  const [row] = await faceSelect(db).where(tenantRow(pickFaces, providerId, id));
  return presentFace(orNotFound(row, "replenishment.faceNotFound"));
}

/** A new face (a pick location of the warehouse and a SKU of one customer), or new limits for one. */
export async function savePickFace(db: Db, scope: AccessScope, input: TSavePickFaceRequest) {
  const providerId = scope.ownProviderId();
  const limits = { minQuantity: input.min_quantity, maxQuantity: input.max_quantity };
  const id = await db.transaction(async (tx) => {
    if (input.id) {
      const [updated] = await tx
        .update(pickFaces)
        .set({ ...limits, updatedAt: new Date() })
        .where(tenantRow(pickFaces, providerId, input.id))
        .returning({ id: pickFaces.id });
      if (!updated) throw notFound("replenishment.faceNotFound");
      return updated.id;
    }
    const code = input.location_code.toUpperCase();
    const [location] = await tx
      .select({ id: warehouseLocations.id })
      .from(warehouseLocations)
      .where(
        and(
          eq(warehouseLocations.providerId, providerId),
          eq(warehouseLocations.warehouseId, input.warehouse_id),
          eq(warehouseLocations.code, code),
          eq(warehouseLocations.type, "pick"),
          eq(warehouseLocations.status, "enabled"),
        ),
      );
    if (!location) {
      const fields = { location_code: "replenishment.locationRequired" };
      throw new AppError(Code.badRequest, "replenishment.notPickLocation", { fields }, { code });
    }
    const variants = await variantsByCodes(tx, providerId, input.customer_id ?? null, [input.sku]);
    const [variant] = variants;
    if (!variant) {
      throw new AppError(
        Code.badRequest,
        "replenishment.skuUnknown",
        { fields: { sku: "replenishment.skuRequired" } },
        { code: input.sku },
      );
    }
    if (variants.length > 1) {
      const fields = { customer_id: "replenishment.skuRequired" };
      throw new AppError(Code.badRequest, "replenishment.skuAmbiguous", { fields }, { code: input.sku });
    }
    const [made] = await tx
      .insert(pickFaces)
      .values({
        providerId,
        warehouseId: input.warehouse_id,
        locationId: location.id,
        variantId: variant.id,
        customerId: variant.customerId,
        ...limits,
      })
      .onConflictDoNothing()
      .returning({ id: pickFaces.id });
    if (!made)
      throw new AppError(Code.conflict, "replenishment.faceExists", null, {
        sku: variant.sku,
        location: code,
      });
    return made.id;
  });
  return faceById(db, providerId, id);
}

/** Removes a face; its tasks go with it (an open one was never moved). */
export async function deletePickFace(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  const [gone] = await db
    .delete(pickFaces)
    .where(tenantRow(pickFaces, providerId, id))
    .returning({ id: pickFaces.id });
  if (!gone) throw notFound("replenishment.faceNotFound");
  return null;
}
