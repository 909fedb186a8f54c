import {
  ordersEndpoints as orders,
  packingEndpoints as packing,
  receiptsEndpoints as receipts,
  shippingEndpoints as shipping,
  wavesEndpoints as waves,
} from "@wms/contracts";
import { consignees, historyVariants, type TRandom, unitWeightOf } from "./demo-history-data.ts";
import type { TSeedCall } from "./seed-client.ts";

/**
 * The demo history's working steps, each a few calls of the platform's API as the people who do them:
 * the drop shipper writes orders and receipts, the provider confirms, the operator works the floor.
 */

export type THistoryPeople = { shipper: TSeedCall; provider: TSeedCall; operator: TSeedCall };

export type THistoryPlace = {
  providerId: string;
  warehouseId: string;
  /** The self-issued channel: its waybills number the parcels, so no carrier is needed. */
  channelId: string;
  strategies: { single: string; multi: string };
};

export type THistoryOrder = { id: string; code: string; lines: { sku: string; quantity: number }[] };

/** A receipt of `lines` written and submitted by the shipper. */
export async function submitReceipt(
  who: THistoryPeople,
  place: THistoryPlace,
  lines: { sku: string; number: number }[],
  reference: string,
) {
  const created = await who.shipper(receipts.create, {
    provider_uuid: place.providerId,
    warehouse_id: place.warehouseId,
    reference,
    lines,
    boxes: lines.map(() => ({ weight: "12.5" })),
  });
  await who.shipper(receipts.submit, { provider_uuid: place.providerId, receipt_id: created.receipt_id });
  return created;
}

/** The operator receives a submitted receipt by scanning each SKU with its count, then puts it away. */
export async function receiveReceipt(who: THistoryPeople, receiptId: string) {
  const started = await who.operator(receipts.startReceiving, { receipt_id: receiptId });
  for (const line of started.lines)
    await who.operator(receipts.scan, { receipt_id: receiptId, code: line.sku, quantity: line.number });
  await who.operator(receipts.inspect, {
    receipt_id: receiptId,
    lines: started.lines.map((l) => ({
      line_id: l.line_id,
      qualified_quantity: l.number,
      unqualified_quantity: 0,
    })),
  });
  const { suggestions } = await who.operator(receipts.suggestPutaway, { receipt_id: receiptId });
  await who.operator(receipts.putaway, {
    receipt_id: receiptId,
    items: suggestions.map((s) => {
      if (!s.location_id) throw new Error(`seed: no location suggested for ${s.sku ?? s.line_id}`);
      return { line_id: s.line_id, kind: s.kind, location_id: s.location_id, quantity: s.quantity };
    }),
  });
  await who.operator(receipts.complete, { receipt_id: receiptId });
}

/** A new order of the shipper to one of the demo consignees (a draft until submitted). */
export async function writeOrder(
  who: THistoryPeople,
  place: THistoryPlace,
  random: TRandom,
  lines: { sku: string; quantity: number }[],
): Promise<THistoryOrder> {
  const to = random.pick(consignees);
  const amount = lines.reduce(
    (sum, l) => sum + l.quantity * Number(historyVariants.find((v) => v.sku === l.sku)?.price ?? 0),
    0,
  );
  const created = await who.shipper(orders.create, {
    ...to,
    provider_uuid: place.providerId,
    warehouse_id: place.warehouseId,
    channel_id: place.channelId,
    reference: `#${1000 + random.between(0, 8999)}`,
    amount: amount.toFixed(2),
    currency: "USD",
    lines,
  });
  return { id: created.order_id, code: created.code, lines };
}

/** Orders into waves (single-item orders apart) and picked in full; answers the waves made. */
export async function waveAndPick(
  who: THistoryPeople,
  place: THistoryPlace,
  batch: THistoryOrder[],
  pick = true,
) {
  const isSingle = (o: THistoryOrder) => o.lines.length === 1;
  const made: string[] = [];
  for (const [strategy, members] of [
    [place.strategies.single, batch.filter(isSingle)],
    [place.strategies.multi, batch.filter((o) => !isSingle(o))],
  ] as const) {
    if (members.length === 0) continue;
    const generated = await who.provider(waves.generate, {
      warehouse_id: place.warehouseId,
      strategy_id: strategy,
      order_ids: members.map((o) => o.id),
    });
    made.push(...generated.waves.map((w) => w.wave_id));
  }
  if (!pick) return made;
  for (const waveId of made) {
    const wave = await who.operator(waves.detail, { wave_id: waveId });
    await who.operator(waves.confirmPicking, {
      wave_id: waveId,
      lines: wave.lines.map((l) => ({
        location_id: l.location_id,
        variant_id: l.variant_id,
        picked: l.required,
      })),
    });
  }
  return made;
}

/** The review bench, once the order's code is scanned: every unit's SKU (the last scan reviews it). */
export async function review(who: THistoryPeople, order: THistoryOrder) {
  for (const line of order.lines)
    for (let unit = 0; unit < line.quantity; unit++)
      await who.operator(packing.scanItem, { order_id: order.id, code: line.sku });
}

/** Into the channel's open bag; answers the bag. */
export async function bag(who: THistoryPeople, order: THistoryOrder) {
  return (await who.operator(packing.putIntoBag, { code: order.code })).bag.bag_id;
}

/** The scale reads the expected weight give or take a few grams (`offKg` sends it out of tolerance). */
export async function weigh(who: THistoryPeople, random: TRandom, order: THistoryOrder, offKg = 0) {
  const expected = order.lines.reduce((kg, l) => kg + l.quantity * unitWeightOf(l.sku), 0);
  const weight = expected + random.between(-4, 9) / 1000 + offKg;
  return who.operator(packing.weigh, { code: order.code, weight: Number(weight.toFixed(3)) });
}

/** Waybills printed: the self-issued channel numbers the parcels. */
export async function printWaybills(who: THistoryPeople, batch: THistoryOrder[]) {
  const ids = batch.map((o) => o.id);
  for (let i = 0; i < ids.length; i += 100)
    await who.operator(shipping.printWaybills, { order_ids: ids.slice(i, i + 100) });
}

/** Labelled, bagged parcels handed over to the carrier on a shipping notice: they ship. */
export async function handOver(who: THistoryPeople, batch: THistoryOrder[]) {
  for (let i = 0; i < batch.length; i += 500)
    await who.operator(shipping.handOverOrders, { order_ids: batch.slice(i, i + 500).map((o) => o.id) });
}
