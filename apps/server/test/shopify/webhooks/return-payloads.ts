import { findFulfillmentLineItem } from "../graphql/views-fulfillment.ts";
import { reasonByHandle } from "../returns/reasons.ts";
import { gid, type TReturn, type TReverseFulfillmentOrder, type TShop } from "../state.ts";

/**
 * Bodies of the returns topics, as the Webhooks reference's examples show them (API 2026-04, the latest
 * published): `returns/request` and `returns/approve` carry the return with its order and line items,
 * `returns/decline` the decline, `returns/cancel` only the ids and status; `reverse_fulfillment_orders/dispose`
 * the dispositions just made. Statuses are lower case, ids numeric beside `admin_graphql_api_id`.
 */

type TJson = Record<string, unknown>;

const ref = (type: string, id: number) => ({ id, admin_graphql_api_id: gid(type, id) });

/** `returns/request`, `returns/approve`: the return, its order and line items (each with its fulfillment line item). */
export function returnPayload(shop: TShop, ret: TReturn): TJson {
  return {
    ...ref("Return", ret.id),
    status: ret.status.toLowerCase(),
    order: ref("Order", ret.orderId),
    total_return_line_items: ret.lineItems.length,
    name: ret.name,
    return_line_items: ret.lineItems.map((l) => {
      const found = findFulfillmentLineItem(shop, l.fulfillmentLineItemId);
      return {
        ...ref("ReturnLineItem", l.id),
        fulfillment_line_item: {
          ...ref("FulfillmentLineItem", l.fulfillmentLineItemId),
          line_item: found ? ref("LineItem", found.line.lineItemId) : null,
        },
        quantity: l.quantity,
        return_reason: (reasonByHandle(l.reasonHandle)?.legacy ?? "UNKNOWN").toLowerCase(),
        return_reason_note: l.returnReasonNote,
        customer_note: l.customerNote,
      };
    }),
    return_shipping_fees: [],
    exchange_line_items: [],
    total_exchange_line_items: 0,
  };
}

/** `returns/decline`: the return, its order and why it was declined. */
export function returnDeclinePayload(ret: TReturn): TJson {
  return {
    ...ref("Return", ret.id),
    status: ret.status.toLowerCase(),
    order: ref("Order", ret.orderId),
    decline: ret.decline
      ? { reason: ret.decline.reason.toLowerCase(), note: ret.decline.note }
      : { reason: "other", note: null },
  };
}

/** `returns/cancel` (and `returns/close`): the return's ids, its order's id and its status. */
export function returnStatusPayload(ret: TReturn): TJson {
  return { ...ref("Return", ret.id), order_id: ret.orderId, status: ret.status.toLowerCase() };
}

/** `reverse_fulfillment_orders/dispose`: the dispositions one call made on the reverse fulfillment order. */
export function disposePayload(
  rfo: TReverseFulfillmentOrder,
  made: { lineId: number; type: string; quantity: number; locationId: number | null }[],
): TJson {
  return {
    ...ref("ReverseFulfillmentOrder", rfo.id),
    dispositions: made.map((d) => ({
      reverse_fulfillment_order_line_item: ref("ReverseFulfillmentOrderLineItem", d.lineId),
      reverse_delivery_line_item: null,
      type: d.type.toLowerCase(),
      location: d.locationId === null ? null : ref("Location", d.locationId),
      quantity: d.quantity,
    })),
    total_dispositions: made.length,
  };
}
