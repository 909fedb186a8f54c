import { eq } from "drizzle-orm";
import type { TSignedIn, TTestApp } from "../../../test/harness.ts";
import { type TOrderActor, transitionOrder } from "../orders/orders.lifecycle.ts";
import { orders } from "../orders/orders.tables.ts";
import { act, createOrder, demoChannelId, orderBody, stockedSku } from "../orders/orders.test-helpers.ts";
import { productVariants } from "../products/products.tables.ts";

/** The demo operator as the floor's services see it. */
export const floorActor = (t: TTestApp): TOrderActor => ({
  providerId: t.demo.providerId,
  userId: t.demo.operatorUserId,
  userName: "demo_operator",
  kind: "staff",
  customerId: null,
});

type TLine = { sku: string; quantity: number; weightKg?: string };

/**
 * A demo order on `channel`, taken through confirm, wave and pick (and further with `until`); every SKU
 * is fresh, stocked and given the weight asked for.
 */
export async function floorOrder(
  t: TTestApp,
  who: { shipper: TSignedIn; provider: TSignedIn },
  lines: TLine[],
  options: { channel?: string; until?: "picked" | "reviewed" | "bagged" } = {},
) {
  let warehouseId = "";
  const variants: Record<string, string> = {};
  for (const l of lines) {
    const s = await stockedSku(t, l.sku, l.quantity + 5);
    warehouseId = s.warehouseId;
    variants[l.sku] = s.variant.id;
    if (l.weightKg) {
      await t.ctx.db
        .update(productVariants)
        .set({ weight: l.weightKg })
        .where(eq(productVariants.id, s.variant.id));
    }
  }
  const channelId = await demoChannelId(t, options.channel ?? "POST-STD");
  const body = orderBody(
    warehouseId,
    lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
    { channel_id: channelId },
  );
  const created = await createOrder(t, who.shipper, body);
  if (created.code !== 1000 && created.code !== 200)
    throw new Error(`order not created: ${JSON.stringify(created)}`);
  const id = created.data.order_id;
  await act(t, who.shipper, "submit", [id]);
  await act(t, who.provider, "confirm", [id]);
  const steps = ["start_wave", "pick"] as const;
  const more = { picked: [], reviewed: ["review"], bagged: ["review", "bag"] }[options.until ?? "picked"];
  await t.ctx.db.transaction(async (tx) => {
    for (const action of [...steps, ...(more as ("review" | "bag")[])]) {
      await transitionOrder(tx, floorActor(t), { orderId: id, action, lang: "en_us" });
    }
  });
  // A waybill number as the shipping desk would have set it (packages are scanned by either code).
  const tracking = `TN${created.data.code}`;
  await t.ctx.db.update(orders).set({ trackingNumber: tracking }).where(eq(orders.id, id));
  return { id, code: created.data.code, tracking, channelId, variants };
}
