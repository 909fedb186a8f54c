import { Code, type TSplitOrderRequest } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, notFound, text } from "../../kernel/errors.ts";
import { holdsDraftReservation, insufficient, refused, reserveDraft } from "./orders.lifecycle.ts";
import * as repo from "./orders.repository.ts";
import { actorOf, copiedFields, getOrder, insertDraft, ownerOf } from "./orders.service.ts";

/**
 * Splitting a draft (docs/orders.md "Split"): the units named move into a new draft of their own, so one
 * order can leave as two parcels, each with its own waybill (what is in stock now, the rest later). The
 * new draft carries the order's consignee, channel, reference and shop labels, and names the first order
 * it came from (`split_from_id`; a part split again still names that first one), so a shop order's parts
 * each report their own fulfilment. Its declared weight and size are left to weigh and its amount is 0:
 * cash on delivery is collected once, with the first parcel. A draft that reserves its stock (a shop
 * order) keeps every unit reserved, now in two halves. One transaction; nothing changes on a refusal.
 */
export async function splitOrder(db: Db, scope: AccessScope, input: TSplitOrderRequest) {
  const actor = await actorOf(scope, input.provider_uuid);
  const part = await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, ownerOf(actor), input.order_id);
    if (!order) throw notFound("order.notFound");
    if (order.status !== "draft") throw refused(order, "split");
    const lines = await repo.linesOf(tx, order.providerId, order.id);
    const { kept, moved } = divide(order.code, lines, input.lines);
    const reserving = await holdsDraftReservation(tx, actor, order);

    const made = await insertDraft(
      tx,
      actor,
      {
        ...copiedFields(order),
        splitFromId: order.splitFromId ?? order.id,
        trackingNumber: "",
        weight: "0",
        length: "0",
        width: "0",
        height: "0",
        codType: "none",
        amount: "0",
      },
      moved,
      "split_from",
      { from_code: order.code },
      order.code,
    );
    await repo.replaceLines(tx, order.providerId, order.id, kept);
    if (reserving) {
      const skus = lines.map((l) => ({ variantId: l.variantId, sku: l.sku }));
      for (const [draft, its] of [
        [order, kept],
        [made, moved],
      ] as const)
        await reserveDraft(tx, actor, draft, its).catch((error) => {
          throw insufficient(error, skus);
        });
    }
    // Its lines changed: the order reads as updated now (updated_at), as an edit would.
    await repo.updateOrder(tx, order.providerId, order.id, {});
    await repo.insertLog(tx, {
      providerId: order.providerId,
      orderId: order.id,
      action: "split",
      actorUserId: actor.userId,
      actorName: actor.userName,
      reason: made.code,
      detail: {
        to_code: made.code,
        moved: moved.map((m) => ({ variant_id: m.variantId, quantity: m.quantity })),
      },
    });
    return made;
  });
  return getOrder(db, scope, { order_id: part.id, provider_uuid: input.provider_uuid });
}

type TLine = { variantId: string; sku: string; quantity: number };

/** The order's lines less what moves, and what moves; 4001 on `lines` when the request cannot be met. */
function divide(code: string, lines: TLine[], asked: TSplitOrderRequest["lines"]) {
  const wanted = new Map<string, number>();
  for (const line of asked) {
    const sku = line.sku.trim().toLowerCase();
    wanted.set(sku, (wanted.get(sku) ?? 0) + line.quantity);
  }
  const kept: { variantId: string; quantity: number }[] = [];
  const moved: { variantId: string; quantity: number }[] = [];
  for (const line of lines) {
    const sku = line.sku.toLowerCase();
    const quantity = wanted.get(sku) ?? 0;
    wanted.delete(sku);
    if (quantity > line.quantity)
      throw invalid("order.splitTooMany", { code, sku: line.sku, quantity: line.quantity });
    if (quantity > 0) moved.push({ variantId: line.variantId, quantity });
    if (line.quantity > quantity)
      kept.push({ variantId: line.variantId, quantity: line.quantity - quantity });
  }
  const [unknown] = wanted.keys();
  if (unknown !== undefined) {
    const sku = asked.find((l) => l.sku.trim().toLowerCase() === unknown)?.sku.trim() ?? unknown;
    throw invalid("order.splitNotInOrder", { code, sku });
  }
  if (kept.length === 0) throw invalid("order.splitAll", { code });
  return { kept, moved };
}

/** 4001 worded with the order, the SKU and what it holds; the form marks `lines`. */
const invalid = (key: string, params: Record<string, string | number>) =>
  new AppError(Code.badRequest, key, { fields: { lines: text(key, params) } }, params);
