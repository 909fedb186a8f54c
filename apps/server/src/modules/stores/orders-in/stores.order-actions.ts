import {
  Code,
  type TMapShopSkuRequest,
  type TRetryShopOrdersRequest,
  type TShopOrdersTried,
} from "@wms/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AccessScope } from "../../../kernel/access/access-scope.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { matches } from "../../../kernel/db/sql-helpers.ts";
import { AppError, notFound, text } from "../../../kernel/errors.ts";
import { variantsByCodes } from "../../products/index.ts";
import { retryUnmappedReturns } from "../returns/stores.return-intake.ts";
import type { TShopRow } from "../stores.repository.ts";
import { ownActiveShop } from "../stores.service.ts";
import { shopOrders, shopSkuMaps } from "../stores.tables.ts";
import { convertShopOrder } from "./stores.order-convert.ts";

/** What the drop shipper does about held shop orders: map a SKU, or try them again. */

/** Puts the shop's held orders (these ids, or those held for a reason) back to waiting, due now. */
async function requeue(db: Db, shop: TShopRow, which: { ids?: string[]; reasons?: string[] }) {
  const now = new Date();
  return db
    .update(shopOrders)
    .set({ state: "waiting", reason: null, reasonParams: {}, dueAt: now, updatedAt: now })
    .where(
      and(
        matches(shopOrders, { providerId: shop.providerId, shopId: shop.id }),
        eq(shopOrders.state, "held"),
        which.ids ? inArray(shopOrders.id, which.ids) : undefined,
        which.reasons ? inArray(shopOrders.reason, which.reasons as never[]) : undefined,
      ),
    )
    .returning({ id: shopOrders.id });
}

/** Orders a request converts itself; the rest (already due) are the worker's next round. */
const triedInRequest = 50;

/** Tries each order now, one transaction each; answers how many converted and how many are held still. */
async function tryNow(db: Db, shop: TShopRow, ids: string[]): Promise<TShopOrdersTried> {
  const tried: TShopOrdersTried = { converted: 0, held: 0 };
  for (const id of ids.slice(0, triedInRequest)) {
    const outcome = await convertShopOrder(db, { providerId: shop.providerId, id });
    if (outcome) tried[outcome] += 1;
  }
  return tried;
}

/** Held orders of the shop are tried again at once (after stock arrived, or a fix made elsewhere). */
export async function retryShopOrders(db: Db, scope: AccessScope, input: TRetryShopOrdersRequest) {
  const shop = await ownActiveShop(db, scope, input);
  const requeued = await requeue(db, shop, { ids: input.ids });
  return tryNow(
    db,
    shop,
    requeued.map((r) => r.id),
  );
}

/** After the shop's user info changed: orders held for what it decides are due again (the worker tries them). */
export async function requeueAfterSettings(db: Db, shop: TShopRow) {
  // Orders waiting out the delay wait the new one.
  await db
    .update(shopOrders)
    .set({ dueAt: sql`${shopOrders.orderedAt} + make_interval(mins => ${shop.delayFulfilMinutes})` })
    .where(
      and(
        matches(shopOrders, { providerId: shop.providerId, shopId: shop.id }),
        eq(shopOrders.state, "waiting"),
        eq(shopOrders.reason, "delay"),
      ),
    );
  await requeue(db, shop, {
    reasons: ["country_not_included", "country_excluded", "no_warehouse", "refused"],
  });
}

/**
 * "Map this SKU": the shop variant is the drop shipper's catalogue SKU from now on, whatever the product
 * sync links; the orders held for an unmapped SKU try again, and the returns skipped for one are read again.
 */
export async function mapShopSku(db: Db, scope: AccessScope, input: TMapShopSkuRequest) {
  const shop = await ownActiveShop(db, scope, input);
  // The SKU itself (the look-up also matches barcodes; a mapping names a SKU).
  const variant = (await variantsByCodes(db, shop.providerId, shop.customerId, [input.sku])).find(
    (v) => v.sku === input.sku,
  );
  if (!variant)
    throw new AppError(Code.badRequest, "badRequest", {
      fields: { sku: text("store.skuNotInCatalogue", { sku: input.sku }) },
    });
  const [inOrders] = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(
      and(
        matches(shopOrders, { providerId: shop.providerId, shopId: shop.id }),
        sql`${shopOrders.items} @> ${JSON.stringify([{ shopifyVariantId: input.shopify_variant_id }])}::jsonb`,
      ),
    )
    .limit(1);
  if (!inOrders) throw notFound("store.variantNotInOrders");
  await db
    .insert(shopSkuMaps)
    .values({
      providerId: shop.providerId,
      shopId: shop.id,
      shopifyVariantId: input.shopify_variant_id,
      variantId: variant.id,
      createdBy: scope.userId,
    })
    .onConflictDoUpdate({
      target: [shopSkuMaps.providerId, shopSkuMaps.shopId, shopSkuMaps.shopifyVariantId],
      set: { variantId: variant.id, createdBy: scope.userId, updatedAt: new Date() },
    });
  const requeued = await requeue(db, shop, { reasons: ["unmapped_sku"] });
  await retryUnmappedReturns(db, shop);
  return tryNow(
    db,
    shop,
    requeued.map((r) => r.id),
  );
}
