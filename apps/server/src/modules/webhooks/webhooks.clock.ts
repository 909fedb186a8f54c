/**
 * The webhook module's clock. Production reads the wall clock; tests set their own and drive deliveries
 * with runDueDeliveries(ctx, now) instead of sleeping through the retry schedule.
 */
let current: () => Date = () => new Date();

export const webhookClock = {
  now: (): Date => current(),
};

/** Replaces the clock (tests); null restores the wall clock. */
export function setWebhookClock(now: (() => Date) | null): void {
  current = now ?? (() => new Date());
}
