import type { THandOverOrdersRequest, THandOverOrdersResponse } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { conflict, type Text, text } from "../../kernel/errors.ts";
import { actorOf, type TOrderRow } from "../orders/index.ts";
import {
  insertNotice,
  lockNamedOrders,
  refuseUnready,
  shipNotice,
  type TNoticeGroup,
} from "./shipping.notices.ts";

/**
 * Hands the named orders over at once (one-piece shipping, the shipping orders list, the waybill step): in
 * one transaction the orders are locked in id order and checked (bagged, numbered, in their bag, on no notice: else
 * 4009 naming the order, nothing written), grouped by warehouse and channel, and each group becomes a
 * notice handed over with the internals createNotice and confirmNotice use (shipping.notices.ts).
 */
export async function handOverOrders(
  db: Db,
  scope: AccessScope,
  input: THandOverOrdersRequest,
): Promise<{ answer: THandOverOrdersResponse; message: Text }> {
  const actor = await actorOf(scope, undefined);
  return db.transaction(async (tx) => {
    const picked = await lockNamedOrders(tx, actor.providerId, input.order_ids);
    await refuseUnready(tx, actor.providerId, picked);
    const groups = new Map<string, TNoticeGroup>();
    for (const o of picked) {
      // A numbered order has a channel (its waybill or manual number came through one); checked all the same.
      if (!o.channelId) throw conflict("shipping.noChannel", null, { code: o.code });
      const key = `${o.warehouseId}/${o.channelId}`;
      const group = groups.get(key) ?? { warehouseId: o.warehouseId, channelId: o.channelId, orders: [] };
      group.orders.push(o);
      groups.set(key, group);
    }
    const notices = [];
    let shipped = 0;
    for (const group of groups.values()) {
      const notice = await insertNotice(tx, actor, group);
      shipped += await shipNotice(tx, actor, notice.id);
      notices.push({ notice_id: notice.id, code: notice.code, order_count: group.orders.length });
    }
    return { answer: { notices, shipped }, message: handedOverText(picked, notices) };
  });
}

/** "Order X handed over on shipping notice N", "3 orders … on shipping notice N" or "5 orders … on 2 shipping notices". */
function handedOverText(shipped: TOrderRow[], notices: { code: string }[]) {
  const [first] = notices;
  if (notices.length > 1)
    return text("shipping.handedOverNotices", { count: shipped.length, notices: notices.length });
  if (shipped.length === 1)
    return text("shipping.handedOverOne", { code: shipped[0]?.code ?? "", notice: first?.code ?? "" });
  return text("shipping.handedOver", { count: shipped.length, notice: first?.code ?? "" });
}
