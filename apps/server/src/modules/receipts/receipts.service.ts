import type {
  TCreateReceiptRequest,
  TReceiptDetail,
  TReceiptQuery,
  TReceiptStatus,
  TUpdateReceiptRequest,
} from "@wms/contracts";
import { Code } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { presentPage } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, forbidden, notFound, type Text, text } from "../../kernel/errors.ts";
import { recordAudit } from "../audit/index.ts";
import { variantsByCodes } from "../products/index.ts";
import { selectedWarehouseIds } from "../storage/index.ts";
import { announceChanged, customerExists } from "../tenancy/index.ts";
import {
  receiptActorOf,
  receiptLifecycle,
  receiptTarget,
  type TReceiptAction,
} from "./receipts.lifecycle.ts";
import { loadDetail, presentSummary, refused } from "./receipts.present.ts";
import * as repo from "./receipts.repository.ts";
import { receipts } from "./receipts.tables.ts";

/** The provider (and, for drop shippers, the customer) a call acts for. */
export async function ownerOf(
  scope: AccessScope,
  providerUuid: string | undefined,
): Promise<repo.TReceiptOwner> {
  const t = await scope.tenant(providerUuid);
  return { providerId: t.providerId, customerId: t.customerId };
}

export async function detailOrNotFound(
  db: Db,
  owner: repo.TReceiptOwner,
  id: string,
): Promise<TReceiptDetail> {
  const detail = await loadDetail(db, owner, id);
  if (!detail) throw notFound("receipt.notFound");
  return detail;
}

/**
 * Locks the receipt and checks the action against the lifecycle (receipts.lifecycle.ts); 4004 for a
 * receipt the caller cannot see, 4003 for an action not theirs, 4009 naming the state for a refused one.
 */
export async function lockFor(
  tx: Db,
  scope: AccessScope,
  owner: repo.TReceiptOwner,
  id: string,
  action: TReceiptAction,
) {
  const r = await repo.lockReceipt(tx, owner, id);
  if (!r) throw notFound("receipt.notFound");
  const refusal = receiptLifecycle.refusal(action, r.status, receiptActorOf(scope));
  if (refusal === "who") throw forbidden();
  if (refusal === "state") throw refused(action, r);
  return r;
}

function stampFor(to: TReceiptStatus, now: Date): Parameters<typeof repo.setStatus>[3] {
  switch (to) {
    case "submitted":
      return { submittedAt: now };
    case "receiving":
      return { receivingAt: now };
    case "inspected":
      return { inspectedAt: now };
    case "put_away":
      return { putAwayAt: now };
    case "completed":
      return { completedAt: now };
    case "cancelled":
      return { cancelledAt: now };
    default:
      return {};
  }
}

/**
 * Writes the receipt's log and the audit log for one action, moving the receipt to the state the
 * lifecycle gives the action (none for "create", "add-line" and the actions that keep the state) and
 * announcing the move live to the provider and the customer.
 */
export async function logAction(
  tx: Db,
  scope: AccessScope,
  r: { providerId: string; customerId: string; id: string; code: string; status: TReceiptStatus },
  action: TReceiptAction | "create" | "add-line",
  detail: Record<string, unknown> = {},
) {
  const to = action === "create" || action === "add-line" ? null : receiptTarget(action);
  if (to) {
    const changed = await repo.setStatus(tx, r, to, stampFor(to, new Date()));
    if (!changed) throw new AppError(Code.conflict, "conflict");
    await announceChanged(tx, "receipts", [{ ...r, status: to }]);
  }
  await repo.insertLog(tx, {
    providerId: r.providerId,
    receiptId: r.id,
    action,
    fromStatus: to ? r.status : null,
    toStatus: to,
    actorUserId: scope.userId,
    actorName: scope.session.username,
    detail,
  });
  await recordAudit(tx, {
    providerId: r.providerId,
    actorUserId: scope.userId,
    actorName: scope.session.username,
    action: `receipt.${action}`,
    targetType: "receipt",
    targetId: r.id,
    detail: { code: r.code, from: r.status, to, ...detail },
  });
}

/** Lines by SKU or barcode of the customer's own variants; field errors name the offending line. */
async function resolveLines(
  db: Db,
  providerId: string,
  customerId: string,
  lines: TCreateReceiptRequest["lines"],
) {
  const found = await variantsByCodes(
    db,
    providerId,
    customerId,
    lines.map((l) => l.sku),
  );
  const bySku = new Map(found.map((v) => [v.sku, v.id]));
  const byBarcode = new Map(found.filter((v) => v.barcode).map((v) => [v.barcode, v.id]));
  const fields: Record<string, Text> = {};
  const seen = new Set<string>();
  const resolved = lines.map((l, i) => {
    const variantId = bySku.get(l.sku) ?? byBarcode.get(l.sku);
    if (!variantId) fields[`lines.${i}.sku`] = text("receipt.skuUnknown", { sku: l.sku });
    else if (seen.has(variantId)) fields[`lines.${i}.sku`] = text("receipt.skuDuplicate", { sku: l.sku });
    else seen.add(variantId);
    return { variantId: variantId ?? "", expectedQuantity: l.number, remark: l.remark };
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError(Code.badRequest, first.key, { fields }, first.params);
  return resolved;
}

async function requireSelectedWarehouse(db: Db, providerId: string, customerId: string, warehouseId: string) {
  const selected = await selectedWarehouseIds(db, providerId, customerId);
  if (!selected.includes(warehouseId)) {
    throw badRequest("receipt.warehouseNotSelected", { warehouse_id: "receipt.warehouseNotSelected" });
  }
}

/** receipt/create-receipt: a draft with its lines and boxes. */
export async function createReceipt(db: Db, scope: AccessScope, input: TCreateReceiptRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  let customerId = owner.customerId;
  if (!customerId) {
    if (!input.customer_id)
      throw badRequest("receipt.customerRequired", { customer_id: "receipt.customerRequired" });
    if (!(await customerExists(db, owner.providerId, input.customer_id))) throw notFound();
    customerId = input.customer_id;
  }
  const providerId = owner.providerId;
  await requireSelectedWarehouse(db, providerId, customerId, input.warehouse_id);
  const lines = await resolveLines(db, providerId, customerId, input.lines);
  const id = await db.transaction(async (tx) => {
    const code = await repo.nextReceiptCode(tx, providerId);
    const [row] = await tx
      .insert(receipts)
      .values({
        providerId,
        customerId,
        code,
        warehouseId: input.warehouse_id,
        expectedArrival: input.expected_arrival ?? null,
        reference: input.reference,
        remark: input.remark,
        createdBy: scope.userId,
      })
      .returning();
    if (!row) throw new Error("receipt not created");
    await repo.replaceContent(tx, row, lines, input.boxes);
    await logAction(tx, scope, row, "create", { lines: lines.length, boxes: input.boxes.length });
    return row.id;
  });
  return detailOrNotFound(db, owner, id);
}

/** receipt/update-receipt: replaces a draft's content; refused (4009) once submitted. */
export async function updateReceipt(db: Db, scope: AccessScope, input: TUpdateReceiptRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  await db.transaction(async (tx) => {
    const r = await lockFor(tx, scope, owner, input.receipt_id, "update");
    await requireSelectedWarehouse(tx, r.providerId, r.customerId, input.warehouse_id);
    const lines = await resolveLines(tx, r.providerId, r.customerId, input.lines);
    await tx
      .update(receipts)
      .set({
        warehouseId: input.warehouse_id,
        expectedArrival: input.expected_arrival ?? null,
        reference: input.reference,
        remark: input.remark,
        updatedAt: new Date(),
      })
      .where(repo.receiptKey(r));
    await repo.replaceContent(tx, r, lines, input.boxes);
    await logAction(tx, scope, r, "update", { lines: lines.length, boxes: input.boxes.length });
  });
  return detailOrNotFound(db, owner, input.receipt_id);
}

export async function queryReceipts(db: Db, scope: AccessScope, q: TReceiptQuery) {
  const owner = await ownerOf(scope, q.provider_uuid);
  return presentPage(await repo.listReceipts(db, owner, q), presentSummary, q);
}

export async function receiptDetail(
  db: Db,
  scope: AccessScope,
  providerUuid: string | undefined,
  id: string,
) {
  return detailOrNotFound(db, await ownerOf(scope, providerUuid), id);
}

/** A plain transition: lock, check it against the lifecycle, move, log. */
export async function transition(
  db: Db,
  scope: AccessScope,
  req: { provider_uuid?: string; receipt_id: string },
  action: TReceiptAction,
  after?: (tx: Db, r: repo.TReceiptRow) => Promise<void>,
) {
  const owner = await ownerOf(scope, req.provider_uuid);
  await db.transaction(async (tx) => {
    const r = await lockFor(tx, scope, owner, req.receipt_id, action);
    await logAction(tx, scope, r, action);
    if (after) await after(tx, r);
  });
  return detailOrNotFound(db, owner, req.receipt_id);
}
