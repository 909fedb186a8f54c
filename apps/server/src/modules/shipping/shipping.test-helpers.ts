import type { TOrderAction } from "@wms/contracts";
import type { TSignedIn, TTestApp } from "../../../test/harness.ts";
import { type TOrderActor, transitionOrder } from "../orders/orders.lifecycle.ts";
import { act, createOrder, demoChannelId, orderBody, stockedSku } from "../orders/orders.test-helpers.ts";

/** The demo operator as a staff actor of the order services. */
export const staffActor = (t: TTestApp): TOrderActor => ({
  providerId: t.demo.providerId,
  userId: t.demo.operatorUserId,
  userName: "demo_operator",
  kind: "staff",
  customerId: null,
});

const floor: TOrderAction[] = ["start_wave", "pick", "review", "bag", "weigh"];
const reached = { confirmed: 0, in_wave: 1, picked: 2, reviewed: 3, bagged: 4, weighed: 5 } as const;

/** A fresh stocked SKU and an order of it on `channel` (a channel code), moved to `state`. */
export async function orderAt(
  t: TTestApp,
  who: { shipper: TSignedIn; provider: TSignedIn },
  o: { sku: string; quantity: number; onHand?: number; channel?: string; state: keyof typeof reached },
) {
  const { variant, warehouseId } = await stockedSku(t, o.sku, o.onHand ?? o.quantity + 2);
  const channelId = await demoChannelId(t, o.channel ?? "SELF");
  const { data } = await createOrder(
    t,
    who.shipper,
    orderBody(warehouseId, [{ sku: o.sku, quantity: o.quantity }], { channel_id: channelId }),
  );
  await act(t, who.shipper, "submit", [data.order_id]);
  await act(t, who.provider, "confirm", [data.order_id]);
  for (const action of floor.slice(0, reached[o.state]))
    await t.ctx.db.transaction((tx) =>
      transitionOrder(tx, staffActor(t), { orderId: data.order_id, action }),
    );
  return { id: data.order_id, code: data.code, variantId: variant.id, warehouseId, channelId };
}

/** A raw call (PDF answers are not JSON). */
export async function rawCall(t: TTestApp, token: string, url: string, body: unknown) {
  const csrf = (await t.app.inject({ method: "GET", url: "/api/get-csrf-token" })).json().data.csrf_token;
  return t.app.inject({
    method: "POST",
    url,
    payload: body as Record<string, unknown>,
    headers: { authorization: `Bearer ${token}`, "x-csrftoken": csrf },
  });
}
