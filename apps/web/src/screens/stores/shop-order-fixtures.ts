import type {
  TMission,
  TShop,
  TShopFulfilMission,
  TShopFulfilment,
  TShopOrder,
  TShopOrderCounts,
  TShopReturn,
} from "@wms/contracts";

/** The order info tests' shop, orders and fulfilment pushes (the tests mock `storesApi` with them). */
export const shop = {
  shop_id: "s-1",
  shop_url: "blue.myshopify.com",
  shop_name: "Blue",
  owner_code: "C1",
} as TShop;

export const counts: TShopOrderCounts = {
  waiting: 1,
  held: 2,
  converted: 5,
  skipped: 0,
  cancelled: 0,
  exception: 1,
};

export const orderOf = (patch: Partial<TShopOrder>): TShopOrder => ({
  id: "o-1",
  shop_id: "s-1",
  shopify_order_id: "gid://shopify/Order/1",
  order_number: "#1001",
  ordered_at: 1_700_000_000,
  customer: "Ada Lovelace",
  email: "ada@example.com",
  redacted: false,
  payment_status: "paid",
  financial_status: "paid",
  fulfilment_status: "unfulfilled",
  currency: "EUR",
  total_price: "24.00",
  shipping_address: {
    name: "Ada Lovelace",
    company: "",
    address1: "1 Harbour Lane",
    address2: "",
    city: "London",
    province: "",
    zip: "E1 6AN",
    country_code: "GB",
    phone: "",
  },
  items: [
    {
      line_item_id: "gid://shopify/LineItem/1",
      shopify_variant_id: "gid://shopify/ProductVariant/7",
      sku: "MUG-BLUE",
      title: "Harbour mug",
      variant_title: "Blue",
      quantity: 2,
      price: "12.00",
      mapped_sku: null,
    },
  ],
  cancelled_at: null,
  state: "held",
  reason: "unmapped_sku",
  reason_text: "MUG-BLUE is not in your catalogue: map it to one of your SKUs",
  due_at: null,
  order_id: null,
  order_code: null,
  order_status: null,
  tracking_number: "",
  split_orders: [],
  fulfilment_push: null,
  updated_at: 1_700_000_100,
  ...patch,
});

export const pushOf = (patch: Partial<TShopFulfilment>): TShopFulfilment => ({
  state: "pushed",
  error_text: null,
  attempts: 1,
  tracking_number: "TRK123",
  tracking_company: "DHL",
  tracking_url: "https://track.example/TRK123",
  already_fulfilled: false,
  pushed_at: 1_700_000_200,
  due_at: null,
  ...patch,
});

/** A Shopify return of the order, raised as an RMA whose inspection was reported back, unless patched. */
export const returnOf = (patch: Partial<TShopReturn>): TShopReturn => ({
  shopify_return_id: "gid://shopify/Return/1",
  name: "#1002-R1",
  state: "raised",
  reason: null,
  reason_text: null,
  return_id: "r-1",
  return_code: "RM202612070004",
  report: { state: "sent", error_text: null, attempts: 1, sent_at: 1_700_000_300, due_at: null },
  updated_at: 1_700_000_300,
  ...patch,
});

export const held = orderOf({});
/** Converted, shipped and its fulfilment pushed to Shopify. */
export const converted = orderOf({
  id: "o-2",
  order_number: "#1002",
  state: "converted",
  reason: null,
  reason_text: null,
  order_id: "w-1",
  order_code: "SO-0001",
  order_status: "shipped",
  tracking_number: "TRK123",
  fulfilment_push: pushOf({}),
  items: [{ ...held.items[0], line_item_id: "gid://shopify/LineItem/2", mapped_sku: "MUG-1" } as never],
});

export const page = (list: TShopOrder[]) => ({ list, total: list.length, page_size: 20, cur_page: 1 });

/** A mission as the server answers it (a finished fulfilment push unless patched). */
export const missionOf = (patch: Partial<TMission>): TMission => ({
  id: "m-1",
  kind: "stores:fulfil-orders",
  name: "Fulfilments to Shopify",
  status: "completed",
  progress: 100,
  error: null,
  result_file: null,
  result_name: null,
  created_at: 1_700_000_000,
  started_at: 1_700_000_000,
  finished_at: 1_700_000_100,
  can_stop: false,
  can_repeat: false,
  ...patch,
});

/** A shop never pushed to: no mission, nothing due. */
export const noFulfil: TShopFulfilMission = { mission: null, counts: { due: 0, pushed: 0, failed: 0 } };
