import type { TCore, TRequest } from "../core.ts";
import {
  idOf,
  isoNow,
  type TFulfillment,
  type TFulfillmentOrder,
  type TOrder,
  type TShop,
  type TTracking,
} from "../state.ts";
import { fulfillmentPayload, orderPayload } from "../webhooks/payloads.ts";
import type { TArgs } from "./views-catalog.ts";
import { fulfillmentView } from "./views-fulfillment.ts";

/**
 * `fulfillmentCreate(fulfillment: { lineItemsByFulfillmentOrder: [{ fulfillmentOrderId,
 * fulfillmentOrderLineItems: [{ id, quantity }] }], trackingInfo, notifyCustomer })`: fulfils the listed
 * quantities (all that remain when no line items are listed), closes fulfillment orders with nothing
 * left (IN_PROGRESS when part remains), sets the order's fulfilment status, and fires `fulfillments/create`,
 * `orders/fulfilled` or `orders/partially_fulfilled`, and `orders/updated`. Problems are `userErrors`.
 */

type TUserError = { field: string[] | null; message: string };
type TGroupInput = {
  fulfillmentOrderId: string;
  fulfillmentOrderLineItems?: { id: string; quantity: number }[] | null;
};
type TTrackingInput = {
  company?: string | null;
  number?: string | null;
  numbers?: string[] | null;
  url?: string | null;
  urls?: string[] | null;
};

function failure(errors: TUserError[]) {
  return { __typename: "FulfillmentCreatePayload", fulfillment: null, userErrors: errors };
}

function tracking(input: TTrackingInput | null | undefined): TTracking[] {
  if (!input) return [];
  const numbers = input.numbers?.length ? input.numbers : input.number ? [input.number] : [];
  const urls = input.urls?.length ? input.urls : input.url ? [input.url] : [];
  const count = Math.max(numbers.length, urls.length, input.company ? 1 : 0);
  return Array.from({ length: count }, (_, i) => ({
    number: numbers[i] ?? null,
    company: input.company ?? null,
    url: urls[i] ?? null,
  }));
}

/** FULFILLED when every line item is fulfilled, PARTIALLY_FULFILLED when some of it is. */
export function settleFulfillmentStatus(shop: TShop, order: TOrder): void {
  const fulfilled = (lineItemId: number) =>
    order.fulfillmentIds
      .flatMap((id) => shop.fulfillments.get(id)?.lineItems ?? [])
      .filter((l) => l.lineItemId === lineItemId)
      .reduce((sum, l) => sum + l.quantity, 0);
  const done = order.lineItems.map((item) => Math.min(item.quantity, fulfilled(item.id)));
  const total = order.lineItems.reduce((sum, item) => sum + item.quantity, 0);
  const sum = done.reduce((a, b) => a + b, 0);
  order.fulfillmentStatus = sum === 0 ? "UNFULFILLED" : sum >= total ? "FULFILLED" : "PARTIALLY_FULFILLED";
}

export type TFulfillmentInput = {
  lineItemsByFulfillmentOrder?: TGroupInput[];
  trackingInfo?: TTrackingInput | null;
  notifyCustomer?: boolean | null;
};

export function fulfillmentCreate(args: TArgs, req: TRequest) {
  return createFulfillment(req.core, req.shop, (args.fulfillment ?? {}) as TFulfillmentInput);
}

/** What `fulfillmentCreate` does, also as the merchant fulfilling in the admin (helpers.ts). */
export function createFulfillment(core: TCore, shop: TShop, input: TFulfillmentInput) {
  const groups = input.lineItemsByFulfillmentOrder ?? [];
  if (groups.length === 0)
    return failure([
      {
        field: ["fulfillment", "lineItemsByFulfillmentOrder"],
        message: "Line items by fulfillment order can't be blank.",
      },
    ]);

  const plan: { fo: TFulfillmentOrder; lineId: number; quantity: number }[] = [];
  let order: TOrder | undefined;
  let locationId: number | undefined;
  for (const [index, group] of groups.entries()) {
    const field = ["fulfillment", "lineItemsByFulfillmentOrder", String(index), "fulfillmentOrderId"];
    const fo = shop.fulfillmentOrders.get(idOf("FulfillmentOrder", group.fulfillmentOrderId) ?? -1);
    if (!fo) return failure([{ field, message: "Fulfillment order does not exist." }]);
    if (fo.status !== "OPEN" && fo.status !== "IN_PROGRESS")
      return failure([
        {
          field,
          message: `Fulfillment order ${fo.id} has an unfulfillable status= ${fo.status.toLowerCase()}.`,
        },
      ]);
    if (order && order.id !== fo.orderId)
      return failure([{ field, message: "Fulfillment orders must belong to the same order." }]);
    if (locationId !== undefined && locationId !== fo.locationId)
      return failure([{ field, message: "Fulfillment orders must be assigned to the same location." }]);
    order = shop.orders.get(fo.orderId);
    locationId = fo.locationId;
    if (!group.fulfillmentOrderLineItems) {
      for (const line of fo.lineItems)
        if (line.remainingQuantity > 0) plan.push({ fo, lineId: line.id, quantity: line.remainingQuantity });
      continue;
    }
    for (const [lineIndex, wanted] of group.fulfillmentOrderLineItems.entries()) {
      const line = fo.lineItems.find((l) => l.id === idOf("FulfillmentOrderLineItem", wanted.id));
      const lineField = [
        "fulfillment",
        "lineItemsByFulfillmentOrder",
        String(index),
        "fulfillmentOrderLineItems",
        String(lineIndex),
      ];
      if (!line)
        return failure([
          { field: [...lineField, "id"], message: "Fulfillment order line item does not exist." },
        ]);
      if (wanted.quantity <= 0 || wanted.quantity > line.remainingQuantity)
        return failure([
          {
            field: [...lineField, "quantity"],
            message: "Invalid fulfillment order line item quantity requested.",
          },
        ]);
      plan.push({ fo, lineId: line.id, quantity: wanted.quantity });
    }
  }
  if (!order || locationId === undefined)
    return failure([{ field: ["fulfillment"], message: "Fulfillment order does not exist." }]);
  if (plan.length === 0)
    return failure([
      { field: ["fulfillment"], message: "Fulfillment order has no remaining line items to fulfill." },
    ]);

  const now = isoNow();
  const fulfillment: TFulfillment = {
    id: core.nextId(),
    orderId: order.id,
    locationId,
    name: `${order.name}.${order.fulfillmentIds.length + 1}`,
    status: "SUCCESS",
    tracking: tracking(input.trackingInfo),
    notifyCustomer: input.notifyCustomer === true,
    lineItems: [],
    createdAt: now,
    updatedAt: now,
  };
  for (const step of plan) {
    const line = step.fo.lineItems.find((l) => l.id === step.lineId);
    if (!line) continue;
    line.remainingQuantity -= step.quantity;
    fulfillment.lineItems.push({
      id: core.nextId(),
      lineItemId: line.lineItemId,
      fulfillmentOrderLineItemId: line.id,
      quantity: step.quantity,
    });
  }
  for (const fo of new Set(plan.map((p) => p.fo))) {
    fo.status = fo.lineItems.every((l) => l.remainingQuantity === 0) ? "CLOSED" : "IN_PROGRESS";
    fo.updatedAt = now;
  }
  shop.fulfillments.set(fulfillment.id, fulfillment);
  order.fulfillmentIds.push(fulfillment.id);
  settleFulfillmentStatus(shop, order);
  order.updatedAt = now;

  core.emit(shop, "fulfillments/create", fulfillmentPayload(shop, fulfillment));
  const payload = orderPayload(shop, order);
  core.emit(
    shop,
    order.fulfillmentStatus === "FULFILLED" ? "orders/fulfilled" : "orders/partially_fulfilled",
    payload,
  );
  core.emit(shop, "orders/updated", payload);
  return {
    __typename: "FulfillmentCreatePayload",
    fulfillment: fulfillmentView(shop, fulfillment),
    userErrors: [],
  };
}
