import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { matches, rowsOf, uuidArray } from "../../../kernel/db/sql-helpers.ts";
import type { TAvailableChangeListener } from "../../inventory/index.ts";
import type { TShopRow } from "../stores.repository.ts";
import { shopSkuMaps, shopStockChanges, shopVariants } from "../stores.tables.ts";

/**
 * The queue of stock changes to push to the shops that push stock (docs/stores.md "Stock out"). The
 * inventory ledger announces every change of available stock; each active shop of that customer that
 * pushes stock from that warehouse (or from all, without one) and links that variant gets a row. The worker
 * claims a shop's rows with a lease once the oldest has waited SHOP_STOCK_DELAY_SECONDS, reads the
 * quantities, pushes them and deletes the rows it claimed.
 */

/** How long a claim holds: longer than any push of a shop (a few Shopify calls with a 30 s timeout each). */
export const stockLeaseMs = 5 * 60_000;

/** The inventory module's hook: one queue row per shop and changed variant, taking no lock another ledger writer waits on. */
export const stockOnChange: TAvailableChangeListener = {
  key: "stores:stock-on-change",
  changesSql: (changes) => sql`
    insert into shop_stock_changes (provider_id, shop_id, variant_id, due_at)
    select distinct s.provider_id, s.id, c.variant_id, now()
      from ${changes} c
      join shops s
        on s.provider_id = c.provider_id and s.customer_id = c.customer_id
       and s.status = 'active' and s.push_stock
       and (s.warehouse_id is null or s.warehouse_id = c.warehouse_id)
     where exists (select 1 from shop_variants v
                    where v.provider_id = s.provider_id and v.shop_id = s.id and v.variant_id = c.variant_id)
        or exists (select 1 from shop_sku_maps m
                    where m.provider_id = s.provider_id and m.shop_id = s.id and m.variant_id = c.variant_id)`,
};

/**
 * The catalogue variant a shop variant `v` stands for: mapped by hand (`m`, joined by `skuMapJoin`), else
 * linked by the sync.
 */
export const linkedVariantSql = sql`coalesce(m.variant_id, v.variant_id)`;
export const skuMapJoin = sql`left join shop_sku_maps m
  on m.provider_id = v.provider_id and m.shop_id = v.shop_id and m.shopify_variant_id = v.shopify_variant_id`;

/** Before any worker's cutoff: pushed at the next round. */
const dueNow = new Date(0);

/**
 * Every linked variant of a shop (stock push turned on, its warehouse changed, a product sync completed),
 * or only these catalogue variants (Shopify added units of its own: a return's RESTOCKED disposition): the
 * shop's stock of them is compared at the next round, and set where it differs.
 */
export async function queueShopStock(
  db: Db,
  shop: Pick<TShopRow, "providerId" | "id">,
  onlyVariants?: string[],
) {
  if (onlyVariants?.length === 0) return;
  const only = onlyVariants ? sql`= any(${uuidArray(onlyVariants)})` : sql`is not null`;
  await db.execute(sql`
    insert into shop_stock_changes (provider_id, shop_id, variant_id, due_at)
    select distinct ${shop.providerId}::uuid, ${shop.id}::uuid, ${linkedVariantSql}, ${dueNow}::timestamptz
      from shop_variants v ${skuMapJoin}
     where v.provider_id = ${shop.providerId} and v.shop_id = ${shop.id} and v.inventory_item_id <> ''
       and ${linkedVariantSql} ${only}`);
}

export type TStockClaim = { providerId: string; shopId: string; ids: string[]; variantIds: string[] };

/**
 * Claims the rows of up to `shops` shops whose oldest row is due (changed at least `delayMs` before
 * `now`, or put forward to a retry time), all of each shop's rows at once: so a burst of changes is one push.
 */
export async function claimDueStock(
  db: Db,
  now: Date,
  delayMs: number,
  shops: number,
): Promise<TStockClaim[]> {
  const cutoff = new Date(now.getTime() - delayMs);
  const until = new Date(now.getTime() + stockLeaseMs);
  const free = sql`(c.claimed_until is null or c.claimed_until < ${now})`;
  const rows = rowsOf<{ provider_id: string; shop_id: string; id: string; variant_id: string }>(
    await db.execute(sql`
    with due as (
      select c.provider_id, c.shop_id from shop_stock_changes c
       where c.due_at <= ${cutoff} and ${free}
       group by c.provider_id, c.shop_id
       order by min(c.due_at)
       limit ${shops}
    )
    update shop_stock_changes c set claimed_until = ${until}
      from due
     where c.provider_id = due.provider_id and c.shop_id = due.shop_id and ${free}
    returning c.provider_id, c.shop_id, c.id, c.variant_id`),
  );
  const claims = new Map<
    string,
    { providerId: string; shopId: string; ids: string[]; variantIds: Set<string> }
  >();
  for (const r of rows) {
    const claim = claims.get(r.shop_id) ?? {
      providerId: r.provider_id,
      shopId: r.shop_id,
      ids: [],
      variantIds: new Set<string>(),
    };
    claim.ids.push(r.id);
    claim.variantIds.add(r.variant_id);
    claims.set(r.shop_id, claim);
  }
  return [...claims.values()].map((c) => ({ ...c, variantIds: [...c.variantIds] }));
}

/** The claim's rows: a shop's changes pile up while Shopify is out of reach, so they go as one array. */
const claimedRows = (claim: TStockClaim) =>
  and(
    eq(shopStockChanges.providerId, claim.providerId),
    sql`${shopStockChanges.id} = any(${uuidArray(claim.ids)})`,
  );

/** The claim is done with: its rows go (changes committed meanwhile are rows of their own). */
export async function dropStockClaim(db: Db, claim: TStockClaim) {
  await db.delete(shopStockChanges).where(claimedRows(claim));
}

/** Shopify could not be reached: the claim's rows are due again at `retryAt`. */
export async function retryStockClaim(db: Db, claim: TStockClaim, retryAt: Date) {
  await db.update(shopStockChanges).set({ claimedUntil: null, dueAt: retryAt }).where(claimedRows(claim));
}

export type TStockVariant = { id: string; inventoryItemId: string; variantId: string };

/** The shop's variants whose catalogue variant (mapped by hand, else linked by the sync) is one of `variantIds`. */
export async function stockVariantsOf(
  db: Db,
  claim: Pick<TStockClaim, "providerId" | "shopId" | "variantIds">,
): Promise<TStockVariant[]> {
  const v = shopVariants;
  const rows = await db
    .select({
      id: v.id,
      inventoryItemId: v.inventoryItemId,
      linked: v.variantId,
      mapped: shopSkuMaps.variantId,
    })
    .from(v)
    .leftJoin(
      shopSkuMaps,
      and(
        eq(shopSkuMaps.providerId, v.providerId),
        eq(shopSkuMaps.shopId, v.shopId),
        eq(shopSkuMaps.shopifyVariantId, v.shopifyVariantId),
      ),
    )
    .where(
      and(
        matches(v, { providerId: claim.providerId, shopId: claim.shopId }),
        ne(v.inventoryItemId, ""),
        or(
          sql`${v.variantId} = any(${uuidArray(claim.variantIds)})`,
          sql`${shopSkuMaps.variantId} = any(${uuidArray(claim.variantIds)})`,
        ),
      ),
    );
  const wanted = new Set(claim.variantIds);
  return rows.flatMap((r) => {
    const variantId = r.mapped ?? r.linked;
    return variantId && wanted.has(variantId)
      ? [{ id: r.id, inventoryItemId: r.inventoryItemId, variantId }]
      : [];
  });
}
