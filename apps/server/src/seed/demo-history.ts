import {
  customersEndpoints as customerCalls,
  mailEndpoints as mail,
  missionsEndpoints as missions,
  ordersEndpoints as orders,
  packingEndpoints as packing,
  productsEndpoints as products,
  vasEndpoints,
  waveStrategiesEndpoints,
} from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../kernel/db/client.ts";
import { logisticsChannels } from "../modules/logistics/index.ts";
import { bindDemoShop, placeDemoShopOrder, seedDemoDrift } from "../modules/stores/index.ts";
import { warehouses } from "../modules/warehouses/index.ts";
import type { TDemoIds } from "./demo.ts";
import { demoCounts } from "./demo-history-counts.ts";
import {
  consignees,
  historyProducts,
  historyVariants,
  orderLinesOf,
  seededRandom,
  type TRandom,
} from "./demo-history-data.ts";
import {
  bag,
  handOver,
  printWaybills,
  receiveReceipt,
  review,
  submitReceipt,
  type THistoryOrder,
  type THistoryPeople,
  type THistoryPlace,
  waveAndPick,
  weigh,
  writeOrder,
} from "./demo-history-floor.ts";
import { demoReplenishment } from "./demo-history-replenishment.ts";
import { demoReturns } from "./demo-history-returns.ts";
import { historyClock, type THistoryClock } from "./history-clock.ts";
import { seedCaller } from "./seed-client.ts";

/**
 * A month of warehouse life on a first start (after `seedDemo`), worked through the platform's own API so
 * every rule holds as it would for real users (stock only through the ledger, orders only through their
 * lifecycle): the shipper's "home and desk" range received at the start of the month and restocked in the
 * middle, orders every day confirmed, waved, picked, reviewed, weighed, labelled, bagged and handed over the same
 * day, the odd one cancelled, a few coming back (demo-history-returns.ts); then today, with work in every
 * state for a new user to pick up. Dates come
 * from `historyClock`; `days` is the month's length (tests take a few).
 */
export async function seedDemoHistory(app: FastifyInstance, db: Db, ids: TDemoIds, options = { days: 30 }) {
  const who: THistoryPeople = {
    shipper: await seedCaller(app, db, ids.shipperUserId),
    provider: await seedCaller(app, db, ids.providerUserId),
    operator: await seedCaller(app, db, ids.operatorUserId),
  };
  const place = await placeOf(db, who, ids.providerId);
  const clock = historyClock(db);
  const random = seededRandom(20261128);
  const today = startOfUtcDay(new Date());
  const dayAt = (daysAgo: number, hour: number, minute = 0) =>
    new Date(today.getTime() - daysAgo * 86_400_000 + (hour * 60 + minute) * 60_000);

  // The merchant pays a deposit before its first month of work: the month's charges draw it down.
  await clock.at(dayAt(options.days, 0, 30), () =>
    who.provider(customerCalls.adjustBalance, {
      customer_id: ids.customerId,
      kind: "topup",
      amount: "1000.00",
      reason: "Opening deposit",
    }),
  );
  // The range arrives the day the month starts, and again in the middle of it.
  await clock.at(dayAt(options.days, 1), () => createRange(who, place));
  // The shipper's Shopify shop, bound that day: the demo's own, never connected (docs/stores.md "The demo shop").
  const shop = await bindDemoShop(db, { ...place, customerId: ids.customerId }, dayAt(options.days, 1, 30));
  const shopOrders = demoShopOrders(db, shop, clock, dayAt);
  await stockUp(who, place, clock, "first", dayAt(options.days, 2), dayAt(options.days, 6));
  const restockDay = Math.floor(options.days / 2);
  const returned = demoReturns(who, place, clock, dayAt, options.days, ids.customerId);
  const counted = demoCounts(db, who, place, clock, dayAt, options.days);
  for (let daysAgo = options.days - 1; daysAgo >= 1; daysAgo--) {
    if (daysAgo === restockDay)
      await stockUp(who, place, clock, "restock", dayAt(daysAgo, 0), dayAt(daysAgo, 2));
    returned.handedOver(
      daysAgo,
      await workDay(who, place, clock, random, daysAgo, dayAt, await shopOrders(daysAgo)),
    );
    if (daysAgo === restockDay - 2) await clock.at(dayAt(daysAgo, 15), () => labelledRange(who, place));
    await returned.endOfDay(daysAgo);
    await counted.endOfDay(daysAgo);
  }
  const aged = await clock.age();
  await workToday(who, place, random, ids);
  await returned.today();
  await counted.today();
  await demoReplenishment(db, who, place);
  await seedDemoDrift(db, shop, new Date(Date.now() - 20 * 60_000));
  return { aged };
}

async function placeOf(db: Db, who: THistoryPeople, providerId: string): Promise<THistoryPlace> {
  const [warehouse] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.providerId, providerId), eq(warehouses.code, "SZ01")));
  const [channel] = await db
    .select({ id: logisticsChannels.id })
    .from(logisticsChannels)
    .where(and(eq(logisticsChannels.providerId, providerId), eq(logisticsChannels.code, "SELF")));
  const strategies = (await who.provider(waveStrategiesEndpoints.list, { enabled: "true", page_size: 50 }))
    .list;
  const single = strategies.find((s) => s.kind === "single-item")?.id;
  const multi = strategies.find((s) => s.kind === "multi-item")?.id;
  if (!warehouse || !channel || !single || !multi)
    throw new Error("seed: the base demo (seedDemo) is missing");
  return { providerId, warehouseId: warehouse.id, channelId: channel.id, strategies: { single, multi } };
}

/**
 * Value-added work in the month (docs/vas.md): the merchant asks for its black earbuds to be relabelled, the
 * operator records the units done (billing charges them); a kitting request waits for the floor.
 */
async function labelledRange(who: THistoryPeople, place: THistoryPlace) {
  const ask = (kind: "labelling" | "kitting", quantity: number, instructions: string) =>
    who.shipper(vasEndpoints.create, {
      provider_uuid: place.providerId,
      warehouse_id: place.warehouseId,
      kind,
      sku: "EB-100-BLK",
      quantity,
      instructions,
    });
  const labels = await ask("labelling", 40, "Amazon FNSKU labels over the maker's barcode");
  await who.operator(vasEndpoints.complete, {
    vas_order_id: labels.id,
    done_quantity: 38,
    note: "2 units not in stock",
  });
  await ask("kitting", 10, "One earbud pair with one charging cable per kit");
}

const startOfUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

async function createRange(who: THistoryPeople, place: THistoryPlace) {
  for (const p of historyProducts)
    await who.shipper(products.create, {
      provider_uuid: place.providerId,
      title: p.title,
      pid: p.pid,
      tags: p.tags,
      product_variants: p.variants.map((v) => ({
        sku: v.sku,
        barcode: v.barcode,
        name_en: v.name_en,
        name_cn: v.name_cn,
        colour: v.colour ?? "",
        weight: v.weight,
        price: v.price,
        length: "20",
        width: "12",
        height: "8",
        origin: "CN",
        warning_quantity: 20,
      })),
    });
}

/** A receipt written in the morning and received, inspected and put away in the afternoon. */
async function stockUp(
  who: THistoryPeople,
  place: THistoryPlace,
  clock: THistoryClock,
  kind: "first" | "restock",
  written: Date,
  received: Date,
) {
  const lines = historyVariants
    .map((v) => ({ sku: v.sku, number: kind === "first" ? v.firstReceipt : v.restock }))
    .filter((l) => l.number > 0);
  const receipt = await clock.at(written, () =>
    submitReceipt(who, place, lines, kind === "first" ? "PO-2026-HOME-01" : "PO-2026-HOME-02"),
  );
  await clock.at(received, () => receiveReceipt(who, receipt.receipt_id));
}

/**
 * The demo shop's buyers: every day one paid order in the early morning (UTC+8), recorded and converted
 * into a submitted warehouse order by the stores module as a webhook's would be. Its own random sequence,
 * so the rest of the month is the same with or without it.
 */
function demoShopOrders(
  db: Db,
  shop: Awaited<ReturnType<typeof bindDemoShop>>,
  clock: THistoryClock,
  dayAt: (daysAgo: number, hour: number, minute?: number) => Date,
): (daysAgo: number) => Promise<THistoryOrder | null> {
  const random = seededRandom(20261206);
  let number = 1001;
  return async (daysAgo: number): Promise<THistoryOrder | null> => {
    const at = dayAt(daysAgo, 0, 5);
    const lines = orderLinesOf(random);
    const to = random.pick(consignees);
    const placed = await clock.at(at, () =>
      placeDemoShopOrder(db, shop, {
        number: number++,
        at,
        lines,
        to: {
          name: to.consignee,
          address1: to.address,
          city: to.city,
          province: to.province,
          zip: to.postcode,
          country_code: to.country,
          phone: to.phone,
        },
      }),
    );
    return placed ? { ...placed, lines } : null;
  };
}

/** One day: orders through the morning, confirmed at noon, out of the door by the evening (UTC+8). */
async function workDay(
  who: THistoryPeople,
  place: THistoryPlace,
  clock: THistoryClock,
  random: TRandom,
  daysAgo: number,
  dayAt: (daysAgo: number, hour: number, minute?: number) => Date,
  fromShop: THistoryOrder | null,
) {
  const weekday = dayAt(daysAgo, 0).getUTCDay();
  // A small shop's month: enough for every day's trend and a clear best seller, and quick to make on a first start.
  const count = weekday === 0 || weekday === 6 ? 1 : random.between(1, 3);
  const written: THistoryOrder[] = [];
  for (let i = 0; i < count; i++)
    written.push(
      await clock.at(dayAt(daysAgo, 0, 20 + Math.floor((i * 200) / count) + random.between(0, 15)), () =>
        writeOrder(who, place, random, orderLinesOf(random)),
      ),
    );
  const ids = written.map((o) => o.id);
  await clock.at(dayAt(daysAgo, 4, 5), () =>
    who.shipper(orders.batch, { provider_uuid: place.providerId, action: "submit", order_ids: ids }),
  );
  // Now and then a customer changes their mind before the warehouse confirms (never the day's only order:
  // every day ships).
  const cancelled = count > 1 && random.next() < 0.25 ? written.slice(-1) : [];
  if (cancelled.length > 0)
    await clock.at(dayAt(daysAgo, 4, 30), () =>
      who.shipper(orders.batch, {
        provider_uuid: place.providerId,
        action: "cancel",
        order_ids: cancelled.map((o) => o.id),
      }),
    );
  // The shop's order came in submitted: it goes with the day's others from confirmation on.
  const going = [...(fromShop ? [fromShop] : []), ...written.filter((o) => !cancelled.includes(o))];
  await clock.at(dayAt(daysAgo, 5), () =>
    who.provider(orders.batch, { action: "confirm", order_ids: going.map((o) => o.id) }),
  );
  await clock.at(dayAt(daysAgo, 5, 30), () => waveAndPick(who, place, going));
  await clock.at(dayAt(daysAgo, 6, 30), async () => {
    for (const o of going) await review(who, o);
  });
  await clock.at(dayAt(daysAgo, 7), async () => {
    for (const o of going) await weigh(who, random, o);
  });
  await clock.at(dayAt(daysAgo, 7, 20), () => printWaybills(who, going));
  await clock.at(dayAt(daysAgo, 7, 40), async () => {
    const bags = new Set<string>();
    for (const o of going) bags.add(await bag(who, o));
    for (const bagId of bags) await who.operator(packing.closeBag, { bag_id: bagId });
  });
  await clock.at(dayAt(daysAgo, 9), () => handOver(who, going));
  return going;
}

/**
 * Today, as a new user finds it: orders waiting at every step of the outbound flow, one of them in
 * exception, a receipt on its way, a word from the warehouse in the mail and an export in the tasks center.
 */
async function workToday(who: THistoryPeople, place: THistoryPlace, random: TRandom, ids: TDemoIds) {
  const write = async (n: number) => {
    const made: THistoryOrder[] = [];
    for (let i = 0; i < n; i++) made.push(await writeOrder(who, place, random, orderLinesOf(random)));
    return made;
  };
  const submit = (batch: THistoryOrder[]) =>
    who.shipper(orders.batch, {
      provider_uuid: place.providerId,
      action: "submit",
      order_ids: batch.map((o) => o.id),
    });
  const confirm = (batch: THistoryOrder[]) =>
    who.provider(orders.batch, { action: "confirm", order_ids: batch.map((o) => o.id) });

  await write(1); // a draft the shipper is still writing
  const [cancelled, ...awaiting] = await write(3);
  if (!cancelled) return;
  await submit([cancelled, ...awaiting]);
  await who.shipper(orders.batch, {
    provider_uuid: place.providerId,
    action: "cancel",
    order_ids: [cancelled.id],
  });

  const confirmedOnly = await write(1);
  const beingPicked = await write(3);
  const onTheFloor = await write(6);
  const all = [...confirmedOnly, ...beingPicked, ...onTheFloor];
  await submit(all);
  await confirm(all);
  await waveAndPick(who, place, beingPicked, false);
  await waveAndPick(who, place, onTheFloor);
  // picked, reviewed, weighed (waiting for its waybill), bagged (ready to hand over), out of tolerance
  // (weighed twice), shipped this morning
  const [, reviewed, weighed, bagged, heavy, shipped] = onTheFloor;
  if (!reviewed || !bagged || !weighed || !heavy || !shipped) return;
  for (const o of [reviewed, weighed, bagged, heavy, shipped]) await review(who, o);
  for (const o of [weighed, bagged, shipped]) await weigh(who, random, o);
  await printWaybills(who, [bagged, shipped]);
  for (const o of [bagged, shipped]) await bag(who, o);
  await weigh(who, random, heavy, 0.4);
  await weigh(who, random, heavy, 0.4);
  await handOver(who, [shipped]);

  await submitReceipt(
    who,
    place,
    [
      { sku: "WB-500-BLU", number: 80 },
      { sku: "DL-LED-01", number: 40 },
    ],
    "PO-2026-HOME-03",
  );
  await who.provider(mail.send, {
    customer_id: ids.customerId,
    subject: "Holiday season cut-off times",
    body:
      "Orders confirmed before 14:00 (UTC+8) leave the warehouse the same day until 20 December. " +
      "Please send your January restock by 10 December so it can be put away before the holidays.",
  });
  const exported = await who.provider(missions.startExport, { kind: "inventory" });
  await finished(who, exported.id);
}

/** Waits (a few seconds at most) for an export to finish, so the tasks center shows its file. */
async function finished(who: THistoryPeople, missionId: string) {
  for (let i = 0; i < 50; i++) {
    const mission = await who.provider(missions.detail, { id: missionId });
    if (mission.status !== "pending" && mission.status !== "running") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
