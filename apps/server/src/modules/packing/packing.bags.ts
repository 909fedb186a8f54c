import type {
  TBag,
  TBagQuery,
  TCloseBagRequest,
  TLanguage,
  TPrintBagsQuery,
  TPutIntoBagRequest,
} from "@wms/contracts";
import { Code } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { toPage } from "../../kernel/db/sql-helpers.ts";
import { notFound } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { refused, transitionOrder } from "../orders/index.ts";
import { renderBagList } from "./packing.print.ts";
import * as repo from "./packing.repository.ts";
import { fail, scannedOrder, staffActor } from "./packing.shared.ts";

/**
 * Bagging: a weighed package with its waybill goes into the open bag of its channel (one is opened when there is none)
 * or into a named open bag of the same channel; the order becomes bagged. Closed bags take nothing more.
 */

async function present(db: Db, providerId: string, rows: repo.TBagRow[]): Promise<TBag[]> {
  const packages = await repo.packagesOf(
    db,
    providerId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    bag_id: r.id,
    bag_number: r.bagNumber,
    channel_id: r.channelId,
    channel_name: r.channelName,
    status: r.status,
    packages: r.packages,
    order_codes: packages.filter((p) => p.bagId === r.id).map((p) => p.code),
    created_at: seconds(r.createdAt),
    closed_at: r.closedAt ? seconds(r.closedAt) : null,
  }));
}

export async function putIntoBag(db: Db, scope: AccessScope, q: TPutIntoBagRequest) {
  const actor = await staffActor(scope, q.provider_uuid);
  const providerId = actor.providerId;
  const { bagId, code } = await db.transaction(async (tx) => {
    const order = await scannedOrder(tx, actor, q.code);
    if (order.status !== "weighed") throw refused(order, "bag");
    if (!order.channelId) throw fail(Code.conflict, "packing.noChannel", { code: order.code });
    // A bag is handed to the carrier as it is: every parcel in it carries its label.
    if (!order.trackingNumber) throw fail(Code.conflict, "packing.noWaybill", { code: order.code });
    const channel = await repo.lockChannel(tx, providerId, order.channelId);
    if (!channel) throw fail(Code.conflict, "packing.noChannel", { code: order.code });
    let bag = q.bag_number
      ? await repo.lockBag(tx, providerId, { number: q.bag_number })
      : await repo.openBagOf(tx, providerId, channel.id);
    if (q.bag_number) {
      const name = { bag: q.bag_number };
      if (!bag) throw fail(Code.notFound, "packing.bagNotFound", name);
      if (bag.status !== "open") throw fail(Code.conflict, "packing.bagClosed", name);
      if (bag.channelId !== channel.id) throw fail(Code.conflict, "packing.bagOtherChannel", name);
    }
    bag ??= await repo.insertBag(tx, {
      providerId,
      bagNumber: await repo.nextBagNumber(tx, providerId),
      channelId: channel.id,
      createdBy: actor.userId,
    });
    await repo.insertBagItem(tx, providerId, bag.id, order.id);
    await transitionOrder(tx, actor, { orderId: order.id, action: "bag", reason: bag.bagNumber });
    return { bagId: bag.id, code: order.code };
  });
  const row = await repo.bagById(db, providerId, bagId);
  if (!row) throw notFound();
  const [bag] = await present(db, providerId, [row]);
  return { order_code: code, bag: bag as TBag };
}

export async function closeBag(db: Db, scope: AccessScope, q: TCloseBagRequest) {
  const actor = await staffActor(scope, q.provider_uuid);
  await db.transaction(async (tx) => {
    const bag = await repo.lockBag(tx, actor.providerId, { id: q.bag_id });
    if (!bag) throw notFound();
    if (bag.status !== "open") throw fail(Code.conflict, "packing.bagClosed", { bag: bag.bagNumber });
    await repo.closeBag(tx, actor.providerId, bag.id);
  });
  const row = await repo.bagById(db, actor.providerId, q.bag_id);
  if (!row) throw notFound();
  return (await present(db, actor.providerId, [row]))[0] as TBag;
}

export async function listBags(db: Db, scope: AccessScope, q: TBagQuery) {
  const actor = await staffActor(scope, q.provider_uuid);
  const { rows, total } = await repo.listBags(
    db,
    actor.providerId,
    {
      channelId: q.channel_id,
      status: q.status,
      keyword: q.keyword,
      createdFrom: q.created_from === undefined ? undefined : new Date(q.created_from * 1000),
      createdTo: q.created_to === undefined ? undefined : new Date(q.created_to * 1000),
      sort: q.sort,
      order: q.order,
    },
    { size: q.page_size, cur: q.cur_page },
  );
  return toPage(await present(db, actor.providerId, rows), total, q);
}

/**
 * The printed bag list: one page per bag (more when it overflows), each with its number as Code128.
 * `documentLang` is the language the PDF is written in (the route passes the caller's).
 */
export async function printBags(db: Db, scope: AccessScope, q: TPrintBagsQuery, documentLang: TLanguage) {
  const actor = await staffActor(scope, q.provider_uuid);
  const numbers = [...new Set(q.bag_numbers)];
  const rows = await repo.bagsByNumbers(db, actor.providerId, numbers);
  const missing = numbers.find((n) => !rows.some((r) => r.bagNumber === n));
  if (missing) throw fail(Code.notFound, "packing.bagNotFound", { bag: missing });
  const packages = await repo.packagesOf(
    db,
    actor.providerId,
    rows.map((r) => r.id),
  );
  return renderBagList(
    rows.map((r) => ({
      bagNumber: r.bagNumber,
      channelName: r.channelName,
      status: r.status,
      createdAt: r.createdAt,
      packages: packages.filter((p) => p.bagId === r.id),
    })),
    documentLang,
  );
}
