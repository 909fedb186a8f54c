import { webhookRetryDelaysSeconds } from "@wms/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { TAppContext } from "../../kernel/context.ts";
import { writeWhileDatabaseAway } from "../../kernel/db/retry.ts";
import { attempt, attemptRow, recordStreak } from "./webhooks.attempts.ts";
import { webhookClock } from "./webhooks.clock.ts";
import { claimDueDeliveries } from "./webhooks.queue.ts";
import * as repo from "./webhooks.repository.ts";

/**
 * How long a claimed delivery is held beyond the attempt's timeout: time to record the attempt. No other
 * instance takes the delivery before its lease ends, so the lease must outlast the attempt.
 */
const leaseMarginMs = 45_000;

/** The lease of a delivery claimed at `now`: its attempt's timeout plus the margin to record it. */
export const leaseEnd = (ctx: TAppContext, now: Date) =>
  new Date(now.getTime() + ctx.config.webhookTimeoutMs + leaseMarginMs);

/**
 * Claims up to `free` deliveries due at `now`, fairly between webhooks and providers: a webhook with
 * `webhookConcurrencyPerWebhook` attempts in flight (on any instance) or in backoff waits, the others
 * take turns.
 */
export function claimDue(ctx: TAppContext, now: Date, free: number) {
  return claimDueDeliveries(ctx.db, now, leaseEnd(ctx, now), {
    total: free,
    perWebhook: ctx.config.webhookConcurrencyPerWebhook,
  });
}

/**
 * While the database is away (a restart, a failover), the reads and the record of a claimed delivery are
 * tried again until it is back, within the lease: an attempt already sent is recorded instead of sent again
 * when the lease ends, and the webhook's slots (its per-webhook cap) are freed at once instead of a minute
 * later.
 */
const whileAwayPlan = { firstDelayMs: 250, maxDelayMs: 2_000, giveUpAfterMs: leaseMarginMs - 10_000 };

/** `work` run while the database is away, per `whileAwayPlan`; throws when it stayed away longer. */
async function whileAway<T>(work: () => Promise<T>): Promise<T> {
  let value: T | undefined;
  const done = await writeWhileDatabaseAway(async () => {
    value = await work();
  }, whileAwayPlan);
  if (!done) throw new Error("the database stayed away: the delivery is due again when its lease ends");
  return value as T;
}

/** One scheduled attempt of a claimed delivery, recorded with its next step in one transaction. */
async function deliverClaimed(ctx: TAppContext, delivery: repo.TDeliveryRow, now: Date) {
  const owner = { providerId: delivery.providerId, customerId: delivery.customerId };
  const sub = await whileAway(() => repo.findSubscription(ctx.db, owner, delivery.subscriptionId));
  if (sub?.status !== "enabled") {
    // Disabled or deleted since the event: not sent (a disabled one shows in the log and can be resent).
    await ctx.db.transaction(async (tx) => {
      if (sub) await repo.failPendingDeliveries(tx, sub, now, "webhook.error.disabled");
      else
        await repo.updateDelivery(tx, delivery.providerId, delivery.id, {
          status: "failed",
          nextAttemptAt: null,
          leasedUntil: null,
        });
    });
    return "failed" as const;
  }
  const outcome = await attempt(ctx, sub, delivery.eventId, delivery.body, now);
  const number = delivery.attempts + 1;
  const success = outcome.result === "success";
  const delay = webhookRetryDelaysSeconds[number - 1];
  await whileAway(() =>
    ctx.db.transaction(async (tx) => {
      await repo.insertAttempt(tx, attemptRow(sub, delivery, "auto", outcome, now));
      await repo.updateDelivery(
        tx,
        delivery.providerId,
        delivery.id,
        {
          attempts: number,
          lastAttemptAt: now,
          leasedUntil: null,
          ...(success
            ? { status: "success", nextAttemptAt: null }
            : delay === undefined
              ? { status: "failed", nextAttemptAt: null }
              : { nextAttemptAt: new Date(now.getTime() + delay * 1000) }),
        },
        { onlyPending: true },
      ); // it may have been failed meanwhile (webhook disabled)
      await recordStreak(tx, sub, success, now);
    }),
  );
  return outcome.result;
}

/**
 * One claimed delivery, start to end; never rejects. When the attempt cannot be recorded, the delivery
 * stays claimed: its lease ends and it is due again.
 */
export async function deliverOne(
  ctx: TAppContext,
  delivery: repo.TDeliveryRow,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<"success" | "failed"> {
  try {
    return await deliverClaimed(ctx, delivery, now);
  } catch (err) {
    log?.warn({ err, deliveryId: delivery.id }, "webhook delivery could not be recorded");
    return "failed";
  }
}

/**
 * Claims what is due at `now` (up to `webhookConcurrency`, fairly) and sends it, each delivery on its
 * own; answers what happened once all have ended. Tests call it with the time they choose, and may run
 * several at once as several instances would. The poller (`webhooks.worker.ts`) claims the same way but
 * never waits for the deliveries in flight.
 */
export async function runDueDeliveries(
  ctx: TAppContext,
  now: Date = webhookClock.now(),
  log?: FastifyBaseLogger,
): Promise<{ claimed: number; succeeded: number; failed: number }> {
  const claimed = await claimDue(ctx, now, ctx.config.webhookConcurrency);
  const results = await Promise.all(claimed.map((delivery) => deliverOne(ctx, delivery, now, log)));
  const succeeded = results.filter((r) => r === "success").length;
  return { claimed: claimed.length, succeeded, failed: claimed.length - succeeded };
}
