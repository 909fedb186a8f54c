import { shopFulfilmentStates, type TShopFulfilmentCounts } from "@wms/contracts";
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { countsByState } from "../../../kernel/db/list-query.ts";
import { findTenantRow, matches } from "../../../kernel/db/sql-helpers.ts";
import { buildTrackingUrl, findChannel } from "../../logistics/index.ts";
import { linesOf, type TOrderTransitionListener } from "../../orders/index.ts";
import { shopFulfilments, shopOrders, shops, type TShipLine } from "../stores.tables.ts";

/**
 * The queue of fulfilments back to Shopify (docs/stores.md "Fulfilments out"). A shop order's warehouse
 * order shipping puts its fulfilment on the queue, in the shipping transaction; pushers (the worker, a
 * fulfil mission) claim rows with a lease before they call Shopify, so no row is pushed by two at once.
 */

export type TShopFulfilmentRow = typeof shopFulfilments.$inferSelect;

/** How long a claim holds: longer than any push (a few Shopify calls with a 30 s timeout each). */
export const claimLeaseMs = 5 * 60_000;

/** The lines a converted order's warehouse order carried (orders converted before ship_lines was kept: all to ship). */
function shipLinesOf(row: typeof shopOrders.$inferSelect): TShipLine[] {
  if (row.shipLines.length > 0) return row.shipLines;
  return row.items
    .filter((i) => i.requiresShipping && i.toShip > 0)
    .map((i) => ({ lineItemId: i.lineItemId, quantity: i.toShip }));
}

/**
 * What is reported to Shopify is what the warehouse order shipped (docs/stores.md "Fulfilments out"): each
 * Shopify line gets, of its variant's shipped units, at most what it asked for, in the order's line order;
 * a line whose variant shipped fewer (an edit took units out) is reported with fewer, and Shopify keeps
 * the rest open; a line none of whose units shipped is left out. Lines kept before their variant was
 * recorded are reported as they were converted.
 */
export function shippedLines(planned: TShipLine[], shipped: { variantId: string; quantity: number }[]) {
  const left = new Map<string, number>();
  for (const line of shipped) left.set(line.variantId, (left.get(line.variantId) ?? 0) + line.quantity);
  const lines: TShipLine[] = [];
  for (const line of planned) {
    if (!line.variantId) {
      lines.push(line);
      continue;
    }
    const quantity = Math.min(line.quantity, left.get(line.variantId) ?? 0);
    left.set(line.variantId, (left.get(line.variantId) ?? 0) - quantity);
    if (quantity > 0) lines.push({ ...line, quantity });
  }
  return lines;
}

/** How many units these lines report of each Shopify line item. */
export function unitsByLine(lines: TShipLine[]) {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.lineItemId, (units.get(line.lineItemId) ?? 0) + line.quantity);
  return units;
}

/** The fulfilments of a shop order (one per warehouse order of it that shipped): where each stands, its lines. */
export function shopOrderFulfilments(db: Db, shopOrder: { providerId: string; id: string }) {
  return db
    .select({ state: shopFulfilments.state, lines: shopFulfilments.lines })
    .from(shopFulfilments)
    .where(matches(shopFulfilments, { providerId: shopOrder.providerId, shopOrderId: shopOrder.id }));
}

/**
 * What is still to report of a shop order: its planned lines less what the fulfilments of its other parts
 * (a warehouse order split into parcels, order/split-order) already carry.
 */
export function lessReported(planned: TShipLine[], reported: TShipLine[][]): TShipLine[] {
  const done = unitsByLine(reported.flat());
  return planned.flatMap((line) => {
    const taken = Math.min(line.quantity, done.get(line.lineItemId) ?? 0);
    done.set(line.lineItemId, (done.get(line.lineItemId) ?? 0) - taken);
    return line.quantity > taken ? [{ ...line, quantity: line.quantity - taken }] : [];
  });
}

/**
 * The orders module's transition hook: a shop order's warehouse order shipped, so its fulfilment is due. A
 * part split from the shop order's warehouse order is a parcel of its own: its fulfilment carries its
 * units and its tracking number.
 */
export const fulfilOnShipping: TOrderTransitionListener = {
  key: "stores:fulfil-on-shipping",
  async onTransition(tx, order, fromStatus) {
    if (order.status !== "shipped" || fromStatus === "shipped" || order.source !== "shop") return;
    const [shopOrder] = await tx
      .select()
      .from(shopOrders)
      .where(matches(shopOrders, { providerId: order.providerId, orderId: order.splitFromId ?? order.id }))
      .limit(1);
    if (!shopOrder) return;
    const shop = await findTenantRow(tx, shops, shopOrder.providerId, shopOrder.shopId);
    const channel = order.channelId ? await findChannel(tx, order.providerId, order.channelId) : undefined;
    const template = shop?.trackingUrlTemplate || channel?.trackUrlTemplate || null;
    const earlier = await shopOrderFulfilments(tx, shopOrder);
    const planned = lessReported(
      shipLinesOf(shopOrder),
      earlier.map((r) => r.lines),
    );
    const lines = shippedLines(planned, await linesOf(tx, order.providerId, order.id));
    // Nothing the shop ordered went out (an edit replaced every line): nothing to tell Shopify.
    if (lines.length === 0) return;
    await tx
      .insert(shopFulfilments)
      .values({
        providerId: shopOrder.providerId,
        shopId: shopOrder.shopId,
        shopOrderId: shopOrder.id,
        orderId: order.id,
        lines,
        trackingNumber: order.trackingNumber,
        trackingCompany: channel?.name ?? "",
        trackingUrl: buildTrackingUrl(template, order.trackingNumber) ?? "",
      })
      .onConflictDoNothing();
  },
};

const claimable = (now: Date) =>
  and(
    eq(shopFulfilments.state, "due"),
    or(
      isNull(shopFulfilments.claimedAt),
      lt(shopFulfilments.claimedAt, new Date(now.getTime() - claimLeaseMs)),
    ),
  );

/** Claims due rows in one statement (rows another pusher is claiming are skipped). */
function claim(db: Db, where: SQL | undefined, now: Date, limit: number) {
  const due = db
    .select({ id: shopFulfilments.id })
    .from(shopFulfilments)
    .where(where)
    .orderBy(shopFulfilments.dueAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(shopFulfilments)
    .set({ claimedAt: now })
    .where(inArray(shopFulfilments.id, due))
    .returning();
}

/** The worker's batch: due rows of every shop whose time has come. */
export function claimDueFulfilments(db: Db, now: Date, limit: number) {
  return claim(db, and(claimable(now), sql`${shopFulfilments.dueAt} <= ${now}`), now, limit);
}

/** A fulfil mission's next row of its shop, if still due and free, without waiting for its retry time. */
export async function claimShopFulfilment(
  db: Db,
  shop: { providerId: string; shopId: string },
  now: Date,
  id: string,
): Promise<TShopFulfilmentRow | undefined> {
  const [row] = await claim(db, and(matches(shopFulfilments, { ...shop, id }), claimable(now)), now, 1);
  return row;
}

/** The outcome of a push, written with the claim released. */
export function settleFulfilment(
  db: Db,
  row: Pick<TShopFulfilmentRow, "providerId" | "id">,
  values: Partial<typeof shopFulfilments.$inferInsert>,
) {
  return db
    .update(shopFulfilments)
    .set({ ...values, claimedAt: null, updatedAt: new Date() })
    .where(matches(shopFulfilments, { providerId: row.providerId, id: row.id }));
}

/** How many of the shop's fulfilments are due, pushed and failed. */
export function fulfilmentCounts(
  db: Db,
  shop: { providerId: string; shopId: string },
): Promise<TShopFulfilmentCounts> {
  return countsByState(db, shopFulfilments.state, matches(shopFulfilments, shop), shopFulfilmentStates);
}

/** The shop's failed fulfilments due again now, their tries counted afresh; answers how many. */
export async function requeueFailed(db: Db, shop: { providerId: string; shopId: string }, now: Date) {
  const rows = await db
    .update(shopFulfilments)
    .set({ state: "due", dueAt: now, attempts: 0, error: null, errorDetail: "", updatedAt: now })
    .where(and(matches(shopFulfilments, shop), eq(shopFulfilments.state, "failed")))
    .returning({ id: shopFulfilments.id });
  return rows.length;
}

/** Which of a shop order's fulfilments its row shows: one that needs attention before one that went through. */
const attention: Record<TShopFulfilmentRow["state"], number> = { failed: 0, due: 1, pushed: 2 };

/**
 * The fulfilment of each of these shop orders (the order list shows it on each row); of a shop order
 * shipped in parts, the one that needs attention first.
 */
export async function fulfilmentsOf(db: Db, providerId: string, shopOrderIds: string[]) {
  const shown = new Map<string, TShopFulfilmentRow>();
  if (shopOrderIds.length === 0) return shown;
  const rows = await db
    .select()
    .from(shopFulfilments)
    .where(
      and(eq(shopFulfilments.providerId, providerId), inArray(shopFulfilments.shopOrderId, shopOrderIds)),
    );
  for (const row of rows) {
    const other = shown.get(row.shopOrderId);
    if (!other || attention[row.state] < attention[other.state]) shown.set(row.shopOrderId, row);
  }
  return shown;
}
