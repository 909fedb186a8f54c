import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { matches } from "../../../kernel/db/sql-helpers.ts";
import { productVariants, variantsByCodes } from "../../products/index.ts";
import type { TShopRow } from "../stores.repository.ts";
import { shopSkuMaps, shopVariants, type TShopOrderItem } from "../stores.tables.ts";

/**
 * Which catalogue variant of the drop shipper a shop's line stands for (docs/stores.md "Orders in"): a "Map
 * this SKU" mapping first, else the product sync's link, else the same SKU. Orders and returns map alike.
 */

/** The catalogue variant of each line (by line item id), or none: the mapping, else the sync's link, else the SKU. */
export async function mapLines(
  db: Db,
  shop: Pick<TShopRow, "providerId" | "id" | "customerId">,
  items: Pick<TShopOrderItem, "lineItemId" | "shopifyVariantId" | "sku">[],
): Promise<Map<string, { variantId: string; sku: string }>> {
  const mapped = new Map<string, { variantId: string; sku: string }>();
  const variantIds = [...new Set(items.flatMap((i) => i.shopifyVariantId ?? []))];
  for (const table of [shopSkuMaps, shopVariants]) {
    const open = variantIds.filter((id) =>
      items.some((i) => i.shopifyVariantId === id && !mapped.has(i.lineItemId)),
    );
    if (open.length === 0) break;
    const links = await db
      .select({
        shopifyVariantId: table.shopifyVariantId,
        variantId: productVariants.id,
        sku: productVariants.sku,
      })
      .from(table)
      .innerJoin(
        productVariants,
        and(
          eq(productVariants.providerId, table.providerId),
          eq(productVariants.id, table.variantId),
          eq(productVariants.customerId, shop.customerId),
        ),
      )
      .where(
        and(
          matches(table, { providerId: shop.providerId, shopId: shop.id }),
          inArray(table.shopifyVariantId, open),
        ),
      );
    const byVariant = new Map(links.map((l) => [l.shopifyVariantId, l]));
    for (const i of items) {
      const link = i.shopifyVariantId ? byVariant.get(i.shopifyVariantId) : undefined;
      if (link && !mapped.has(i.lineItemId))
        mapped.set(i.lineItemId, { variantId: link.variantId, sku: link.sku });
    }
  }
  const bySku = items.filter((i) => !mapped.has(i.lineItemId) && i.sku);
  if (bySku.length > 0) {
    const found = await variantsByCodes(db, shop.providerId, shop.customerId, [
      ...new Set(bySku.map((i) => i.sku)),
    ]);
    const variants = new Map(found.filter((v) => v.sku).map((v) => [v.sku, v]));
    for (const i of bySku) {
      const v = variants.get(i.sku);
      if (v) mapped.set(i.lineItemId, { variantId: v.id, sku: v.sku });
    }
  }
  return mapped;
}
