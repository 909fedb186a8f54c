import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { rowsOf, updateTenantRow } from "../../../kernel/db/sql-helpers.ts";
import { withShopAccess } from "../shopify/stores.shop-access.ts";
import {
  budgetAllows,
  costMeter,
  restoredAfter,
  ShopifyCallError,
} from "../shopify/stores.shopify-client.ts";
import type { TStoreDeps } from "../shopify/stores.tokens.ts";
import type { TShopRow } from "../stores.repository.ts";
import { shops } from "../stores.tables.ts";
import { recordShopOrder } from "./stores.order-record.ts";
import {
  changesPerPage,
  ordersPerRead,
  readCostPerOrder,
  shopOrderReader,
  type TOrderChange,
} from "./stores.shop-orders.ts";

/**
 * The read-back (docs/stores.md "Reconciliation"): webhooks can be lost, so every SHOP_RECONCILE_MINUTES
 * each active shop's orders updated since the last one read are listed from Shopify and recorded as a
 * webhook would (older updates change nothing). It starts from the binding: orders placed before it are
 * the merchant's own to fulfil.
 *
 * The position is Shopify's own cursor in one query (`updated_at:>=` a fixed time, by UPDATED_AT, whose
 * cursor is the order's update time and id), kept on the shop after every step: any number of orders
 * sharing one second is passed, and a stopped round goes on where it was. Only the orders the platform has
 * not recorded at that update are read in full. Once the position is older than `settleMs`, the query's
 * start moves past it.
 *
 * Cost: a round keeps within `budgetAllows` (stores.shopify-client.ts: at most `roundShare` of the shop's
 * bucket, never leaving less than `floorShare`), so stock pushes and fulfilments always find room. A round
 * stopped by its budget is followed by the next once the bucket has restored what it spent, not at once.
 */

/** Shopify's search index may lag a write by seconds; minutes later every order of that second is listed. */
const settleMs = 5 * 60_000;
const changesCost = changesPerPage + 2;

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
      and(
        eq(shops.status, "active"),
        eq(shops.demo, false),
        or(isNull(shops.ordersCheckedAt), lt(shops.ordersCheckedAt, before)),
      ),
    )
    .orderBy(sql`${shops.ordersCheckedAt} nulls first`)
    .limit(limit)
    .for("update", { skipLocked: true });
  return deps.db.update(shops).set({ ordersCheckedAt: now }).where(inArray(shops.id, due)).returning();
}

/** Of these changes, the gids the platform has not recorded at that update or later. */
async function unrecorded(db: Db, shop: TShopRow, changes: TOrderChange[]): Promise<Set<string>> {
  if (changes.length === 0) return new Set();
  const listed = JSON.stringify(changes.map((c) => ({ id: c.id, at: c.updatedAt.toISOString() })));
  const result = await db.execute(sql`
    select c.id from jsonb_to_recordset(${listed}::jsonb) as c(id text, at timestamptz)
    where not exists (
      select 1 from shop_orders o
      where o.provider_id = ${shop.providerId} and o.shop_id = ${shop.id}
        and o.shopify_order_id = c.id and o.shopify_updated_at >= c.at)`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

/**
 * Runs of a page's changes, each ending at the `ordersPerRead`-th unrecorded order (or the page's end):
 * one read and one transaction each, after which the position is that run's last order.
 */
function runsOf(changes: TOrderChange[], unread: Set<string>) {
  const runs: { ids: string[]; last: TOrderChange }[] = [];
  let ids: string[] = [];
  for (const [i, change] of changes.entries()) {
    if (unread.has(change.id)) ids.push(change.id);
    if (ids.length === ordersPerRead || i === changes.length - 1) {
      runs.push({ ids, last: change });
      ids = [];
    }
  }
  return runs;
}

export type TReadBack = { read: number; caughtUp: boolean; spent: number };

/** One round of a shop's read-back; answers how many orders it read in full, whether it reached the end, and its cost. */
export async function reconcileShopOrders(
  deps: TStoreDeps,
  shop: TShopRow,
  options: { now?: Date; everyMinutes?: number } = {},
): Promise<TReadBack> {
  const now = options.now ?? new Date();
  const position = {
    since: shop.ordersReadTo ?? shop.createdAt,
    cursor: shop.ordersReadCursor,
    last: shop.ordersReadLast,
  };
  const meter = costMeter();
  let read = 0;
  let caughtUp = false;
  const save = (db: Db) =>
    updateTenantRow(db, shops, shop.providerId, shop.id, {
      ordersReadTo: position.since,
      ordersReadCursor: position.cursor,
      ordersReadLast: position.last,
    });

  await withShopAccess(deps, shop, async (access) => {
    const reader = shopOrderReader(deps.shopify, access, meter);
    const changesAfter = async (cursor: string | null) => {
      try {
        return await reader.changes(position.since, cursor);
      } catch (err) {
        // A cursor Shopify no longer takes: read this query again from its start rather than never again.
        if (
          !(
            cursor &&
            err instanceof ShopifyCallError &&
            err.kind === "platform" &&
            /cursor/i.test(err.message)
          )
        )
          throw err;
        position.cursor = null;
        return reader.changes(position.since, null);
      }
    };
    while (budgetAllows(meter, changesCost)) {
      const page = await changesAfter(position.cursor);
      const unread = await unrecorded(deps.db, shop, page.changes);
      for (const run of runsOf(page.changes, unread)) {
        if (run.ids.length > 0 && !budgetAllows(meter, run.ids.length * readCostPerOrder)) return;
        const orders = run.ids.length > 0 ? await reader.read(run.ids) : [];
        await deps.db.transaction(async (tx) => {
          for (const order of orders) await recordShopOrder(tx, shop, order);
          position.cursor = run.last.cursor;
          position.last = run.last.updatedAt;
          await save(tx);
        });
        read += orders.length;
      }
      if (!page.more) {
        caughtUp = true;
        return;
      }
    }
  });

  if (caughtUp && position.last && position.last.getTime() < now.getTime() - settleMs) {
    // Every order updated in that second has long been listed: the query starts after it from now on.
    position.since = new Date(Math.floor(position.last.getTime() / 1000) * 1000 + 1000);
    position.cursor = null;
    position.last = null;
    await save(deps.db);
  }
  if (!caughtUp && meter.status) {
    // Not finished: the next round comes once the bucket has restored what this one spent.
    const everyMs = (options.everyMinutes ?? 15) * 60_000;
    await updateTenantRow(deps.db, shops, shop.providerId, shop.id, {
      ordersCheckedAt: new Date(now.getTime() - everyMs + restoredAfter(meter)),
    });
  }
  return { read, caughtUp, spent: meter.spent };
}
