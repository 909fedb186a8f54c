import { shopLinkStates, type TShopConflictReason, type TShopLinkState } from "@wms/contracts";
import { and, eq, gte, inArray, isNotNull, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { countsByState } from "../../../kernel/db/list-query.ts";
import { type TCatalogueItem, upsertCatalogueBySku } from "../../products/index.ts";
import { shopVariants } from "../stores.tables.ts";
import type { TShopVariantRead } from "./stores.shop-catalog.ts";

/**
 * One page of a shop's variants written in one transaction: linked to the drop shipper's catalogue by SKU
 * (products module), then kept with their link state (`shop_variants`). The first variant of the shop
 * (in Shopify's id order, within this sync) to carry a SKU links it; a later one with the same SKU is a
 * conflict, so two shop variants never fight over one catalogue variant.
 */

export type TShopOwner = { providerId: string; customerId: string; shopId: string };

type TLink = {
  state: TShopLinkState;
  reason: TShopConflictReason | null;
  detail: string | null;
  productId: string | null;
  variantId: string | null;
};

const conflict = (reason: TShopConflictReason, detail: string | null = null): TLink => ({
  state: "sku_conflict",
  reason,
  detail,
  productId: null,
  variantId: null,
});

/** The rows of one shop. */
export const ofShop = (shop: Pick<TShopOwner, "providerId" | "shopId">) =>
  and(eq(shopVariants.providerId, shop.providerId), eq(shopVariants.shopId, shop.shopId));

/** SKUs that other variants of the shop already link in this sync (started at `since`). */
async function skusTakenInSync(tx: Db, owner: TShopOwner, page: TShopVariantRead[], since: Date) {
  const skus = [...new Set(page.map((v) => v.sku).filter(Boolean))];
  if (skus.length === 0) return new Set<string>();
  const rows = await tx
    .select({ sku: shopVariants.sku })
    .from(shopVariants)
    .where(
      and(
        ofShop(owner),
        inArray(shopVariants.sku, skus),
        gte(shopVariants.syncedAt, since),
        inArray(shopVariants.linkState, ["linked", "new"]),
        notInArray(
          shopVariants.shopifyVariantId,
          page.map((v) => v.shopifyVariantId),
        ),
      ),
    );
  return new Set(rows.map((r) => r.sku));
}

/** The catalogue product each shop product went to before (so new variants join their siblings). */
async function knownProducts(tx: Db, owner: TShopOwner, page: TShopVariantRead[]) {
  const ids = [...new Set(page.map((v) => v.shopifyProductId))];
  const rows = await tx
    .selectDistinctOn([shopVariants.shopifyProductId], {
      shopifyProductId: shopVariants.shopifyProductId,
      productId: shopVariants.productId,
    })
    .from(shopVariants)
    .where(
      and(ofShop(owner), inArray(shopVariants.shopifyProductId, ids), isNotNull(shopVariants.productId)),
    );
  return new Map(rows.map((r) => [r.shopifyProductId, r.productId]));
}

const catalogueItem = (v: TShopVariantRead, knownProductId: string | null): TCatalogueItem => ({
  key: v.shopifyVariantId,
  group: v.shopifyProductId,
  knownProductId,
  product: { title: v.productTitle, tags: v.tags, mainImageUrl: v.imageUrl },
  variant: {
    sku: v.sku,
    barcode: v.barcode,
    nameEn: v.variantTitle ? `${v.productTitle} - ${v.variantTitle}` : v.productTitle,
    size: v.size,
    colour: v.colour,
    price: v.price,
    compareAtPrice: v.compareAtPrice,
    weight: v.weightKg,
    mainImageUrl: v.imageUrl,
  },
});

/** Links one page of the shop's variants and keeps them; answers how many of each state. */
export async function writeVariantPage(
  tx: Db,
  owner: TShopOwner,
  page: TShopVariantRead[],
  syncStartedAt: Date,
): Promise<Record<TShopLinkState, number>> {
  const links = new Map<string, TLink>();
  const taken = await skusTakenInSync(tx, owner, page, syncStartedAt);
  const known = await knownProducts(tx, owner, page);
  const candidates: TCatalogueItem[] = [];
  for (const v of page) {
    if (!v.sku) links.set(v.shopifyVariantId, conflict("missing_sku"));
    else if (taken.has(v.sku)) links.set(v.shopifyVariantId, conflict("duplicate_sku"));
    else {
      taken.add(v.sku);
      candidates.push(catalogueItem(v, known.get(v.shopifyProductId) ?? null));
    }
  }
  for (const outcome of await upsertCatalogueBySku(tx, owner, candidates)) {
    links.set(
      outcome.key,
      "refused" in outcome
        ? conflict(outcome.refused, outcome.detail)
        : {
            state: outcome.created ? "new" : "linked",
            reason: null,
            detail: null,
            productId: outcome.productId,
            variantId: outcome.variantId,
          },
    );
  }

  const now = new Date();
  const rows = page.map((v) => {
    const link = links.get(v.shopifyVariantId) ?? conflict("invalid", "internal");
    return {
      providerId: owner.providerId,
      shopId: owner.shopId,
      customerId: owner.customerId,
      shopifyProductId: v.shopifyProductId,
      shopifyVariantId: v.shopifyVariantId,
      inventoryItemId: v.inventoryItemId,
      productTitle: v.productTitle,
      variantTitle: v.variantTitle,
      productStatus: v.productStatus,
      sku: v.sku,
      barcode: v.barcode,
      options: v.options,
      price: v.price,
      compareAtPrice: v.compareAtPrice,
      weightKg: v.weightKg,
      imageUrl: v.imageUrl,
      tags: v.tags,
      linkState: link.state,
      conflictReason: link.reason,
      conflictDetail: link.detail,
      productId: link.productId,
      variantId: link.variantId,
      syncedAt: now,
      updatedAt: now,
    };
  });
  if (rows.length > 0) {
    const keep = (column: string) => sql.raw(`excluded.${column}`);
    await tx
      .insert(shopVariants)
      .values(rows)
      .onConflictDoUpdate({
        target: [shopVariants.providerId, shopVariants.shopId, shopVariants.shopifyVariantId],
        set: Object.fromEntries(
          Object.entries({
            shopifyProductId: "shopify_product_id",
            inventoryItemId: "inventory_item_id",
            productTitle: "product_title",
            variantTitle: "variant_title",
            productStatus: "product_status",
            sku: "sku",
            barcode: "barcode",
            options: "options",
            price: "price",
            compareAtPrice: "compare_at_price",
            weightKg: "weight_kg",
            imageUrl: "image_url",
            tags: "tags",
            linkState: "link_state",
            conflictReason: "conflict_reason",
            conflictDetail: "conflict_detail",
            productId: "product_id",
            variantId: "variant_id",
            syncedAt: "synced_at",
            updatedAt: "updated_at",
          }).map(([field, column]) => [field, keep(column)]),
        ),
      });
  }
  const counts: Record<TShopLinkState, number> = { linked: 0, new: 0, sku_conflict: 0 };
  for (const row of rows) counts[row.linkState] += 1;
  return counts;
}

/** After a complete sync: the variants the shop no longer has are forgotten. */
export async function forgetVanishedVariants(db: Db, owner: TShopOwner, syncStartedAt: Date) {
  await db.delete(shopVariants).where(and(ofShop(owner), lt(shopVariants.syncedAt, syncStartedAt)));
}

/** How the shop's variants are linked now. */
export function linkCounts(db: Db, owner: Omit<TShopOwner, "customerId">) {
  return countsByState(db, shopVariants.linkState, ofShop(owner), shopLinkStates);
}
