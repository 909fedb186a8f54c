import {
  Code,
  returnLimits,
  type TAssignUnidentifiedRequest,
  type TFindReturnsAnswer,
  type TReceiveReturnRequest,
  type TRecordUnidentifiedRequest,
  type TUnidentifiedQuery,
  type TUnidentifiedReturn,
} from "@wms/contracts";
import { eq, ilike, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { nextDayCode } from "../../kernel/db/day-codes.ts";
import { containsPattern, lockTenantRow, presentPage, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError, conflict, notFound, orNotFound } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { announceChanged, customerExists } from "../tenancy/index.ts";
import { findWarehouse } from "../warehouses/index.ts";
import { tellReceived } from "./returns.notices.ts";
import * as repo from "./returns.repository.ts";
import { actOn, actorOf, detailOf, logReturn, ownerOf, presentSummary, whoOf } from "./returns.service.ts";
import {
  returnSequences,
  returns,
  unidentifiedReturnSequences,
  unidentifiedReturns,
} from "./returns.tables.ts";

/**
 * The returns bench (docs/returns.md): a scan finds the parcel's RMA (its code on the slip, the tracking
 * number, the order's code or the buyer's name), the parcel is received; one that matches nothing is recorded
 * as unidentified, with photos and what is written on it, until staff give it to a customer.
 */

/** returns/find-returns: exact code, then tracking number, then order code, then part of the consignee's name. */
export async function findReturns(
  db: Db,
  scope: AccessScope,
  q: { scan: string },
): Promise<TFindReturnsAnswer> {
  const providerId = scope.ownProviderId();
  const who = whoOf(scope);
  const scan = q.scan;
  const tries = [
    ["code", eq(returns.code, scan.toUpperCase())],
    ["tracking", eq(returns.trackingNumber, scan)],
    ["order", eq(returns.orderCode, scan.toUpperCase())],
    ["consignee", ilike(returns.consignee, containsPattern(scan))],
  ] as const;
  for (const [matched, where] of tries) {
    const rows = await repo.returnsWhere(db, providerId, where, returnLimits.matches);
    if (rows.length > 0) return { matched, list: rows.map((r) => presentSummary(r, who)) };
  }
  return { matched: "none", list: [] };
}

/** returns/receive-return: the parcel is here; the merchant is told. */
export async function receiveReturn(db: Db, scope: AccessScope, input: TReceiveReturnRequest) {
  const owner = await ownerOf(scope);
  await db.transaction((tx) =>
    actOn(tx, actorOf(scope), owner, input.return_id, "receive", async (row) => {
      const trackingNumber = input.tracking_number || row.trackingNumber;
      await tellReceived(tx, { ...row, trackingNumber });
      return {
        set: { trackingNumber, photos: [...row.photos, ...input.photos].slice(0, returnLimits.photos) },
        detail: { tracking_number: trackingNumber || undefined, photos: input.photos.length || undefined },
      };
    }),
  );
  return detailOf(db, scope, owner, input.return_id);
}

function presentParcel(p: repo.TUnidentifiedRow): TUnidentifiedReturn {
  return {
    id: p.id,
    code: p.code,
    warehouse_id: p.warehouseId,
    warehouse_code: p.warehouseCode,
    tracking_number: p.trackingNumber,
    markings: p.markings,
    photos: p.photos,
    status: p.status,
    received_by: p.receivedByName,
    received_at: seconds(p.receivedAt),
    return_id: p.returnId,
    return_code: p.returnCode,
    customer_name: p.customerName,
    assigned_by: p.assignedByName,
    assigned_at: seconds(p.assignedAt),
  };
}

export async function listUnidentified(db: Db, scope: AccessScope, q: TUnidentifiedQuery) {
  return presentPage(await repo.listUnidentified(db, scope.ownProviderId(), q), presentParcel, q);
}

/** returns/record-unidentified: a parcel no scan matched, in one of the provider's warehouses. */
export async function recordUnidentified(db: Db, scope: AccessScope, input: TRecordUnidentifiedRequest) {
  const providerId = scope.ownProviderId();
  if (!(await findWarehouse(db, providerId, input.warehouse_id))) throw notFound();
  const id = await db.transaction(async (tx) => {
    const code = await nextDayCode(tx, unidentifiedReturnSequences, providerId, { prefix: "UR", digits: 4 });
    const [row] = await tx
      .insert(unidentifiedReturns)
      .values({
        providerId,
        code,
        warehouseId: input.warehouse_id,
        trackingNumber: input.tracking_number,
        markings: input.markings,
        photos: input.photos,
        receivedByName: scope.session.username,
      })
      .returning({ id: unidentifiedReturns.id });
    if (!row) throw new Error("no parcel inserted");
    return row.id;
  });
  return presentParcel(orNotFound(await repo.findUnidentified(db, providerId, id)));
}

/**
 * returns/assign-unidentified: the parcel is the customer's. Given one of its RMAs not yet received (in the
 * parcel's warehouse), that RMA is received with the parcel's number, photos and markings; without one, a new
 * RMA starts received, "arrived without notice", its units being what the inspection finds.
 */
export async function assignUnidentified(db: Db, scope: AccessScope, input: TAssignUnidentifiedRequest) {
  const providerId = scope.ownProviderId();
  const owner = { providerId, customerId: null };
  const returnId = await db.transaction(async (tx) => {
    const parcel = orNotFound(
      await lockTenantRow(tx, unidentifiedReturns, providerId, input.parcel_id),
      "returns.parcelNotFound",
    );
    if (parcel.status !== "waiting") throw conflict("returns.parcelAssigned", null, { code: parcel.code });
    if (!(await customerExists(tx, providerId, input.customer_id))) throw notFound();
    const parcelFacts = { markings: parcel.markings, photos: parcel.photos.slice(0, returnLimits.photos) };
    let id: string;
    if (input.return_id) {
      const { row } = await actOn(tx, actorOf(scope), owner, input.return_id, "receive", async (row) => {
        if (row.customerId !== input.customer_id || row.warehouseId !== parcel.warehouseId)
          throw new AppError(
            Code.badRequest,
            "returns.notCustomersReturn",
            { fields: { return_id: "returns.notCustomersReturnField" } },
            { code: row.code },
          );
        const trackingNumber = row.trackingNumber || parcel.trackingNumber;
        await tellReceived(tx, { ...row, trackingNumber });
        return { set: { ...parcelFacts, trackingNumber }, detail: { parcel_code: parcel.code } };
      });
      id = row.id;
    } else {
      const code = await nextDayCode(tx, returnSequences, providerId, { prefix: "RM", digits: 4 });
      const [row] = await tx
        .insert(returns)
        .values({
          providerId,
          code,
          customerId: input.customer_id,
          warehouseId: parcel.warehouseId,
          source: "unannounced",
          status: "received",
          trackingNumber: parcel.trackingNumber,
          ...parcelFacts,
          requestedBy: scope.session.username,
          receivedAt: parcel.receivedAt,
        })
        .returning();
      if (!row) throw new Error("no return inserted");
      await logReturn(
        tx,
        actorOf(scope),
        row,
        "assign",
        { from: null, to: "received" },
        { parcel_code: parcel.code },
      );
      await announceChanged(tx, "returns", [row]);
      await tellReceived(tx, row);
      id = row.id;
    }
    await tx
      .update(unidentifiedReturns)
      .set({
        status: "assigned",
        returnId: id,
        assignedByName: scope.session.username,
        assignedAt: sql`now()`,
      })
      .where(tenantRow(unidentifiedReturns, providerId, parcel.id));
    return id;
  });
  return detailOf(db, scope, owner, returnId);
}

/** returns/upload-photo: a photo of a parcel or a unit, stored under a random name. */
export async function uploadReturnPhoto(ctx: TAppContext, scope: AccessScope, read: () => Promise<Buffer>) {
  scope.ownProviderId();
  return { url: `/api/files/returns/${await ctx.files.saveImage("returns", await read())}` };
}
