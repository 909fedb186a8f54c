import { randomUUID } from "node:crypto";
import {
  Code,
  productLimits,
  type TCreateProductRequest,
  type TProduct,
  type TProductListQuery,
  type TProductVariantInput,
  type TUpdateProductRequest,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { uniqueViolationOf } from "../../kernel/db/retry.ts";
import { toPage, updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, notFound, type Text, text } from "../../kernel/errors.ts";
import { auditEntry, recordAudit } from "../audit/index.ts";
import { customerExists } from "../tenancy/index.ts";
import { present, variantColumnValues } from "./products.present.ts";
import { findProductReferences } from "./products.references.ts";
import * as repo from "./products.repository.ts";
import { products, productVariants } from "./products.tables.ts";

export type TOwner = { providerId: string; customerId: string };
type TVariantInsert = typeof productVariants.$inferInsert;

/** The products a caller may see: the provider's whole tenant, or a drop shipper's own (as that provider's customer). */
export async function ownerScope(scope: AccessScope, providerUuid?: string): Promise<repo.TOwnerScope> {
  const tenant = await scope.tenant(providerUuid || undefined);
  return { providerId: tenant.providerId, customerId: tenant.customerId };
}

/** Whose new products these are: the drop shipper itself, or the customer that provider staff name. */
export async function ownerFor(
  db: Db,
  scope: AccessScope,
  providerUuid?: string,
  customerId?: string,
): Promise<TOwner> {
  const tenant = await scope.tenant(providerUuid || undefined);
  if (tenant.customerId) return { providerId: tenant.providerId, customerId: tenant.customerId };
  if (!customerId) throw badRequest("product.customerRequired", { customer_id: "product.customerRequired" });
  if (!(await customerExists(db, tenant.providerId, customerId))) throw notFound();
  return { providerId: tenant.providerId, customerId };
}

export function audit(
  scope: AccessScope,
  providerId: string,
  action: string,
  targetId: string,
  detail?: object,
) {
  return auditEntry(scope, providerId, action, "product", targetId, detail);
}

function codeConflict(constraint: string) {
  const key = constraint.includes("barcode") ? "product.barcodeTaken" : "product.skuTaken";
  return new AppError(Code.conflict, key, { fields: { product_variants: key } });
}

/** Repeated SKUs/barcodes inside one product, then codes the owner already uses elsewhere: field errors. */
async function checkCodes(db: Db, owner: TOwner, variants: TProductVariantInput[], exceptProductId?: string) {
  const fields: Record<string, string> = {};
  const skus = new Map<string, number>();
  const barcodes = new Map<string, number>();
  variants.forEach((v, i) => {
    if (skus.has(v.sku)) fields[`product_variants.${i}.sku`] = "product.skuRepeated";
    else skus.set(v.sku, i);
    if (v.barcode) {
      if (barcodes.has(v.barcode)) fields[`product_variants.${i}.barcode`] = "product.barcodeRepeated";
      else barcodes.set(v.barcode, i);
    }
  });
  if (Object.keys(fields).length) throw badRequest("badRequest", fields);
  const taken = await repo.findTakenCodes(
    db,
    owner,
    { skus: [...skus.keys()], barcodes: [...barcodes.keys()] },
    exceptProductId,
  );
  for (const row of taken) {
    const si = skus.get(row.sku);
    if (si !== undefined) fields[`product_variants.${si}.sku`] = "product.skuTaken";
    const bi = row.barcode ? barcodes.get(row.barcode) : undefined;
    if (bi !== undefined) fields[`product_variants.${bi}.barcode`] = "product.barcodeTaken";
  }
  if (Object.keys(fields).length) {
    const first = Object.values(fields)[0] ?? "conflict";
    throw new AppError(Code.conflict, first, { fields });
  }
}

/** The stored columns of a variant of a request (an empty unit is "pcs"). */
export function variantValues(
  v: TProductVariantInput,
): Omit<TVariantInsert, "providerId" | "productId" | "customerId"> {
  return { ...variantColumnValues(v), unit: v.unit || "pcs" };
}

/** Runs a write; a unique index that still fires (a concurrent insert) becomes the same 4009 as the pre-check. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const constraint = uniqueViolationOf(err);
    if (constraint !== null) throw codeConflict(constraint);
    throw err;
  }
}

export async function listProducts(db: Db, scope: AccessScope, q: TProductListQuery) {
  const owner = await ownerScope(scope, q.provider_uuid);
  const { rows, total } = await repo.listProducts(db, owner, q);
  return toPage(await present(db, owner.providerId, rows), total, q);
}

export async function getProduct(db: Db, scope: AccessScope, providerUuid: string | undefined, id: string) {
  const owner = await ownerScope(scope, providerUuid);
  const row = await repo.findProduct(db, owner, id);
  if (!row) throw notFound();
  const [product] = await present(db, owner.providerId, [row]);
  return product as TProduct;
}

export async function createProduct(db: Db, scope: AccessScope, input: TCreateProductRequest) {
  const owner = await ownerFor(db, scope, input.provider_uuid, input.customer_id);
  const id = await guarded(() =>
    db.transaction(async (tx) => {
      const created = await insertProduct(tx, owner, input);
      await recordAudit(
        tx,
        audit(scope, owner.providerId, "create-product", created, { title: input.title }),
      );
      return created;
    }),
  );
  return getProduct(db, scope, owner.providerId, id);
}

/** The product fields of a create request, as `insertProduct` takes them. */
export type TNewProduct = Omit<TCreateProductRequest, "provider_uuid" | "customer_id">;

/**
 * Writes a new product with its variants into the owner's catalogue, in the caller's transaction, after the
 * same SKU and barcode checks as the product form (4001/4009 naming the variant). Answers its id.
 */
export async function insertProduct(tx: Db, owner: TOwner, input: TNewProduct): Promise<string> {
  const id = randomUUID();
  await checkCodes(tx, owner, input.product_variants);
  await repo.insertProducts(tx, [
    {
      ...owner,
      id,
      pid: input.pid,
      title: input.title,
      tags: input.tags,
      mainImageUrl: input.main_image_url || input.images[0] || "",
      images: input.images,
    },
  ]);
  await repo.insertVariants(
    tx,
    input.product_variants.map((v, position) => ({
      ...owner,
      productId: id,
      position,
      ...variantValues(v),
    })),
  );
  return id;
}

/** Which of `skus` the owner's catalogue already has. */
export async function takenSkus(db: Db, owner: TOwner, skus: string[]): Promise<string[]> {
  const taken = await repo.findTakenCodes(db, owner, { skus, barcodes: [] });
  return taken.map((t) => t.sku);
}

/** A refusal naming the first referenced SKU and what references it (labels listed in the caller's language). */
function inUseError(
  variants: repo.TVariantRow[],
  references: Awaited<ReturnType<typeof findProductReferences>>,
) {
  const first = variants.find((v) => references.has(v.id));
  return text("product.inUse", { sku: first?.sku ?? "", what: references.get(first?.id ?? "") ?? [] });
}

export async function updateProduct(db: Db, scope: AccessScope, input: TUpdateProductRequest) {
  const owner = await ownerScope(scope, input.provider_uuid);
  await guarded(() =>
    db.transaction(async (tx) => {
      const locked = await repo.lockProduct(tx, owner, input.product_uuid);
      if (!locked) throw notFound();
      const productOwner = { providerId: owner.providerId, customerId: locked.customerId };
      const existing = await repo.variantsOf(tx, owner.providerId, [input.product_uuid]);
      const existingById = new Map(existing.map((v) => [v.id, v]));
      const fields: Record<string, string> = {};
      input.product_variants.forEach((v, i) => {
        if (v.variant_id && !existingById.has(v.variant_id))
          fields[`product_variants.${i}.variant_id`] = "field.invalid";
      });
      if (Object.keys(fields).length) throw badRequest("badRequest", fields);
      await checkCodes(tx, productOwner, input.product_variants, input.product_uuid);

      const kept = new Set(input.product_variants.map((v) => v.variant_id).filter(Boolean));
      const removed = existing.filter((v) => !kept.has(v.id));
      const references = await findProductReferences(
        tx,
        owner.providerId,
        removed.map((v) => v.id),
      );
      if (references.size) {
        const refusal = inUseError(removed, references);
        throw new AppError(Code.conflict, refusal.key, null, refusal.params);
      }
      await repo.deleteVariantRows(
        tx,
        owner.providerId,
        removed.map((v) => v.id),
      );

      // Codes moved between variants of this product (a swap) would collide mid-way: park them first.
      const moved = input.product_variants.filter((v) => {
        const before = v.variant_id ? existingById.get(v.variant_id) : undefined;
        return before && (before.sku !== v.sku || before.barcode !== v.barcode);
      });
      for (const v of moved) {
        await updateTenantRow(tx, productVariants, owner.providerId, v.variant_id as string, {
          sku: `~swap~${v.variant_id}`,
          barcode: "",
        });
      }
      const inserts: TVariantInsert[] = [];
      for (const [position, v] of input.product_variants.entries()) {
        if (v.variant_id) {
          await updateTenantRow(tx, productVariants, owner.providerId, v.variant_id, {
            position,
            ...variantValues(v),
          });
        } else {
          inserts.push({ ...productOwner, productId: input.product_uuid, position, ...variantValues(v) });
        }
      }
      await repo.insertVariants(tx, inserts);
      await updateTenantRow(tx, products, owner.providerId, input.product_uuid, {
        pid: input.pid,
        title: input.title,
        tags: input.tags,
        mainImageUrl: input.main_image_url || input.images[0] || "",
        images: input.images,
      });
      await recordAudit(tx, audit(scope, owner.providerId, "update-product", input.product_uuid));
    }),
  );
  return getProduct(db, scope, owner.providerId, input.product_uuid);
}

/** The answer of a bulk delete; each refusal is a text, rendered in the caller's language by the envelope. */
export type TDeleteResult = { deleted: string[]; errors: { key: string; message: Text }[] };

/**
 * Deletes products whose variants nothing references (stock, open documents: see products.references.ts);
 * the others stay and are reported. Unknown or foreign ids are 4004 when none of the ids is visible.
 */
export async function deleteProducts(
  db: Db,
  scope: AccessScope,
  input: { provider_uuid?: string; product_uuids: string[] },
): Promise<TDeleteResult> {
  const owner = await ownerScope(scope, input.provider_uuid);
  const ids = [...new Set(input.product_uuids)];
  return db.transaction(async (tx) => {
    const found = [];
    for (const id of ids.sort()) {
      const row = await repo.lockProduct(tx, owner, id);
      if (row) found.push(row);
    }
    if (found.length === 0) throw notFound();
    const variants = await repo.variantsOf(
      tx,
      owner.providerId,
      found.map((p) => p.id),
    );
    const references = await findProductReferences(
      tx,
      owner.providerId,
      variants.map((v) => v.id),
    );
    const result: TDeleteResult = { deleted: [], errors: [] };
    const visible = new Set(found.map((p) => p.id));
    for (const id of input.product_uuids.filter((x, i, all) => all.indexOf(x) === i)) {
      if (!visible.has(id)) {
        result.errors.push({ key: id, message: text("notFound") });
        continue;
      }
      const own = variants.filter((v) => v.productId === id);
      if (own.some((v) => references.has(v.id))) {
        result.errors.push({ key: id, message: inUseError(own, references) });
      } else {
        result.deleted.push(id);
      }
    }
    await repo.deleteProductRows(tx, owner.providerId, result.deleted);
    for (const id of result.deleted)
      await recordAudit(tx, audit(scope, owner.providerId, "delete-product", id));
    return result;
  });
}

/** Stores an image (magic bytes, 5 MB); attached to a product it counts against the limit of 10. */
export async function uploadImage(
  ctx: TAppContext,
  scope: AccessScope,
  q: { provider_uuid?: string; product_uuid?: string },
  bytes: Buffer,
) {
  const owner = await ownerScope(scope, q.provider_uuid);
  const productId = q.product_uuid || undefined;
  if (productId) {
    const product = await repo.findProduct(ctx.db, owner, productId);
    if (!product) throw notFound();
    if (product.images.length >= productLimits.imagesPerProduct) throw badRequest("product.imageCount");
  }
  const url = `/api/files/products/${await ctx.files.saveImage("products", bytes)}`;
  if (!productId) return { url, images: null };
  const images = await ctx.db.transaction(async (tx) => {
    await repo.lockProduct(tx, owner, productId);
    const product = await repo.findProduct(tx, owner, productId);
    if (!product) throw notFound();
    if (product.images.length >= productLimits.imagesPerProduct) throw badRequest("product.imageCount");
    const next = [...product.images, url];
    await updateTenantRow(tx, products, owner.providerId, productId, {
      images: next,
      mainImageUrl: product.mainImageUrl || url,
    });
    return next;
  });
  return { url, images };
}
