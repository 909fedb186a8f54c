import type { TPaymentLabel, TShopOrderReason, TShopOrderState } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { matches } from "../../../kernel/db/sql-helpers.ts";
import { relabelShopOrder, type TOrderActor, withdrawShopOrder } from "../../orders/index.ts";
import { customers } from "../../tenancy/index.ts";
import type { TShopRow } from "../stores.repository.ts";
import { shopOrders } from "../stores.tables.ts";
import type { TShopOrderRead } from "./stores.order-read.ts";

/**
 * Writes what Shopify says of an order (a webhook or the reconciliation) and decides what it means for the
 * warehouse (docs/stores.md "Orders in"). Updates are applied in Shopify's `updated_at` order: an older
 * one arriving late changes nothing. Runs in the caller's transaction.
 */

export type TShopOrderRow = typeof shopOrders.$inferSelect;

/** Financial statuses whose order may be shipped. */
const paidStatuses = new Set(["paid", "partially_refunded"]);

export function paymentLabelOf(financialStatus: string): TPaymentLabel {
  if (financialStatus === "paid") return "paid";
  if (financialStatus === "refunded") return "refunded";
  if (financialStatus === "partially_refunded") return "partially_refunded";
  return "not_paid";
}

type TDecision = {
  state: TShopOrderState;
  reason: TShopOrderReason | null;
  reasonParams?: Record<string, string | number>;
  dueAt: Date | null;
};

/** Where an order not yet in the warehouse stands: skipped, cancelled, or waiting (for payment, or until due). */
function beforeConversion(read: TShopOrderRead, shop: TShopRow): TDecision {
  if (read.cancelledAt) return { state: "cancelled", reason: "cancelled_in_shop", dueAt: null };
  if (read.fulfilmentStatus === "fulfilled")
    return { state: "skipped", reason: "fulfilled_elsewhere", dueAt: null };
  if (!read.items.some((i) => i.requiresShipping && i.toShip > 0))
    return { state: "skipped", reason: "nothing_to_ship", dueAt: null };
  if (!paidStatuses.has(read.financialStatus))
    return { state: "waiting", reason: "awaiting_payment", dueAt: null };
  const dueAt = new Date(read.orderedAt.getTime() + shop.delayFulfilMinutes * 60_000);
  return { state: "waiting", reason: "delay", dueAt };
}

function columnsOf(read: TShopOrderRead) {
  return {
    name: read.name,
    orderedAt: read.orderedAt,
    shopifyUpdatedAt: read.updatedAt,
    customerName: read.customerName,
    email: read.email,
    phone: read.phone,
    financialStatus: read.financialStatus,
    fulfilmentStatus: read.fulfilmentStatus,
    currency: read.currency,
    totalPrice: read.totalPrice,
    shippingAddress: read.shippingAddress,
    items: read.items,
    test: read.test,
    cancelledAt: read.cancelledAt,
  };
}

/**
 * The platform acting for the shop on its warehouse orders: the drop shipper's user, named "Shopify" in
 * the order log. Staff-kind, because a cancellation in the shop may need to cut an order off the floor.
 */
export async function shopActor(tx: Db, shop: TShopRow, kind: TOrderActor["kind"]): Promise<TOrderActor> {
  const [owner] = await tx
    .select({ userId: customers.userId })
    .from(customers)
    .where(matches(customers, { providerId: shop.providerId, id: shop.customerId }));
  if (!owner) throw new Error(`customer ${shop.customerId} of shop ${shop.id} not found`);
  return {
    providerId: shop.providerId,
    userId: owner.userId,
    userName: "Shopify",
    kind,
    customerId: shop.customerId,
  };
}

/** A converted order cancelled in Shopify: its warehouse order is stopped, or (shipped) an exception raised. */
async function cancelConverted(tx: Db, shop: TShopRow, row: TShopOrderRow): Promise<TDecision> {
  if (!row.orderId) return { state: "cancelled", reason: "cancelled_in_shop", dueAt: null };
  const actor = await shopActor(tx, shop, "staff");
  const { outcome, code } = await withdrawShopOrder(
    tx,
    actor,
    row.orderId,
    `Cancelled in Shopify (${row.name})`,
  );
  if (outcome === "shipped")
    return { state: "exception", reason: "cancelled_after_shipping", reasonParams: { code }, dueAt: null };
  return { state: "cancelled", reason: "cancelled_in_shop", dueAt: null };
}

/** JSON with sorted keys (jsonb keeps its own key order), to compare what was stored with what came. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** What decides an order's fate in the warehouse (webhook bodies and GraphQL differ in the rest: names, titles). */
const decisive = (
  o: Pick<
    TShopOrderRow,
    "financialStatus" | "fulfilmentStatus" | "cancelledAt" | "items" | "shippingAddress"
  >,
) =>
  canonical({
    financial: o.financialStatus,
    fulfilment: o.fulfilmentStatus,
    cancelled: o.cancelledAt?.getTime() ?? null,
    items: o.items.map((i) => [i.lineItemId, i.shopifyVariantId, i.sku, i.toShip, i.requiresShipping]),
    address: o.shippingAddress,
  });

/**
 * Is this a later state of the order than the one kept? Shopify's updated_at has whole seconds, so two
 * changes of one second carry the same time: at the same time, a decisive difference is the later one.
 */
function isNewer(existing: TShopOrderRow, read: TShopOrderRead): boolean {
  const kept = existing.shopifyUpdatedAt.getTime();
  const came = read.updatedAt.getTime();
  if (came !== kept) return came > kept;
  return decisive(existing) !== decisive(read);
}

/** What customers/redact erases of a store order: the customer's name, email, phone and address. */
export const redactedCustomer = { customerName: "", email: "", phone: "", shippingAddress: null };

export type TRecorded = { id: string; state: TShopOrderState; dueAt: Date | null; changed: boolean };

/** Inserts or updates the shop order; answers where it stands (a waiting order due now is converted next). */
export async function recordShopOrder(tx: Db, shop: TShopRow, read: TShopOrderRead): Promise<TRecorded> {
  const [existing] = await tx
    .select()
    .from(shopOrders)
    .where(
      and(
        matches(shopOrders, { providerId: shop.providerId, shopId: shop.id }),
        eq(shopOrders.shopifyOrderId, read.shopifyOrderId),
      ),
    )
    .for("update");
  if (existing && !isNewer(existing, read))
    return { id: existing.id, state: existing.state, dueAt: existing.dueAt, changed: false };

  if (!existing) {
    const decided = beforeConversion(read, shop);
    const [row] = await tx
      .insert(shopOrders)
      .values({
        providerId: shop.providerId,
        shopId: shop.id,
        customerId: shop.customerId,
        shopifyOrderId: read.shopifyOrderId,
        ...columnsOf(read),
        ...decided,
        reasonParams: decided.reasonParams ?? {},
      })
      .returning({ id: shopOrders.id });
    return { id: row?.id ?? "", state: decided.state, dueAt: decided.dueAt, changed: true };
  }

  let decided: TDecision | null = null;
  if (existing.state === "converted") {
    if (read.cancelledAt) decided = await cancelConverted(tx, shop, existing);
    else if (existing.orderId)
      await relabelShopOrder(tx, shop.providerId, existing.orderId, {
        paymentStatus: paymentLabelOf(read.financialStatus),
        fulfilmentStatus: read.fulfilmentStatus,
      });
  } else if (existing.state !== "cancelled" && existing.state !== "exception") {
    // Not in the warehouse yet: decided afresh (a held order is tried again; it holds again if nothing
    // changed), never later than it was already due.
    decided = beforeConversion(read, shop);
    if (decided.state === "waiting" && decided.dueAt && existing.dueAt && existing.dueAt < decided.dueAt)
      decided.dueAt = existing.dueAt;
  }
  await tx
    .update(shopOrders)
    .set({
      ...columnsOf(read),
      // An order whose customer was erased (customers/redact) stays erased whatever Shopify sends later.
      ...(existing.redactedAt ? redactedCustomer : {}),
      ...(decided ? { ...decided, reasonParams: decided.reasonParams ?? {} } : {}),
      updatedAt: new Date(),
    })
    .where(matches(shopOrders, { providerId: shop.providerId, id: existing.id }));
  const state = decided?.state ?? existing.state;
  return { id: existing.id, state, dueAt: decided ? decided.dueAt : existing.dueAt, changed: true };
}
