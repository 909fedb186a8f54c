import { eq } from "drizzle-orm";
import { transitionOrder } from "../../src/modules/orders/orders.lifecycle.ts";
import { orders } from "../../src/modules/orders/orders.tables.ts";
import { productVariants } from "../../src/modules/products/products.tables.ts";
import type { TSignedIn, TTestApp } from "../harness.ts";
import { act, createOrder, demoChannelId, orderBody, stockedSku } from "./orders.test-helpers.ts";
import { staffActor } from "./shipping.test-helpers.ts";
import {
  confirmedOrder,
  confirmPicking,
  fullPick,
  generateWaves,
  skuAt,
  strategy,
  waveDetail,
} from "./waves.test-helpers.ts";

/** The demo operator as the floor's services see it. */
export const floorActor = staffActor;

type TLine = { sku: string; quantity: number; weightKg?: string };

/**
 * A demo order on `channel`, taken through confirm, wave and pick (and further with `until`); every SKU
 * is fresh, stocked and given the weight asked for.
 */
export async function floorOrder(
  t: TTestApp,
  who: { shipper: TSignedIn; provider: TSignedIn },
  lines: TLine[],
  options: { channel?: string; until?: "picked" | "reviewed" | "weighed" } = {},
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
  const more = { picked: [], reviewed: ["review"], weighed: ["review", "weigh"] }[options.until ?? "picked"];
  await t.ctx.db.transaction(async (tx) => {
    for (const action of [...steps, ...(more as ("review" | "weigh")[])]) {
      await transitionOrder(tx, floorActor(t), { orderId: id, action });
    }
  });
  // A waybill number as the shipping desk would have set it (packages are scanned by either code).
  const tracking = `TN${created.data.code}`;
  await t.ctx.db.update(orders).set({ trackingNumber: tracking }).where(eq(orders.id, id));
  return { id, code: created.data.code, tracking, channelId, variants };
}

/**
 * A picked wave of demo orders in SZ01, one per entry of `orders` (created in that order, so the first is
 * the oldest). Every SKU is fresh and stocked on a pick bin; picking is confirmed in full (unless told not to).
 */
export async function pickedWave(
  t: TTestApp,
  who: { shipper: TSignedIn; provider: TSignedIn },
  orders: { sku: string; quantity: number }[][],
  options: { confirmPicking?: boolean } = {},
) {
  const skus = new Map<string, number>();
  for (const l of orders.flat()) skus.set(l.sku, (skus.get(l.sku) ?? 0) + l.quantity);
  let warehouseId = "";
  for (const [sku, quantity] of skus) {
    warehouseId = (await skuAt(t, sku, [{ pick: 0, quantity: quantity + 5 }])).fixture.warehouseId;
  }
  const created = [];
  for (const lines of orders) created.push(await confirmedOrder(t, who, warehouseId, lines));
  const generated = await generateWaves(
    t,
    who.provider,
    warehouseId,
    await strategy(t, "same-channel", 1000),
    created.map((o) => o.id),
  );
  const wave = generated.data.waves[0];
  if (generated.code !== 200 || !wave || generated.data.waves.length !== 1)
    throw new Error(`wave not generated: ${JSON.stringify(generated)}`);
  const result = { waveId: wave.wave_id, code: wave.code, warehouseId, orders: created };
  if (options.confirmPicking === false) return result;
  const detail = await waveDetail(t, who.provider, wave.wave_id);
  const picked = await confirmPicking(t, who.provider, wave.wave_id, fullPick(detail));
  if (picked.code !== 200) throw new Error(`picking not confirmed: ${JSON.stringify(picked)}`);
  return result;
}
