/**
 * When outgoing mail is tried again. The module's clock reads the wall clock; tests set their own and
 * run the worker's rounds (`runDueMail(ctx, now)`) to step through a day of retries without sleeping.
 */
let current: () => Date = () => new Date();

export const outgoingMailClock = {
  now: (): Date => current(),
};

/** Replaces the clock (tests); null restores the wall clock. */
export function setOutgoingMailClock(now: (() => Date) | null): void {
  current = now ?? (() => new Date());
}

/** A mail is retried for this long after it was queued (or sent again), then it fails. */
export const retryWindowMs = 24 * 3600_000;
const firstDelayMs = 60_000;
const longestDelayMs = 3600_000;

/**
 * The wait after the `attempts`-th failed attempt: 1 min doubling to 1 h, each spread by ±20 % so that
 * mail queued together (a server that was down for everyone) does not come back all at once.
 */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(firstDelayMs * 2 ** Math.max(0, attempts - 1), longestDelayMs);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * After a temporary failure at `now`: the next attempt (never later than `retryUntil`, so the last one
 * falls on the deadline), or null when the deadline has passed and the mail fails.
 */
export function nextAttemptAfterFailure(attempts: number, now: Date, retryUntil: Date): Date | null {
  if (now.getTime() >= retryUntil.getTime()) return null;
  return new Date(Math.min(now.getTime() + backoffMs(attempts), retryUntil.getTime()));
}
