import type { TShopReturnReason } from "@wms/contracts";
import { and, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../kernel/db/client.ts";
import { findTenantRow, matches, updateTenantRow } from "../../../kernel/db/sql-helpers.ts";
import { orders } from "../../orders/index.ts";
import { raiseShopReturn, type TShopReturnIntake } from "../../returns/index.ts";
import { mapLines } from "../products-in/stores.variant-map.ts";
import { withShopAccess } from "../shopify/stores.shop-access.ts";
import { pushFailureOf } from "../shopify/stores.shopify-client.ts";
import type { TStoreDeps } from "../shopify/stores.tokens.ts";
import type { TShopRow } from "../stores.repository.ts";
import { shopOrders, shopReturns, shops, type TShopReturnLine } from "../stores.tables.ts";
import { returnReasonOf } from "./stores.return-reasons.ts";
import { shopReturns as shopifyReturns, type TShopReturnRead } from "./stores.return-shopify.ts";
import { markCancelled } from "./stores.return-webhooks.ts";

/**
 * Due returns become RMAs (docs/stores.md "Returns"): the worker claims them (a lease, as for fulfilments),
 * reads each from Shopify outside any transaction, then in one transaction finds the warehouse order its
 * order became and the catalogue variant of each line, and raises the RMA (once per return: a second read,
 * after the approval, fills in the lines' reverse fulfillment order line items). What stands in the way
 * skips it with the reason, shown on the order's row (an order the platform never had: on the shop).
 */

export type TShopReturnRow = typeof shopReturns.$inferSelect;

const leaseMs = 5 * 60_000;

type TOutcome = (
  | { state: "raised"; returnId: string; lines: TShopReturnLine[] }
  | { state: "skipped"; reason: TShopReturnReason; params?: Record<string, string | number> }
) & { shopOrderId?: string };

/** Claims due returns of every shop in one statement (rows another worker is claiming are skipped). */
export function claimDueReturns(db: Db, now: Date, limit: number) {
  const due = db
    .select({ id: shopReturns.id })
    .from(shopReturns)
    .where(
      and(
        eq(shopReturns.state, "due"),
        lte(shopReturns.dueAt, now),
        or(isNull(shopReturns.claimedAt), lt(shopReturns.claimedAt, new Date(now.getTime() - leaseMs))),
      ),
    )
    .orderBy(shopReturns.dueAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db.update(shopReturns).set({ claimedAt: now }).where(inArray(shopReturns.id, due)).returning();
}

/** The warehouse order the return's order became, and the shop order's own view of its lines. */
async function shippedOrderOf(tx: Db, shop: TShopRow, shopifyOrderId: string) {
  const [row] = await tx
    .select({
      shopOrderId: shopOrders.id,
      items: shopOrders.items,
      shipLines: shopOrders.shipLines,
      order: {
        id: orders.id,
        code: orders.code,
        warehouseId: orders.warehouseId,
        consignee: orders.consignee,
      },
      status: orders.status,
    })
    .from(shopOrders)
    .leftJoin(orders, and(eq(orders.providerId, shopOrders.providerId), eq(orders.id, shopOrders.orderId)))
    .where(
      and(
        matches(shopOrders, { providerId: shop.providerId, shopId: shop.id }),
        eq(shopOrders.shopifyOrderId, shopifyOrderId),
      ),
    );
  return row;
}

/**
 * The catalogue variant of each of the return's order lines: the one its warehouse order carried for that
 * line (`ship_lines`), else mapped as an order's line is (a mapping, the sync's link, the same SKU).
 */
async function variantsOf(
  tx: Db,
  shop: TShopRow,
  read: TShopReturnRead,
  known: NonNullable<Awaited<ReturnType<typeof shippedOrderOf>>>,
) {
  const variants = new Map(
    known.shipLines.flatMap((l) => (l.variantId ? [[l.lineItemId, l.variantId]] : [])),
  );
  const items = read.lines
    .filter((l) => !variants.has(l.lineItemId))
    .map((l) => {
      const item = known.items.find((i) => i.lineItemId === l.lineItemId);
      return {
        lineItemId: l.lineItemId,
        shopifyVariantId: l.shopifyVariantId ?? item?.shopifyVariantId ?? null,
        sku: l.sku || item?.sku || "",
      };
    });
  for (const [lineItemId, m] of await mapLines(tx, shop, items)) variants.set(lineItemId, m.variantId);
  return variants;
}

/** What the read return becomes: an RMA, or why not. */
async function raise(tx: Db, shop: TShopRow, read: TShopReturnRead): Promise<TOutcome> {
  const known = await shippedOrderOf(tx, shop, read.orderId);
  if (!known) return { state: "skipped", reason: "unknown_order" };
  const { shopOrderId } = known;
  if (!known.order || known.status !== "shipped")
    return { state: "skipped", reason: "not_shipped", shopOrderId };
  if (read.lines.length === 0) return { state: "skipped", reason: "nothing_to_return", shopOrderId };
  const variants = await variantsOf(tx, shop, read, known);
  const unmapped = read.lines.filter((l) => !variants.has(l.lineItemId));
  if (unmapped.length > 0)
    return {
      state: "skipped",
      reason: "unmapped_sku",
      params: { skus: [...new Set(unmapped.map((l) => l.sku || l.lineItemId))].join(", ") },
      shopOrderId,
    };
  const lines = read.lines.map((l) => ({ ...l, variantId: variants.get(l.lineItemId) as string }));
  const intake: TShopReturnIntake = {
    providerId: shop.providerId,
    customerId: shop.customerId,
    order: known.order,
    shopReturnId: read.id,
    note: read.name,
    lines: lines.map((l) => ({
      variantId: l.variantId,
      quantity: l.quantity,
      reason: returnReasonOf(l.reasonHandle),
      reasonNote: l.notes.join(" · ").slice(0, 300),
      shopLineId: read.rfoLines.find((r) => r.lineItemId === l.lineItemId)?.id ?? null,
    })),
  };
  const rma = await raiseShopReturn(tx, intake);
  return {
    state: "raised",
    returnId: rma.id,
    lines: lines.map((l) => ({ lineItemId: l.lineItemId, variantId: l.variantId, quantity: l.quantity })),
    shopOrderId,
  };
}

/** Reads one claimed return and raises it; a failed read is tried again after a pause, then skipped. */
export async function intakeReturn(deps: TStoreDeps, row: TShopReturnRow, now = new Date()) {
  const shop = await findTenantRow(deps.db, shops, row.providerId, row.shopId);
  if (shop?.status !== "active")
    return settle(deps.db, row, {
      state: "skipped",
      reason: "read_failed",
      params: { detail: "the shop no longer accepts the platform" },
    });
  let read: TShopReturnRead | null;
  try {
    read = await withShopAccess(deps, shop, (access) =>
      shopifyReturns(deps.shopify, access).read(row.shopifyReturnId),
    );
  } catch (err) {
    return readFailed(deps.db, row, now, err);
  }
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .select()
      .from(shopReturns)
      .where(matches(shopReturns, { providerId: row.providerId, id: row.id }))
      .for("update");
    // Cancelled meanwhile, or made due again by a later delivery (read again next round).
    if (fresh?.state !== "due" || fresh.claimedAt?.getTime() !== row.claimedAt?.getTime()) return;
    if (!read)
      return settle(tx, row, { state: "skipped", reason: "read_failed", params: { detail: "not found" } });
    const ids = { shopifyReturnId: row.shopifyReturnId, shopifyOrderId: read.orderId, name: read.name };
    if (read.status === "CANCELED" || read.status === "DECLINED")
      return markCancelled(
        tx,
        shop,
        ids,
        read.status === "DECLINED" ? "declined_in_shop" : "canceled_in_shop",
      );
    const outcome = await raise(tx, shop, read);
    await settle(tx, row, outcome, { shopifyOrderId: read.orderId, name: read.name });
    if (outcome.state === "skipped" && outcome.reason === "unknown_order")
      await updateTenantRow(tx, shops, shop.providerId, shop.id, { lastError: "store.returnSkipped" });
  });
}

/** Writes the outcome (with what the return says of itself) and frees the claim. */
function settle(
  db: Db,
  row: TShopReturnRow,
  outcome: TOutcome,
  read: { shopifyOrderId?: string; name?: string } = {},
) {
  return updateTenantRow(db, shopReturns, row.providerId, row.id, {
    ...read,
    shopOrderId: outcome.shopOrderId ?? null,
    state: outcome.state,
    reason: outcome.state === "skipped" ? outcome.reason : null,
    reasonParams: outcome.state === "skipped" ? (outcome.params ?? {}) : {},
    ...(outcome.state === "raised" ? { returnId: outcome.returnId, lines: outcome.lines } : {}),
    lastError: null,
    claimedAt: null,
  });
}

/** Shopify could not answer: read again after a pause, as pushes are tried again; skipped when that ends. */
async function readFailed(db: Db, row: TShopReturnRow, now: Date, err: unknown) {
  const attempts = row.attempts + 1;
  const failure = pushFailureOf(err, attempts);
  const detail = failure.detail.slice(0, 500) || "the shop no longer accepts the platform";
  if ("failed" in failure)
    return settle(db, row, { state: "skipped", reason: "read_failed", params: { detail } });
  await updateTenantRow(db, shopReturns, row.providerId, row.id, {
    attempts,
    lastError: detail,
    dueAt: new Date(now.getTime() + failure.retryInMs),
    claimedAt: null,
  });
}

/** "Map this SKU" was used: the shop's returns skipped for an unmapped SKU are read again at the next round. */
export function retryUnmappedReturns(db: Db, shop: Pick<TShopRow, "providerId" | "id">) {
  return db
    .update(shopReturns)
    .set({
      state: "due",
      reason: null,
      reasonParams: {},
      attempts: 0,
      dueAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        matches(shopReturns, { providerId: shop.providerId, shopId: shop.id }),
        eq(shopReturns.state, "skipped"),
        eq(shopReturns.reason, "unmapped_sku"),
      ),
    );
}

/** The worker's part: claims the returns due by `now` and makes each an RMA; answers how many it took. */
export async function intakeDueReturns(deps: TStoreDeps, now: Date, limit: number, log?: FastifyBaseLogger) {
  const rows = await claimDueReturns(deps.db, now, limit);
  for (const row of rows)
    await intakeReturn(deps, row, now).catch((err) => {
      // Left claimed: due again when the lease ends.
      log?.warn({ err }, "shop return intake failed");
    });
  return rows.length;
}
