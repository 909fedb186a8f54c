import {
  Code,
  placedDispositions,
  type TInspectReturnRequest,
  type TReturnDisposition,
  type TReturnIdRequest,
  type TStockReason,
} from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, conflict } from "../../kernel/errors.ts";
import { changeOnHandMany } from "../inventory/index.ts";
import { variantsByCodes } from "../products/index.ts";
import { inspectedLinesOf, tellInspected } from "./returns.notices.ts";
import * as repo from "./returns.repository.ts";
import { actOn, actorOf, detailOf, ownerOf, type TLockedReturn } from "./returns.service.ts";
import { announceShopInspection } from "./returns.shop.ts";
import { binByCode, restockSuggestions } from "./returns.suggestions.ts";
import { returnLines, returnUnits } from "./returns.tables.ts";

/** The stock-log reason of each disposition that places units in a bin. */
const placedReason = {
  restock: "return_restock",
  relabel: "return_relabel",
  quarantine: "return_quarantine",
} as const satisfies Record<keyof typeof placedDispositions, TStockReason>;

const isPlaced = (d: TReturnDisposition): d is keyof typeof placedDispositions => d in placedDispositions;

const fieldError = (key: string, field: string, fieldKey: string, params = {}) =>
  new AppError(Code.badRequest, key, { fields: { [field]: fieldKey } }, params);

/** The line of the scanned SKU, with the units still to inspect; a return that came unannounced grows one. */
async function lineFor(tx: Db, row: TLockedReturn, input: TInspectReturnRequest) {
  const [variant] = await variantsByCodes(tx, row.providerId, row.customerId, [input.sku]);
  if (!variant) throw fieldError("returns.skuNotFound", "sku", "returns.skuUnknown", { sku: input.sku });
  const lines = await repo.linesOf(tx, row.providerId, row.id);
  const line = lines.find((l) => l.variantId === variant.id);
  const unannounced = row.source === "unannounced";
  if (!line && !unannounced)
    throw fieldError("returns.notOnReturn", "sku", "returns.skuUnknown", {
      sku: variant.sku,
      code: row.code,
    });
  if (unannounced) {
    // What an unannounced parcel holds is what the inspection finds: the line's units grow with it.
    const [grown] = await tx
      .insert(returnLines)
      .values({
        providerId: row.providerId,
        returnId: row.id,
        position: lines.length,
        variantId: variant.id,
        quantity: input.quantity,
        reason: "other",
      })
      .onConflictDoUpdate({
        target: [returnLines.providerId, returnLines.returnId, returnLines.variantId],
        set: { quantity: sql`${returnLines.quantity} + ${input.quantity}` },
      })
      .returning({ id: returnLines.id });
    if (!grown) throw new Error("no return line");
    return { id: grown.id, variantId: variant.id, sku: variant.sku };
  }
  if (!line) throw new Error("unreachable");
  const inspected = Object.values(line.done).reduce((a, b) => a + Number(b), 0);
  const remaining = line.quantity - inspected - line.missing;
  // The RMA is locked: a second bench inspecting the same units waits, then finds them done.
  if (input.quantity > remaining)
    throw conflict("returns.noneLeft", null, {
      sku: line.sku,
      remaining: Math.max(remaining, 0),
      code: row.code,
    });
  return { id: line.id, variantId: line.variantId, sku: line.sku };
}

/** The bin scanned (or suggested) for units that are placed, checked against what the disposition allows. */
async function binFor(tx: Db, row: TLockedReturn, variantId: string, input: TInspectReturnRequest) {
  const disposition = input.disposition;
  if (!isPlaced(disposition)) return null;
  const wants = placedDispositions[disposition];
  let code = input.location_code;
  if (!code) {
    const suggested = await restockSuggestions(tx, row, [variantId]);
    code = (wants === "defect" ? suggested.quarantine : suggested.restock.get(variantId)) ?? "";
  }
  if (!code) throw fieldError("returns.locationRequired", "location_code", "returns.locationRequired");
  const bin = await binByCode(tx, row, code);
  if (!bin)
    throw fieldError("returns.locationUnknown", "location_code", "returns.locationUnknownField", { code });
  if (bin.kind !== wants)
    throw fieldError(
      wants === "defect" ? "returns.locationNotDefect" : "returns.locationNotSellable",
      "location_code",
      "returns.locationWrongField",
      { code: bin.code },
    );
  return bin;
}

/**
 * returns/inspect-return: units of one SKU of a received RMA get a disposition. Restocked and relabelled
 * units go on a sellable shelf, quarantined ones in a defect bin, each through the ledger (one stock-log row,
 * the RMA its document); disposed and sent-back units never enter the stock. A quarantined unit needs a
 * photo of the damage, a disposed one the reason it is written off.
 */
export async function inspectReturn(db: Db, scope: AccessScope, input: TInspectReturnRequest) {
  const owner = await ownerOf(scope);
  if (input.disposition === "quarantine" && input.photos.length === 0)
    throw fieldError("returns.photoRequired", "photos", "returns.photoRequired");
  if (input.disposition === "dispose" && !input.note)
    throw fieldError("returns.disposeReasonRequired", "note", "returns.disposeReasonRequired");
  await db.transaction((tx) =>
    actOn(tx, actorOf(scope), owner, input.return_id, "inspect", async (row) => {
      const line = await lineFor(tx, row, input);
      const bin = await binFor(tx, row, line.variantId, input);
      if (bin && isPlaced(input.disposition))
        await changeOnHandMany(tx, { providerId: row.providerId, userId: scope.userId }, [
          {
            warehouseId: row.warehouseId,
            locationId: bin.id,
            variantId: line.variantId,
            customerId: row.customerId,
            delta: input.quantity,
            reason: placedReason[input.disposition],
            document: { type: "rma", id: row.id, code: row.code },
            note: input.note || undefined,
          },
        ]);
      await tx.insert(returnUnits).values({
        providerId: row.providerId,
        returnId: row.id,
        lineId: line.id,
        quantity: input.quantity,
        disposition: input.disposition,
        locationId: bin?.id ?? null,
        locationCode: bin?.code ?? null,
        note: input.note,
        photos: input.photos,
        inspectedBy: scope.userId,
        inspectedByName: scope.session.username,
      });
      return {
        detail: {
          sku: line.sku,
          quantity: input.quantity,
          disposition: input.disposition,
          location_code: bin?.code,
        },
      };
    }),
  );
  return detailOf(db, scope, owner, input.return_id);
}

/**
 * returns/finish-inspection: the units not inspected are missing; the RMA is inspected (billing charges it
 * from now) and the merchant is told by mail, live notice and webhook with each unit's result.
 */
export async function finishInspection(db: Db, scope: AccessScope, input: TReturnIdRequest) {
  const owner = await ownerOf(scope);
  await db.transaction((tx) =>
    actOn(tx, actorOf(scope), owner, input.return_id, "finish", async (row) => {
      const missing = await tx
        .update(returnLines)
        .set({
          missing: sql`greatest(${returnLines.quantity} - coalesce((select sum(u.quantity) from ${returnUnits} u
            where u.provider_id = ${returnLines.providerId} and u.line_id = ${returnLines.id}), 0), 0)`,
        })
        .where(and(eq(returnLines.providerId, row.providerId), eq(returnLines.returnId, row.id)))
        .returning({ missing: returnLines.missing });
      const total = missing.reduce((s, l) => s + l.missing, 0);
      const lines = await inspectedLinesOf(tx, row);
      await tellInspected(tx, row, lines);
      await announceShopInspection(tx, row, lines);
      return { detail: { missing: total } };
    }),
  );
  return detailOf(db, scope, owner, input.return_id);
}
