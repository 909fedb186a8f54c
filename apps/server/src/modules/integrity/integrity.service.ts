import { integrityBreachLimit, type TIntegrityOverview, type TIntegrityRun } from "@wms/contracts";
import { and, desc, eq, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { startPoller } from "../../kernel/services/poller.ts";
import { providers } from "../tenancy/index.ts";
import { checkTenant } from "./integrity.checks.ts";
import { integrityRuns } from "./integrity.tables.ts";

type TRunRow = typeof integrityRuns.$inferSelect;

/** From this UTC hour on, a tenant's nightly check of the day is due (the floor is quiet at night). */
export const nightlyHourUtc = 2;
/** How long runs are kept. */
export const integrityKeepDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

const present = (r: TRunRow): TIntegrityRun => ({
  id: r.id,
  kind: r.kind,
  started_at: r.startedAt.toISOString(),
  finished_at: r.finishedAt.toISOString(),
  breach_count: r.breachCount,
  breaches: r.breaches,
});

/**
 * Checks one tenant and stores the run, in one transaction that reads one snapshot of the tenant (so a
 * move in flight is seen whole or not at all). A nightly run stores nothing when another instance already
 * ran that night (answers null).
 */
export async function runCheck(
  db: Db,
  providerId: string,
  run: { kind: "manual"; userId: string } | { kind: "nightly"; night: string },
  now = new Date(),
): Promise<TIntegrityRun | null> {
  return db.transaction(
    async (tx) => {
      const startedAt = now;
      const clockAtStart = Date.now();
      const found = await checkTenant(tx, providerId);
      const [row] = await tx
        .insert(integrityRuns)
        .values({
          providerId,
          kind: run.kind,
          night: run.kind === "nightly" ? run.night : null,
          startedBy: run.kind === "manual" ? run.userId : null,
          startedAt,
          finishedAt: new Date(now.getTime() + (Date.now() - clockAtStart)),
          breachCount: found.length,
          breaches: found.slice(0, integrityBreachLimit),
        })
        .onConflictDoNothing()
        .returning();
      return row ? present(row) : null;
    },
    { isolationLevel: "repeatable read" },
  );
}

/** The provider's "Check integrity" button. */
export async function checkNow(db: Db, scope: AccessScope): Promise<TIntegrityRun> {
  const run = await runCheck(db, scope.ownProviderId(), { kind: "manual", userId: scope.userId });
  if (!run) throw new Error("a manual integrity run is never refused");
  return run;
}

/** The last run of each kind, for the screen. */
export async function lastRuns(db: Db, scope: AccessScope): Promise<TIntegrityOverview> {
  const providerId = scope.ownProviderId();
  const last = async (kind: "manual" | "nightly") => {
    const [row] = await db
      .select()
      .from(integrityRuns)
      .where(and(eq(integrityRuns.providerId, providerId), eq(integrityRuns.kind, kind)))
      .orderBy(desc(integrityRuns.startedAt))
      .limit(1);
    return row ? present(row) : null;
  };
  return { manual: await last("manual"), nightly: await last("nightly") };
}

/**
 * The nightly round: from `nightlyHourUtc` on, every tenant without a nightly run for the UTC day is
 * checked (one transaction each; the unique night index keeps it to one run per tenant and night however
 * many instances run the round), then runs older than `integrityKeepDays` are deleted. Answers how many
 * tenants it checked.
 */
export async function runNightlyRound(db: Db, now = new Date()): Promise<number> {
  if (now.getUTCHours() < nightlyHourUtc) return 0;
  const night = now.toISOString().slice(0, 10);
  const tenants = await db.select({ id: providers.id }).from(providers);
  const done = new Set(
    (
      await db
        .select({ providerId: integrityRuns.providerId })
        .from(integrityRuns)
        .where(eq(integrityRuns.night, night))
    ).map((r) => r.providerId),
  );
  await db
    .delete(integrityRuns)
    .where(lt(integrityRuns.startedAt, new Date(now.getTime() - integrityKeepDays * dayMs)));
  let checked = 0;
  for (const t of tenants) {
    if (done.has(t.id)) continue;
    if (await runCheck(db, t.id, { kind: "nightly", night }, now)) checked++;
  }
  return checked;
}

/** The round every `integrityPollMs` on this instance; returns its stop function. */
export function startIntegrityWorker(ctx: TAppContext, log: FastifyBaseLogger) {
  return startPoller(
    ctx.config.integrityPollMs,
    () => runNightlyRound(ctx.db),
    log,
    "integrity round failed",
  );
}
