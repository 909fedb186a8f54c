import { gid, type TAddress, type TCustomer, type TLineItem, type TOrder, type TShop } from "../state.ts";
import { firstOf, paginate, type TPageArgs, type TSortKey } from "./connection.ts";
import type { TSearchFields } from "./search.ts";
import { moneyBag, productView, type TArgs, type TView, variantView } from "./views-catalog.ts";
import { fulfillmentOrderView, fulfillmentView } from "./views-fulfillment.ts";

/** GraphQL views of orders, their fulfillment orders and fulfillments (see views-catalog.ts for the idea). */

export const orderSearch: TSearchFields<TOrder> = {
  id: (o) => o.id,
  name: (o) => [o.name, o.name.replace(/^#/, "")],
  email: (o) => o.email,
  created_at: (o) => o.createdAt,
  updated_at: (o) => o.updatedAt,
  processed_at: (o) => o.processedAt,
  status: (o) => (o.cancelledAt ? "cancelled" : o.closedAt ? "closed" : "open"),
  financial_status: (o) => o.financialStatus.toLowerCase(),
  fulfillment_status: (o) =>
    ({
      FULFILLED: "shipped",
      PARTIALLY_FULFILLED: "partial",
      UNFULFILLED: "unshipped",
      RESTOCKED: "unshipped",
    })[o.fulfillmentStatus],
  tag: (o) => o.tags,
  sku: (o) => o.lineItems.flatMap((l) => l.sku ?? []),
  test: (o) => o.test,
};

export const orderSorts: Record<string, (o: TOrder) => TSortKey> = {
  ID: (o) => ({ id: o.id, value: o.id }),
  RELEVANCE: (o) => ({ id: o.id, value: o.id }),
  ORDER_NUMBER: (o) => ({ id: o.id, value: o.number }),
  CREATED_AT: (o) => ({ id: o.id, value: o.createdAt }),
  UPDATED_AT: (o) => ({ id: o.id, value: o.updatedAt }),
  PROCESSED_AT: (o) => ({ id: o.id, value: o.processedAt }),
  TOTAL_PRICE: (o) => ({ id: o.id, value: Number(o.totalPrice) }),
  CURRENT_TOTAL_PRICE: (o) => ({ id: o.id, value: Number(o.totalPrice) }),
};

export function addressView(address: TAddress | null): TView | null {
  if (!address) return null;
  const name = [address.firstName, address.lastName].filter(Boolean).join(" ");
  return {
    __typename: "MailingAddress",
    id: null,
    name: name || null,
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: address.province ?? null,
    provinceCode: address.provinceCode ?? null,
    zip: address.zip ?? null,
    country: address.country ?? null,
    countryCodeV2: address.countryCode ?? null,
    phone: address.phone ?? null,
  };
}

export function customerView(customer: TCustomer | null): TView | null {
  if (!customer) return null;
  const displayName =
    [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.email || "";
  return {
    __typename: "Customer",
    id: gid("Customer", customer.id),
    legacyResourceId: String(customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName,
    phone: customer.phone,
    defaultEmailAddress: customer.email
      ? { __typename: "CustomerEmailAddress", emailAddress: customer.email, marketingState: "NOT_SUBSCRIBED" }
      : null,
  };
}

function fulfilledQuantity(shop: TShop, order: TOrder, lineItemId: number): number {
  return order.fulfillmentIds
    .flatMap((id) => shop.fulfillments.get(id)?.lineItems ?? [])
    .filter((l) => l.lineItemId === lineItemId)
    .reduce((sum, l) => sum + l.quantity, 0);
}

export function lineItemView(shop: TShop, order: TOrder, item: TLineItem): TView {
  const unfulfilled = order.cancelledAt ? 0 : item.quantity - fulfilledQuantity(shop, order, item.id);
  return {
    __typename: "LineItem",
    id: gid("LineItem", item.id),
    name: item.variantTitle ? `${item.title} - ${item.variantTitle}` : item.title,
    title: item.title,
    variantTitle: item.variantTitle,
    sku: item.sku,
    quantity: item.quantity,
    currentQuantity: order.cancelledAt ? 0 : item.quantity,
    unfulfilledQuantity: unfulfilled,
    fulfillableQuantity: unfulfilled,
    requiresShipping: item.requiresShipping,
    vendor: item.vendor,
    originalUnitPriceSet: moneyBag(item.price, order.currency),
    discountedTotalSet: moneyBag((Number(item.price) * item.quantity).toFixed(2), order.currency),
    variant: () => {
      const variant = item.variantId === null ? undefined : shop.variants.get(item.variantId);
      return variant ? variantView(shop, variant) : null;
    },
    product: () => {
      const product = item.productId === null ? undefined : shop.products.get(item.productId);
      return product ? productView(shop, product) : null;
    },
  };
}

export function orderView(shop: TShop, order: TOrder): TView {
  return {
    __typename: "Order",
    id: gid("Order", order.id),
    legacyResourceId: String(order.id),
    name: order.name,
    email: order.email,
    phone: order.phone,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    processedAt: order.processedAt,
    cancelledAt: order.cancelledAt,
    cancelReason: order.cancelReason,
    closed: order.closedAt !== null,
    closedAt: order.closedAt,
    confirmed: true,
    test: order.test,
    note: order.note,
    tags: order.tags,
    displayFinancialStatus: order.financialStatus,
    displayFulfillmentStatus: order.fulfillmentStatus,
    fullyPaid: order.financialStatus === "PAID",
    currencyCode: order.currency,
    presentmentCurrencyCode: order.currency,
    subtotalPriceSet: moneyBag(order.subtotalPrice, order.currency),
    totalShippingPriceSet: moneyBag(order.totalShipping, order.currency),
    totalTaxSet: moneyBag(order.totalTax, order.currency),
    totalPriceSet: moneyBag(order.totalPrice, order.currency),
    customer: () => customerView(order.customer),
    shippingAddress: () => addressView(order.shippingAddress),
    lineItems: (args: TArgs) =>
      paginate(
        order.lineItems,
        args as TPageArgs,
        (l) => ({ id: l.id, value: l.id }),
        (l) => lineItemView(shop, order, l),
      ),
    fulfillmentOrders: (args: TArgs) =>
      paginate(
        order.fulfillmentOrderIds.flatMap((id) => shop.fulfillmentOrders.get(id) ?? []),
        args as TPageArgs,
        (f) => ({ id: f.id, value: f.id }),
        (f) => fulfillmentOrderView(shop, f),
      ),
    fulfillments: (args: TArgs) =>
      firstOf(
        order.fulfillmentIds.flatMap((id) => shop.fulfillments.get(id) ?? []),
        args.first as number | undefined,
      ).map((f) => fulfillmentView(shop, f)),
  };
}
