import type {
  TCreateShippingNoticeRequest,
  TShippingNoticeDetail,
  TShippingNoticeQuery,
  TShippingNoticeRef,
} from "@wms/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { nextDayCode } from "../../kernel/db/day-codes.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { lockTenantRow, tenantRow, toPage } from "../../kernel/db/sql-helpers.ts";
import { conflict, notFound, text } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { logisticsChannels } from "../logistics/index.ts";
import { sendSystemMails } from "../mail/index.ts";
import { actorOf, orders, type TOrderActor, type TOrderRow, transitionAllTogether } from "../orders/index.ts";
import { packingBagItems, packingBags } from "../packing/index.ts";
import { warehouses } from "../warehouses/index.ts";
import { recordParcelCosts } from "./shipping.parcel-costs.ts";
import { customerUsers } from "./shipping.repository.ts";
import { shippingNoticeOrders, shippingNoticeSequences, shippingNotices } from "./shipping.tables.ts";

/**
 * Shipping notices (handover lists): bagged orders of one warehouse and channel handed to the carrier
 * together. Confirming ships every order in one transaction (stock leaves; on-hand and picking
 * occupation drop together through the ledger) and mails each customer.
 */

function nextNoticeCode(tx: Db, providerId: string) {
  return nextDayCode(tx, shippingNoticeSequences, providerId, { prefix: "DN", digits: 4 });
}

const summaryColumns = {
  id: shippingNotices.id,
  code: shippingNotices.code,
  status: shippingNotices.status,
  warehouseId: shippingNotices.warehouseId,
  warehouseName: warehouses.name,
  channelId: shippingNotices.channelId,
  channelName: logisticsChannels.name,
  orderCount: shippingNotices.orderCount,
  createdBy: shippingNotices.createdByName,
  createdAt: shippingNotices.createdAt,
  shippedAt: shippingNotices.shippedAt,
};

function summaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(shippingNotices)
    .innerJoin(warehouses, tenantRow(warehouses, shippingNotices.providerId, shippingNotices.warehouseId))
    .innerJoin(
      logisticsChannels,
      tenantRow(logisticsChannels, shippingNotices.providerId, shippingNotices.channelId),
    )
    .$dynamic();
}

const present = (r: Awaited<ReturnType<ReturnType<typeof summaries>["execute"]>>[number]) => ({
  notice_id: r.id,
  code: r.code,
  status: r.status,
  warehouse_id: r.warehouseId,
  warehouse_name: r.warehouseName,
  channel_id: r.channelId,
  channel_name: r.channelName,
  order_count: r.orderCount,
  created_by: r.createdBy,
  created_at: seconds(r.createdAt) ?? 0,
  shipped_at: seconds(r.shippedAt),
});

export async function listNotices(db: Db, scope: AccessScope, q: TShippingNoticeQuery) {
  const providerId = scope.ownProviderId();
  const { rows, total } = await listPage(
    db,
    {
      select: summaries(db),
      from: shippingNotices,
      where: [eq(shippingNotices.providerId, providerId), filterEq(shippingNotices.status, q.status)],
      keyword: [shippingNotices.code],
      sorts: { code: shippingNotices.code, created_at: shippingNotices.createdAt },
      id: shippingNotices.id,
      idOrder: "desc",
    },
    q,
  );
  return toPage(rows.map(present), total, q);
}

export async function getNotice(
  db: Db,
  scope: AccessScope,
  q: TShippingNoticeRef,
): Promise<TShippingNoticeDetail> {
  const providerId = scope.ownProviderId();
  const [row] = await summaries(db)
    .where(tenantRow(shippingNotices, providerId, q.notice_id))
    .limit(1);
  if (!row) throw notFound("shipping.noticeNotFound");
  const lines = await db
    .select({
      order_id: orders.id,
      code: orders.code,
      status: orders.status,
      consignee: orders.consignee,
      country: orders.country,
      tracking_number: orders.trackingNumber,
      bag_code: shippingNoticeOrders.bagCode,
      weight: orders.weight,
    })
    .from(shippingNoticeOrders)
    .innerJoin(orders, tenantRow(orders, shippingNoticeOrders.providerId, shippingNoticeOrders.orderId))
    .where(and(eq(shippingNoticeOrders.providerId, providerId), eq(shippingNoticeOrders.noticeId, row.id)))
    .orderBy(asc(shippingNoticeOrders.bagCode), asc(orders.code));
  return { ...present(row), orders: lines };
}

/** The orders of a new notice: one warehouse and channel, locked, bagged, numbered, on no notice yet. */
export type TNoticeGroup = { warehouseId: string; channelId: string; orders: TOrderRow[] };

/**
 * Refuses (4009, nothing written) any of `picked` that is not bagged, has no tracking number (its
 * handover would fail at the end), is in no bag where its warehouse bags parcels, or is already on a
 * shipping notice.
 */
export async function refuseUnready(tx: Db, providerId: string, picked: TOrderRow[]) {
  for (const o of picked) {
    if (o.status !== "bagged")
      throw conflict("shipping.notWeighed", null, {
        code: o.code,
        status: text(`order.status.${o.status}`),
      });
    if (!o.trackingNumber.trim()) throw conflict("shipping.noTrackingNumber", null, { code: o.code });
  }
  const taken = await tx
    .select({ orderId: shippingNoticeOrders.orderId })
    .from(shippingNoticeOrders)
    .where(
      and(
        eq(shippingNoticeOrders.providerId, providerId),
        inArray(
          shippingNoticeOrders.orderId,
          picked.map((o) => o.id),
        ),
      ),
    );
  const first = picked.find((o) => taken.some((t) => t.orderId === o.id));
  if (first) throw conflict("shipping.inNotice", null, { code: first.code });
  const unbagged = await outsideTheirBag(tx, providerId, picked);
  if (unbagged) throw conflict("shipping.notInBag", null, { code: unbagged.code });
}

/** The first of the orders whose warehouse bags parcels and that is in no bag (a parcel never ships loose). */
async function outsideTheirBag(tx: Db, providerId: string, picked: TOrderRow[]) {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(warehouses, tenantRow(warehouses, orders.providerId, orders.warehouseId))
    .where(
      and(
        eq(orders.providerId, providerId),
        inArray(
          orders.id,
          picked.map((o) => o.id),
        ),
        eq(warehouses.baggingRequired, true),
        sql`not exists (select 1 from ${packingBagItems} b where b.provider_id = ${orders.providerId} and b.order_id = ${orders.id})`,
      ),
    );
  return picked.find((o) => rows.some((r) => r.id === o.id));
}

/** Writes an open notice of the group's orders (checked and locked by the caller), listed bag by bag. */
export async function insertNotice(tx: Db, actor: TOrderActor, group: TNoticeGroup) {
  const { providerId } = actor;
  const code = await nextNoticeCode(tx, providerId);
  const [notice] = await tx
    .insert(shippingNotices)
    .values({
      providerId,
      code,
      warehouseId: group.warehouseId,
      channelId: group.channelId,
      orderCount: group.orders.length,
      createdBy: actor.userId,
      createdByName: actor.userName,
    })
    .returning({ id: shippingNotices.id });
  if (!notice) throw new Error("notice not inserted");
  const ids = group.orders.map((o) => o.id);
  // Orders travel in their bags (modules/packing): the notice lists them bag by bag.
  const bags = await tx
    .select({ orderId: packingBagItems.orderId, bagNumber: packingBags.bagNumber })
    .from(packingBagItems)
    .innerJoin(packingBags, tenantRow(packingBags, packingBagItems.providerId, packingBagItems.bagId))
    .where(and(eq(packingBagItems.providerId, providerId), inArray(packingBagItems.orderId, ids)));
  const bagOf = new Map(bags.map((b) => [b.orderId, b.bagNumber]));
  await tx.insert(shippingNoticeOrders).values(
    group.orders.map((o) => ({
      providerId,
      noticeId: notice.id,
      orderId: o.id,
      bagCode: bagOf.get(o.id) ?? "",
    })),
  );
  return { id: notice.id, code };
}

/**
 * Hands an open notice over: every order ships (all or nothing: stock consumed through the ledger), each
 * customer gets the orderShipped mail, the notice is shipped. Answers the orders shipped.
 */
export async function shipNotice(tx: Db, actor: TOrderActor, noticeId: string) {
  const { providerId } = actor;
  const notice = await lockTenantRow(tx, shippingNotices, providerId, noticeId);
  if (!notice) throw notFound("shipping.noticeNotFound");
  if (notice.status !== "open") throw conflict("shipping.noticeShipped", null, { code: notice.code });
  const members = await tx
    .select({ orderId: shippingNoticeOrders.orderId })
    .from(shippingNoticeOrders)
    .where(and(eq(shippingNoticeOrders.providerId, providerId), eq(shippingNoticeOrders.noticeId, notice.id)))
    .orderBy(asc(shippingNoticeOrders.orderId));
  // All together (a few statements for the whole notice), all or nothing: the first order that cannot ship
  // refuses the notice.
  const orderIds = members.map((m) => m.orderId);
  const shipped = await transitionAllTogether(tx, actor, { orderIds, action: "ship" });
  await recordParcelCosts(tx, providerId, orderIds);
  const mailboxes = new Map(
    (await customerUsers(tx, providerId, [...new Set(shipped.map((o) => o.customerId))])).map((c) => [
      c.id,
      c.userId,
    ]),
  );
  await sendSystemMails(
    tx,
    shipped.flatMap((o) => {
      const mailboxId = mailboxes.get(o.customerId);
      if (!mailboxId) return [];
      const params = { order_no: o.code, tracking_no: o.trackingNumber };
      return [{ mailboxId, providerId, template: "orderShipped" as const, params }];
    }),
  );
  await tx
    .update(shippingNotices)
    .set({ status: "shipped", shippedAt: new Date() })
    .where(tenantRow(shippingNotices, providerId, notice.id));
  return shipped.length;
}

/** The named orders of the caller's tenant, locked in id order; 4004 when one is unknown (or another tenant's). */
export async function lockNamedOrders(tx: Db, providerId: string, ids: string[]) {
  const picked = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.providerId, providerId), inArray(orders.id, ids)))
    .orderBy(asc(orders.id))
    .for("update");
  if (picked.length !== new Set(ids).size) throw notFound("order.notFound");
  return picked;
}

/** A new notice for the named bagged orders, or every bagged order of the warehouse and channel. */
export async function createNotice(db: Db, scope: AccessScope, input: TCreateShippingNoticeRequest) {
  const actor = await actorOf(scope, undefined);
  const providerId = actor.providerId;
  const id = await db.transaction(async (tx) => {
    const free = sql`not exists (select 1 from ${shippingNoticeOrders} n where n.provider_id = ${orders.providerId} and n.order_id = ${orders.id})`;
    const picked = input.order_ids?.length
      ? await lockNamedOrders(tx, providerId, input.order_ids)
      : await tx
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.providerId, providerId),
              eq(orders.status, "bagged"),
              eq(orders.warehouseId, input.warehouse_id),
              eq(orders.channelId, input.channel_id),
              free,
            ),
          )
          .orderBy(asc(orders.id))
          .for("update");
    if (picked.length === 0) throw conflict("shipping.noWeighedOrders");
    for (const o of picked)
      if (o.warehouseId !== input.warehouse_id || o.channelId !== input.channel_id)
        throw conflict("shipping.wrongChannel", null, { code: o.code });
    await refuseUnready(tx, providerId, picked);
    const notice = await insertNotice(tx, actor, {
      warehouseId: input.warehouse_id,
      channelId: input.channel_id,
      orders: picked,
    });
    return notice.id;
  });
  return getNotice(db, scope, { notice_id: id });
}

/** Hands the notice over: every order is shipped (all or nothing) and its customer gets a mail. */
export async function confirmNotice(db: Db, scope: AccessScope, input: TShippingNoticeRef) {
  const actor = await actorOf(scope, undefined);
  await db.transaction((tx) => shipNotice(tx, actor, input.notice_id));
  return getNotice(db, scope, input);
}
