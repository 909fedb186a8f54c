import type { TCore } from "../core.ts";
import { orderRecord } from "../seed-orders.ts";
import {
  idOf,
  isoNow,
  type TReturn,
  type TReturnDeclineReason,
  type TReturnLineItem,
  type TReverseFulfillmentOrder,
  type TShop,
} from "../state.ts";
import { returnDeclinePayload, returnPayload, returnStatusPayload } from "../webhooks/return-payloads.ts";
import { reasonByHandle } from "./reasons.ts";

/**
 * Returns as the buyer and the merchant make them outside the app (shopify.dev "Manage returns", "Manage
 * reverse fulfillment orders"): only fulfilled units can be returned, and no more than were fulfilled and
 * are not on another return still going; a return is REQUESTED until the merchant approves it (OPEN: one
 * reverse fulfillment order per location the units were fulfilled from, one line per return line item) or
 * declines it; the merchant may cancel it before any work was done on it. Each step fires its webhook.
 */

export type TReturnLineInput = {
  /** The order's line item, by its SKU or its gid. */
  sku?: string;
  lineItemId?: string;
  quantity: number;
  /** A handle of the reason library (returns/reasons.ts); default "unknown". */
  reason?: string;
  note?: string;
  customerNote?: string | null;
};

const goingOn = (r: TReturn) => r.status !== "CANCELED" && r.status !== "DECLINED";

export function returnRecord(shop: TShop, returnId: string | number): TReturn {
  const id = typeof returnId === "number" ? returnId : idOf("Return", returnId);
  const ret = id === null ? undefined : shop.returns.get(id);
  if (!ret) throw new Error(`No return ${returnId} in ${shop.domain}`);
  return ret;
}

/** Units of each fulfillment line item already on returns still going. */
function onReturns(shop: TShop): Map<number, number> {
  const taken = new Map<number, number>();
  for (const r of shop.returns.values())
    if (goingOn(r))
      for (const l of r.lineItems)
        taken.set(l.fulfillmentLineItemId, (taken.get(l.fulfillmentLineItemId) ?? 0) + l.quantity);
  return taken;
}

/** The buyer asks to return units of a fulfilled order (Shopify: `returnRequest`); fires `returns/request`. */
export function requestReturn(
  core: TCore,
  shop: TShop,
  orderId: string | number,
  lines: TReturnLineInput[],
): TReturn {
  const order = orderRecord(shop, orderId);
  const taken = onReturns(shop);
  const fulfilled = order.fulfillmentIds.flatMap((id) => shop.fulfillments.get(id)?.lineItems ?? []);
  const lineItems: TReturnLineItem[] = [];
  for (const input of lines) {
    const item = order.lineItems.find((i) =>
      input.lineItemId ? idOf("LineItem", input.lineItemId) === i.id : i.sku === input.sku,
    );
    if (!item) throw new Error(`No line item ${input.lineItemId ?? input.sku} on ${order.name}`);
    if (input.reason && !reasonByHandle(input.reason)) throw new Error(`No return reason ${input.reason}`);
    let wanted = input.quantity;
    for (const fli of fulfilled.filter((l) => l.lineItemId === item.id)) {
      const free = fli.quantity - (taken.get(fli.id) ?? 0);
      const quantity = Math.min(free, wanted);
      if (quantity <= 0) continue;
      wanted -= quantity;
      taken.set(fli.id, (taken.get(fli.id) ?? 0) + quantity);
      lineItems.push({
        id: core.nextId(),
        fulfillmentLineItemId: fli.id,
        quantity,
        reasonHandle: input.reason ?? "unknown",
        returnReasonNote: input.note ?? "",
        customerNote: input.customerNote ?? null,
      });
    }
    if (wanted > 0 || input.quantity <= 0)
      throw new Error(
        `${input.quantity} of ${item.sku ?? item.title} cannot be returned: not that many fulfilled`,
      );
  }
  const now = isoNow();
  const number = [...shop.returns.values()].filter((r) => r.orderId === order.id).length + 1;
  const ret: TReturn = {
    id: core.nextId(),
    orderId: order.id,
    name: `${order.name}-R${number}`,
    status: "REQUESTED",
    lineItems,
    reverseFulfillmentOrderIds: [],
    decline: null,
    createdAt: now,
    requestApprovedAt: null,
    closedAt: null,
    updatedAt: now,
  };
  shop.returns.set(ret.id, ret);
  core.emit(shop, "returns/request", returnPayload(shop, ret));
  return ret;
}

/**
 * The merchant approves a requested return (`returnApproveRequest`): OPEN, with a reverse fulfillment order
 * per location its units were fulfilled from; fires `returns/approve`.
 */
export function approveReturn(core: TCore, shop: TShop, returnId: string | number): TReturn {
  const ret = returnRecord(shop, returnId);
  if (ret.status !== "REQUESTED") throw new Error(`Return ${ret.name} is ${ret.status}, not REQUESTED`);
  const now = isoNow();
  const byLocation = new Map<number, TReverseFulfillmentOrder>();
  for (const line of ret.lineItems) {
    const fulfillment = [...shop.fulfillments.values()].find((f) =>
      f.lineItems.some((l) => l.id === line.fulfillmentLineItemId),
    );
    const locationId = fulfillment?.locationId ?? 0;
    const rfo = byLocation.get(locationId) ?? {
      id: core.nextId(),
      returnId: ret.id,
      orderId: ret.orderId,
      status: "OPEN" as const,
      lineItems: [],
      createdAt: now,
      updatedAt: now,
    };
    rfo.lineItems.push({
      id: core.nextId(),
      returnLineItemId: line.id,
      fulfillmentLineItemId: line.fulfillmentLineItemId,
      totalQuantity: line.quantity,
      dispositions: [],
    });
    byLocation.set(locationId, rfo);
  }
  for (const rfo of byLocation.values()) {
    shop.reverseFulfillmentOrders.set(rfo.id, rfo);
    ret.reverseFulfillmentOrderIds.push(rfo.id);
  }
  ret.status = "OPEN";
  ret.requestApprovedAt = now;
  ret.updatedAt = now;
  core.emit(shop, "returns/approve", returnPayload(shop, ret));
  return ret;
}

/** The merchant declines a requested return (`returnDeclineRequest`); fires `returns/decline`. */
export function declineReturn(
  core: TCore,
  shop: TShop,
  returnId: string | number,
  decline: { reason?: TReturnDeclineReason; note?: string | null } = {},
): TReturn {
  const ret = returnRecord(shop, returnId);
  if (ret.status !== "REQUESTED") throw new Error(`Return ${ret.name} is ${ret.status}, not REQUESTED`);
  ret.status = "DECLINED";
  ret.decline = { reason: decline.reason ?? "OTHER", note: decline.note ?? null };
  ret.updatedAt = isoNow();
  core.emit(shop, "returns/decline", returnDeclinePayload(ret));
  return ret;
}

/**
 * The merchant cancels a return (`returnCancel`: "only available before any work has been done on the
 * return"): CANCELED with its reverse fulfillment orders; fires `returns/cancel`.
 */
export function cancelReturn(core: TCore, shop: TShop, returnId: string | number): TReturn {
  const ret = returnRecord(shop, returnId);
  if (ret.status !== "REQUESTED" && ret.status !== "OPEN")
    throw new Error(`Return ${ret.name} is ${ret.status}: it cannot be canceled`);
  const rfos = ret.reverseFulfillmentOrderIds.flatMap((id) => shop.reverseFulfillmentOrders.get(id) ?? []);
  if (rfos.some((rfo) => rfo.lineItems.some((l) => l.dispositions.length > 0)))
    throw new Error(`Return ${ret.name} has dispositions: it cannot be canceled`);
  const now = isoNow();
  for (const rfo of rfos) {
    rfo.status = "CANCELED";
    rfo.updatedAt = now;
  }
  ret.status = "CANCELED";
  ret.closedAt = now;
  ret.updatedAt = now;
  core.emit(shop, "returns/cancel", returnStatusPayload(ret));
  return ret;
}
