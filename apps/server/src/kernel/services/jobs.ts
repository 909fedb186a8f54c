import type { FastifyBaseLogger } from "fastify";
import { fromPglite, PgBoss } from "pg-boss";
import type { TDatabase } from "../db/client.ts";

/**
 * Background jobs on pg-boss in the same database: PGlite through pg-boss's adapter, or the Postgres
 * server. Jobs survive restarts because they live in the database.
 */
export async function startJobs(
  database: TDatabase,
  log: FastifyBaseLogger,
  connectionString?: string,
): Promise<PgBoss> {
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", supervise: true, schedule: false })
    : new PgBoss({ connectionString, max: 4, supervise: true, schedule: false });
  boss.on("error", (err: unknown) => log.warn({ err }, "job queue error"));
  await boss.start();
  return boss;
}
