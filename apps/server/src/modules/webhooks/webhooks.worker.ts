import type { FastifyBaseLogger } from "fastify";
import type { TAppContext } from "../../kernel/context.ts";
import { startPoller } from "../../kernel/services/poller.ts";
import { webhookClock } from "./webhooks.clock.ts";
import { batchLimit, runDueDeliveries } from "./webhooks.service.ts";

/**
 * The delivery poller of this instance: every `webhookPollMs` it sends what is due. Several instances
 * may poll the same database; claiming skips rows another instance holds. Returns a stop function that
 * waits for the round in progress.
 */
export function startWebhookWorker(ctx: TAppContext, log: FastifyBaseLogger): () => Promise<void> {
  let stopped = false;
  const round = async () => {
    for (;;) {
      const { claimed } = await runDueDeliveries(ctx, webhookClock.now(), log);
      if (stopped || claimed < batchLimit) return;
    }
  };
  const stop = startPoller(ctx.config.webhookPollMs, round, log, "webhook poller round failed");
  return async () => {
    stopped = true;
    await stop();
  };
}
