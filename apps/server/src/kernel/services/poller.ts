import type { FastifyBaseLogger } from "fastify";

/**
 * A background round run every `every` ms on this instance, never two at once (a round still running
 * skips the tick); `every` <= 0 starts nothing (tests run the rounds themselves). Returns the stop
 * function, which waits for the round in progress.
 */
export function startPoller(
  every: number,
  round: () => Promise<unknown>,
  log: FastifyBaseLogger,
  failure: string,
): () => Promise<void> {
  if (every <= 0) return async () => undefined;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = round()
      .catch((err) => log.warn({ err }, failure))
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
