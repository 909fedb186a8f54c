import type { FastifyBaseLogger } from "fastify";
import type { TAppContext } from "../../kernel/context.ts";
import { startPoller } from "../../kernel/services/poller.ts";
import { webhookClock } from "./webhooks.clock.ts";
import { claimDue, deliverOne } from "./webhooks.delivery.ts";

/**
 * The delivery dispatcher of this instance. Every `webhookPollMs`, and again as soon as a delivery ends,
 * it claims what is due into its free slots (`webhookConcurrency` in flight at most) and starts each
 * delivery on its own, never waiting for one: a webhook that times out holds only its own slots
 * (`webhookConcurrencyPerWebhook`) while the others' deliveries go on. Several instances may share the
 * database: claiming skips rows and webhooks another instance holds. Returns a stop function that stops
 * claiming and waits for the deliveries in flight (each ends within the timeout).
 */
export function startWebhookWorker(ctx: TAppContext, log: FastifyBaseLogger): () => Promise<void> {
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  let claiming: Promise<void> | null = null;
  let claimAgain = false;

  const claimOnce = async () => {
    const free = ctx.config.webhookConcurrency - inFlight.size;
    if (free <= 0) return;
    const now = webhookClock.now();
    for (const delivery of await claimDue(ctx, now, free)) {
      const running: Promise<unknown> = deliverOne(ctx, delivery, now, log).finally(() => {
        inFlight.delete(running);
        void claim(); // a slot is free: what waited for it goes now, not at the next tick
      });
      inFlight.add(running);
    }
  };

  /** One claim at a time; a call while one runs asks for another right after it. */
  const claim = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (claiming) {
      claimAgain = true;
      return claiming;
    }
    claiming = (async () => {
      do {
        claimAgain = false;
        await claimOnce();
      } while (claimAgain && !stopped);
    })()
      .catch((err) => log.warn({ err }, "webhook deliveries could not be claimed"))
      .finally(() => {
        claiming = null;
      });
    return claiming;
  };

  const stopPolling = startPoller(ctx.config.webhookPollMs, claim, log, "webhook poller round failed");
  return async () => {
    stopped = true;
    await stopPolling();
    await claiming;
    await Promise.allSettled([...inFlight]);
  };
}
