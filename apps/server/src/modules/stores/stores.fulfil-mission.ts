import type { TLanguage, TShopFulfilMission, TShopIdBody, TShopSyncQuery } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { lockTenantRow, matches, updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { conflict, type TWithTexts } from "../../kernel/errors.ts";
import {
  createMission,
  findMission,
  localisedMission,
  presentMission,
  queueMission,
  requestStop,
  type TMissionKind,
  underWay,
} from "../missions/index.ts";
import { pushFulfilment } from "./stores.fulfil-push.ts";
import { claimShopFulfilment, fulfilmentCounts, requeueFailed } from "./stores.fulfil-queue.ts";
import type { TShopRow } from "./stores.repository.ts";
import { ownActiveShop, visibleShop } from "./stores.service.ts";
import { shopFulfilments, shops } from "./stores.tables.ts";
import { storeDeps } from "./stores.tokens.ts";

/**
 * The fulfil mission (`shop-manager/fulfill-orders`; docs/stores.md "Fulfilments out"): pushes every due
 * fulfilment of a shop now, one after the other, with progress in the tasks center. The worker pushes
 * each fulfilment as its order ships anyway; this is "now, and show me", and "Retry failed" after fixing
 * what Shopify refused. One per shop at a time; stopping it leaves the rest due.
 */

export const fulfilKind = "stores:fulfil-orders";

type TFulfilParams = { providerId: string; shopId: string };

const ofShop = (shop: Pick<TShopRow, "providerId" | "id">) => ({
  providerId: shop.providerId,
  shopId: shop.id,
});

export async function fulfilMissionRowOf(db: Db, shop: Pick<TShopRow, "fulfilMissionId">) {
  return shop.fulfilMissionId ? findMission(db, shop.fulfilMissionId) : undefined;
}

/**
 * Starts the shop's push in the caller's transaction (the shop row locked); `before` runs first under the
 * lock (reset makes the failed ones due there). 4009 when a push is running or nothing is due.
 */
async function startPush(
  ctx: TAppContext,
  scope: AccessScope,
  input: TShopIdBody,
  lang: TLanguage,
  before?: (tx: Db, shop: TShopRow) => Promise<void>,
) {
  const shop = await ownActiveShop(ctx.db, scope, input);
  const mission = await ctx.db.transaction(async (tx) => {
    const row = await lockTenantRow(tx, shops, shop.providerId, shop.id);
    if (!row || row.status !== "active") throw conflict("store.reauthorize");
    if (underWay((await fulfilMissionRowOf(tx, row))?.status)) throw conflict("store.fulfilRunning");
    if (before) await before(tx, row);
    if ((await fulfilmentCounts(tx, ofShop(row))).due === 0) throw conflict("store.nothingToFulfil");
    const created = await createMission(tx, scope, {
      kind: fulfilKind,
      providerId: row.providerId,
      params: { ...(ofShop(row) satisfies TFulfilParams), shop: row.shopDomain },
      lang,
    });
    await updateTenantRow(tx, shops, row.providerId, row.id, { fulfilMissionId: created.id });
    return created;
  });
  await queueMission(ctx, mission.id);
  return localisedMission(presentMission(mission));
}

/** `fulfill-orders`: push every due fulfilment of the shop now. */
export function startFulfil(ctx: TAppContext, scope: AccessScope, input: TShopIdBody, lang: TLanguage) {
  return startPush(ctx, scope, input, lang);
}

/** `reset-fulfill-mission`: the failed fulfilments become due again, and a push of them starts. */
export function resetFulfil(ctx: TAppContext, scope: AccessScope, input: TShopIdBody, lang: TLanguage) {
  return startPush(ctx, scope, input, lang, async (tx, shop) => {
    if ((await requeueFailed(tx, ofShop(shop), new Date())) === 0) throw conflict("store.nothingFailed");
  });
}

/** `query-fulfill-mission`: the shop's last push and where its fulfilments stand. */
export async function fulfilMissionOf(
  db: Db,
  scope: AccessScope,
  q: TShopSyncQuery,
): Promise<TWithTexts<TShopFulfilMission>> {
  const shop = await visibleShop(db, scope, q);
  const mission = await fulfilMissionRowOf(db, shop);
  return {
    mission: mission ? localisedMission(presentMission(mission)) : null,
    counts: await fulfilmentCounts(db, ofShop(shop)),
  };
}

/** `stop-fulfill-mission`: stops the running push before its next fulfilment; 4009 when none runs. */
export async function stopFulfil(db: Db, scope: AccessScope, input: TShopIdBody) {
  const shop = await ownActiveShop(db, scope, input);
  const mission = await fulfilMissionRowOf(db, shop);
  if (!mission || !underWay(mission.status)) throw conflict("store.fulfilNotRunning");
  return localisedMission(presentMission((await requestStop(db, mission)) ?? mission));
}

/** The mission: the shop's due fulfilments as it started, each claimed and pushed, progress after each. */
export const fulfilMission: TMissionKind = {
  kind: fulfilKind,
  name: { en_us: "Shop fulfilment push", zh_cn: "店铺发货回传" },
  // Started again from the shop's screen, which keeps it to one push per shop.
  repeatable: false,
  async run(run) {
    const { ctx } = run;
    const { providerId, shopId } = run.mission.params as TFulfilParams;
    const shop = { providerId, shopId };
    const deps = storeDeps(ctx);
    const due = await ctx.db
      .select({ id: shopFulfilments.id })
      .from(shopFulfilments)
      .where(and(matches(shopFulfilments, shop), eq(shopFulfilments.state, "due")))
      .orderBy(shopFulfilments.dueAt);
    let done = 0;
    for (const { id } of due) {
      const row = await claimShopFulfilment(ctx.db, shop, new Date(), id);
      // Pushed meanwhile by the worker, or claimed by it right now: nothing to do here.
      if (row) await pushFulfilment(deps, row);
      done += 1;
      await run.progress((done / due.length) * 100);
    }
  },
};
