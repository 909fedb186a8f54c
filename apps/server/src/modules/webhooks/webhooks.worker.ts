import type { FastifyBaseLogger } from "fastify";
import type { TAppContext } from "../../kernel/context.ts";
import { webhookClock } from "./webhooks.clock.ts";
import { batchLimit, runDueDeliveries } from "./webhooks.service.ts";

/**
 * The delivery poller of this instance: every `webhookPollMs` it sends what is due. Several instances
 * may poll the same database; claiming skips rows another instance holds. Returns a stop function that
 * waits for the round in progress.
 */
export function startWebhookWorker(ctx: TAppContext, log: FastifyBaseLogger): () => Promise<void> {
  const every = ctx.config.webhookPollMs;
  if (every <= 0) return async () => undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = async () => {
    for (;;) {
      const { claimed } = await runDueDeliveries(ctx, webhookClock.now(), log);
      if (stopped || claimed < batchLimit) return;
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = round()
      .catch((err) => log.warn({ err }, "webhook poller round failed"))
      .finally(() => {
        running = null;
      });
  }, every);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
