import type { TCore } from "./core.ts";
import {
  idOf,
  isoNow,
  money,
  type TAddress,
  type TFinancialStatus,
  type TOrder,
  type TShop,
  type TVariant,
} from "./state.ts";
import { orderPayload } from "./webhooks/payloads.ts";

/**
 * Test helpers that change a shop's orders the way a buyer or the merchant would outside the app:
 * placing, editing and cancelling orders. Each fires the webhooks Shopify fires for it.
 */

export type TOrderInput = {
  lineItems: { sku?: string; variantId?: string; title?: string; quantity: number; price?: string }[];
  email?: string | null;
  phone?: string | null;
  customer?: {
    email?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    phone?: string | null;
  } | null;
  shippingAddress?: TAddress | null;
  financialStatus?: TFinancialStatus;
  currencyCode?: string;
  createdAt?: string;
  shippingPrice?: string;
  taxPrice?: string;
  note?: string | null;
  tags?: string[];
  test?: boolean;
  /** The location (gid) its fulfillment order is assigned to; the shop's first location by default. */
  locationId?: string;
};
function findVariant(shop: TShop, line: TOrderInput["lineItems"][number]): TVariant | undefined {
  if (line.variantId) return shop.variants.get(idOf("ProductVariant", line.variantId) ?? -1);
  if (line.sku) return [...shop.variants.values()].find((v) => v.sku === line.sku);
  return undefined;
}

export function createOrder(core: TCore, shop: TShop, input: TOrderInput): TOrder {
  const now = input.createdAt ?? isoNow();
  const id = core.nextId();
  const number = shop.nextOrderNumber++;
  const currency = input.currencyCode ?? shop.currencyCode;
  const lineItems = input.lineItems.map((line) => {
    const variant = findVariant(shop, line);
    const product = variant ? shop.products.get(variant.productId) : undefined;
    return {
      id: core.nextId(),
      title: line.title ?? product?.title ?? "Custom item",
      variantTitle: variant && variant.title !== "Default Title" ? variant.title : null,
      sku: line.sku ?? variant?.sku ?? null,
      quantity: line.quantity,
      price: line.price ?? variant?.price ?? "0.00",
      variantId: variant?.id ?? null,
      productId: variant?.productId ?? null,
      vendor: product?.vendor ?? null,
      grams: variant?.weight?.unit === "GRAMS" ? variant.weight.value : 0,
      requiresShipping: true,
    };
  });
  const subtotal = lineItems.reduce((sum, l) => sum + Number(l.price) * l.quantity, 0);
  const shipping = Number(input.shippingPrice ?? "0");
  const tax = Number(input.taxPrice ?? "0");
  const customer =
    input.customer === null
      ? null
      : {
          id: core.nextId(),
          email: input.customer?.email ?? input.email ?? `buyer${number}@example.com`,
          firstName: input.customer?.firstName ?? "Alex",
          lastName: input.customer?.lastName ?? "Buyer",
          phone: input.customer?.phone ?? null,
        };
  const order: TOrder = {
    id,
    number,
    name: `#${number}`,
    email: input.email === undefined ? (customer?.email ?? null) : input.email,
    phone: input.phone ?? null,
    createdAt: now,
    updatedAt: now,
    processedAt: now,
    cancelledAt: null,
    cancelReason: null,
    closedAt: null,
    financialStatus: input.financialStatus ?? "PAID",
    fulfillmentStatus: "UNFULFILLED",
    currency,
    subtotalPrice: money(subtotal),
    totalShipping: money(shipping),
    totalTax: money(tax),
    totalPrice: money(subtotal + shipping + tax),
    customer,
    shippingAddress:
      input.shippingAddress === undefined
        ? {
            firstName: "Alex",
            lastName: "Buyer",
            address1: "1 Main Street",
            city: "Springfield",
            zip: "12345",
            country: "United States",
            countryCode: "US",
          }
        : input.shippingAddress,
    lineItems,
    tags: input.tags ?? [],
    note: input.note ?? null,
    test: input.test ?? false,
    fulfillmentOrderIds: [],
    fulfillmentIds: [],
  };
  const locationId = input.locationId ? idOf("Location", input.locationId) : [...shop.locations.keys()][0];
  if (locationId !== undefined && locationId !== null) {
    const foId = core.nextId();
    shop.fulfillmentOrders.set(foId, {
      id: foId,
      orderId: id,
      locationId,
      status: "OPEN",
      lineItems: lineItems
        .filter((l) => l.requiresShipping)
        .map((l) => ({
          id: core.nextId(),
          lineItemId: l.id,
          totalQuantity: l.quantity,
          remainingQuantity: l.quantity,
        })),
      createdAt: now,
      updatedAt: now,
    });
    order.fulfillmentOrderIds.push(foId);
  }
  shop.orders.set(id, order);
  const payload = orderPayload(shop, order);
  core.emit(shop, "orders/create", payload);
  if (order.financialStatus === "PAID") core.emit(shop, "orders/paid", payload);
  return order;
}

export type TOrderPatch = Partial<
  Pick<TOrder, "email" | "phone" | "note" | "tags" | "financialStatus" | "shippingAddress" | "updatedAt">
>;

export function orderRecord(shop: TShop, orderId: string | number): TOrder {
  const id = typeof orderId === "number" ? orderId : idOf("Order", orderId);
  const order = id === null ? undefined : shop.orders.get(id);
  if (!order) throw new Error(`No order ${orderId} in ${shop.domain}`);
  return order;
}

/** An edit in the admin: changes the order, moves `updatedAt`, fires `orders/updated`. */
export function updateOrder(core: TCore, shop: TShop, orderId: string | number, patch: TOrderPatch): TOrder {
  const order = orderRecord(shop, orderId);
  Object.assign(order, patch);
  order.updatedAt = patch.updatedAt ?? isoNow();
  core.emit(shop, "orders/updated", orderPayload(shop, order));
  return order;
}

/** A cancellation in the admin: open fulfillment orders close; fires `orders/cancelled` then `orders/updated`. */
export function cancelOrder(
  core: TCore,
  shop: TShop,
  orderId: string | number,
  options: { reason?: NonNullable<TOrder["cancelReason"]>; refund?: boolean } = {},
): TOrder {
  const order = orderRecord(shop, orderId);
  const now = isoNow();
  order.cancelledAt = now;
  order.cancelReason = options.reason ?? "CUSTOMER";
  if (options.refund) order.financialStatus = order.financialStatus === "PAID" ? "REFUNDED" : "VOIDED";
  for (const foId of order.fulfillmentOrderIds) {
    const fo = shop.fulfillmentOrders.get(foId);
    if (
      fo &&
      (fo.status === "OPEN" ||
        fo.status === "IN_PROGRESS" ||
        fo.status === "SCHEDULED" ||
        fo.status === "ON_HOLD")
    ) {
      fo.status = "CLOSED";
      fo.updatedAt = now;
    }
  }
  order.updatedAt = now;
  const payload = orderPayload(shop, order);
  core.emit(shop, "orders/cancelled", payload);
  core.emit(shop, "orders/updated", payload);
  return order;
}
