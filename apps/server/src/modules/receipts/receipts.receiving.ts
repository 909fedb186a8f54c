import type {
  TInspectReceiptRequest,
  TPutawayReceiptRequest,
  TReceiptIdRequest,
  TScanReceiptRequest,
  TScanReceiptResult,
} from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { matches, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { renderLabels } from "../../kernel/documents/pdf-labels.ts";
import { badRequest, notFound, text } from "../../kernel/errors.ts";
import { changeOnHandMany } from "../inventory/index.ts";
import { sendSystemMail } from "../mail/index.ts";
import { variantsByCodes } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { enqueueWebhookEvent } from "../webhooks/index.ts";
import { fieldsError, presentBox, presentLine } from "./receipts.present.ts";
import { allowedTypes, locationsOf, suggestPutaway } from "./receipts.putaway.ts";
import * as repo from "./receipts.repository.ts";
import { detailOrNotFound, lockFor, logAction, ownerOf, transition } from "./receipts.service.ts";
import { receiptBoxes, receiptLines, receiptPutaways } from "./receipts.tables.ts";

/**
 * receipt/scan-receipt (receiving only): a box code of this receipt marks the box arrived; a SKU or
 * barcode of the receipt's customer counts its line up (a SKU not on the receipt gets a new line with
 * expected quantity 0: over-receipts are allowed and visible).
 */
export async function scanReceipt(
  db: Db,
  scope: AccessScope,
  input: TScanReceiptRequest,
): Promise<TScanReceiptResult> {
  const owner = await ownerOf(scope, input.provider_uuid);
  return db.transaction(async (tx) => {
    const r = await lockFor(tx, scope, owner, input.receipt_id, "scan");
    const code = input.code.trim();
    const [box] = await tx
      .select()
      .from(receiptBoxes)
      .where(and(eq(receiptBoxes.providerId, r.providerId), eq(receiptBoxes.code, code.toUpperCase())))
      .limit(1);
    if (box) {
      if (box.receiptId !== r.id) throw fieldsError("receipt.scanOtherBox", { code }, "code");
      const [marked] = await tx
        .update(receiptBoxes)
        .set({ receivedAt: box.receivedAt ?? new Date() })
        .where(tenantRow(receiptBoxes, r.providerId, box.id))
        .returning();
      return { kind: "box", box: presentBox(marked ?? box), line: null, added_line: false };
    }
    const [variant] = await variantsByCodes(tx, r.providerId, r.customerId, [code]);
    if (!variant) throw fieldsError("receipt.scanUnknown", { code }, "code");
    const updated = await tx
      .update(receiptLines)
      .set({ receivedQuantity: sql`${receiptLines.receivedQuantity} + ${input.quantity}` })
      .where(matches(receiptLines, { providerId: r.providerId, receiptId: r.id, variantId: variant.id }))
      .returning({ id: receiptLines.id });
    let added = false;
    if (updated.length === 0) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`coalesce(max(${receiptLines.position}), 0)::int` })
        .from(receiptLines)
        .where(and(eq(receiptLines.providerId, r.providerId), eq(receiptLines.receiptId, r.id)));
      await tx.insert(receiptLines).values({
        providerId: r.providerId,
        receiptId: r.id,
        position: n + 1,
        variantId: variant.id,
        expectedQuantity: 0,
        receivedQuantity: input.quantity,
      });
      await logAction(tx, scope, r, "add-line", { sku: variant.sku });
      added = true;
    }
    const line = (await repo.linesOf(tx, r.providerId, r.id)).find((l) => l.variantId === variant.id);
    return { kind: "line", box: null, line: line ? presentLine(line) : null, added_line: added };
  });
}

/** receipt/start-receiving: submitted -> receiving (provider side). */
export function startReceiving(db: Db, scope: AccessScope, input: TReceiptIdRequest) {
  return transition(db, scope, input, "start");
}

/**
 * receipt/inspect-receipt: receiving -> inspected with qualified/unqualified per line. Their sum becomes
 * the line's received quantity (the inspection count is the one that goes into stock).
 */
export async function inspectReceipt(db: Db, scope: AccessScope, input: TInspectReceiptRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  await db.transaction(async (tx) => {
    const r = await lockFor(tx, scope, owner, input.receipt_id, "inspect");
    const lines = await repo.linesOf(tx, r.providerId, r.id);
    const given = new Map(input.lines.map((l) => [l.line_id, l]));
    if (
      given.size !== input.lines.length ||
      given.size !== lines.length ||
      lines.some((l) => !given.has(l.id))
    ) {
      throw badRequest("receipt.inspectAllLines", { lines: "receipt.inspectAllLines" });
    }
    const total = input.lines.reduce((s, l) => s + l.qualified_quantity + l.unqualified_quantity, 0);
    if (total === 0) throw badRequest("receipt.nothingReceived", { lines: "receipt.nothingReceived" });
    for (const l of input.lines) {
      await tx
        .update(receiptLines)
        .set({
          qualifiedQuantity: l.qualified_quantity,
          unqualifiedQuantity: l.unqualified_quantity,
          receivedQuantity: l.qualified_quantity + l.unqualified_quantity,
        })
        .where(tenantRow(receiptLines, r.providerId, l.line_id));
    }
    const qualified = input.lines.reduce((s, l) => s + l.qualified_quantity, 0);
    await logAction(tx, scope, r, "inspect", { qualified, unqualified: total - qualified });
  });
  return detailOrNotFound(db, owner, input.receipt_id);
}

/** receipt/suggest-putaway: where each inspected quantity should go (editable on the screen). */
export async function suggestReceiptPutaway(db: Db, scope: AccessScope, input: TReceiptIdRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  const r = await repo.findSummary(db, owner, input.receipt_id);
  if (!r) throw notFound("receipt.notFound");
  const lines = await repo.linesOf(db, r.providerId, r.id);
  const suggestions = await suggestPutaway(db, r, lines);
  const locations = await locationsOf(db, r);
  return {
    suggestions,
    locations: locations.map((l) => ({ location_id: l.id, code: l.code, type: l.type })),
  };
}

/**
 * receipt/putaway-receipt: inspected -> put_away. Every qualified and unqualified unit gets a location of
 * the receipt's warehouse of the right type; the stock is written through the ledger, all in one
 * transaction: if any part fails, nothing is written.
 */
export async function putawayReceipt(db: Db, scope: AccessScope, input: TPutawayReceiptRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  await db.transaction(async (tx) => {
    const r = await lockFor(tx, scope, owner, input.receipt_id, "putaway");
    const lines = await repo.linesOf(tx, r.providerId, r.id);
    const lineById = new Map(lines.map((l) => [l.id, l]));
    const ids = [...new Set(input.items.map((i) => i.location_id))];
    const locations = new Map((await locationsOf(tx, r, ids)).map((l) => [l.id, l]));
    const planned = new Map<string, number>();
    for (const [index, item] of input.items.entries()) {
      if (!lineById.has(item.line_id))
        throw badRequest("receipt.inspectAllLines", { items: "receipt.inspectAllLines" });
      const location = locations.get(item.location_id);
      if (!location) {
        throw badRequest("receipt.putawayUnknownLocation", {
          [`items.${index}.location_id`]: "receipt.putawayUnknownLocation",
        });
      }
      if (!allowedTypes[item.kind].includes(location.type)) {
        throw fieldsError(
          "receipt.putawayLocation",
          { code: location.code, kind: text(`receipt.kind.${item.kind}`) },
          `items.${index}.location_id`,
        );
      }
      const key = `${item.line_id}:${item.kind}`;
      planned.set(key, (planned.get(key) ?? 0) + item.quantity);
    }
    for (const l of lines) {
      for (const kind of ["qualified", "unqualified"] as const) {
        const expected = kind === "qualified" ? l.qualifiedQuantity : l.unqualifiedQuantity;
        const got = planned.get(`${l.id}:${kind}`) ?? 0;
        if (got !== expected) {
          throw fieldsError(
            "receipt.putawayMismatch",
            { sku: l.sku, kind: text(`receipt.kind.${kind}`), planned: got, expected },
            "items",
          );
        }
      }
    }
    const actor = { providerId: r.providerId, userId: scope.userId };
    const document = { type: "receipt" as const, id: r.id, code: r.code };
    const changes = input.items.flatMap((item) => {
      const line = lineById.get(item.line_id);
      if (!line) return [];
      return [
        {
          warehouseId: r.warehouseId,
          locationId: item.location_id,
          variantId: line.variantId,
          customerId: r.customerId,
          delta: item.quantity,
          reason: item.kind === "qualified" ? ("receipt_putaway" as const) : ("receipt_defect" as const),
          document,
        },
      ];
    });
    await changeOnHandMany(tx, actor, changes);
    await tx.insert(receiptPutaways).values(
      input.items.map((i) => ({
        providerId: r.providerId,
        receiptId: r.id,
        lineId: i.line_id,
        locationId: i.location_id,
        kind: i.kind,
        quantity: i.quantity,
        createdBy: scope.userId,
      })),
    );
    await logAction(tx, scope, r, "putaway", { items: input.items.length });
  });
  return detailOrNotFound(db, owner, input.receipt_id);
}

/** receipt/complete-receipt: put_away -> completed, and the customer gets an internal notice. */
export function completeReceipt(db: Db, scope: AccessScope, input: TReceiptIdRequest) {
  return transition(db, scope, input, "complete", async (tx, r) => {
    const lines = await repo.linesOf(tx, r.providerId, r.id);
    const qualified = lines.reduce((s, l) => s + l.qualifiedQuantity, 0);
    const unqualified = lines.reduce((s, l) => s + l.unqualifiedQuantity, 0);
    await enqueueWebhookEvent(tx, {
      providerId: r.providerId,
      customerId: r.customerId,
      type: "receipt.completed",
      payload: { receipt_id: r.id, code: r.code, warehouse_id: r.warehouseId, qualified, unqualified },
    });
    const [customer] = await tx
      .select({ userId: customers.userId })
      .from(customers)
      .where(tenantRow(customers, r.providerId, r.customerId));
    if (!customer) return;
    await sendSystemMail(tx, {
      mailboxId: customer.userId,
      providerId: r.providerId,
      template: "receiptCompleted",
      params: {
        receipt_no: r.code,
        qualified,
        unqualified,
      },
      link: `/ds/warehousing?tab=receipts&receipt=${r.id}`,
    });
  });
}

/** receipt/print-box-labels: one 100 x 60 mm label per box (code as Code128, receipt, box n of m). */
export async function printBoxLabels(db: Db, scope: AccessScope, input: TReceiptIdRequest) {
  const detail = await detailOrNotFound(db, await ownerOf(scope, input.provider_uuid), input.receipt_id);
  const labels = detail.boxes.map((b) => ({
    code: b.code,
    lines: [
      `${detail.code}  ${b.box_no}/${detail.boxes.length}`,
      `${detail.warehouse_code}  ${detail.owner_code}`,
      detail.expected_arrival ? `ETA ${detail.expected_arrival}` : "",
    ],
  }));
  return renderLabels(labels, { widthMm: 100, heightMm: 60 });
}
