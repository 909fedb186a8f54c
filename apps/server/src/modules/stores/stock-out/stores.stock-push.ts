import { randomUUID } from "node:crypto";
import type { TShopStockError } from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../kernel/db/client.ts";
import { findTenantRow, uuidArray } from "../../../kernel/db/sql-helpers.ts";
import { AppError } from "../../../kernel/errors.ts";
import { sellableAvailable } from "../../inventory/index.ts";
import { withShopAccess } from "../shopify/stores.shop-access.ts";
import { ShopifyCallError } from "../shopify/stores.shopify-client.ts";
import type { TStoreDeps } from "../shopify/stores.tokens.ts";
import type { TShopRow } from "../stores.repository.ts";
import { shops, shopVariants } from "../stores.tables.ts";
import {
  claimDueStock,
  dropStockClaim,
  retryStockClaim,
  stockVariantsOf,
  type TStockClaim,
  type TStockVariant,
} from "./stores.stock-queue.ts";
import { shopStocker, stockBatch, type TStockTarget } from "./stores.stock-shopify.ts";

/**
 * Pushes a shop's claimed stock changes (docs/stores.md "Stock out"): what the customer can sell of each
 * changed variant is read after the claim, compared with what the shop's primary location has, and set
 * where it differs. Each variant's outcome is written on its row: the quantity the shop now has, or why not.
 */

/** When Shopify could not be reached, or kept changing the quantities under us: the changes are due again after this. */
export const stockRetryPauseMs = 5 * 60_000;
/** Read and set again when someone changed a quantity between our read and our set. */
const staleTries = 3;

/**
 * A variant's outcome: the quantity the shop now has (`from`: what it had before; the same when nothing was
 * set), or why not, or `again` when someone kept changing it under us.
 */
export type TStockOutcome =
  | { quantity: number; from: number }
  | { error: TShopStockError; detail: string }
  | { again: true };

export type TPushResult = "pushed" | "retrying" | "skipped";

export async function pushShopStock(
  deps: TStoreDeps,
  claim: TStockClaim,
  now = new Date(),
): Promise<TPushResult> {
  const shop = await findTenantRow(deps.db, shops, claim.providerId, claim.shopId);
  const variants = shop?.status === "active" && shop.pushStock ? await stockVariantsOf(deps.db, claim) : [];
  if (!shop || variants.length === 0) {
    await dropStockClaim(deps.db, claim);
    return "skipped";
  }
  const wanted = await shopSellable(deps.db, shop, variants);
  let outcomes: Map<string, TStockOutcome>;
  if (shop.demo) {
    // The demo's shop has no Shopify behind it: what a push would set is what it shows.
    const quantity = (v: TStockVariant) => wanted.get(v.variantId) ?? 0;
    await recordOutcomes(
      deps.db,
      claim.providerId,
      new Map(variants.map((v) => [v.id, { quantity: quantity(v), from: quantity(v) }])),
      now,
    );
    await dropStockClaim(deps.db, claim);
    return "pushed";
  }
  try {
    outcomes = await withShopAccess(deps, shop, (access) =>
      setShopStock(
        shopStocker(deps.shopify, access),
        variants,
        wanted,
        `gid://wms/StockSync/${randomUUID()}`,
      ),
    );
  } catch (err) {
    const failure = failureOf(err);
    outcomes = new Map(variants.map((v) => [v.id, failure]));
  }
  await recordOutcomes(deps.db, claim.providerId, outcomes, now);
  // Shopify out of reach, or changing the quantities under us each time: all the claim's changes wait.
  const again = [...outcomes.values()].some(
    (o) => "again" in o || ("error" in o && o.error === "unreachable"),
  );
  if (again) {
    await retryStockClaim(deps.db, claim, new Date(now.getTime() + stockRetryPauseMs));
    return "retrying";
  }
  await dropStockClaim(deps.db, claim);
  return "pushed";
}

/** What a failed call means for every variant it was for; anything but a refusal or Shopify's answer is thrown on. */
export function failureOf(err: unknown): { error: TShopStockError; detail: string } {
  if (err instanceof AppError) return { error: "reauthorize", detail: "" };
  if (!(err instanceof ShopifyCallError)) throw err;
  if (err.kind === "unauthorized" || err.kind === "unknownShop")
    return { error: "reauthorize", detail: err.message };
  if (err.kind === "platform") return { error: "refused", detail: err.message };
  return { error: "unreachable", detail: err.message.slice(0, 500) };
}

export type TStocker = ReturnType<typeof shopStocker>;

/** Reads and sets each batch of the shop's variants at its primary location; answers each variant's outcome. */
async function setShopStock(
  stocker: TStocker,
  variants: TStockVariant[],
  wanted: Map<string, number>,
  referenceDocumentUri: string,
): Promise<Map<string, TStockOutcome>> {
  const location = await stocker.primaryLocation();
  if (!location) return new Map(variants.map((v) => [v.id, { error: "refused", detail: "no location" }]));
  return setStockAt(stocker, location, variants, wanted, referenceDocumentUri);
}

/** Reads each batch of variants at `location` and sets the ones that differ from `wanted`, compare-and-swap. */
export async function setStockAt(
  stocker: TStocker,
  location: { id: string; name: string },
  variants: TStockVariant[],
  wanted: Map<string, number>,
  referenceDocumentUri: string,
): Promise<Map<string, TStockOutcome>> {
  const outcomes = new Map<string, TStockOutcome>();
  for (let start = 0; start < variants.length; start += stockBatch) {
    let pending = variants.slice(start, start + stockBatch);
    for (let attempt = 1; pending.length > 0; attempt++) {
      const levels = await stocker.availableAt(
        location.id,
        pending.map((v) => v.inventoryItemId),
      );
      const toSet: { variant: TStockVariant; target: TStockTarget }[] = [];
      for (const variant of pending) {
        const current = levels.get(variant.inventoryItemId) ?? null;
        const quantity = wanted.get(variant.variantId) ?? 0;
        if (current === null) outcomes.set(variant.id, { error: "not_stocked", detail: location.name });
        else if (current === quantity) outcomes.set(variant.id, { quantity, from: current });
        else
          toSet.push({
            variant,
            target: { inventoryItemId: variant.inventoryItemId, quantity, changeFromQuantity: current },
          });
      }
      if (toSet.length === 0) break;
      const refusals = await stocker.setAvailable(
        location.id,
        toSet.map((t) => t.target),
        referenceDocumentUri,
      );
      if (refusals.length === 0) {
        for (const t of toSet)
          outcomes.set(t.variant.id, { quantity: t.target.quantity, from: t.target.changeFromQuantity });
        break;
      }
      // All are set or none: the ones Shopify named are left out, the rest read and sent again.
      const stale = refusals.some((r) => r.code === "CHANGE_FROM_QUANTITY_STALE");
      const named = new Map(
        refusals.flatMap((r) => (r.index === null || stale ? [] : [[r.index, r.message]])),
      );
      if (!stale && named.size === 0) {
        const detail = refusals.map((r) => r.message).join("; ");
        for (const t of toSet) outcomes.set(t.variant.id, { error: "refused", detail });
        break;
      }
      for (const [index, message] of named) {
        const refused = toSet[index];
        if (refused) outcomes.set(refused.variant.id, { error: "refused", detail: message });
      }
      pending = toSet.map((t) => t.variant).filter((v) => !outcomes.has(v.id));
      if (stale && attempt >= staleTries) {
        for (const v of pending) outcomes.set(v.id, { again: true });
        break;
      }
    }
  }
  return outcomes;
}

/**
 * What the shop should have of each catalogue variant: what the customer can sell from the shop's
 * warehouse (all of the provider's without one), never below 0. The push sets it; the drift check compares it.
 */
export async function shopSellable(
  db: Db,
  shop: Pick<TShopRow, "providerId" | "customerId" | "warehouseId">,
  variants: { variantId: string }[],
): Promise<Map<string, number>> {
  const available = await sellableAvailable(
    db,
    { providerId: shop.providerId, customerId: shop.customerId, warehouseId: shop.warehouseId },
    [...new Set(variants.map((v) => v.variantId))],
  );
  return new Map([...available].map(([id, n]) => [id, Math.max(0, n)]));
}

/** One UPDATE per kind of outcome: the quantities set, then each error with its detail. */
export async function recordOutcomes(
  db: Db,
  providerId: string,
  outcomes: Map<string, TStockOutcome>,
  now: Date,
) {
  const pushed = [...outcomes].flatMap(([id, o]) => ("quantity" in o ? [{ id, quantity: o.quantity }] : []));
  if (pushed.length > 0)
    await db.execute(sql`
      update shop_variants v
         set stock_quantity = x.quantity, stock_pushed_at = ${now}, stock_error = null, stock_error_detail = ''
        from unnest(${uuidArray(pushed.map((p) => p.id))}, ${`{${pushed.map((p) => p.quantity).join(",")}}`}::int[])
          as x(id, quantity)
       where v.provider_id = ${providerId} and v.id = x.id`);
  const errors = new Map<string, { error: TShopStockError; detail: string; ids: string[] }>();
  for (const [id, o] of outcomes) {
    if (!("error" in o)) continue;
    const key = `${o.error}\u0000${o.detail}`;
    const group = errors.get(key) ?? { error: o.error, detail: o.detail, ids: [] };
    group.ids.push(id);
    errors.set(key, group);
  }
  for (const group of errors.values())
    await db
      .update(shopVariants)
      .set({ stockError: group.error, stockErrorDetail: group.detail.slice(0, 500) })
      .where(
        and(eq(shopVariants.providerId, providerId), sql`${shopVariants.id} = any(${uuidArray(group.ids)})`),
      );
}

/** The worker's part: pushes the stock of up to `shops` shops whose changes are due; answers how many shops. */
export async function pushDueStock(
  deps: TStoreDeps,
  now: Date,
  delayMs: number,
  shopCount: number,
  log?: FastifyBaseLogger,
): Promise<number> {
  const claims = await claimDueStock(deps.db, now, delayMs, shopCount);
  for (const claim of claims)
    await pushShopStock(deps, claim, now).catch((err) => {
      // Left claimed: due again when the lease ends.
      log?.warn({ err }, "stock push failed");
    });
  return claims.length;
}
