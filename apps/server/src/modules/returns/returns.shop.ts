import type { TReturnDisposition, TReturnReason } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { nextDayCode } from "../../kernel/db/day-codes.ts";
import { defineRegistry } from "../../kernel/hooks.ts";
import { announceChanged } from "../tenancy/index.ts";
import type { TInspectedLine } from "./returns.notices.ts";
import { actOn, logReturn, shopActor } from "./returns.service.ts";
import { returnLines, returnSequences, returns } from "./returns.tables.ts";

/**
 * Returns that come from the customer's bound shop (docs/returns.md "From Shopify"). The stores module turns
 * the shop's return into an intake and calls these inside its own transaction; this module owns the RMA. When
 * the inspection of such an RMA is finished, `returnInspectedListeners` hear each line's dispositions so the
 * stores module can report them back to the shop.
 */

export type TShopReturnIntake = {
  providerId: string;
  customerId: string;
  /** The platform order the shop's order became (the RMA takes its warehouse and buyer). */
  order: { id: string; code: string; warehouseId: string; consignee: string };
  /** The shop's return (Shopify: the Return's gid); an intake already known answers the RMA it made. */
  shopReturnId: string;
  /** The shop's return name, kept as the RMA's note (e.g. "#1001-R1"). */
  note: string;
  lines: {
    variantId: string;
    quantity: number;
    reason: TReturnReason;
    reasonNote: string;
    shopLineId: string | null;
  }[];
};

/** The RMA of a shop's return, if one was made. */
export async function findShopReturn(tx: Db, providerId: string, shopReturnId: string) {
  const [row] = await tx
    .select({ id: returns.id, code: returns.code, status: returns.status, customerId: returns.customerId })
    .from(returns)
    .where(and(eq(returns.providerId, providerId), eq(returns.shopReturnId, shopReturnId)));
  return row ?? null;
}

/**
 * A shop's return becomes an RMA (source `shopify`, requested), once: a second intake of the same return
 * (a webhook delivered twice, request then approval) only fills in the shop's line ids the first lacked.
 * Lines of one SKU are summed.
 */
export async function raiseShopReturn(tx: Db, intake: TShopReturnIntake) {
  const { providerId } = intake;
  const known = await findShopReturn(tx, providerId, intake.shopReturnId);
  if (known) {
    for (const line of intake.lines)
      if (line.shopLineId)
        await tx
          .update(returnLines)
          .set({ shopLineId: line.shopLineId })
          .where(
            and(
              eq(returnLines.providerId, providerId),
              eq(returnLines.returnId, known.id),
              eq(returnLines.variantId, line.variantId),
            ),
          );
    return { ...known, created: false };
  }
  const merged = new Map<string, TShopReturnIntake["lines"][number]>();
  for (const l of intake.lines) {
    const before = merged.get(l.variantId);
    merged.set(l.variantId, before ? { ...before, quantity: before.quantity + l.quantity } : l);
  }
  const code = await nextDayCode(tx, returnSequences, providerId, { prefix: "RM", digits: 4 });
  const [row] = await tx
    .insert(returns)
    .values({
      providerId,
      code,
      customerId: intake.customerId,
      warehouseId: intake.order.warehouseId,
      orderId: intake.order.id,
      orderCode: intake.order.code,
      consignee: intake.order.consignee,
      source: "shopify",
      status: "requested",
      note: intake.note,
      requestedBy: shopActor.name,
      shopReturnId: intake.shopReturnId,
    })
    .onConflictDoNothing()
    .returning();
  // Two deliveries of one new return at once: the other made it.
  if (!row) {
    const made = await findShopReturn(tx, providerId, intake.shopReturnId);
    if (!made) throw new Error("shop return neither inserted nor found");
    return { ...made, created: false };
  }
  await tx.insert(returnLines).values(
    [...merged.values()].map((l, position) => ({
      providerId,
      returnId: row.id,
      position,
      variantId: l.variantId,
      quantity: l.quantity,
      reason: l.reason,
      reasonNote: l.reasonNote,
      shopLineId: l.shopLineId,
    })),
  );
  await logReturn(tx, shopActor, row, "create", null, {
    order: intake.order.code,
    units: intake.lines.reduce((s, l) => s + l.quantity, 0),
  });
  await announceChanged(tx, "returns", [row]);
  return { id: row.id, code: row.code, status: row.status, customerId: row.customerId, created: true };
}

/**
 * The shop cancelled or declined its return: the RMA is cancelled while its parcel has not arrived; a parcel
 * already here is inspected all the same (answers false then).
 */
export async function cancelShopReturn(tx: Db, providerId: string, shopReturnId: string, reason: string) {
  const known = await findShopReturn(tx, providerId, shopReturnId);
  if (!known || (known.status !== "requested" && known.status !== "in_transit")) return false;
  await actOn(tx, shopActor, { providerId, customerId: null }, known.id, "cancel", async () => ({
    detail: { reason },
  }));
  return true;
}

/** What a finished inspection reports to the shop: per line, its units by disposition and the missing ones. */
export type TInspectedShopReturn = {
  providerId: string;
  customerId: string;
  returnId: string;
  code: string;
  orderId: string | null;
  shopReturnId: string;
  lines: {
    variantId: string;
    shopLineId: string | null;
    units: { disposition: TReturnDisposition; quantity: number }[];
    missing: number;
  }[];
};

/**
 * Hears each RMA of a shop's return whose inspection was finished, inside that transaction (a listener queues
 * the report to the shop; it never calls out while the RMA is locked).
 */
export type TReturnInspectedListener = {
  name: string;
  inspected(tx: Db, r: TInspectedShopReturn): Promise<void>;
};
export const returnInspectedListeners = defineRegistry<TReturnInspectedListener>(
  "returns.inspectedListeners",
  (l) => l.name,
);

/** Tells the listeners of a finished RMA that stands for a shop's return (none for the others). */
export async function announceShopInspection(
  tx: Db,
  row: {
    providerId: string;
    customerId: string;
    id: string;
    code: string;
    orderId: string | null;
    shopReturnId: string | null;
  },
  inspected: TInspectedLine[],
) {
  const listeners = returnInspectedListeners.all();
  if (!row.shopReturnId || listeners.length === 0) return;
  // The shop is told each line's units per disposition (in the dispositions' order), not each inspection.
  const lines = inspected.map((l) => {
    const units = new Map<TReturnDisposition, number>();
    for (const u of l.units) units.set(u.disposition, (units.get(u.disposition) ?? 0) + u.quantity);
    return {
      variantId: l.variantId,
      shopLineId: l.shopLineId,
      missing: l.missing,
      units: [...units]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([disposition, quantity]) => ({ disposition, quantity })),
    };
  });
  const report: TInspectedShopReturn = {
    providerId: row.providerId,
    customerId: row.customerId,
    returnId: row.id,
    code: row.code,
    orderId: row.orderId,
    shopReturnId: row.shopReturnId,
    lines,
  };
  for (const listener of listeners) await listener.inspected(tx, report);
}
