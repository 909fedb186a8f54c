import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { recordShopOrder } from "./stores.order-record.ts";
import type { TShopRow } from "./stores.repository.ts";
import type { TStoreDeps } from "./stores.service.ts";
import { withShopAccess } from "./stores.shop-access.ts";
import { shopOrderReader } from "./stores.shop-orders.ts";
import { shops } from "./stores.tables.ts";

/**
 * The reconciliation (docs/stores.md "Orders in"): webhooks can be lost, so every SHOP_RECONCILE_MINUTES
 * each active shop's orders updated since the last one read are read back from Shopify and recorded as a
 * webhook would (older updates change nothing). It starts from the binding: orders placed before it are
 * the merchant's own to fulfil. A round reads a bounded number of pages; a shop with more goes on next round.
 */

const pagesPerRound = 20;

/**
 * Active shops due for a reconciliation, claimed in one statement: rows another instance is claiming are
 * skipped, so two instances never read the same shop at once.
 */
export function claimShopsToReconcile(deps: TStoreDeps, now: Date, everyMinutes: number, limit = 5) {
  const before = new Date(now.getTime() - everyMinutes * 60_000);
  const due = deps.db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(eq(shops.status, "active"), or(isNull(shops.ordersCheckedAt), lt(shops.ordersCheckedAt, before))),
    )
    .orderBy(sql`${shops.ordersCheckedAt} nulls first`)
    .limit(limit)
    .for("update", { skipLocked: true });
  return deps.db.update(shops).set({ ordersCheckedAt: now }).where(inArray(shops.id, due)).returning();
}

/** Reads the shop's orders updated since the last read and records them; answers how many were read. */
export async function reconcileShopOrders(deps: TStoreDeps, shop: TShopRow): Promise<number> {
  let since = shop.ordersReadTo ?? shop.createdAt;
  let read = 0;
  let more = false;
  await withShopAccess(deps, shop, async (access) => {
    const page = shopOrderReader(deps.shopify, access);
    let after: string | null = null;
    for (let n = 0; n < pagesPerRound; n++) {
      const { orders, next } = await page(since, after);
      await deps.db.transaction(async (tx) => {
        for (const order of orders) await recordShopOrder(tx, shop, order);
      });
      read += orders.length;
      for (const o of orders) if (o.updatedAt > since) since = o.updatedAt;
      // Progress is kept per page: a failure later reads again only from here.
      await updateTenantRow(deps.db, shops, shop.providerId, shop.id, { ordersReadTo: since });
      after = next;
      if (!next) return;
    }
    more = true;
  });
  // Not finished: the next round goes on at once instead of after SHOP_RECONCILE_MINUTES.
  if (more) await updateTenantRow(deps.db, shops, shop.providerId, shop.id, { ordersCheckedAt: null });
  return read;
}
