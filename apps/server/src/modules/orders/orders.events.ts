import type { TCreditHold } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { defineRegistry } from "../../kernel/hooks.ts";
import { announceChanged } from "../tenancy/index.ts";
import { enqueueWebhookEvent, enqueueWebhookEvents, type TWebhookEvent } from "../webhooks/index.ts";
import type { TOrderRow } from "./orders.repository.ts";

/** What a receiver learns about an order: self-contained ids, codes and states. */
function orderPayload(order: TOrderRow) {
  return {
    order_id: order.id,
    code: order.code,
    status: order.status,
    warehouse_id: order.warehouseId,
    tracking_number: order.trackingNumber ?? null,
  };
}

/** order.created, in the transaction that wrote the draft. */
export async function announceOrderCreated(tx: Db, order: TOrderRow): Promise<void> {
  await enqueueWebhookEvent(tx, {
    providerId: order.providerId,
    customerId: order.customerId,
    type: "order.created",
    payload: orderPayload(order),
  });
}

/** Another module's reaction to an order's transitions (the stores module: a shipped shop order goes back to Shopify). */
export type TOrderTransitionListener = {
  key: string;
  /** Runs in the transition's transaction, after the order was updated: what it writes stands or falls with it. */
  onTransition(tx: Db, order: TOrderRow, fromStatus: string): Promise<void>;
};

export const orderTransitionListeners = defineRegistry<TOrderTransitionListener>(
  "orders.transition-listeners",
  (l) => l.key,
);

/**
 * What may hold orders at confirm instead of confirming them (billing's credit hold, docs/billing.md): for
 * the orders being confirmed, in the order given (each counting the ones before it), the hold of those that
 * may not be confirmed now. Runs in the confirm's transaction, before any stock is allocated.
 */
export type TConfirmGuard = {
  key: string;
  holdsOf(tx: Db, orders: TOrderRow[]): Promise<Map<string, TCreditHold>>;
};

export const confirmGuards = defineRegistry<TConfirmGuard>("orders.confirm-guards", (g) => g.key);

/** The holds every guard puts on the orders being confirmed (the first guard's word on an order stands). */
export async function confirmHoldsOf(tx: Db, orders: TOrderRow[]): Promise<Map<string, TCreditHold>> {
  const holds = new Map<string, TCreditHold>();
  if (orders.length === 0) return holds;
  for (const guard of confirmGuards.all())
    for (const [id, hold] of await guard.holdsOf(tx, orders)) if (!holds.has(id)) holds.set(id, hold);
  return holds;
}

/**
 * order.status_changed for every transition, plus order.shipped and order.exception where they
 * apply, and the live `changed` notification to the provider and the customer, in the transition's
 * transaction (a refused or rolled-back transition announces nothing).
 */
export function announceOrderTransition(
  tx: Db,
  order: TOrderRow,
  fromStatus: string,
  reason: string,
): Promise<void> {
  return announceOrderTransitions(tx, [{ order, fromStatus }], reason);
}

/** The same for many orders moved together (a batch confirm, a wave): one outbox statement for all. */
export async function announceOrderTransitions(
  tx: Db,
  moved: { order: TOrderRow; fromStatus: string }[],
  reason: string,
): Promise<void> {
  const events: TWebhookEvent[] = moved.flatMap(({ order, fromStatus }) => {
    const base = { providerId: order.providerId, customerId: order.customerId };
    const payload = { ...orderPayload(order), from_status: fromStatus };
    return [
      { ...base, type: "order.status_changed" as const, payload },
      ...(order.status === "shipped" ? [{ ...base, type: "order.shipped" as const, payload }] : []),
      ...(order.status === "exception"
        ? [{ ...base, type: "order.exception" as const, payload: { ...payload, reason } }]
        : []),
    ];
  });
  await enqueueWebhookEvents(tx, events);
  await announceChanged(
    tx,
    "orders",
    moved.map(({ order }) => order),
  );
  for (const { order, fromStatus } of moved) {
    for (const listener of orderTransitionListeners.all()) await listener.onTransition(tx, order, fromStatus);
  }
}
