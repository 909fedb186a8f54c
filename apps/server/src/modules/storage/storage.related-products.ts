import type { TRelatedProduct } from "@wms/contracts";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
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
  const joinProduct = tenantRow(products, productVariants.providerId, productVariants.productId);
  const joinCustomer = tenantRow(customers, productVariants.providerId, productVariants.customerId);
  const { rows, total } = await listPage(
    db,
    {
      select: db
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
        .innerJoin(customers, joinCustomer),
      from: productVariants,
      countJoins: [{ table: products, on: joinProduct }],
      where: [
        eq(productVariants.providerId, f.providerId),
        filterEq(productVariants.customerId, f.customerId),
        f.warehouseId
          ? sql`exists (select 1 from ${storageSelections} s where s.provider_id = ${productVariants.providerId}
        and s.customer_id = ${productVariants.customerId} and s.warehouse_id = ${f.warehouseId})`
          : undefined,
      ],
      keyword: [
        productVariants.sku,
        productVariants.barcode,
        productVariants.nameCn,
        productVariants.nameEn,
        products.title,
      ],
      orderBy: [asc(customers.ownerCode), asc(productVariants.sku), asc(productVariants.id)],
    },
    { page_size: f.page.size, cur_page: f.page.cur, keyword: f.keyword },
  );
  return {
    list: rows.map(({ variant_image, product_image, ...r }) => ({
      ...r,
      main_image_url: variant_image || product_image,
    })),
    total,
  };
}
