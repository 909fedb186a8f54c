import type { TOrderDetail, TOrderLogEntry, TOrderStatus, TOrderSummary, TRole } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { seconds } from "../../kernel/present.ts";
import { buildTrackingUrl } from "../logistics/index.ts";
import { presentLineItem } from "../products/index.ts";
import { allowedActions, type TOrderActorKind } from "./orders.lifecycle.ts";
import * as repo from "./orders.repository.ts";

export function presentSummary(r: repo.TSummaryRow): TOrderSummary {
  const o = r.order;
  const [lineCount = 0, quantity = 0] = String(r.lineTotals ?? "")
    .split(",")
    .map(Number);
  return {
    order_id: o.id,
    code: o.code,
    provider_uuid: o.providerId,
    customer_id: o.customerId,
    owner_code: r.ownerCode,
    customer_name: r.customerName,
    warehouse_id: o.warehouseId,
    warehouse_code: r.warehouseCode,
    channel_id: o.channelId,
    channel_name: r.channelName,
    status: o.status,
    source: o.source,
    reference: o.reference,
    consignee: o.consignee,
    country: o.country,
    tracking_number: o.trackingNumber,
    tracking_url: buildTrackingUrl(r.trackUrlTemplate, o.trackingNumber),
    payment_status: o.paymentStatus,
    fulfilment_status: o.fulfilmentStatus,
    exception_reason: o.exceptionReason,
    credit_hold: o.creditHold ?? null,
    line_count: lineCount,
    quantity,
    created_at: seconds(o.createdAt),
    updated_at: seconds(o.updatedAt),
  };
}

/** The order with its lines, notes and the actions the caller may take; null when unseen. */
export async function loadDetail(
  db: Db,
  owner: repo.TOrderOwner,
  id: string,
  kind: TOrderActorKind,
  role?: TRole,
): Promise<TOrderDetail | null> {
  const row = await repo.findSummary(db, owner, id);
  if (!row) return null;
  const o = row.order;
  const [lines, notes, split] = await Promise.all([
    repo.linesOf(db, o.providerId, o.id),
    repo.notesOf(db, o.providerId, o.id),
    repo.splitRelatives(db, o),
  ]);
  return {
    ...presentSummary(row),
    phone: o.phone,
    email: o.email,
    province: o.province,
    city: o.city,
    address: o.address,
    postcode: o.postcode,
    cod_type: o.codType,
    amount: o.amount,
    currency: o.currency,
    ioss: o.ioss,
    vat: o.vat,
    id_number: o.idNumber,
    weight: o.weight,
    length: o.length,
    width: o.width,
    height: o.height,
    notes: o.notes,
    lines: lines.map((l) => ({ ...presentLineItem(l), quantity: l.quantity })),
    order_notes: notes.map((n) => ({
      note_id: n.id,
      author: n.authorName,
      text: n.text,
      created_at: seconds(n.createdAt),
    })),
    split_from_code: split.fromCode,
    split_codes: split.codes,
    actions: allowedActions(o.status, kind, role),
  };
}

export function presentLog(l: Awaited<ReturnType<typeof repo.logsOf>>[number]): TOrderLogEntry {
  return {
    log_id: l.id,
    action: l.action,
    from_status: l.fromStatus as TOrderStatus | null,
    to_status: l.toStatus as TOrderStatus | null,
    actor: l.actorName,
    reason: l.reason,
    created_at: seconds(l.createdAt),
  };
}
