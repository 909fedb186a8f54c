import type { FastifyBaseLogger } from "fastify";
import type { Wakers } from "./wakes.ts";

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

/**
 * A worker that drains a queue: a round every `every` ms and one at once on a wake of `wakeName` (a commit
 * that queued work, `wakeAfterCommit`, or this instance's own `wakers.wake`), never two rounds at a time;
 * a round that took a full batch (`round` answers how many it took, `batch` the most it takes) is followed
 * by another at once. A wake during a round looks again when it ends. `every` <= 0 starts nothing (tests run
 * the rounds). Returns the stop function, which waits for the round in progress.
 */
export function startDrainingWorker(options: {
  every: number;
  wakers: Wakers;
  wakeName: string;
  batch: number;
  round: () => Promise<number>;
  log: FastifyBaseLogger;
  failure: string;
}): () => Promise<void> {
  const { every, wakers, wakeName, batch, round, log, failure } = options;
  if (every <= 0) return async () => undefined;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const drain = async () => {
    do {
      again = false;
      for (;;) {
        const taken = await round();
        if (stopped || taken < batch) break;
      }
    } while (again && !stopped);
  };
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => log.warn({ err }, failure))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(kick, every);
  timer.unref();
  const unwake = wakers.on(wakeName, kick);
  kick(); // what was due when the instance stopped
  return async () => {
    stopped = true;
    clearInterval(timer);
    unwake();
    await running;
  };
}
