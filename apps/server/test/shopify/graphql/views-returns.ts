import { reasonByHandle } from "../returns/reasons.ts";
import {
  gid,
  type TReturn,
  type TReturnLineItem,
  type TReverseFulfillmentOrder,
  type TShop,
} from "../state.ts";
import { paginate, type TPageArgs } from "./connection.ts";
import type { TArgs, TView } from "./views-catalog.ts";
import { findFulfillmentLineItem, fulfillmentLineItemView } from "./views-fulfillment.ts";
import { locationView } from "./views-inventory.ts";
import { orderView } from "./views-orders.ts";

/** GraphQL views of returns and reverse fulfillment orders (see views-catalog.ts for the idea). */

const byId = <T extends { id: number }>(x: T) => ({ id: x.id, value: x.id });

function fulfillmentLineItemOf(shop: TShop, fulfillmentLineItemId: number): TView | null {
  const found = findFulfillmentLineItem(shop, fulfillmentLineItemId);
  return found ? fulfillmentLineItemView(shop, found.order, found.line) : null;
}

function returnLineItemView(shop: TShop, line: TReturnLineItem): TView {
  const reason = reasonByHandle(line.reasonHandle);
  return {
    __typename: "ReturnLineItem",
    id: gid("ReturnLineItem", line.id),
    quantity: line.quantity,
    processableQuantity: line.quantity,
    processedQuantity: 0,
    unprocessedQuantity: line.quantity,
    refundableQuantity: line.quantity,
    refundedQuantity: 0,
    customerNote: line.customerNote,
    returnReasonNote: line.returnReasonNote,
    returnReason: reason?.legacy ?? "UNKNOWN",
    returnReasonDefinition: reason
      ? {
          __typename: "ReturnReasonDefinition",
          id: gid("ReturnReasonDefinition", reason.id),
          handle: reason.handle,
          name: reason.name,
          deleted: false,
        }
      : null,
    restockingFee: null,
    totalWeight: null,
    fulfillmentLineItem: () => fulfillmentLineItemOf(shop, line.fulfillmentLineItemId),
  };
}

export function reverseFulfillmentOrderView(shop: TShop, rfo: TReverseFulfillmentOrder): TView {
  const order = shop.orders.get(rfo.orderId);
  return {
    __typename: "ReverseFulfillmentOrder",
    id: gid("ReverseFulfillmentOrder", rfo.id),
    status: rfo.status,
    thirdPartyConfirmation: null,
    order: () => (order ? orderView(shop, order) : null),
    lineItems: (args: TArgs) =>
      paginate(rfo.lineItems, args as TPageArgs, byId, (l) => rfoLineItemView(shop, l)),
    reverseDeliveries: (args: TArgs) => paginate([], args as TPageArgs, byId, () => null),
  };
}

export function rfoLineItemView(shop: TShop, line: TReverseFulfillmentOrder["lineItems"][number]): TView {
  return {
    __typename: "ReverseFulfillmentOrderLineItem",
    id: gid("ReverseFulfillmentOrderLineItem", line.id),
    totalQuantity: line.totalQuantity,
    dispositions: line.dispositions.map((d) => {
      const location = d.locationId === null ? undefined : shop.locations.get(d.locationId);
      return {
        __typename: "ReverseFulfillmentOrderDisposition",
        id: gid("ReverseFulfillmentOrderDisposition", d.id),
        type: d.type,
        quantity: d.quantity,
        createdAt: d.createdAt,
        location: () => (location ? locationView(shop, location) : null),
      };
    }),
    fulfillmentLineItem: () => fulfillmentLineItemOf(shop, line.fulfillmentLineItemId),
  };
}

export function returnView(shop: TShop, ret: TReturn): TView {
  const order = shop.orders.get(ret.orderId);
  const rfos = () =>
    ret.reverseFulfillmentOrderIds.flatMap((id) => shop.reverseFulfillmentOrders.get(id) ?? []);
  return {
    __typename: "Return",
    id: gid("Return", ret.id),
    name: ret.name,
    status: ret.status,
    createdAt: ret.createdAt,
    requestApprovedAt: ret.requestApprovedAt,
    closedAt: ret.closedAt,
    totalQuantity: ret.lineItems.reduce((sum, l) => sum + l.quantity, 0),
    decline: ret.decline ? { __typename: "ReturnDecline", ...ret.decline } : null,
    order: () => (order ? orderView(shop, order) : null),
    returnLineItems: (args: TArgs) =>
      paginate(ret.lineItems, args as TPageArgs, byId, (l) => returnLineItemView(shop, l)),
    reverseFulfillmentOrders: (args: TArgs) =>
      paginate(rfos(), args as TPageArgs, byId, (rfo) => reverseFulfillmentOrderView(shop, rfo)),
    returnShippingFees: [],
    exchangeLineItems: (args: TArgs) => paginate([], args as TPageArgs, byId, () => null),
    refunds: (args: TArgs) => paginate([], args as TPageArgs, byId, () => null),
  };
}
