import type { FastifyBaseLogger } from "fastify";
import { fromPglite, PgBoss } from "pg-boss";
import type { TJobQueue } from "../context.ts";
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

/**
 * The queue as modules see it (`ctx.jobs`). A job sent from this instance wakes this instance's worker of
 * its queue: otherwise the worker finds it at its next poll, up to a second later (an export the user has
 * just asked for). Other instances still find their jobs by polling.
 */
export function localJobQueue(boss: PgBoss): TJobQueue {
  const wakes = new Map<string, () => void>();
  return {
    async send(queue, data) {
      await boss.send(queue, data);
      wakes.get(queue)?.();
    },
    onSend(queue, wake) {
      wakes.set(queue, wake);
    },
  };
}
