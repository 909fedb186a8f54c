import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { isDatabaseUnavailable } from "../faults.ts";

/** A start that cannot go on, said in one sentence for the operator (main.ts prints it without a stack). */
export class StartupError extends Error {
  override name = "StartupError";
}

/** The address of DATABASE_URL without its password, for logs and messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.username ? `${decodeURIComponent(u.username)}@` : ""}${u.host}${u.pathname}`;
  } catch {
    return "(not a URL)";
  }
}

const reasonOf = (error: unknown) => {
  const e = error as { message?: string; code?: string };
  return e.code && !e.message?.includes(e.code) ? `${e.code}: ${e.message}` : String(e.message ?? error);
};

/**
 * Waits at start for a Postgres server that is not there yet (it starts beside the platform, or fails
 * over): tries to connect with a growing pause (0.5 s doubling to 5 s), logging each try, for `limitMs`.
 * Then, or at once when the answer is not a transient one (a wrong password, no such database), it throws
 * a `StartupError` that names DATABASE_URL.
 */
export async function waitForDatabase(
  url: string,
  log: { warn(details: object, message: string): void; info(details: object, message: string): void },
  limitMs: number,
): Promise<void> {
  const started = Date.now();
  const where = describeDatabaseUrl(url);
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on("error", () => undefined); // the failed connect rejects below; nothing else listens
    try {
      await client.connect();
      await client.query("select 1");
      if (attempt > 1) log.info({ database: where, attempt }, "database reachable");
      return;
    } catch (error) {
      const waited = Date.now() - started;
      if (!isDatabaseUnavailable(error)) {
        throw new StartupError(
          `The database at DATABASE_URL (${where}) refused the platform: ${reasonOf(error)}. Check DATABASE_URL.`,
        );
      }
      if (waited >= limitMs) {
        throw new StartupError(
          `The database at DATABASE_URL (${where}) did not answer for ${Math.round(waited / 1000)} s ` +
            `(${reasonOf(error)}). Check that it is running and that DATABASE_URL points at it.`,
        );
      }
      const pause = Math.min(5_000, 500 * 2 ** (attempt - 1), Math.max(0, limitMs - waited));
      log.warn(
        { database: where, attempt, reason: reasonOf(error), retryInMs: pause },
        "database not reachable yet; trying again",
      );
      await sleep(pause);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
