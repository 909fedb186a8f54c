import type {
  TOnePieceRequest,
  TPrintWaybillsRequest,
  TSetTrackingNumbersRequest,
  TSetTrackingNumbersResponse,
} from "@wms/contracts";
import { Code } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, badRequest, type TTextParams, type TWithTexts, text } from "../../kernel/errors.ts";
import { issueTrackingNumber, manualNumberPattern } from "../logistics/index.ts";
import { linesOfOrders, lockOrders, type TOrderRow, updateOrder } from "../orders/index.ts";
import { labelWeightsKg, recordScan, staffActor, type TLabelWeight } from "../packing/index.ts";
import type { TChannelRow, TWarehouseRow, TWaybillRow } from "./shipping.repository.ts";
import * as repo from "./shipping.repository.ts";
import { renderWaybills, type TWaybillLabel } from "./shipping.waybill-pdf.ts";

/**
 * Waybills: the tracking number is issued by the channel's carrier adapter when an order's waybill is
 * first printed, stored on the order and in shipping_waybills; a reprint shows the same number. One box
 * number belongs to one waybill (spec section 8).
 */

const printable = ["in_wave", "picked", "reviewed", "bagged", "weighed", "shipped"];
const conflict = (key: string, params: TTextParams, data = {}) =>
  new AppError(Code.conflict, key, data, params);
const statusName = (s: string) => text(`order.status.${s}`);

type TCtx = Pick<TAppContext, "config">;

type TLabelled = { order: TOrderRow; channel: TChannelRow; waybill: TWaybillRow };

/**
 * Issues (first time) or reuses the waybills of the orders inside tx, counts the print, and answers what each
 * label shows, in the order asked. The orders are locked together in id order and everything else is read
 * for all of them at once; only a first number is one call of the channel's carrier per order.
 */
async function waybillLabels(
  tx: Db,
  ctx: TCtx,
  who: { providerId: string; userId: string },
  ids: string[],
  boxNumber: string | undefined,
): Promise<TWaybillLabel[]> {
  const { providerId } = who;
  const locked = new Map((await lockOrders(tx, { providerId, customerId: null }, ids)).map((o) => [o.id, o]));
  const asked = ids.map((id) => {
    const order = locked.get(id);
    if (!order) throw new AppError(Code.notFound, "order.notFound");
    if (!printable.includes(order.status))
      throw conflict("shipping.notPrintable", { code: order.code, status: statusName(order.status) });
    return order;
  });
  const channels = byId(await repo.channelsOf(tx, providerId, unique(asked.map((o) => o.channelId ?? ""))));
  const waybills = new Map((await repo.waybillsOf(tx, providerId, ids)).map((w) => [w.orderId, w]));
  const labelled: TLabelled[] = [];
  for (const order of asked) {
    const channel = order.channelId ? channels.get(order.channelId) : undefined;
    if (!channel) throw conflict("shipping.noChannel", { code: order.code });
    const waybill = waybills.get(order.id) ?? (await issueWaybill(tx, ctx, who, order, channel));
    labelled.push({ order, channel, waybill });
  }
  const [only] = labelled;
  if (boxNumber && only) only.waybill = await boxWaybill(tx, providerId, only.waybill, boxNumber);
  const printed = new Map(
    (await repo.countPrints(tx, providerId, unique(labelled.map((l) => l.waybill.id)))).map((w) => [w.id, w]),
  );
  const warehouses = byId(await repo.warehousesOf(tx, providerId, unique(asked.map((o) => o.warehouseId))));
  const lines = await linesOfOrders(tx, providerId, ids);
  const weights = await labelWeightsKg(tx, providerId, ids);
  return labelled.map(({ order, channel, waybill }) =>
    labelOf(
      order,
      channel,
      printed.get(waybill.id) ?? waybill,
      warehouses.get(order.warehouseId),
      lines.filter((l) => l.orderId === order.id),
      weights.get(order.id),
    ),
  );
}

/** The label's weight: the weighed one, else the expected one said as such; none when nothing is known. */
function weightText(weight: TLabelWeight | undefined) {
  if (!weight || weight.kg <= 0) return "";
  return `${weight.kg.toFixed(3)} kg${weight.weighed ? "" : " (expected)"}`;
}

const unique = (ids: string[]) => [...new Set(ids.filter(Boolean))];
const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/** An order's first waybill: the number from the channel's carrier, stored on the order too. */
async function issueWaybill(
  tx: Db,
  ctx: TCtx,
  who: { providerId: string; userId: string },
  order: TOrderRow,
  channel: TChannelRow,
) {
  const { providerId } = who;
  const number = await issueTrackingNumber(tx, ctx, {
    channel: { providerId, id: channel.id, code: channel.code, carrierKind: channel.carrierKind },
    order: { id: order.id, trackingNumber: order.trackingNumber },
  });
  if (await repo.trackingUsedElsewhere(tx, providerId, number, order.id))
    throw conflict("shipping.trackingTaken", { tracking_no: number });
  const waybill = await repo.insertWaybill(tx, {
    providerId,
    orderId: order.id,
    channelId: channel.id,
    trackingNumber: number,
    createdBy: who.userId,
  });
  await updateOrder(tx, providerId, order.id, { trackingNumber: number });
  return waybill;
}

/** A box number given with a one-order print: set once, and one box belongs to one waybill. */
async function boxWaybill(tx: Db, providerId: string, waybill: TWaybillRow, boxNumber: string) {
  if (boxNumber === waybill.boxNumber) return waybill;
  const box = { tracking_no: waybill.trackingNumber, box: waybill.boxNumber || boxNumber };
  if (waybill.boxNumber) throw conflict("shipping.secondBox", box);
  const other = await repo.waybillByBox(tx, providerId, boxNumber);
  if (other) throw conflict("shipping.boxTaken", { box: boxNumber, tracking_no: other.trackingNumber });
  return repo.updateWaybill(tx, providerId, waybill.id, { boxNumber });
}

function labelOf(
  order: TOrderRow,
  channel: TChannelRow,
  waybill: TWaybillRow,
  warehouse: TWarehouseRow | undefined,
  lines: { sku: string; quantity: number; nameEn: string }[],
  weight: TLabelWeight | undefined,
): TWaybillLabel {
  const join = (...parts: string[]) => parts.filter(Boolean).join(", ");
  return {
    trackingNumber: waybill.trackingNumber,
    channel: `${channel.name} (${channel.code})`,
    orderCode: order.code,
    boxNumber: waybill.boxNumber,
    weight: weightText(weight),
    sender: warehouse
      ? [
          join(warehouse.name, warehouse.contactName, warehouse.contactPhone),
          warehouse.address,
          join(warehouse.city, warehouse.province, warehouse.postcode, warehouse.country),
        ]
      : [],
    consignee: [
      order.consignee,
      order.phone,
      order.address,
      join(order.city, order.province, order.postcode, order.country),
    ],
    items: lines.map((l) => `${l.sku} x ${l.quantity}  ${l.nameEn}`),
  };
}

/** The waybills of the orders as one PDF, in the order asked (one transaction: all or nothing). */
export async function printWaybills(db: Db, ctx: TCtx, scope: AccessScope, input: TPrintWaybillsRequest) {
  const providerId = scope.ownProviderId();
  const ids = [...new Set(input.order_ids)];
  if (input.box_number && ids.length > 1)
    throw badRequest("shipping.boxOneOrder", { box_number: "shipping.boxOneOrder" });
  const labels = await db.transaction((tx) =>
    waybillLabels(tx, ctx, { providerId, userId: scope.userId }, ids, input.box_number),
  );
  return { pdf: await renderWaybills(labels), labels };
}

/**
 * One-piece shipping: the scanned item is the whole of the oldest single-item order of that SKU whose
 * waybill is not printed yet, so one scan reviews a picked order (the scan is recorded as the review
 * bench's would be) and prints its waybill, in one transaction. An order two benches find at once is
 * skipped by the second (its row is locked), which takes the next one.
 */
export async function printOnePiece(db: Db, ctx: TCtx, scope: AccessScope, input: TOnePieceRequest) {
  const actor = await staffActor(scope);
  const { labels, order } = await db.transaction(async (tx) => {
    const order = await repo.nextOnePieceOrder(tx, actor.providerId, input.barcode, input.warehouse_id);
    if (!order) throw conflict("shipping.noOnePiece", { barcode: input.barcode });
    if (order.status === "picked") {
      const review = await recordScan(tx, actor, order, input.barcode);
      if (review.error) throw review.error;
    }
    return { labels: await waybillLabels(tx, ctx, actor, [order.id], undefined), order };
  });
  return { pdf: await renderWaybills(labels), orderCode: order.code, orderId: order.id };
}

/** Numbers of manual carriers, typed in or imported; a number can be changed until a waybill exists. */
export async function setTrackingNumbers(
  db: Db,
  scope: AccessScope,
  input: TSetTrackingNumbersRequest,
): Promise<TWithTexts<TSetTrackingNumbersResponse>> {
  const providerId = scope.ownProviderId();
  const result: TWithTexts<TSetTrackingNumbersResponse> = { done: [], errors: [] };
  await db.transaction(async (tx) => {
    const found = await repo.ordersByCodes(tx, providerId, [
      ...new Set(input.entries.map((e) => e.order_code)),
    ]);
    const byCode = new Map(found.map((o) => [o.code, o]));
    const seen = new Set<string>();
    for (const entry of input.entries) {
      const number = entry.tracking_number.toUpperCase();
      const fail = (key: string, params: Record<string, string>) =>
        result.errors.push({
          order_id: byCode.get(entry.order_code)?.id ?? entry.order_code,
          key,
          message: text(key, params),
        });
      const order = byCode.get(entry.order_code);
      if (!order) {
        fail("shipping.orderCodeUnknown", { code: entry.order_code });
        continue;
      }
      if (!manualNumberPattern.test(number)) {
        fail("logistics.trackingNumberFormat", {});
        continue;
      }
      const channel = order.channelId ? await repo.channelOf(tx, providerId, order.channelId) : null;
      if (!channel) {
        fail("shipping.noChannel", { code: order.code });
        continue;
      }
      if (channel.carrierKind !== "manual") {
        fail("shipping.notManual", { code: order.code });
        continue;
      }
      const waybill = await repo.waybillOf(tx, providerId, order.id);
      if (waybill && waybill.trackingNumber !== number) {
        fail("shipping.alreadyIssued", { code: order.code, tracking_no: waybill.trackingNumber });
        continue;
      }
      if (seen.has(number) || (await repo.trackingUsedElsewhere(tx, providerId, number, order.id))) {
        fail("shipping.trackingTaken", { tracking_no: number });
        continue;
      }
      seen.add(number);
      await updateOrder(tx, providerId, order.id, { trackingNumber: number });
      result.done.push(order.id);
    }
  });
  return result;
}
