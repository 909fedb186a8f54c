import { and, eq, sql } from "drizzle-orm";
import { stockBalances } from "../../src/modules/inventory/inventory.tables.ts";
import { logisticsChannels } from "../../src/modules/logistics/logistics.tables.ts";
import { ownTenant, type TSignedIn, type TTestApp } from "../harness.ts";
import { addStock, newVariant, stockFixture } from "./inventory.test-helpers.ts";

/** A fresh SKU of the demo customer with `quantity` on hand in a pick location of SZ01. */
export async function stockedSku(t: TTestApp, sku: string, quantity: number) {
  const f = await stockFixture(t);
  const variant = await newVariant(t, sku);
  if (quantity > 0) {
    await addStock(t, f, variant.id, f.pick[0]?.id as string, quantity);
  }
  return { variant, warehouseId: f.warehouseId, fixture: f };
}

/** Sums of a variant's balance rows: on hand and the three occupations. */
export async function stockOf(t: TTestApp, variantId: string) {
  const [row] = await t.ctx.db
    .select({
      onHand: sql<number>`coalesce(sum(${stockBalances.onHand}), 0)::int`,
      draft: sql<number>`coalesce(sum(${stockBalances.draftOccupied}), 0)::int`,
      unpicked: sql<number>`coalesce(sum(${stockBalances.unpickedOccupied}), 0)::int`,
      picking: sql<number>`coalesce(sum(${stockBalances.pickingOccupied}), 0)::int`,
    })
    .from(stockBalances)
    .where(and(eq(stockBalances.providerId, t.demo.providerId), eq(stockBalances.variantId, variantId)));
  return row;
}

export async function demoChannelId(t: TTestApp, code = "POST-STD") {
  const [c] = await t.ctx.db
    .select({ id: logisticsChannels.id })
    .from(logisticsChannels)
    .where(and(eq(logisticsChannels.providerId, t.demo.providerId), eq(logisticsChannels.code, code)));
  return c?.id as string;
}

export const orderBody = (warehouseId: string, lines: { sku: string; quantity: number }[], extra = {}) => ({
  warehouse_id: warehouseId,
  consignee: "Jane Doe",
  phone: "+1 555 0100",
  email: "jane@example.com",
  country: "US",
  address: "1 Main Street",
  city: "Los Angeles",
  lines,
  ...extra,
});

type TOrder = { order_id: string; code: string; status: string; actions: string[] };

/** Creates an order as `who` (drop shipper names the provider; staff name the customer). */
export async function createOrder(t: TTestApp, who: TSignedIn, body: Record<string, unknown>) {
  const tenant =
    who.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : { customer_id: t.demo.customerId };
  return t.call<TOrder>({ url: "/api/order/create-order", token: who.token, body: { ...tenant, ...body } });
}

export async function act(t: TTestApp, who: TSignedIn, action: string, ids: string[], reason = "") {
  return t.call<{ done: string[]; errors: { order_id: string; key: string; message: string }[] }>({
    method: "PUT",
    url: "/api/order/batch-modify-report-provider",
    token: who.token,
    body: { ...ownTenant(t, who), action, order_ids: ids, reason },
  });
}

/** A fresh SKU with `onHand` in stock in SZ01 and an order of `quantity` of it by `shipper`, submitted. */
export async function submittedOrder(
  t: TTestApp,
  shipper: TSignedIn,
  sku: string,
  onHand: number,
  quantity: number,
) {
  const { variant, warehouseId } = await stockedSku(t, sku, onHand);
  const { data } = await createOrder(t, shipper, orderBody(warehouseId, [{ sku, quantity }]));
  await act(t, shipper, "submit", [data.order_id]);
  return { variant, data };
}

/** The columns of an order import sheet that tests fill (a subset of `orderSheet`, in its order). */
export const orderImportHeader = [
  "Order reference",
  "Warehouse code",
  "Consignee",
  "Phone",
  "Country code",
  "Address",
  "SKU",
  "Quantity",
];
