import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../kernel/db/client.ts";
import { rowsOf } from "../../../kernel/db/sql-helpers.ts";
import { withShopAccess } from "../shopify/stores.shop-access.ts";
import { budgetAllows, costMeter, restoredAfter, type TCostMeter } from "../shopify/stores.shopify-client.ts";
import type { TStoreDeps } from "../shopify/stores.tokens.ts";
import type { TShopRow } from "../stores.repository.ts";
import { shops } from "../stores.tables.ts";
import {
  recordOutcomes,
  setStockAt,
  shopSellable,
  type TStocker,
  type TStockOutcome,
} from "./stores.stock-push.ts";
import { linkedVariantSql, skuMapJoin, type TStockVariant } from "./stores.stock-queue.ts";
import { shopStocker, stockBatch } from "./stores.stock-shopify.ts";

/**
 * The stock drift check (docs/stores.md "Stock drift"). Every SHOP_DRIFT_MINUTES each active shop that
 * pushes stock has every linked variant's `available` at its primary location read from Shopify, a page of
 * `stockBatch` at a time, and compared with what the drop shipper can sell in the warehouse. A difference
 * that no queued push explains is recorded as an open drift; `driftSettleMs` later it is looked at again
 * (an order placed in Shopify whose webhook is on its way makes a difference that settles by itself) and,
 * if still off, set with `changeFromQuantity` (the quantity Shopify had at that look: a count made since is
 * refused, read again, never overwritten).
 *
 * Cost: rounds keep within `budgetAllows`; the comparison's position (the last variant id passed) is kept
 * on the shop, so a big shop is compared over several rounds, each once the bucket has restored the last.
 */

/** A drift is looked at again this long after it was found, and repaired only if it is still there. */
export const driftSettleMs = 2 * 60_000;
/** How long a claimed shop is this instance's: longer than any round. */
const checkLeaseMs = 10 * 60_000;
/**
 * What reading a page of levels asks of the bucket: `nodes` of 100 inventory items, each with its level and
 * quantities, is 3 points an item as Shopify counts objects (300 for a page, as the simulator reports).
 */
export const levelsCost = stockBatch * 3;

type TCheckedVariant = TStockVariant & {
  sku: string;
  title: string;
  /** A push of this variant is queued: the difference is the push's to make, not a drift. */
  queued: boolean;
};

/** Active shops that push stock and are due for a check, claimed in one statement (skipping rows being claimed). */
export function claimShopsToCheck(db: Db, now: Date, limit = 3) {
  const due = db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(
        eq(shops.status, "active"),
        eq(shops.pushStock, true),
        // The demo's shop keeps the drift history it was seeded with.
        eq(shops.demo, false),
        or(isNull(shops.stockCheckDueAt), lte(shops.stockCheckDueAt, now)),
      ),
    )
    .orderBy(sql`${shops.stockCheckDueAt} nulls first`)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(shops)
    .set({ stockCheckDueAt: new Date(now.getTime() + checkLeaseMs) })
    .where(inArray(shops.id, due))
    .returning();
}

/** The next page of the shop's linked variants after `after` (by id). */
async function variantsAfter(db: Db, shop: TShopRow, after: string | null): Promise<TCheckedVariant[]> {
  const rows = rowsOf<{
    id: string;
    inventory_item_id: string;
    variant_id: string;
    sku: string;
    title: string;
    queued: boolean;
  }>(
    await db.execute(sql`
      select v.id, v.inventory_item_id, ${linkedVariantSql} as variant_id, v.sku,
             concat_ws(' / ', v.product_title, nullif(v.variant_title, '')) as title,
             exists (select 1 from shop_stock_changes c
                      where c.provider_id = v.provider_id and c.shop_id = v.shop_id
                        and c.variant_id = ${linkedVariantSql}) as queued
        from shop_variants v ${skuMapJoin}
       where v.provider_id = ${shop.providerId} and v.shop_id = ${shop.id} and v.inventory_item_id <> ''
         and ${linkedVariantSql} is not null
         ${after ? sql`and v.id > ${after}` : sql``}
       order by v.id
       limit ${stockBatch}`),
  );
  return rows.map((r) => ({
    id: r.id,
    inventoryItemId: r.inventory_item_id,
    variantId: r.variant_id,
    sku: r.sku,
    title: r.title,
    queued: r.queued,
  }));
}

/**
 * One page's comparison, in one transaction: each variant's look (Shopify's quantity, in step or not; not
 * judged when a push is queued or the item is not stocked there), a drift opened for each difference
 * (a variant already drifting keeps its open one), and the comparison's position.
 */
async function recordPage(
  db: Db,
  shop: TShopRow,
  page: TCheckedVariant[],
  levels: Map<string, number | null>,
  wanted: Map<string, number>,
  now: Date,
) {
  const looks = page.map((v) => {
    const shopify = levels.get(v.inventoryItemId) ?? null;
    const warehouse = wanted.get(v.variantId) ?? 0;
    const inStep = shopify === null || v.queued ? null : shopify === warehouse;
    return { id: v.id, sku: v.sku, title: v.title, shopify, warehouse, in_step: inStep };
  });
  const drifts = looks.filter((l) => l.in_step === false);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update shop_variants v
         set shopify_available = l.shopify, stock_checked_at = ${now}, stock_in_step = l.in_step
        from jsonb_to_recordset(${JSON.stringify(looks)}::jsonb) as l(id uuid, shopify int, in_step boolean)
       where v.provider_id = ${shop.providerId} and v.id = l.id`);
    if (drifts.length > 0)
      await tx.execute(sql`
        insert into shop_stock_drifts
          (provider_id, shop_id, shop_variant_id, sku, title, shopify_quantity, warehouse_quantity, found_at, confirm_at)
        select ${shop.providerId}, ${shop.id}, d.id, d.sku, d.title, d.shopify, d.warehouse, ${now},
               ${new Date(now.getTime() + driftSettleMs)}
          from jsonb_to_recordset(${JSON.stringify(drifts)}::jsonb)
            as d(id uuid, sku text, title text, shopify int, warehouse int)
        on conflict (provider_id, shop_variant_id) where state = 'open' do nothing`);
    // A "Check now" asked during the round (due time cleared) starts over: its position stays cleared.
    await tx.execute(sql`update shops set stock_check_after = ${page.at(-1)?.id ?? null}
      where provider_id = ${shop.providerId} and id = ${shop.id} and stock_check_due_at is not null`);
  });
  return drifts.length;
}

type TDueDrift = { driftId: string; variant: TStockVariant | null };

/** The shop's open drifts due for their second look, with their variant as it is linked now (null: no longer). */
async function dueDrifts(db: Db, shop: TShopRow, now: Date): Promise<TDueDrift[]> {
  const rows = rowsOf<{
    drift_id: string;
    id: string | null;
    inventory_item_id: string | null;
    variant_id: string | null;
  }>(
    await db.execute(sql`
      select d.id as drift_id, v.id, v.inventory_item_id, ${linkedVariantSql} as variant_id
        from shop_stock_drifts d
        left join shop_variants v on v.provider_id = d.provider_id and v.id = d.shop_variant_id
        ${skuMapJoin}
       where d.provider_id = ${shop.providerId} and d.shop_id = ${shop.id} and d.state = 'open'
         and d.confirm_at <= ${now}
       order by d.confirm_at
       limit ${stockBatch}`),
  );
  return rows.map((r) => ({
    driftId: r.drift_id,
    variant:
      r.id && r.variant_id && r.inventory_item_id
        ? { id: r.id, inventoryItemId: r.inventory_item_id, variantId: r.variant_id }
        : null,
  }));
}

/** What a second look made of a drift: repaired, settled, failed, or still open (looked at again later). */
function resolutionOf(outcome: TStockOutcome | undefined) {
  if (!outcome) return { state: "settled" as const };
  if ("again" in outcome) return null;
  if ("error" in outcome)
    return outcome.error === "unreachable"
      ? null
      : { state: "failed" as const, error: outcome.error, detail: outcome.detail };
  if (outcome.from === outcome.quantity) return { state: "settled" as const };
  return { state: "repaired" as const, from: outcome.from, to: outcome.quantity };
}

/** Looks again at the shop's due drifts and repairs the ones still off; answers how many it repaired. */
async function confirmDrifts(
  deps: TStoreDeps,
  shop: TShopRow,
  stocker: TStocker,
  location: { id: string; name: string },
  meter: TCostMeter,
  now: Date,
): Promise<number> {
  const due = await dueDrifts(deps.db, shop, now);
  if (due.length === 0 || !budgetAllows(meter, 2 * levelsCost)) return 0;
  const variants = due.flatMap((d) => d.variant ?? []);
  const wanted = await shopSellable(deps.db, shop, variants);
  const outcomes =
    variants.length > 0
      ? await setStockAt(stocker, location, variants, wanted, `gid://wms/StockDrift/${randomUUID()}`)
      : new Map<string, TStockOutcome>();
  const resolved = due.map((d) => ({
    id: d.driftId,
    variant: d.variant?.id ?? null,
    ...(resolutionOf(d.variant ? outcomes.get(d.variant.id) : undefined) ?? { state: "open" as const }),
  }));
  await deps.db.transaction(async (tx) => {
    await recordOutcomes(tx, shop.providerId, outcomes, now);
    await tx.execute(sql`
      update shop_stock_drifts d
         set state = r.state,
             resolved_at = case when r.state = 'open' then null else ${now}::timestamptz end,
             confirm_at = case when r.state = 'open' then ${new Date(now.getTime() + driftSettleMs)}::timestamptz else d.confirm_at end,
             repaired_from = r.from, repaired_to = r.to, error = r.error, error_detail = left(coalesce(r.detail, ''), 500)
        from jsonb_to_recordset(${JSON.stringify(resolved)}::jsonb)
          as r(id uuid, state text, "from" int, "to" int, error text, detail text)
       where d.provider_id = ${shop.providerId} and d.id = r.id`);
    // A variant repaired or found settled is in step as of now.
    await tx.execute(sql`
      update shop_variants v set stock_in_step = true, shopify_available = v.stock_quantity, stock_checked_at = ${now}
        from jsonb_to_recordset(${JSON.stringify(resolved)}::jsonb) as r(variant uuid, state text)
       where v.provider_id = ${shop.providerId} and v.id = r.variant and r.state in ('repaired', 'settled')`);
  });
  return resolved.filter((r) => r.state === "repaired").length;
}

export type TDriftRound = { compared: number; found: number; repaired: number; completed: boolean };

/** One round of a shop's drift check: due drifts looked at again, then the comparison goes on within budget. */
export async function checkShopStock(
  deps: TStoreDeps,
  shop: TShopRow,
  options: { now?: Date; everyMinutes?: number } = {},
): Promise<TDriftRound> {
  const now = options.now ?? new Date();
  const meter = costMeter();
  const round: TDriftRound = { compared: 0, found: 0, repaired: 0, completed: false };
  let after = shop.stockCheckAfter;
  await withShopAccess(deps, shop, async (access) => {
    const stocker = shopStocker(deps.shopify, access, meter);
    const location = await stocker.primaryLocation();
    // No location: nothing to compare with (the stock push says so on every variant).
    if (!location) {
      round.completed = true;
      return;
    }
    round.repaired = await confirmDrifts(deps, shop, stocker, location, meter, now);
    while (budgetAllows(meter, levelsCost)) {
      const page = await variantsAfter(deps.db, shop, after);
      if (page.length > 0) {
        const levels = await stocker.availableAt(
          location.id,
          page.map((v) => v.inventoryItemId),
        );
        const wanted = await shopSellable(deps.db, shop, page);
        round.found += await recordPage(deps.db, shop, page, levels, wanted, now);
        round.compared += page.length;
        after = page.at(-1)?.id ?? null;
      }
      if (page.length < stockBatch) {
        round.completed = true;
        return;
      }
    }
  });
  await scheduleNextCheck(deps.db, shop, round.completed, meter, now, options.everyMinutes ?? 60);
  return round;
}

/**
 * After a round: a finished comparison is done (`stock_checked_at`) and due again in `everyMinutes`; an
 * unfinished one once the bucket has restored what it spent; sooner when an open drift is due its second look;
 * at once, from the start, when the drop shipper asked for a check while the round ran.
 */
async function scheduleNextCheck(
  db: Db,
  shop: TShopRow,
  completed: boolean,
  meter: TCostMeter,
  now: Date,
  everyMinutes: number,
) {
  const [open] = rowsOf<{ next: Date | string | null }>(
    await db.execute(sql`select min(confirm_at) as next from shop_stock_drifts
      where provider_id = ${shop.providerId} and shop_id = ${shop.id} and state = 'open'`),
  );
  let next = now.getTime() + (completed ? everyMinutes * 60_000 : restoredAfter(meter));
  if (open?.next) next = Math.min(next, Math.max(new Date(open.next).getTime(), now.getTime() + 1000));
  // A "Check now" asked during the round cleared the due time: it stays cleared, so the next round starts over.
  const asked = sql`stock_check_due_at is null`;
  await db.execute(sql`
    update shops
       set stock_check_due_at = case when ${asked} then null else ${new Date(next)}::timestamptz end,
           stock_checked_at = ${completed ? sql`${now}::timestamptz` : sql`stock_checked_at`},
           stock_check_after = case when ${asked} then null else ${completed ? sql`null::uuid` : sql`stock_check_after`} end
     where provider_id = ${shop.providerId} and id = ${shop.id}`);
}

/** The worker's part: the drift check of up to `limit` shops due for it; answers how many it checked. */
export async function checkDueStock(
  deps: TStoreDeps,
  now: Date,
  everyMinutes: number,
  log?: FastifyBaseLogger,
): Promise<number> {
  let checked = 0;
  for (const shop of await claimShopsToCheck(deps.db, now)) {
    try {
      await checkShopStock(deps, shop, { now, everyMinutes });
      checked += 1;
    } catch (err) {
      // Left claimed: due again when the lease ends.
      log?.warn({ err, shop: shop.shopDomain }, "stock drift check failed; tried again later");
    }
  }
  return checked;
}
