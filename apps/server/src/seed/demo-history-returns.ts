import { returnsEndpoints as returns } from "@wms/contracts";
import type { THistoryOrder, THistoryPeople, THistoryPlace } from "./demo-history-floor.ts";
import type { THistoryClock } from "./history-clock.ts";

/**
 * Returns in the demo month (docs/returns.md), worked through the API as the users would: an early order
 * comes back and is inspected (most units back on the shelf, one written off) and closed; the staff raise one
 * for a parcel the carrier could not deliver, inspect what came and find a unit missing; and today an RMA
 * waits at each step, with a parcel nobody announced on the bench. `shipped` are the month's orders handed
 * over, oldest first; each RMA takes the next of them.
 */
export function demoReturns(
  who: THistoryPeople,
  place: THistoryPlace,
  clock: THistoryClock,
  dayAt: (daysAgo: number, hour: number, minute?: number) => Date,
  days: number,
  customerId: string,
) {
  const shipped: { daysAgo: number; order: THistoryOrder }[] = [];
  const raiseDay = Math.max(2, Math.ceil(days * 0.4));
  const inspectDay = Math.max(1, Math.ceil(days * 0.3));
  let firstRaised: string | null = null;
  const provider_uuid = place.providerId;

  /** The oldest order shipped by `daysAgo` and not yet on an RMA. */
  const nextShipped = (daysAgo: number) => {
    const i = shipped.findIndex((s) => s.daysAgo >= daysAgo);
    return i < 0 ? null : (shipped.splice(i, 1)[0]?.order ?? null);
  };
  const raise = (order: THistoryOrder, reason: "size_or_fit" | "not_as_described", tracking: string) =>
    who.shipper(returns.create, {
      provider_uuid,
      order_id: order.id,
      tracking_number: tracking,
      lines: order.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, reason, reason_note: "" })),
    });

  return {
    /** The orders a day handed over (each may come back later). */
    handedOver(daysAgo: number, orders: THistoryOrder[]) {
      for (const order of orders) shipped.push({ daysAgo, order });
    },
    /** What happens to returns at the end of a past day. */
    async endOfDay(daysAgo: number) {
      if (daysAgo === raiseDay) {
        const order = nextShipped(daysAgo);
        if (order)
          firstRaised = (
            await clock.at(dayAt(daysAgo, 15), () => raise(order, "size_or_fit", `YT${2611000 + daysAgo}CN`))
          ).id;
      }
      if (daysAgo === inspectDay && firstRaised) {
        const id = firstRaised;
        await clock.at(dayAt(daysAgo, 10), () => who.operator(returns.receive, { return_id: id }));
        await clock.at(dayAt(daysAgo, 14), () => inspectAll(who, id));
      }
      if (daysAgo === inspectDay && days >= 10)
        await undeliverable(who, place, customerId, clock, dayAt, daysAgo);
    },
    /** Today: an RMA requested, one on its way, one received and waiting, and a parcel nobody announced. */
    async today() {
      const requested = nextShipped(0);
      if (requested) await raise(requested, "not_as_described", "");
      const onItsWay = nextShipped(0);
      if (onItsWay) await raise(onItsWay, "size_or_fit", "YT2611900CN");
      const arrived = nextShipped(0);
      if (arrived) {
        const rma = await raise(arrived, "size_or_fit", "YT2611901CN");
        await who.operator(returns.receive, { return_id: rma.id });
      }
      await who.operator(returns.recordUnidentified, {
        warehouse_id: place.warehouseId,
        tracking_number: "LP00428817365",
        markings: "Hand-written label: 'Return - M. Rossi, order from the blue bottle shop'",
        photos: [],
      });
    },
  };
}

/** Every unit back on the shelf but one of the last SKU, written off; then the RMA is finished and closed. */
async function inspectAll(who: THistoryPeople, id: string) {
  const rma = await who.operator(returns.detail, { return_id: id });
  const last = rma.lines.at(-1);
  for (const line of rma.lines) {
    const restocked = line === last ? line.quantity - 1 : line.quantity;
    if (restocked > 0)
      await who.operator(returns.inspect, {
        return_id: id,
        sku: line.sku,
        quantity: restocked,
        disposition: "restock",
        location_code: "",
        note: "",
        photos: [],
      });
  }
  if (last)
    await who.operator(returns.inspect, {
      return_id: id,
      sku: last.sku,
      quantity: 1,
      disposition: "dispose",
      location_code: "",
      note: "Opened and scratched: not fit for resale",
      photos: [],
    });
  await who.operator(returns.finish, { return_id: id });
  await who.operator(returns.close, { return_id: id });
}

/** The carrier brings back a parcel it could not deliver: staff raise the RMA, inspect, one unit is missing. */
async function undeliverable(
  who: THistoryPeople,
  place: THistoryPlace,
  customerId: string,
  clock: THistoryClock,
  dayAt: (daysAgo: number, hour: number, minute?: number) => Date,
  daysAgo: number,
) {
  const rma = await clock.at(dayAt(daysAgo, 11), () =>
    who.provider(returns.create, {
      customer_id: customerId,
      warehouse_id: place.warehouseId,
      consignee: "Lena Fischer",
      tracking_number: "RR204815987DE",
      note: "Returned by the carrier: address not found",
      lines: [{ sku: "PC-CLR-01", quantity: 2, reason: "undeliverable", reason_note: "" }],
    }),
  );
  await clock.at(dayAt(daysAgo, 12), async () => {
    await who.operator(returns.receive, { return_id: rma.id });
    await who.operator(returns.inspect, {
      return_id: rma.id,
      sku: "PC-CLR-01",
      quantity: 1,
      disposition: "restock",
      location_code: "",
      note: "",
      photos: [],
    });
    await who.operator(returns.finish, { return_id: rma.id });
  });
}
