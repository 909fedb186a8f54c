import type { TOrderAction } from "@wms/contracts";
import { eq } from "drizzle-orm";
import {
  type TOrderActor,
  type TTransitionInput,
  transitionOrder,
} from "../../src/modules/orders/orders.lifecycle.ts";
import { orders } from "../../src/modules/orders/orders.tables.ts";
import * as packingRepo from "../../src/modules/packing/packing.repository.ts";
import { shippingNotices } from "../../src/modules/shipping/shipping.tables.ts";
import { appTest } from "../fixtures.ts";
import type { TSignedIn, TTestApp } from "../harness.ts";
import { act, createOrder, demoChannelId, orderBody, stockedSku } from "./orders.test-helpers.ts";

/** The demo operator as a staff actor of the order services. */
export const staffActor = (t: TTestApp): TOrderActor => ({
  providerId: t.demo.providerId,
  userId: t.demo.operatorUserId,
  userName: "demo_operator",
  kind: "staff",
  customerId: null,
});

const floor: TOrderAction[] = ["start_wave", "pick", "review", "weigh", "bag"];
const reached = { confirmed: 0, in_wave: 1, picked: 2, reviewed: 3, weighed: 4, bagged: 5 } as const;

type TOrderSpec = {
  sku: string;
  quantity: number;
  onHand?: number;
  channel?: string;
  state: keyof typeof reached;
  /** Another order of the SKU an earlier orderAt made (and stocked): no new SKU, no more stock. */
  sameSkuAs?: { variantId: string; warehouseId: string };
};

/** A fresh stocked SKU and an order of it on `channel` (a channel code), moved to `state`. */
export async function orderAt(t: TTestApp, who: { shipper: TSignedIn; provider: TSignedIn }, o: TOrderSpec) {
  const { variant, warehouseId } = o.sameSkuAs
    ? { variant: { id: o.sameSkuAs.variantId }, warehouseId: o.sameSkuAs.warehouseId }
    : await stockedSku(t, o.sku, o.onHand ?? o.quantity + 2);
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
  // A bagged parcel sits in its channel's bag, as the bagging bench puts it.
  if (o.state === "bagged") await intoBag(t, channelId, data.order_id);
  return { id: data.order_id, code: data.code, variantId: variant.id, warehouseId, channelId };
}

/** Puts the order into its channel's open bag (one is opened when there is none), as put-into-bag does. */
export async function intoBag(t: TTestApp, channelId: string, orderId: string) {
  const providerId = t.demo.providerId;
  await t.ctx.db.transaction(async (tx) => {
    const bag =
      (await packingRepo.openBagOf(tx, providerId, channelId)) ??
      (await packingRepo.insertBag(tx, {
        providerId,
        bagNumber: await packingRepo.nextBagNumber(tx, providerId),
        channelId,
        createdBy: t.demo.operatorUserId,
      }));
    await packingRepo.insertBagItem(tx, providerId, bag.id, orderId);
  });
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

/** An order `orderAt` made. */
export type TOrderAt = Awaited<ReturnType<typeof orderAt>>;

/** The answer of a bulk call on orders. */
export type TBulk = { done: string[]; errors: { order_id?: string; key?: string; message: string }[] };

/**
 * `appTest` with what the shipping tests share: `orderAt` on the file's app (as its demo shipper and
 * provider), `markException` as staff, the desk's calls as the operator (or as `token`) and `statusOf`.
 */
export const shippingTest = appTest
  .extend(
    "orderAt",
    { scope: "file" },
    ({ app, who }) =>
      (o: TOrderSpec) =>
        orderAt(app, who, o),
  )
  .extend(
    "markException",
    { scope: "file" },
    ({ app }) =>
      (orderId: string, reason: string, release?: TTransitionInput["release"]) =>
        app.ctx.db.transaction((tx) =>
          transitionOrder(tx, staffActor(app), { orderId, action: "mark_exception", reason, release }),
        ),
  )
  .extend(
    "printWaybills",
    { scope: "file" },
    ({ app, operator }) =>
      (body: Record<string, unknown>, token = operator.token) =>
        rawCall(app, token, "/api/waybill/print-waybills", body),
  )
  .extend(
    "createNotice",
    { scope: "file" },
    ({ app, operator }) =>
      <T = { notice_id: string; order_count: number }>(
        body: Record<string, unknown>,
        token = operator.token,
      ) =>
        app.call<T>({ url: "/api/delivery_list/create-delivery", token, body }),
  )
  .extend(
    "handle",
    { scope: "file" },
    ({ app, operator }) =>
      (action: string, ids: string[], note = "", headers?: Record<string, string>) =>
        app.call<TBulk>({
          url: "/api/exception/handle-exception",
          token: operator.token,
          body: { action, order_ids: ids, note },
          headers,
        }),
  )
  .extend(
    "statusOf",
    { scope: "file" },
    ({ app }) =>
      async (id: string) =>
        (await app.ctx.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s,
  )
  /** How many orders a shipping notice counts. */
  .extend(
    "noticeCount",
    { scope: "file" },
    ({ app }) =>
      async (noticeId: string) =>
        (
          await app.ctx.db
            .select({ count: shippingNotices.orderCount })
            .from(shippingNotices)
            .where(eq(shippingNotices.id, noticeId))
        )[0]?.count,
  );
