import type { FastifyBaseLogger } from "fastify";
import type { TDatabase } from "./client.ts";

/** When the embedded database's tables are vacuumed and analysed. */
export type TUpkeepTimes = { firstAfterMs: number; everyMs: number };

export const embeddedUpkeepTimes: TUpkeepTimes = { firstAfterMs: 20_000, everyMs: 5 * 60_000 };

/**
 * PGlite runs no autovacuum: left alone, its tables are never analysed (the planner guesses every table is
 * nearly empty and loops where it should hash: in a soak every call's p95 climbed from 67 ms in the first
 * minute to 888 ms in the fifth; docs/decisions.md) and their dead rows are never reclaimed. This does for it what
 * autovacuum does for a Postgres server: shortly after the start (after the demo's seed), then every
 * `everyMs`, each table is vacuumed and analysed, one table a statement, so requests run in between (the
 * embedded database runs one statement at a time). Vacuum skips the pages nothing changed since the last
 * pass, so a pass costs what changed, not the database's size. Nothing on a Postgres server.
 */
export function startEmbeddedUpkeep(
  database: TDatabase,
  log: FastifyBaseLogger,
  times: TUpkeepTimes = embeddedUpkeepTimes,
): () => Promise<void> {
  const pglite = database.pglite;
  if (!pglite) return async () => undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const pass = async () => {
    const started = Date.now();
    const { rows } = await pglite.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%'
        order by 1`,
    );
    for (const { name } of rows) {
      if (stopped) return;
      await pglite.exec(`vacuum (analyze) ${name}`);
    }
    log.debug({ tables: rows.length, ms: Date.now() - started }, "embedded database vacuumed and analysed");
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = pass()
        .catch((err: unknown) => {
          if (!stopped) log.warn({ err }, "embedded database upkeep failed; tried again at the next pass");
        })
        .finally(() => {
          if (!stopped) schedule(times.everyMs);
        });
    }, ms);
    timer.unref();
  };
  schedule(times.firstAfterMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
