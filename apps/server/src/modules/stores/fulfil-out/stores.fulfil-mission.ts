import type { TLanguage, TShopFulfilMission, TShopIdBody, TShopSyncQuery } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { AccessScope } from "../../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../../kernel/context.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { matches } from "../../../kernel/db/sql-helpers.ts";
import { conflict, type TWithTexts } from "../../../kernel/errors.ts";
import { localisedMission, presentMission, type TMissionKind } from "../../missions/index.ts";
import { requeueFailedReports } from "../returns/stores.return-reports.ts";
import { storeDeps } from "../shopify/stores.tokens.ts";
import { shopMission, type TShopRow } from "../stores.repository.ts";
import { visibleShop } from "../stores.service.ts";
import { startShopMission, stopShopMission } from "../stores.shop-missions.ts";
import { shopFulfilments } from "../stores.tables.ts";
import { pushFulfilment } from "./stores.fulfil-push.ts";
import { claimShopFulfilment, fulfilmentCounts, requeueFailed } from "./stores.fulfil-queue.ts";

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

/** 4009 when nothing of the shop is due (checked under the shop's lock, as the push starts). */
async function somethingDue(tx: Db, shop: TShopRow) {
  if ((await fulfilmentCounts(tx, ofShop(shop))).due === 0) throw conflict("store.nothingToFulfil");
}

const push = { kind: fulfilKind, slot: "fulfilMissionId", running: "store.fulfilRunning" } as const;

/** `fulfill-orders`: push every due fulfilment of the shop now. */
export function startFulfil(ctx: TAppContext, scope: AccessScope, input: TShopIdBody, lang: TLanguage) {
  return startShopMission(ctx, scope, input, lang, { ...push, before: somethingDue });
}

/**
 * `reset-fulfill-mission` ("Retry failed"): the failed fulfilments, and the failed reports of returns'
 * inspections (docs/stores.md "Returns"; the worker sends them at its next round), become due again, and a
 * push of the fulfilments starts.
 */
export function resetFulfil(ctx: TAppContext, scope: AccessScope, input: TShopIdBody, lang: TLanguage) {
  return startShopMission(ctx, scope, input, lang, {
    ...push,
    before: async (tx, shop) => {
      const now = new Date();
      const fulfilments = await requeueFailed(tx, ofShop(shop), now);
      const reports = await requeueFailedReports(tx, ofShop(shop), now);
      if (fulfilments + reports === 0) throw conflict("store.nothingFailed");
    },
  });
}

/** `query-fulfill-mission`: the shop's last push and where its fulfilments stand. */
export async function fulfilMissionOf(
  db: Db,
  scope: AccessScope,
  q: TShopSyncQuery,
): Promise<TWithTexts<TShopFulfilMission>> {
  const shop = await visibleShop(db, scope, q);
  const mission = await shopMission(db, shop, "fulfilMissionId");
  return {
    mission: mission ? localisedMission(presentMission(mission)) : null,
    counts: await fulfilmentCounts(db, ofShop(shop)),
  };
}

/** `stop-fulfill-mission`: stops the running push before its next fulfilment; 4009 when none runs. */
export function stopFulfil(db: Db, scope: AccessScope, input: TShopIdBody) {
  return stopShopMission(db, scope, input, "fulfilMissionId", "store.fulfilNotRunning");
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
