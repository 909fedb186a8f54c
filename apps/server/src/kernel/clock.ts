import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The date a document is numbered by (SO20261103…, WV…, DN…): the present, unless the work runs under
 * `runDatedAt`. Only the demo history does that (seed/demo-history.ts), so the orders of a day three
 * weeks ago carry that day's code; rows keep the database's own time and are moved back afterwards.
 */
const dated = new AsyncLocalStorage<Date>();

export function documentDate(): Date {
  return dated.getStore() ?? new Date();
}

/** Runs `work` (and everything it awaits, HTTP injections included) with documents dated `date`. */
export function runDatedAt<T>(date: Date, work: () => Promise<T>): Promise<T> {
  return dated.run(date, work);
}
