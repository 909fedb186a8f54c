import type { TRelatedProduct } from "@wms/contracts";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { containsPattern } from "../../kernel/db/sql-helpers.ts";
import { products, productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { storageSelections } from "./storage.tables.ts";

/**
 * The minimal read of the products module that storage needs: the SKUs (variants) of a provider's
 * customers, optionally only of the customers who store goods in one warehouse. Only the columns below
 * are used, so the products module can evolve freely around them.
 */
export async function listRelatedVariants(
  db: Db,
  f: {
    providerId: string;
    customerId?: string;
    warehouseId?: string;
    keyword?: string;
    page: { size: number; cur: number };
  },
): Promise<{ list: TRelatedProduct[]; total: number }> {
  const filters: (SQL | undefined)[] = [eq(productVariants.providerId, f.providerId)];
  if (f.customerId) filters.push(eq(productVariants.customerId, f.customerId));
  if (f.warehouseId) {
    filters.push(
      sql`exists (select 1 from ${storageSelections} s where s.provider_id = ${productVariants.providerId}
        and s.customer_id = ${productVariants.customerId} and s.warehouse_id = ${f.warehouseId})`,
    );
  }
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    filters.push(
      or(
        ilike(productVariants.sku, like),
        ilike(productVariants.barcode, like),
        ilike(productVariants.nameCn, like),
        ilike(productVariants.nameEn, like),
        ilike(products.title, like),
      ),
    );
  }
  const where = and(...filters);
  const joinProduct = and(
    eq(products.providerId, productVariants.providerId),
    eq(products.id, productVariants.productId),
  );
  const joinCustomer = and(
    eq(customers.providerId, productVariants.providerId),
    eq(customers.id, productVariants.customerId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        product_uuid: products.id,
        variant_id: productVariants.id,
        customer_id: productVariants.customerId,
        owner_code: customers.ownerCode,
        title: products.title,
        sku: productVariants.sku,
        barcode: productVariants.barcode,
        name_cn: productVariants.nameCn,
        name_en: productVariants.nameEn,
        variant_image: productVariants.mainImageUrl,
        product_image: products.mainImageUrl,
      })
      .from(productVariants)
      .innerJoin(products, joinProduct)
      .innerJoin(customers, joinCustomer)
      .where(where)
      .orderBy(asc(customers.ownerCode), asc(productVariants.sku), asc(productVariants.id))
      .limit(f.page.size)
      .offset((f.page.cur - 1) * f.page.size),
    db.select({ n: count() }).from(productVariants).innerJoin(products, joinProduct).where(where),
  ]);
  return {
    list: rows.map(({ variant_image, product_image, ...r }) => ({
      ...r,
      main_image_url: variant_image || product_image,
    })),
    total: total?.n ?? 0,
  };
}
