import type {
  TReceiptBox,
  TReceiptDetail,
  TReceiptLine,
  TReceiptStatus,
  TReceiptSummary,
} from "@wms/contracts";
import { Code } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, conflict, type TTextParams, text } from "../../kernel/errors.ts";
import { presentLogEntry, seconds } from "../../kernel/present.ts";
import { presentLineItem } from "../products/index.ts";
import type { TReceiptAction } from "./receipts.lifecycle.ts";
import * as repo from "./receipts.repository.ts";

export function presentSummary(r: repo.TSummaryRow): TReceiptSummary {
  const [expected = 0, received = 0, qualified = 0, unqualified = 0] = String(r.sums ?? "")
    .split(",")
    .map(Number);
  return {
    receipt_id: r.id,
    code: r.code,
    provider_uuid: r.providerId,
    customer_id: r.customerId,
    owner_code: r.ownerCode,
    customer_name: r.customerName,
    warehouse_id: r.warehouseId,
    warehouse_code: r.warehouseCode,
    warehouse_name: r.warehouseName,
    status: r.status,
    expected_arrival: r.expectedArrival,
    reference: r.reference,
    box_count: Number(r.boxCount),
    line_count: Number(r.lineCount),
    number: expected,
    received_quantity: received,
    qualified_quantity: qualified,
    unqualified_quantity: unqualified,
    created_at: seconds(r.createdAt),
    updated_at: seconds(r.updatedAt),
    completed_at: r.completedAt ? seconds(r.completedAt) : null,
  };
}

export function presentLine(l: repo.TLineRow): TReceiptLine {
  return {
    ...presentLineItem(l),
    number: l.expectedQuantity,
    received_quantity: l.receivedQuantity,
    qualified_quantity: l.qualifiedQuantity,
    unqualified_quantity: l.unqualifiedQuantity,
    remark: l.remark,
  };
}

export function presentBox(b: Awaited<ReturnType<typeof repo.boxesOf>>[number]): TReceiptBox {
  return {
    box_id: b.id,
    box_no: b.boxNo,
    code: b.code,
    weight: b.weight,
    remark: b.remark,
    received_at: b.receivedAt ? seconds(b.receivedAt) : null,
  };
}

/** Everything the detail and receiving screens show, read in a handful of queries. */
export async function loadDetail(
  db: Db,
  owner: repo.TReceiptOwner,
  id: string,
): Promise<TReceiptDetail | null> {
  const summary = await repo.findSummary(db, owner, id);
  if (!summary) return null;
  const [lines, boxes, putaways, logs] = await Promise.all([
    repo.linesOf(db, summary.providerId, id),
    repo.boxesOf(db, summary.providerId, id),
    repo.putawaysOf(db, summary.providerId, id),
    repo.logsOf(db, summary.providerId, id),
  ]);
  return {
    ...presentSummary(summary),
    remark: summary.remark,
    lines: lines.map(presentLine),
    boxes: boxes.map(presentBox),
    putaways: putaways.map((p) => ({
      line_id: p.lineId,
      sku: p.sku,
      kind: p.kind,
      location_id: p.locationId,
      location_code: p.locationCode,
      quantity: p.quantity,
    })),
    logs: logs.map(presentLogEntry),
  };
}

/** 4009 with a message naming the receipt, its state (localised) and what the action needs. */
export function refused(action: TReceiptAction, r: { code: string; status: TReceiptStatus }) {
  return conflict(
    `receipt.refused.${action}`,
    { status: r.status },
    { code: r.code, status: text(`receipt.status.${r.status}`) },
  );
}

/** 4001 whose message (a key with its parameters) is also the error of each named field. */
export function fieldsError(key: string, params: TTextParams, ...fields: string[]) {
  const message = text(key, params);
  return new AppError(
    Code.badRequest,
    key,
    { fields: Object.fromEntries(fields.map((f) => [f, message])) },
    params,
  );
}
