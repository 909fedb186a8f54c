import { and, asc, eq, isNull, lt, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { TAppContext } from "../../../kernel/context.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { startDrainingWorker } from "../../../kernel/services/poller.ts";
import { handleReturnWebhook, returnTopics } from "../returns/stores.return-webhooks.ts";
import { uninstallShop } from "../shopify/stores.uninstall.ts";
import * as repo from "../stores.repository.ts";
import { shopWebhookEvents } from "../stores.tables.ts";
import { complianceTopics, handleCompliance } from "./stores.compliance.ts";
import { convertShopOrder } from "./stores.order-convert.ts";
import { readWebhookOrder } from "./stores.order-read.ts";
import { recordShopOrder, type TRecorded } from "./stores.order-record.ts";

/**
 * The webhook inbox worker (docs/stores.md "Webhooks"): the deliveries the webhook route wrote and answered
 * are handled here, oldest first, each in one transaction with what it changes: order topics record the
 * order (and a paid order with no delay becomes a warehouse order at once), returns topics make the return
 * due or cancel it (stores.return-webhooks.ts), `app/uninstalled` releases the shop, the compliance topics
 * do what they ask (stores.compliance.ts). A delivery that fails is tried again
 * later, up to `maxAttempts` times (an order's is then left to the read-back); two instances never handle
 * the same one.
 */

export const shopWebhooksWake = "stores:webhooks";
export const inboxBatch = 25;
const maxAttempts = 8;
const eventsKeptMs = 7 * 24 * 3_600_000;

/** Topics as the webhook route names them (X-Shopify-Topic `orders/create` is `ORDERS_CREATE`). */
const orderTopics = new Set(["ORDERS_CREATE", "ORDERS_UPDATED", "ORDERS_CANCELLED", "ORDERS_PAID"]);

type TEventRow = typeof shopWebhookEvents.$inferSelect;

function parsed(body: string | null): unknown {
  try {
    return body === null ? null : JSON.parse(body);
  } catch {
    return null;
  }
}

/** What a delivery says, done in the caller's transaction; answers the order it recorded, if any. */
async function handleDelivery(
  tx: Db,
  event: TEventRow,
): Promise<{ recorded: TRecorded; providerId: string } | null> {
  const body = parsed(event.body);
  if (complianceTopics.has(event.headerTopic)) {
    const payload = (body ?? {}) as Record<string, unknown>;
    const shopDomain =
      typeof payload.shop_domain === "string" ? payload.shop_domain.slice(0, 255) : event.shopDomain;
    await handleCompliance(tx, event.headerTopic, shopDomain, payload);
    return null;
  }
  const shop = event.shopDomain ? await repo.findWebhookShop(tx, event.shopDomain) : undefined;
  if (!shop) return null;
  if (event.topic === "APP_UNINSTALLED") {
    await uninstallShop(tx, shop);
    return null;
  }
  // A shop whose access was lost takes no orders until it is bound again (the read-back catches up then).
  if (shop.status !== "active") return null;
  if (returnTopics.has(event.topic)) {
    await handleReturnWebhook(tx, shop, event.topic, body);
    return null;
  }
  const read = orderTopics.has(event.topic) ? readWebhookOrder(body) : null;
  const recorded = read ? await recordShopOrder(tx, shop, read) : null;
  return recorded ? { recorded, providerId: shop.providerId } : null;
}

/** Why a handling failed, for `last_error`: the database's own words, not the query (it names no one). */
function failureText(err: unknown): string {
  const cause = (err as { cause?: unknown } | null)?.cause;
  const said = cause instanceof Error ? cause.message : err instanceof Error ? err.message : String(err);
  return said.slice(0, 500);
}

/** Handles one delivery unless another instance holds it or it was handled; a failure is scheduled again. */
async function handleOne(db: Db, eventId: string, now: Date, log?: FastifyBaseLogger): Promise<void> {
  let result: Awaited<ReturnType<typeof handleDelivery>> = null;
  try {
    result = await db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(shopWebhookEvents)
        .where(and(eq(shopWebhookEvents.eventId, eventId), isNull(shopWebhookEvents.handledAt)))
        .for("update", { skipLocked: true });
      if (!event) return null;
      const done = await handleDelivery(tx, event);
      await tx
        .update(shopWebhookEvents)
        .set({ handledAt: now, lastError: null })
        .where(eq(shopWebhookEvents.eventId, eventId));
      return done;
    });
  } catch (err) {
    log?.warn({ err, eventId }, "a shop webhook could not be handled; tried again later");
    const attempts = sql`${shopWebhookEvents.attempts} + 1`;
    await db
      .update(shopWebhookEvents)
      .set({
        attempts,
        lastError: failureText(err),
        // 2 s, 4 s, 8 s … then given up: an order's update is found by the read-back.
        dueAt: sql`${now}::timestamptz + make_interval(secs => power(2, ${attempts})::int)`,
        handledAt: sql`case when ${attempts} >= ${maxAttempts} then ${now}::timestamptz end`,
      })
      .where(eq(shopWebhookEvents.eventId, eventId));
    return;
  }
  // A paid order with no delay becomes a warehouse order now; a failure here is retried by the order worker.
  const due = result?.recorded;
  if (result && due?.state === "waiting" && due.dueAt && due.dueAt.getTime() <= Date.now()) {
    await convertShopOrder(db, { providerId: result.providerId, id: due.id }).catch((err) =>
      log?.warn({ err }, "shop order conversion failed; the worker tries again"),
    );
  }
}

/** One round: up to `inboxBatch` due deliveries, oldest first, each in its own transaction; answers how many it took. */
export async function runWebhookInbox(db: Db, now = new Date(), log?: FastifyBaseLogger): Promise<number> {
  const due = await db
    .select({ eventId: shopWebhookEvents.eventId })
    .from(shopWebhookEvents)
    .where(and(isNull(shopWebhookEvents.handledAt), lte(shopWebhookEvents.dueAt, now)))
    .orderBy(asc(shopWebhookEvents.dueAt), asc(shopWebhookEvents.receivedAt))
    .limit(inboxBatch);
  for (const { eventId } of due) await handleOne(db, eventId, now, log);
  return due.length;
}

/**
 * Rounds until nothing is due (tests, after the simulator's deliveries). A delivery is due at the database's
 * now() (microseconds) when it is written; a JavaScript Date has milliseconds, so "now" here is the next
 * millisecond: a delivery written within the same millisecond is due, as everything committed before is.
 */
export async function runWebhookInboxUntilEmpty(db: Db, log?: FastifyBaseLogger): Promise<void> {
  while ((await runWebhookInbox(db, new Date(Date.now() + 1), log)) > 0);
}

/** Deliveries handled a week ago are forgotten (Shopify retries one for 4 hours). */
export async function forgetOldWebhooks(db: Db, now: Date): Promise<void> {
  await db
    .delete(shopWebhookEvents)
    .where(lt(shopWebhookEvents.receivedAt, new Date(now.getTime() - eventsKeptMs)));
}

/** The inbox worker of this instance: woken by each delivery the webhook route writes, and every SHOP_WEBHOOKS_POLL_MS. */
export function startWebhookInboxWorker(ctx: TAppContext, log: FastifyBaseLogger): () => Promise<void> {
  return startDrainingWorker({
    every: ctx.config.shopWebhooksPollMs,
    wakers: ctx.wakers,
    wakeName: shopWebhooksWake,
    batch: inboxBatch,
    round: () => runWebhookInbox(ctx.db, new Date(), log),
    log,
    failure: "shop webhook inbox round failed",
  });
}
