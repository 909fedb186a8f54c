import {
  Code,
  type TCancelReturnRequest,
  type TCreateReturnRequest,
  type TReturnAction,
  type TReturnDetail,
  type TReturnIdRequest,
  type TReturnQuery,
  type TReturnSummary,
  type TShipReturnRequest,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { lockOwnedRow, type TDocumentOwner } from "../../kernel/db/customer-documents.ts";
import { nextDayCode } from "../../kernel/db/day-codes.ts";
import { presentPage, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, conflict, forbidden, notFound, orNotFound } from "../../kernel/errors.ts";
import { presentLogEntry, seconds, times } from "../../kernel/present.ts";
import { variantsByCodes } from "../products/index.ts";
import { selectedWarehouseIds } from "../storage/index.ts";
import { announceChanged, customerExists } from "../tenancy/index.ts";
import { returnsLifecycle, type TReturnWho } from "./returns.lifecycle.ts";
import { lockShippedOrder, returnableOf } from "./returns.orders.ts";
import * as repo from "./returns.repository.ts";
import { restockSuggestions } from "./returns.suggestions.ts";
import { returnLines, returnLogs, returnSequences, returns } from "./returns.tables.ts";

/**
 * Return authorizations (docs/returns.md): raised by the merchant (or the staff for it), shipped, cancelled,
 * listed and read. Receiving and unidentified parcels are in returns.receiving.ts, the inspection in
 * returns.inspection.ts. Every write is one transaction that locks the RMA first and writes its log.
 */

export async function ownerOf(scope: AccessScope, providerUuid?: string): Promise<TDocumentOwner> {
  const t = await scope.tenant(providerUuid);
  return { providerId: t.providerId, customerId: t.customerId };
}
export const whoOf = (scope: AccessScope): TReturnWho => (scope.isProviderSide ? "staff" : "customer");

/** Who takes an action, as the lifecycle and the history name them: a signed-in user, or the bound shop. */
export type TReturnActor = { who: TReturnWho; userId: string | null; name: string };
export const actorOf = (scope: AccessScope): TReturnActor => ({
  who: whoOf(scope),
  userId: scope.userId,
  name: scope.session.username,
});
export const shopActor: TReturnActor = { who: "shop", userId: null, name: "Shopify" };

export function presentSummary(r: repo.TReturnRow, who: TReturnWho): TReturnSummary {
  return {
    id: r.id,
    code: r.code,
    provider_uuid: r.providerId,
    customer_id: r.customerId,
    customer_name: r.customerName,
    owner_code: r.ownerCode,
    warehouse_id: r.warehouseId,
    warehouse_code: r.warehouseCode,
    source: r.source,
    status: r.status,
    order_id: r.orderId,
    order_code: r.orderCode,
    consignee: r.consignee,
    tracking_number: r.trackingNumber,
    unit_count: r.unitCount,
    inspected_count: r.inspectedCount,
    note: r.note,
    received_at: seconds(r.receivedAt),
    inspected_at: seconds(r.inspectedAt),
    closed_at: seconds(r.closedAt),
    actions: returnsLifecycle.allowed(r.status, who),
    ...times(r),
  };
}

export async function listReturns(db: Db, scope: AccessScope, q: TReturnQuery) {
  const owner = await ownerOf(scope, q.provider_uuid);
  const who = whoOf(scope);
  return presentPage(await repo.listReturns(db, owner, q), (r) => presentSummary(r, who), q);
}

const counted = (done: Record<string, number>, missing: number) => ({
  restock: done.restock ?? 0,
  relabel: done.relabel ?? 0,
  quarantine: done.quarantine ?? 0,
  dispose: done.dispose ?? 0,
  return_to_merchant: done.return_to_merchant ?? 0,
  missing,
});

/** The RMA with its lines (staff see where a unit would go), inspections and history. */
export async function detailOf(
  db: Db,
  scope: AccessScope,
  owner: TDocumentOwner,
  id: string,
): Promise<TReturnDetail> {
  const r = orNotFound(await repo.findReturn(db, owner, id), "returns.notFound");
  const who = whoOf(scope);
  const [lines, units, logs] = await Promise.all([
    repo.linesOf(db, r.providerId, r.id),
    repo.unitsOf(db, r.providerId, r.id),
    repo.logsOf(db, r.providerId, r.id),
  ]);
  const placing = who === "staff" && r.status === "received";
  const bins = placing
    ? await restockSuggestions(
        db,
        r,
        lines.map((l) => l.variantId),
      )
    : { restock: new Map<string, string>(), quarantine: null };
  return {
    ...presentSummary(r, who),
    lines: lines.map((l) => {
      const done = counted(l.done, l.missing);
      const inspected = Object.values(done).reduce((a, b) => a + b, 0);
      return {
        line_id: l.id,
        variant_id: l.variantId,
        product_uuid: l.productId,
        sku: l.sku,
        barcode: l.barcode,
        name_en: l.nameEn,
        name_cn: l.nameCn,
        quantity: l.quantity,
        reason: l.reason,
        reason_note: l.reasonNote,
        done,
        remaining: Math.max(l.quantity - inspected, 0),
        restock_location: placing ? (bins.restock.get(l.variantId) ?? null) : null,
        quarantine_location: placing ? bins.quarantine : null,
      };
    }),
    units: units.map((u) => ({
      id: u.id,
      line_id: u.lineId,
      sku: u.sku,
      quantity: u.quantity,
      disposition: u.disposition,
      location_code: u.locationCode,
      note: u.note,
      photos: u.photos,
      inspected_by: u.inspectedByName,
      inspected_at: seconds(u.createdAt),
    })),
    photos: r.photos,
    markings: r.markings,
    logs: logs.map(presentLogEntry),
  };
}

export async function returnDetail(db: Db, scope: AccessScope, input: TReturnIdRequest) {
  return detailOf(db, scope, await ownerOf(scope, input.provider_uuid), input.return_id);
}

/** Writes one entry of the RMA's history (`to`: the state it moved to, if it moved). */
export async function logReturn(
  tx: Db,
  actor: TReturnActor,
  r: { providerId: string; id: string },
  action: TReturnAction | "create" | "assign",
  moved: { from: string | null; to: string } | null,
  detail: Record<string, unknown> = {},
) {
  await tx.insert(returnLogs).values({
    providerId: r.providerId,
    returnId: r.id,
    action,
    fromStatus: moved?.from ?? null,
    toStatus: moved?.to ?? null,
    actorUserId: actor.userId,
    actorName: actor.name,
    detail,
  });
}

export type TLockedReturn = typeof returns.$inferSelect;

/**
 * Takes an action on an RMA the owner sees, locked first (two benches at once: the second waits, then finds
 * it moved on and is refused with 4009 naming it): the lifecycle's rule, `effect` (what the action does
 * besides), the new state with its stamp, the log entry and the live notice.
 */
export async function actOn<T>(
  tx: Db,
  actor: TReturnActor,
  owner: TDocumentOwner,
  id: string,
  action: TReturnAction,
  effect: (
    row: TLockedReturn,
  ) => Promise<{ set?: Partial<typeof returns.$inferInsert>; detail?: Record<string, unknown>; result?: T }>,
): Promise<{ row: TLockedReturn; status: TLockedReturn["status"]; result?: T }> {
  const row = orNotFound(await lockOwnedRow(tx, returns, owner, id), "returns.notFound");
  const status = await returnsLifecycle.apply(
    action,
    { state: row.status, who: actor.who },
    undefined,
    (why) => (why === "who" ? forbidden() : conflict("returns.notInState", null, { code: row.code })),
  );
  const done = await effect(row);
  const now = new Date();
  const stamp = status === row.status ? {} : stampOf(status, now);
  await tx
    .update(returns)
    .set({ ...done.set, ...stamp, status, updatedAt: now })
    .where(tenantRow(returns, row.providerId, row.id));
  const moved = status === row.status ? null : { from: row.status, to: status };
  await logReturn(tx, actor, row, action, moved, done.detail);
  if (moved) await announceChanged(tx, "returns", [{ ...row, status }]);
  return { row, status, result: done.result };
}

function stampOf(status: TLockedReturn["status"], now: Date): Partial<typeof returns.$inferInsert> {
  if (status === "received") return { receivedAt: now };
  if (status === "inspected") return { inspectedAt: now };
  if (status === "closed" || status === "cancelled") return { closedAt: now };
  return {};
}

/** The SKUs of a customer the lines name, once each (4001 naming the line otherwise). */
async function resolveLines(
  db: Db,
  providerId: string,
  customerId: string,
  lines: TCreateReturnRequest["lines"],
) {
  const variants = await variantsByCodes(
    db,
    providerId,
    customerId,
    lines.map((l) => l.sku),
  );
  const byCode = new Map<string, (typeof variants)[number]>();
  for (const v of variants) {
    byCode.set(v.sku, v);
    if (v.barcode) byCode.set(v.barcode, v);
  }
  const seen = new Set<string>();
  return lines.map((l, index) => {
    const variant = byCode.get(l.sku);
    if (!variant)
      throw new AppError(
        Code.badRequest,
        "returns.skuNotFound",
        { fields: { [`lines.${index}.sku`]: "returns.skuUnknown" } },
        { sku: l.sku },
      );
    if (seen.has(variant.id))
      throw new AppError(
        Code.badRequest,
        "returns.skuTwice",
        { fields: { [`lines.${index}.sku`]: "returns.skuTwiceField" } },
        { sku: variant.sku },
      );
    seen.add(variant.id);
    return { ...l, variantId: variant.id, sku: variant.sku };
  });
}

/**
 * returns/create-return: a new RMA, requested (in transit when it has a tracking number already). From a
 * shipped order of the customer: its warehouse and buyer, its SKUs only, at most the units shipped and not
 * on another RMA (the order is locked for the count, so two RMAs at once cannot both take the last units).
 * Free-form: any SKU of the customer, to one of the warehouses it stores in.
 */
export async function createReturn(db: Db, scope: AccessScope, input: TCreateReturnRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  const { providerId } = owner;
  const customerId = owner.customerId ?? input.customer_id;
  if (!customerId) throw badRequest("returns.customerRequired", { customer_id: "returns.customerRequired" });
  if (!owner.customerId && !(await customerExists(db, providerId, customerId))) throw notFound();
  const lines = await resolveLines(db, providerId, customerId, input.lines);
  const id = await db.transaction(async (tx) => {
    let head: { warehouseId: string; orderId: string | null; orderCode: string | null; consignee: string };
    if (input.order_id) {
      const order = await lockShippedOrder(tx, providerId, customerId, input.order_id);
      const returnable = await returnableOf(tx, providerId, order.id);
      lines.forEach((l, index) => {
        const left = returnable.get(l.variantId);
        if (left === undefined)
          throw new AppError(
            Code.badRequest,
            "returns.skuNotOnOrder",
            { fields: { [`lines.${index}.sku`]: "returns.skuNotOnOrderField" } },
            { sku: l.sku, code: order.code },
          );
        if (l.quantity > left.returnable)
          throw new AppError(
            Code.badRequest,
            "returns.moreThanShipped",
            { fields: { [`lines.${index}.quantity`]: "returns.moreThanShippedField" } },
            { sku: l.sku, returnable: left.returnable },
          );
      });
      head = {
        warehouseId: order.warehouseId,
        orderId: order.id,
        orderCode: order.code,
        consignee: order.consignee,
      };
    } else {
      if (!input.warehouse_id)
        throw badRequest("returns.warehouseRequired", { warehouse_id: "returns.warehouseRequired" });
      if (!(await selectedWarehouseIds(tx, providerId, customerId)).includes(input.warehouse_id))
        throw badRequest("returns.warehouseNotSelected", { warehouse_id: "returns.warehouseNotSelected" });
      head = { warehouseId: input.warehouse_id, orderId: null, orderCode: null, consignee: input.consignee };
    }
    const code = await nextDayCode(tx, returnSequences, providerId, { prefix: "RM", digits: 4 });
    const status = input.tracking_number ? ("in_transit" as const) : ("requested" as const);
    const [row] = await tx
      .insert(returns)
      .values({
        providerId,
        code,
        customerId,
        ...head,
        source: scope.isProviderSide ? "staff" : "merchant",
        status,
        trackingNumber: input.tracking_number,
        note: input.note,
        requestedBy: scope.session.username,
      })
      .returning({ id: returns.id });
    if (!row) throw new Error("no return inserted");
    await tx.insert(returnLines).values(
      lines.map((l, position) => ({
        providerId,
        returnId: row.id,
        position,
        variantId: l.variantId,
        quantity: l.quantity,
        reason: l.reason,
        reasonNote: l.reason_note,
      })),
    );
    await logReturn(tx, actorOf(scope), { providerId, id: row.id }, "create", null, {
      order: head.orderCode,
      units: lines.reduce((s, l) => s + l.quantity, 0),
      tracking_number: input.tracking_number || undefined,
    });
    await announceChanged(tx, "returns", [{ providerId, customerId, code, status }]);
    return row.id;
  });
  return detailOf(db, scope, owner, id);
}

/** returns/ship-return: the parcel is on its way (its tracking number, replaced if given again). */
export async function shipReturn(db: Db, scope: AccessScope, input: TShipReturnRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  await db.transaction((tx) =>
    actOn(tx, actorOf(scope), owner, input.return_id, "ship", async () => ({
      set: { trackingNumber: input.tracking_number },
      detail: { tracking_number: input.tracking_number },
    })),
  );
  return detailOf(db, scope, owner, input.return_id);
}

/** returns/cancel-return: either side, before the parcel arrives, saying why. */
export async function cancelReturn(db: Db, scope: AccessScope, input: TCancelReturnRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  await db.transaction((tx) =>
    actOn(tx, actorOf(scope), owner, input.return_id, "cancel", async () => ({
      detail: { reason: input.reason },
    })),
  );
  return detailOf(db, scope, owner, input.return_id);
}

/** returns/close-return (staff): an inspected RMA is done with. */
export async function closeReturn(db: Db, scope: AccessScope, input: TReturnIdRequest) {
  const owner = await ownerOf(scope);
  await db.transaction((tx) => actOn(tx, actorOf(scope), owner, input.return_id, "close", async () => ({})));
  return detailOf(db, scope, owner, input.return_id);
}
