import {
  gid,
  type TAddress,
  type TCustomer,
  type TFulfillment,
  type TInventoryLevel,
  type TOrder,
  type TProduct,
  type TShop,
} from "../state.ts";

/**
 * Webhook bodies: the REST Admin resource of the topic (shopify.dev "Webhooks delivery structure": "the
 * body is the full REST resource payload for the topic"), with numeric `id`s, `admin_graphql_api_id`,
 * snake_case keys and money as decimal strings.
 */

type TJson = Record<string, unknown>;

/** REST timestamps carry the shop's offset; the simulator's shops are on UTC. */
function restTime(iso: string | null): string | null {
  return iso ? iso.replace(/Z$/, "+00:00") : null;
}

export function addressPayload(address: TAddress | null): TJson | null {
  if (!address) return null;
  const name = [address.firstName, address.lastName].filter(Boolean).join(" ");
  return {
    first_name: address.firstName ?? null,
    last_name: address.lastName ?? null,
    name: name || null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: address.province ?? null,
    province_code: address.provinceCode ?? null,
    zip: address.zip ?? null,
    country: address.country ?? null,
    country_code: address.countryCode ?? null,
    phone: address.phone ?? null,
    latitude: null,
    longitude: null,
  };
}

function customerPayload(shop: TShop, customer: TCustomer | null, order: TOrder): TJson | null {
  if (!customer) return null;
  return {
    id: customer.id,
    admin_graphql_api_id: gid("Customer", customer.id),
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    phone: customer.phone,
    created_at: restTime(order.createdAt),
    updated_at: restTime(order.updatedAt),
    state: "disabled",
    verified_email: true,
    currency: shop.currencyCode,
    tags: "",
    note: null,
    tax_exempt: false,
    default_address: addressPayload(order.shippingAddress),
  };
}

function restFulfillmentStatus(order: TOrder): string | null {
  if (order.fulfillmentStatus === "FULFILLED") return "fulfilled";
  if (order.fulfillmentStatus === "PARTIALLY_FULFILLED") return "partial";
  if (order.fulfillmentStatus === "RESTOCKED") return "restocked";
  return null;
}

export function fulfillmentPayload(shop: TShop, fulfillment: TFulfillment): TJson {
  const order = shop.orders.get(fulfillment.orderId);
  const first = fulfillment.tracking[0];
  return {
    id: fulfillment.id,
    admin_graphql_api_id: gid("Fulfillment", fulfillment.id),
    order_id: fulfillment.orderId,
    location_id: fulfillment.locationId,
    name: fulfillment.name,
    status: fulfillment.status === "SUCCESS" ? "success" : "cancelled",
    service: "manual",
    shipment_status: null,
    tracking_company: first?.company ?? null,
    tracking_number: first?.number ?? null,
    tracking_numbers: fulfillment.tracking.flatMap((t) => t.number ?? []),
    tracking_url: first?.url ?? null,
    tracking_urls: fulfillment.tracking.flatMap((t) => t.url ?? []),
    notify_customer: fulfillment.notifyCustomer,
    created_at: restTime(fulfillment.createdAt),
    updated_at: restTime(fulfillment.updatedAt),
    line_items: fulfillment.lineItems.flatMap((l) => {
      const item = order?.lineItems.find((i) => i.id === l.lineItemId);
      return item && order ? [{ ...lineItemPayload(shop, order, item), quantity: l.quantity }] : [];
    }),
  };
}

function lineItemPayload(shop: TShop, order: TOrder, item: TOrder["lineItems"][number]): TJson {
  const fulfilled = order.fulfillmentIds
    .flatMap((id) => shop.fulfillments.get(id)?.lineItems ?? [])
    .filter((l) => l.lineItemId === item.id)
    .reduce((sum, l) => sum + l.quantity, 0);
  return {
    id: item.id,
    admin_graphql_api_id: gid("LineItem", item.id),
    name: item.variantTitle ? `${item.title} - ${item.variantTitle}` : item.title,
    title: item.title,
    variant_title: item.variantTitle,
    sku: item.sku,
    quantity: item.quantity,
    current_quantity: order.cancelledAt ? 0 : item.quantity,
    fulfillable_quantity: order.cancelledAt ? 0 : item.quantity - fulfilled,
    fulfillment_status: fulfilled === 0 ? null : fulfilled >= item.quantity ? "fulfilled" : "partial",
    fulfillment_service: "manual",
    price: item.price,
    price_set: moneySet(item.price, order.currency),
    total_discount: "0.00",
    grams: item.grams,
    requires_shipping: item.requiresShipping,
    taxable: true,
    gift_card: false,
    product_exists: item.productId !== null && shop.products.has(item.productId),
    product_id: item.productId,
    variant_id: item.variantId,
    vendor: item.vendor,
    properties: [],
    tax_lines: [],
    discount_allocations: [],
  };
}

function moneySet(amount: string, currency: string): TJson {
  return {
    shop_money: { amount, currency_code: currency },
    presentment_money: { amount, currency_code: currency },
  };
}

export function orderPayload(shop: TShop, order: TOrder): TJson {
  return {
    id: order.id,
    admin_graphql_api_id: gid("Order", order.id),
    name: order.name,
    number: order.number - 1000,
    order_number: order.number,
    email: order.email,
    contact_email: order.email,
    phone: order.phone,
    created_at: restTime(order.createdAt),
    updated_at: restTime(order.updatedAt),
    processed_at: restTime(order.processedAt),
    cancelled_at: restTime(order.cancelledAt),
    cancel_reason: order.cancelReason?.toLowerCase() ?? null,
    closed_at: restTime(order.closedAt),
    confirmed: true,
    test: order.test,
    financial_status: order.financialStatus.toLowerCase(),
    fulfillment_status: restFulfillmentStatus(order),
    currency: order.currency,
    presentment_currency: order.currency,
    subtotal_price: order.subtotalPrice,
    current_subtotal_price: order.subtotalPrice,
    total_line_items_price: order.subtotalPrice,
    total_discounts: "0.00",
    total_tax: order.totalTax,
    current_total_tax: order.totalTax,
    total_price: order.totalPrice,
    current_total_price: order.totalPrice,
    total_price_set: moneySet(order.totalPrice, order.currency),
    total_shipping_price_set: moneySet(order.totalShipping, order.currency),
    total_weight: order.lineItems.reduce((sum, l) => sum + l.grams * l.quantity, 0),
    taxes_included: false,
    tags: order.tags.join(", "),
    note: order.note,
    note_attributes: [],
    source_name: "web",
    customer: customerPayload(shop, order.customer, order),
    billing_address: addressPayload(order.shippingAddress),
    shipping_address: addressPayload(order.shippingAddress),
    line_items: order.lineItems.map((item) => lineItemPayload(shop, order, item)),
    fulfillments: order.fulfillmentIds.flatMap((id) => {
      const f = shop.fulfillments.get(id);
      return f ? [fulfillmentPayload(shop, f)] : [];
    }),
    shipping_lines: [],
    refunds: [],
    discount_codes: [],
    tax_lines: [],
  };
}

export function inventoryLevelPayload(level: TInventoryLevel): TJson {
  return {
    inventory_item_id: level.itemId,
    location_id: level.locationId,
    available: level.available,
    updated_at: restTime(level.updatedAt),
    admin_graphql_api_id: `gid://shopify/InventoryLevel/${level.itemId}?inventory_item_id=${level.itemId}&location_id=${level.locationId}`,
  };
}

export function productPayload(shop: TShop, product: TProduct): TJson {
  return {
    id: product.id,
    admin_graphql_api_id: gid("Product", product.id),
    title: product.title,
    handle: product.handle,
    vendor: product.vendor,
    product_type: product.productType,
    status: product.status.toLowerCase(),
    tags: product.tags.join(", "),
    created_at: restTime(product.createdAt),
    updated_at: restTime(product.updatedAt),
    variants: product.variantIds.flatMap((id) => {
      const v = shop.variants.get(id);
      return v
        ? [
            {
              id: v.id,
              admin_graphql_api_id: gid("ProductVariant", v.id),
              product_id: v.productId,
              title: v.title,
              sku: v.sku,
              barcode: v.barcode,
              price: v.price,
              compare_at_price: v.compareAtPrice,
              position: v.position,
              inventory_item_id: v.inventoryItemId,
            },
          ]
        : [];
    }),
    image: product.imageUrl ? { src: product.imageUrl } : null,
  };
}

/** The shop resource, sent with `app/uninstalled` and `shop/update`. */
export function shopPayload(shop: TShop): TJson {
  return {
    id: shop.id,
    name: shop.name,
    email: shop.email,
    domain: shop.domain,
    myshopify_domain: shop.domain,
    currency: shop.currencyCode,
    iana_timezone: "Etc/UTC",
    plan_name: "basic",
  };
}
