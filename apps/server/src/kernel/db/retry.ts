import { Code } from "@wms/contracts";
import { AppError } from "../errors.ts";
import { isDatabaseUnavailable } from "../faults.ts";
import type { Db } from "./client.ts";

/**
 * Contention that a transaction may simply run again to get past: deadlock_detected, serialization_failure,
 * lock_not_available. The ledger locks rows in one global order so deadlocks should not happen; this is the
 * safety net that keeps a rare one (or a future writer that gets the order wrong) from reaching a user as 5001.
 */
const retryableStates = new Set(["40P01", "40001", "55P03"]);

/** SQLSTATEs caused by the value a client sent (bad encoding, too long, not a number/uuid/date): a 4001, not a crash. */
const clientDataStates = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05", "54000"]);

export const transactionAttempts = 5;

/** How many transactions this process ran again after contention (tests assert the lock order makes it 0). */
export const contentionStats = { retries: 0 };

/** The Postgres error (SQLSTATE and constraint) behind a database error, looking through drizzle's wrapper (`cause`). */
export function pgErrorOf(error: unknown): { code: string; constraint: string } | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === "string" ? constraint : "" };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error. */
export const sqlStateOf = (error: unknown): string | undefined => pgErrorOf(error)?.code;

/** The constraint a unique violation (23505) broke, or null for any other error. */
export function uniqueViolationOf(error: unknown): string | null {
  const pg = pgErrorOf(error);
  return pg?.code === "23505" ? pg.constraint : null;
}

export const isRetryableConflict = (error: unknown) => retryableStates.has(sqlStateOf(error) ?? "");
export const isClientDataError = (error: unknown) => clientDataStates.has(sqlStateOf(error) ?? "");

/** The answer a caller gets when contention outlasted every attempt: 4009, "please try again". */
export const busyError = () => new AppError(Code.conflict, "busyRetry");

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 20 * attempt));

/**
 * Makes every top-level `db.transaction(...)` run again (up to `attempts` times, with a short growing,
 * jittered pause) when it fails on contention, and answer 4009 when it still does. A transaction's work is
 * all rolled back before a retry, so running the callback again is safe; callbacks must keep side effects
 * outside the database (mail, sockets) after the commit, as they already do. Nested transactions
 * (savepoints) are left alone: the outermost one retries.
 */
export function retryTransactions(db: Db, attempts = transactionAttempts): Db {
  const run = db.transaction.bind(db);
  const retrying = async (...args: Parameters<Db["transaction"]>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run(...args);
      } catch (error) {
        if (!isRetryableConflict(error)) throw error;
        if (attempt >= attempts) throw busyError();
        contentionStats.retries++;
        await pause(attempt);
      }
    }
  };
  db.transaction = retrying as Db["transaction"];
  return db;
}

/** How long and how often a write is tried again while the database is away (`writeWhileDatabaseAway`). */
export type TRetryPlan = { firstDelayMs: number; maxDelayMs: number; giveUpAfterMs: number };

/**
 * Runs `write` until it lands, trying again with a capped backoff while the database is away
 * (`isDatabaseUnavailable`): what a worker has done outside the database (a webhook sent, a mission's work)
 * is recorded once the database is back instead of being lost with the connection. True once written;
 * false when the database stayed away past the plan (the caller falls back on its lease or sweep). Any
 * other error (a bug) is thrown at once.
 */
export async function writeWhileDatabaseAway(
  write: () => Promise<unknown>,
  plan: TRetryPlan,
  onRetry: (error: unknown, attempt: number) => void = () => undefined,
): Promise<boolean> {
  const giveUpAt = Date.now() + plan.giveUpAfterMs;
  let delay = plan.firstDelayMs;
  let attempt = 0;
  for (;;) {
    try {
      await write();
      return true;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (Date.now() + delay > giveUpAt) return false;
      onRetry(error, ++attempt);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, plan.maxDelayMs);
  }
}
