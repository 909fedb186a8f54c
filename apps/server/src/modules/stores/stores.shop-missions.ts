import type { TLanguage, TShopIdBody } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { lockTenantRow, updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { conflict } from "../../kernel/errors.ts";
import {
  createMission,
  localisedMission,
  presentMission,
  queueMission,
  requestStop,
  underWay,
} from "../missions/index.ts";
import { demoShopRefusal } from "./shopify/stores.shop-access.ts";
import { shopMission, type TShopMissionSlot, type TShopRow } from "./stores.repository.ts";
import { ownActiveShop } from "./stores.service.ts";
import { shops } from "./stores.tables.ts";

/**
 * A shop's own missions (docs/stores.md): the product sync and the fulfilment push. The shop keeps its
 * last one of each (`sync_mission_id`, `fulfil_mission_id`): starting one locks the shop row and
 * refuses while the last is under way, so one of each kind runs per shop; stopping finds it there.
 */

type TShopMissionStart = {
  kind: string;
  slot: TShopMissionSlot;
  /** The 4009 message when the last one is still under way. */
  running: string;
  /** More checks or writes under the shop's lock, before the mission is made (a refusal throws). */
  before?: (tx: Db, shop: TShopRow) => Promise<void>;
};

/**
 * Starts a mission of the drop shipper's own active shop (params: provider, shop and its domain) and
 * queues it once the transaction committed; 4009 when the shop's last one of the kind is under way.
 */
export async function startShopMission(
  ctx: TAppContext,
  scope: AccessScope,
  input: TShopIdBody,
  lang: TLanguage,
  start: TShopMissionStart,
) {
  const shop = await ownActiveShop(ctx.db, scope, input);
  if (shop.demo) throw demoShopRefusal();
  const mission = await ctx.db.transaction(async (tx) => {
    const row = await lockTenantRow(tx, shops, shop.providerId, shop.id);
    if (!row || row.status !== "active") throw conflict("store.reauthorize");
    if (underWay((await shopMission(tx, row, start.slot))?.status)) throw conflict(start.running);
    if (start.before) await start.before(tx, row);
    const created = await createMission(tx, scope, {
      kind: start.kind,
      providerId: row.providerId,
      params: { providerId: row.providerId, shopId: row.id, shop: row.shopDomain },
      lang,
    });
    await updateTenantRow(tx, shops, row.providerId, row.id, { [start.slot]: created.id });
    return created;
  });
  await queueMission(ctx, mission.id);
  return localisedMission(presentMission(mission));
}

/** Stops the running mission of the slot on the drop shipper's own shop; 4009 (`notRunning`) when none runs. */
export async function stopShopMission(
  db: Db,
  scope: AccessScope,
  input: TShopIdBody,
  slot: TShopMissionSlot,
  notRunning: string,
) {
  const shop = await ownActiveShop(db, scope, input);
  const mission = await shopMission(db, shop, slot);
  if (!mission || !underWay(mission.status)) throw conflict(notRunning);
  return localisedMission(presentMission((await requestStop(db, mission)) ?? mission));
}
