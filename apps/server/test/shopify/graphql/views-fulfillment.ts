import { gid, type TFulfillment, type TFulfillmentOrder, type TOrder, type TShop } from "../state.ts";
import { firstOf, paginate, type TPageArgs } from "./connection.ts";
import { type TArgs, type TView, variantView } from "./views-catalog.ts";
import { locationView } from "./views-inventory.ts";
import { lineItemView, orderView } from "./views-orders.ts";

/** GraphQL views of fulfillment orders and fulfillments (see views-catalog.ts for the idea). */

export function fulfillmentOrderView(shop: TShop, fo: TFulfillmentOrder): TView {
  const order = shop.orders.get(fo.orderId);
  const location = shop.locations.get(fo.locationId);
  return {
    __typename: "FulfillmentOrder",
    id: gid("FulfillmentOrder", fo.id),
    status: fo.status,
    requestStatus: "UNSUBMITTED",
    createdAt: fo.createdAt,
    updatedAt: fo.updatedAt,
    order: () => (order ? orderView(shop, order) : null),
    assignedLocation: {
      __typename: "FulfillmentOrderAssignedLocation",
      name: location?.name ?? "",
      address1: location?.address1 ?? null,
      city: location?.city ?? null,
      countryCode: location?.countryCode ?? "US",
      location: () => (location ? locationView(shop, location) : null),
    },
    lineItems: (args: TArgs) =>
      paginate(
        fo.lineItems,
        args as TPageArgs,
        (l) => ({ id: l.id, value: l.id }),
        (l) => {
          const item = order?.lineItems.find((i) => i.id === l.lineItemId);
          const variant = item?.variantId ? shop.variants.get(item.variantId) : undefined;
          return {
            __typename: "FulfillmentOrderLineItem",
            id: gid("FulfillmentOrderLineItem", l.id),
            totalQuantity: l.totalQuantity,
            remainingQuantity: l.remainingQuantity,
            sku: item?.sku ?? null,
            productTitle: item?.title ?? "",
            variantTitle: item?.variantTitle ?? null,
            inventoryItemId: variant ? gid("InventoryItem", variant.inventoryItemId) : null,
            lineItem: () => (order && item ? lineItemView(shop, order, item) : null),
            variant: () => (variant ? variantView(shop, variant) : null),
          };
        },
      ),
    fulfillments: (args: TArgs) =>
      paginate(
        [...shop.fulfillments.values()].filter((f) =>
          f.lineItems.some((l) => fo.lineItems.some((fl) => fl.id === l.fulfillmentOrderLineItemId)),
        ),
        args as TPageArgs,
        (f) => ({ id: f.id, value: f.id }),
        (f) => fulfillmentView(shop, f),
      ),
  };
}

export function fulfillmentView(shop: TShop, fulfillment: TFulfillment): TView {
  const order = shop.orders.get(fulfillment.orderId);
  const location = shop.locations.get(fulfillment.locationId);
  return {
    __typename: "Fulfillment",
    id: gid("Fulfillment", fulfillment.id),
    legacyResourceId: String(fulfillment.id),
    name: fulfillment.name,
    status: fulfillment.status,
    displayStatus: fulfillment.status === "SUCCESS" ? "FULFILLED" : "CANCELED",
    createdAt: fulfillment.createdAt,
    updatedAt: fulfillment.updatedAt,
    trackingInfo: (args: TArgs) =>
      firstOf(fulfillment.tracking, args.first as number | undefined).map((t) => ({
        __typename: "FulfillmentTrackingInfo",
        ...t,
      })),
    order: () => (order ? orderView(shop, order) : null),
    location: () => (location ? locationView(shop, location) : null),
    fulfillmentLineItems: (args: TArgs) =>
      paginate(
        fulfillment.lineItems,
        args as TPageArgs,
        (l) => ({ id: l.id, value: l.id }),
        (l) => fulfillmentLineItemView(shop, order, l),
      ),
  };
}

/** A fulfilled quantity of an order's line item (a return names these). */
export function fulfillmentLineItemView(
  shop: TShop,
  order: TOrder | undefined,
  l: TFulfillment["lineItems"][number],
): TView {
  const item = order?.lineItems.find((i) => i.id === l.lineItemId);
  return {
    __typename: "FulfillmentLineItem",
    id: gid("FulfillmentLineItem", l.id),
    quantity: l.quantity,
    lineItem: () => (order && item ? lineItemView(shop, order, item) : null),
  };
}

/** The fulfillment line item of that id, with its order. */
export function findFulfillmentLineItem(shop: TShop, id: number) {
  for (const fulfillment of shop.fulfillments.values()) {
    const line = fulfillment.lineItems.find((l) => l.id === id);
    if (line) return { fulfillment, line, order: shop.orders.get(fulfillment.orderId) };
  }
  return null;
}
