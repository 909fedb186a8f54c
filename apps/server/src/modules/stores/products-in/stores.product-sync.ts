import {
  Code,
  type TLanguage,
  type TShopIdBody,
  type TShopVariantQuery,
  type TStartSyncRequest,
} from "@wms/contracts";
import type { AccessScope } from "../../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../../kernel/context.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { filterEq, listPage } from "../../../kernel/db/list-query.ts";
import { uniqueViolationOf } from "../../../kernel/db/retry.ts";
import { findTenantRow, presentPage, updateTenantRow } from "../../../kernel/db/sql-helpers.ts";
import { AppError, conflict, text } from "../../../kernel/errors.ts";
import { seconds } from "../../../kernel/present.ts";
import {
  localisedMission,
  MissionStopped,
  presentMission,
  type TMissionKind,
  underWay,
} from "../../missions/index.ts";
import { shopCallRefusal } from "../shopify/stores.custom-app.ts";
import { withShopAccess } from "../shopify/stores.shop-access.ts";
import { ShopifyCallError } from "../shopify/stores.shopify-client.ts";
import type { TStoreDeps } from "../shopify/stores.tokens.ts";
import { storeDeps } from "../shopify/stores.tokens.ts";
import { queueShopStock } from "../stock-out/stores.stock-queue.ts";
import { shopMission } from "../stores.repository.ts";
import { visibleShop } from "../stores.service.ts";
import { startShopMission, stopShopMission } from "../stores.shop-missions.ts";
import { shops, shopVariants } from "../stores.tables.ts";
import {
  forgetVanishedVariants,
  linkCounts,
  ofShop,
  type TShopOwner,
  writeVariantPage,
} from "./stores.product-links.ts";
import { shopCatalog, type TShopCatalogPage } from "./stores.shop-catalog.ts";

/**
 * The product sync (`shop-manager/sync-all-products`; docs/stores.md): a mission that reads every variant
 * of a shop, a page at a time, and links it to the drop shipper's catalogue by SKU. One sync per shop at a
 * time; it can be stopped (what it linked stays) and shows its progress in the tasks center.
 */

export const productSyncKind = "stores:sync-products";

type TSyncParams = { providerId: string; shopId: string };

/**
 * Starts the shop's product sync; 4009 when one is already under way. An unfinished one goes on from the
 * page it reached; `start_over` forgets that place first.
 */
export function startProductSync(
  ctx: TAppContext,
  scope: AccessScope,
  input: TStartSyncRequest,
  lang: TLanguage,
) {
  return startShopMission(ctx, scope, input, lang, {
    kind: productSyncKind,
    slot: "syncMissionId",
    running: "store.syncRunning",
    before: async (tx, shop) => {
      if (input.start_over && shop.syncCursor)
        await updateTenantRow(tx, shops, shop.providerId, shop.id, { syncCursor: null, syncRead: 0 });
    },
  });
}

/** The shop's last sync and its link counts; 12004 (silent) when it was never synced. */
export async function productSyncOf(db: Db, scope: AccessScope, input: TShopIdBody) {
  const shop = await visibleShop(db, scope, input);
  const mission = await shopMission(db, shop, "syncMissionId");
  if (!mission) throw new AppError(Code.noMission, "store.neverSynced");
  return {
    mission: localisedMission(presentMission(mission)),
    counts: await linkCounts(db, { providerId: shop.providerId, shopId: shop.id }),
    resume_read: shop.syncCursor && !underWay(mission.status) ? shop.syncRead : null,
  };
}

/**
 * Stops the shop's running sync (within a second, even while it waits on the rate limit); 4009 when none
 * runs.
 */
export function stopProductSync(db: Db, scope: AccessScope, input: TShopIdBody) {
  return stopShopMission(db, scope, input, "syncMissionId", "store.syncNotRunning");
}

/** The shop's variants as last synced, filtered and paged in SQL. */
export async function listShopVariants(db: Db, scope: AccessScope, q: TShopVariantQuery) {
  const shop = await visibleShop(db, scope, q);
  const page = await listPage(
    db,
    {
      from: shopVariants,
      where: [
        ofShop({ providerId: shop.providerId, shopId: shop.id }),
        filterEq(shopVariants.linkState, q.link_state),
      ],
      keyword: [shopVariants.productTitle, shopVariants.sku, shopVariants.barcode, shopVariants.variantTitle],
      sorts: {
        product_title: [shopVariants.productTitle, shopVariants.variantTitle],
        sku: shopVariants.sku,
        synced_at: shopVariants.syncedAt,
      },
      id: shopVariants.id,
    },
    q,
  );
  return presentPage(page, presentShopVariant, q);
}

function presentShopVariant(r: typeof shopVariants.$inferSelect) {
  const conflictText =
    r.linkState !== "sku_conflict"
      ? null
      : r.conflictReason === "invalid" && r.conflictDetail
        ? text(r.conflictDetail)
        : text(`store.conflict.${r.conflictReason ?? "invalid"}`);
  return {
    id: r.id,
    shop_id: r.shopId,
    shopify_product_id: r.shopifyProductId,
    shopify_variant_id: r.shopifyVariantId,
    product_title: r.productTitle,
    variant_title: r.variantTitle,
    product_status: r.productStatus,
    sku: r.sku,
    barcode: r.barcode,
    options: r.options,
    price: r.price,
    compare_at_price: r.compareAtPrice,
    weight_kg: r.weightKg,
    image_url: r.imageUrl,
    tags: r.tags,
    link_state: r.linkState,
    conflict_reason: r.conflictReason,
    conflict: conflictText,
    product_id: r.productId,
    synced_at: seconds(r.syncedAt) ?? 0,
    stock_quantity: r.stockQuantity,
    stock_pushed_at: seconds(r.stockPushedAt),
    stock_error: r.stockError
      ? text(`store.stockError.${r.stockError}`, { detail: r.stockErrorDetail })
      : null,
  };
}

/**
 * A page written, with the sync's place after it, in one transaction: once more when a catalogue write
 * raced the drop shipper's own edit (a SKU taken meanwhile).
 */
async function writePageOnce(db: Db, owner: TShopOwner, page: TShopCatalogPage, since: Date, read: number) {
  const write = (tx: Db) =>
    writeVariantPage(tx, owner, page.variants, since).then(() =>
      updateTenantRow(tx, shops, owner.providerId, owner.shopId, { syncCursor: page.next, syncRead: read }),
    );
  try {
    return await db.transaction(write);
  } catch (err) {
    if (uniqueViolationOf(err) === null) throw err;
    return db.transaction(write);
  }
}

/** The mission: count, then page through the shop's variants, linking each page in one transaction. */
export const productSyncMission: TMissionKind = {
  kind: productSyncKind,
  name: { en_us: "Shop product sync", zh_cn: "店铺商品同步" },
  // Started again from the shop's screen, which keeps it to one sync per shop.
  repeatable: false,
  async run(run) {
    const { ctx } = run;
    const { providerId, shopId } = run.mission.params as TSyncParams;
    const deps: TStoreDeps = storeDeps(ctx);
    const startedAt = run.mission.startedAt ?? new Date();
    const current = async () => {
      const row = await findTenantRow(ctx.db, shops, providerId, shopId);
      if (!row || row.status !== "active") throw conflict("store.reauthorize");
      return row;
    };
    const ask = async <T>(call: (catalog: ReturnType<typeof shopCatalog>) => Promise<T>) => {
      const row = await current();
      return withShopAccess(deps, row, (access) => call(shopCatalog(deps.shopify, access, run.signal))).catch(
        (err) => {
          throw err instanceof ShopifyCallError ? shopCallRefusal(err, row.shopDomain) : err;
        },
      );
    };
    const shop = await current();
    const owner: TShopOwner = { providerId, customerId: shop.customerId, shopId };
    // An unfinished sync goes on from its place, as of its own start (docs/stores.md "Products: the sync").
    const resumed = shop.syncCursor !== null && shop.syncStartedAt !== null;
    const since = resumed && shop.syncStartedAt ? shop.syncStartedAt : startedAt;
    if (!resumed)
      await updateTenantRow(ctx.db, shops, providerId, shopId, { syncStartedAt: since, syncRead: 0 });
    try {
      const total = await ask((catalog) => catalog.variantCount());
      let cursor: string | null = resumed ? shop.syncCursor : null;
      let done = resumed ? shop.syncRead : 0;
      do {
        const after: string | null = cursor;
        const page: TShopCatalogPage = await ask((catalog) => catalog.page(after));
        done += page.variants.length;
        await writePageOnce(ctx.db, owner, page, since, done);
        cursor = page.next;
        await run.progress(total > 0 ? Math.min(100, (done / total) * 100) : 99);
      } while (cursor);
      await ctx.db.transaction(async (tx) => {
        await forgetVanishedVariants(tx, owner, since);
        const synced = await updateTenantRow(tx, shops, providerId, shopId, {
          lastSyncedAt: new Date(),
          lastError: null,
          syncCursor: null,
          syncRead: 0,
          syncStartedAt: null,
        });
        // What the sync linked gets the warehouse's stock (docs/stores.md "Stock out").
        if (synced?.pushStock) await queueShopStock(tx, synced);
      });
    } catch (err) {
      if (!(err instanceof MissionStopped)) {
        const error = err instanceof AppError ? err.messageKey : "store.syncFailed";
        await updateTenantRow(ctx.db, shops, providerId, shopId, { lastError: error }).catch(() => undefined);
      }
      throw err;
    }
  },
};
