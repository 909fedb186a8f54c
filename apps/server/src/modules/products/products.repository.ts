import type { TProductListQuery } from "@wms/contracts";
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { TTenant } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { keywordOf, listPage } from "../../kernel/db/list-query.ts";
import { containsPattern, matches, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { users } from "../auth/index.ts";
import { customers } from "../tenancy/index.ts";
import { products, productVariants } from "./products.tables.ts";

/** Who may see which products: the whole tenant (provider side) or one customer's (drop shipper). */
export type TOwnerScope = Pick<TTenant, "providerId" | "customerId">;

export type TProductRow = typeof products.$inferSelect & { ownerCode: string; ownerName: string };
export type TVariantRow = typeof productVariants.$inferSelect;

const productColumns = {
  providerId: products.providerId,
  id: products.id,
  customerId: products.customerId,
  pid: products.pid,
  title: products.title,
  tags: products.tags,
  mainImageUrl: products.mainImageUrl,
  images: products.images,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  ownerCode: customers.ownerCode,
  ownerName: sql<string>`coalesce(nullif(${users.storeName}, ''), ${users.username})`,
};

function ownedBy(scope: TOwnerScope): SQL {
  const tenant = eq(products.providerId, scope.providerId);
  return scope.customerId ? sql`${tenant} and ${eq(products.customerId, scope.customerId)}` : tenant;
}

/** Product ids of the tenant that hold a variant matching a condition (served by the variant indexes). */
function productsWithVariant(providerId: string, condition: SQL) {
  return inArray(
    products.id,
    sql`(select ${productVariants.productId} from ${productVariants} where ${productVariants.providerId} = ${providerId} and ${condition})`,
  );
}

const sortColumns = {
  created_at: products.createdAt,
  updated_at: products.updatedAt,
  title: products.title,
} as const;

function baseSelect(db: Db) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(customers, tenantRow(customers, products.providerId, products.customerId))
    .innerJoin(users, eq(users.id, customers.userId));
}

/** One page of the caller's products, filtered, sorted and paged in SQL. */
export async function listProducts(db: Db, scope: TOwnerScope, q: TProductListQuery) {
  const variantId = q["product_variants.variant_id"];
  const { rows, total } = await listPage(
    db,
    {
      select: baseSelect(db),
      from: products,
      where: [
        ownedBy(scope),
        q.customer_id && !scope.customerId ? eq(products.customerId, q.customer_id) : undefined,
        variantId
          ? productsWithVariant(scope.providerId, sql`${productVariants.id} = ${variantId}`)
          : undefined,
        q.tag ? sql`${products.tags} @> array[${q.tag}]::text[]` : undefined,
        q.no_weight === "1"
          ? productsWithVariant(scope.providerId, sql`${productVariants.weight} = 0`)
          : undefined,
        q.code
          ? productsWithVariant(
              scope.providerId,
              sql`(${productVariants.sku} = ${q.code} or ${productVariants.barcode} = ${q.code})`,
            )
          : undefined,
        keywordOf(q.search, products.title, products.pid, (like) =>
          productsWithVariant(
            scope.providerId,
            sql`(${productVariants.sku} ilike ${like} or ${productVariants.barcode} ilike ${like} or ${productVariants.nameCn} ilike ${like} or ${productVariants.nameEn} ilike ${like})`,
          ),
        ),
      ],
      sorts: sortColumns,
      id: products.id,
      idOrder: "same",
    },
    q,
  );
  return { rows: rows as TProductRow[], total };
}

export async function findProducts(db: Db, scope: TOwnerScope, ids: string[]): Promise<TProductRow[]> {
  if (ids.length === 0) return [];
  return (await baseSelect(db).where(and(ownedBy(scope), inArray(products.id, ids)))) as TProductRow[];
}

export async function findProduct(db: Db, scope: TOwnerScope, id: string): Promise<TProductRow | undefined> {
  return (await findProducts(db, scope, [id]))[0];
}

/** Takes a row lock on the product, so concurrent edits of one product run one after the other. */
export async function lockProduct(db: Db, scope: TOwnerScope, id: string) {
  const [row] = await db
    .select({ id: products.id, customerId: products.customerId })
    .from(products)
    .where(and(ownedBy(scope), eq(products.id, id)))
    .for("update");
  return row;
}

export function variantsOf(db: Db, providerId: string, productIds: string[]): Promise<TVariantRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.providerId, providerId), inArray(productVariants.productId, productIds)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.createdAt));
}

/** SKUs and barcodes of an owner already used by products other than `exceptProductId`. */
export function findTakenCodes(
  db: Db,
  owner: { providerId: string; customerId: string },
  codes: { skus: string[]; barcodes: string[] },
  exceptProductId?: string,
) {
  const byCode: SQL[] = [];
  if (codes.skus.length) byCode.push(inArray(productVariants.sku, codes.skus));
  if (codes.barcodes.length) byCode.push(inArray(productVariants.barcode, codes.barcodes));
  if (byCode.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
      productId: productVariants.productId,
    })
    .from(productVariants)
    .where(
      and(
        matches(productVariants, { providerId: owner.providerId, customerId: owner.customerId }),
        or(...byCode),
        exceptProductId ? ne(productVariants.productId, exceptProductId) : undefined,
      ),
    );
}

/** All SKUs of an owner that start with a prefix (to find a free copy SKU). */
export async function skusWithPrefix(
  db: Db,
  owner: { providerId: string; customerId: string },
  prefix: string,
) {
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        matches(productVariants, { providerId: owner.providerId, customerId: owner.customerId }),
        sql`${productVariants.sku} like ${`${prefix.replace(/[%_\\]/g, "\\$&")}%`}`,
      ),
    );
  return new Set(rows.map((r) => r.sku));
}

export async function insertProducts(db: Db, rows: (typeof products.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(products).values(rows).returning({ id: products.id });
}

export async function insertVariants(db: Db, rows: (typeof productVariants.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(productVariants).values(rows);
}

export async function deleteVariantRows(db: Db, providerId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .delete(productVariants)
    .where(and(eq(productVariants.providerId, providerId), inArray(productVariants.id, ids)));
}

export async function deleteProductRows(db: Db, providerId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(products).where(and(eq(products.providerId, providerId), inArray(products.id, ids)));
}

/** The variant columns a document line (of an order, a receipt) is shown with: `presentLineItem`. */
export const lineItemColumns = {
  sku: productVariants.sku,
  barcode: productVariants.barcode,
  nameEn: productVariants.nameEn,
  nameCn: productVariants.nameCn,
};

/**
 * The customer's variants whose SKU or (non-empty) barcode is one of `codes`; with `customerId` null, those of
 * every customer of the provider (the floor scans a code before it knows whose it is).
 */
export function variantsByCodes(db: Db, providerId: string, customerId: string | null, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: productVariants.id,
      customerId: productVariants.customerId,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
    })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.providerId, providerId),
        customerId ? eq(productVariants.customerId, customerId) : undefined,
        or(
          inArray(productVariants.sku, codes),
          and(inArray(productVariants.barcode, codes), ne(productVariants.barcode, "")),
        ),
      ),
    );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type TExportFilters = { search?: string; tag?: string; customer_id?: string };

function exportConditions(scope: TOwnerScope, filters: TExportFilters) {
  const conditions: (SQL | undefined)[] = [ownedBy(scope)];
  if (filters.customer_id && !scope.customerId) {
    conditions.push(
      uuidPattern.test(filters.customer_id) ? eq(products.customerId, filters.customer_id) : sql`false`,
    );
  }
  if (filters.tag) conditions.push(sql`${products.tags} @> array[${filters.tag}]::text[]`);
  if (filters.search) {
    const like = containsPattern(filters.search);
    conditions.push(
      or(
        ilike(products.title, like),
        ilike(products.pid, like),
        ilike(productVariants.sku, like),
        ilike(productVariants.barcode, like),
        ilike(productVariants.nameCn, like),
        ilike(productVariants.nameEn, like),
      ),
    );
  }
  return conditions;
}

const variantOfProduct = tenantRow(products, productVariants.providerId, productVariants.productId);

/**
 * Keyset page over an owner's variants with their product, for the spreadsheet export: ordered by
 * (product, position, variant) so a product's variants stay together; the cursor is that triple.
 */
export async function exportPage(
  db: Db,
  scope: TOwnerScope,
  filters: TExportFilters,
  after: string | null,
  limit: number,
) {
  const conditions = exportConditions(scope, filters);
  if (after) {
    const [productId, position, variantId] = after.split("|");
    conditions.push(
      sql`(${productVariants.productId}, ${productVariants.position}, ${productVariants.id}) > (${productId}::uuid, ${Number(position)}::int, ${variantId}::uuid)`,
    );
  }
  const rows = await db
    .select({ product: products, variant: productVariants, ownerCode: customers.ownerCode })
    .from(productVariants)
    .innerJoin(products, variantOfProduct)
    .innerJoin(customers, tenantRow(customers, products.providerId, products.customerId))
    .where(and(eq(productVariants.providerId, scope.providerId), ...conditions))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id))
    .limit(limit);
  const last = rows.at(-1)?.variant;
  return {
    rows,
    cursor: rows.length === limit && last ? `${last.productId}|${last.position}|${last.id}` : null,
  };
}

export async function exportCount(db: Db, scope: TOwnerScope, filters: TExportFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productVariants)
    .innerJoin(products, variantOfProduct)
    .where(and(eq(productVariants.providerId, scope.providerId), ...exportConditions(scope, filters)));
  return row?.n ?? 0;
}
