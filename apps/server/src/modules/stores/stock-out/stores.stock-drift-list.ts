import {
  Code,
  type TShopDrift,
  type TShopDriftQuery,
  type TShopDriftSummary,
  type TShopDriftSummaryQuery,
  type TShopIdBody,
} from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { AccessScope } from "../../../kernel/access/access-scope.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { filterEq, listPage } from "../../../kernel/db/list-query.ts";
import { matches, presentPage, rowsOf, updateTenantRow } from "../../../kernel/db/sql-helpers.ts";
import { AppError, type TWithTexts, text } from "../../../kernel/errors.ts";
import { seconds } from "../../../kernel/present.ts";
import { demoShopRefusal } from "../shopify/stores.shop-access.ts";
import { ownActiveShop, visibleShop } from "../stores.service.ts";
import { shopStockDrifts, shops } from "../stores.tables.ts";

/** `/ds/ds-product-info` and `/p/p-product-info`: how a shop's stock compares, and its drifts (docs/stores.md "Stock drift"). */

const day = 24 * 60 * 60_000;

type TDriftRow = typeof shopStockDrifts.$inferSelect;

function presentDrift(r: TDriftRow): TWithTexts<TShopDrift> {
  return {
    id: r.id,
    shop_variant_id: r.shopVariantId,
    sku: r.sku,
    title: r.title,
    shopify_quantity: r.shopifyQuantity,
    warehouse_quantity: r.warehouseQuantity,
    difference: r.shopifyQuantity - r.warehouseQuantity,
    found_at: seconds(r.foundAt),
    state: r.state,
    resolved_at: seconds(r.resolvedAt),
    repaired_from: r.repairedFrom,
    repaired_to: r.repairedTo,
    error_text: r.error ? text(`store.stockError.${r.error}`, { detail: r.errorDetail }) : null,
  };
}

export async function listShopDrifts(db: Db, scope: AccessScope, q: TShopDriftQuery) {
  const shop = await visibleShop(db, scope, q);
  const d = shopStockDrifts;
  const page = await listPage(
    db,
    {
      from: d,
      where: [matches(d, { providerId: shop.providerId, shopId: shop.id }), filterEq(d.state, q.state)],
      keyword: [d.sku, d.title],
      sorts: {
        found_at: d.foundAt,
        sku: d.sku,
        difference: sql`(${d.shopifyQuantity} - ${d.warehouseQuantity})`,
      },
      id: d.id,
      idOrder: "same",
    },
    q,
  );
  return presentPage(page, presentDrift, q);
}

/** The figure: variants in step at their last look, drifts open, repaired and failed since `since`, the checks' times. */
export async function shopDriftSummary(
  db: Db,
  scope: AccessScope,
  q: TShopDriftSummaryQuery,
): Promise<TShopDriftSummary> {
  const shop = await visibleShop(db, scope, q);
  const since = q.since !== undefined ? new Date(q.since * 1000) : new Date(Date.now() - day);
  const [counts] = rowsOf<{ in_step: number; open: number; repaired: number; failed: number }>(
    await db.execute(sql`
      select (select count(*)::int from shop_variants v
               where v.provider_id = ${shop.providerId} and v.shop_id = ${shop.id} and v.stock_in_step) as in_step,
             count(*) filter (where d.state = 'open')::int as open,
             count(*) filter (where d.state = 'repaired' and d.resolved_at >= ${since})::int as repaired,
             count(*) filter (where d.state = 'failed' and d.resolved_at >= ${since})::int as failed
        from shop_stock_drifts d
       where d.provider_id = ${shop.providerId} and d.shop_id = ${shop.id}
         and (d.state = 'open' or d.resolved_at >= ${since})`),
  );
  return {
    push_stock: shop.pushStock,
    in_step: counts?.in_step ?? 0,
    open: counts?.open ?? 0,
    repaired: counts?.repaired ?? 0,
    failed: counts?.failed ?? 0,
    checked_at: seconds(shop.stockCheckedAt),
    next_check_at: shop.pushStock ? seconds(shop.stockCheckDueAt) : null,
  };
}

/** The drop shipper asks for a whole comparison now: it starts over at the worker's next round. */
export async function checkShopDrift(db: Db, scope: AccessScope, input: TShopIdBody) {
  const shop = await ownActiveShop(db, scope, input);
  if (shop.demo) throw demoShopRefusal();
  if (!shop.pushStock) throw new AppError(Code.badRequest, "store.driftNeedsPush");
  await updateTenantRow(db, shops, shop.providerId, shop.id, {
    stockCheckDueAt: null,
    stockCheckAfter: null,
  });
  return null;
}
