import { Code, type TLanguage, type TMission, toLanguage } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { type TRetryPlan, writeWhileDatabaseAway } from "../../kernel/db/retry.ts";
import { presentPage } from "../../kernel/db/sql-helpers.ts";
import { AppError, conflict, notFound, type TWithTexts, text } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { endRetryPlan, publishProgress, storedError, type TMissionEnd, writeEnd } from "./missions.ending.ts";
import { MissionStopped, missionKind, type TMissionRow, type TMissionRun } from "./missions.registry.ts";
import * as repo from "./missions.repository.ts";
import { missions } from "./missions.tables.ts";

export const missionQueue = "missions";
/** A running mission beats at least this often; silent for staleAfterMs (four beats) means its process died. */
export const heartbeatMs = 15_000;
/** How often a running mission looks whether it was asked to stop (its `signal`), also while it waits. */
export const stopCheckMs = 1_000;
const staleAfterMs = 60_000;

/** A tracked request (an import) is one transaction: it ends on its own and is repeated by sending the file. */
/** Pending or running: not ended yet. */
export const underWay = (status: string | undefined) => status === "pending" || status === "running";
const stoppable = (row: TMissionRow) => underWay(row.status) && !row.params.tracked;
const repeatable = (row: TMissionRow) =>
  !underWay(row.status) &&
  !row.params.tracked &&
  (missionKind(row.kind) ?? { repeatable: false }).repeatable !== false;

export function presentMission(row: TMissionRow): TMission {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    status: row.status,
    progress: row.progress,
    error: row.error,
    result_file: row.resultFile,
    result_name: row.resultName,
    created_at: seconds(row.createdAt) ?? 0,
    started_at: seconds(row.startedAt),
    finished_at: seconds(row.finishedAt),
    can_stop: stoppable(row),
    can_repeat: repeatable(row),
  };
}

/** Stored errors are message keys where the server wrote them; they leave in the caller's language. */
export function localised(m: TMission): TWithTexts<TMission> {
  return { ...m, error: m.error ? text(m.error) : null };
}

/** Starts a mission of a registered kind for the caller; the worker picks it up from the queue. */
export async function startMission(ctx: TAppContext, scope: AccessScope, input: TNewMissionInput) {
  const row = await createMission(ctx.db, scope, input);
  await queueMission(ctx, row.id);
  return presentMission(row);
}

export type TNewMissionInput = {
  kind: string;
  providerId: string | null;
  params: Record<string, unknown>;
  lang: TLanguage;
};

/**
 * Writes a pending mission in the caller's transaction, for a module that records it with other rows
 * (a shop's current sync). Send it to the worker with `queueMission` once that transaction committed:
 * a worker that looked earlier would not see the row.
 */
export async function createMission(db: Db, scope: AccessScope, input: TNewMissionInput) {
  const kind = missionKind(input.kind);
  if (!kind) throw new AppError(Code.badRequest, "mission.unknownKind");
  const channelId = scope.isProviderSide ? scope.ownProviderId() : scope.userId;
  return repo.insertMission(db, {
    providerId: input.providerId,
    ownerUserId: scope.userId,
    channelId,
    kind: input.kind,
    name: kind.name[input.lang],
    params: { ...input.params, lang: input.lang },
  });
}

export async function queueMission(ctx: TAppContext, missionId: string) {
  await ctx.jobs.send(missionQueue, { missionId });
}

export async function listMissions(
  db: Db,
  scope: AccessScope,
  q: { page_size: number; cur_page: number; status?: string; kind?: string },
) {
  return presentPage(await repo.listOwnMissions(db, scope.userId, q), presentMission, q);
}

export async function getMission(db: Db, scope: AccessScope, id: string) {
  const row = await repo.findOwnMission(db, scope.userId, id);
  if (!row) throw notFound();
  return presentMission(row);
}

/**
 * A pending mission ends at once; a running one at its next progress report, or within a second while it
 * waits (`run.signal`).
 */
export async function stopMission(db: Db, scope: AccessScope, id: string) {
  const row = await repo.findOwnMission(db, scope.userId, id);
  if (!row) throw notFound();
  if (!underWay(row.status)) throw conflict("mission.notStoppable");
  if (!stoppable(row)) throw conflict("mission.notStoppableImport");
  return presentMission((await requestStop(db, row)) ?? row);
}

/** Asks a mission to stop, whoever owns it (the module that started it decided); an ended one stays as it is. */
export async function requestStop(db: Db, row: Pick<TMissionRow, "id" | "status">) {
  if (!underWay(row.status)) return undefined;
  const [updated] = await db
    .update(missions)
    .set(
      row.status === "pending"
        ? { status: "failed", error: "mission.stopped", stopRequested: true, finishedAt: new Date() }
        : { stopRequested: true },
    )
    .where(and(eq(missions.id, row.id), eq(missions.status, row.status)))
    .returning();
  return updated;
}

/** An ended mission runs again from the start. */
export async function resetMission(ctx: TAppContext, scope: AccessScope, id: string) {
  const row = await repo.findOwnMission(ctx.db, scope.userId, id);
  if (!row) throw notFound();
  if (underWay(row.status)) throw conflict("mission.notResettable");
  if (!repeatable(row)) throw conflict("mission.notRepeatable");
  const [updated] = await ctx.db
    .update(missions)
    .set({
      status: "pending",
      progress: 0,
      error: null,
      resultFile: null,
      resultName: null,
      stopRequested: false,
      startedAt: null,
      finishedAt: null,
    })
    .where(eq(missions.id, id))
    .returning();
  await queueMission(ctx, id);
  return presentMission(updated ?? row);
}

/**
 * Runs one mission to its end. Called by the queue worker; safe to call twice (only a pending mission runs).
 * Its end is written again while the database is away (`writeWhileDatabaseAway`), the heartbeat going on
 * meanwhile: a mission whose database restarted ends failed or completed once it is back.
 */
export async function runMission(
  ctx: TAppContext,
  missionId: string,
  log: FastifyBaseLogger,
  retry: TRetryPlan = endRetryPlan,
): Promise<void> {
  const { db } = ctx;
  // Claimed while the database is away too: a job taken just before the database went away must not leave
  // its mission pending behind a job the queue already counts as taken (seen under load in the restart test).
  let claimed = false;
  const reached = await writeWhileDatabaseAway(
    async () => {
      claimed = await repo.claimMission(db, missionId);
    },
    retry,
    (err, attempt) => {
      if (attempt === 1) log.warn({ err, missionId }, "mission not started: database away, trying again");
    },
  );
  if (!reached) throw new Error(`mission ${missionId} not started: the database stayed away`);
  if (!claimed) return;
  const mission = await repo.findMission(db, missionId);
  if (!mission) return;
  const kind = missionKind(mission.kind);
  const lang = toLanguage(String(mission.params.lang ?? "en_us"));
  let result: { file: string; name: string } | null = null;
  let lastReported = -1;
  const beat = setInterval(
    () => void repo.reportProgress(db, missionId, Math.max(lastReported, 0)).catch(() => undefined),
    heartbeatMs,
  );
  // A stop asked on any instance is a flag in the row: read it every second, so that a mission waiting
  // (on a shop's rate limit, say) hears it then instead of at its next progress report.
  const stopping = new AbortController();
  let checking = false; // a slow database: one look at a time
  const stopCheck = setInterval(async () => {
    if (checking) return;
    checking = true;
    const asked = await repo.isStopRequested(db, missionId).catch(() => false);
    checking = false;
    if (asked) stopping.abort(new MissionStopped());
  }, stopCheckMs);
  const run: TMissionRun = {
    ctx,
    mission,
    lang,
    signal: stopping.signal,
    async progress(percent) {
      const p = Math.max(0, Math.min(99, Math.floor(percent)));
      const state = await repo.reportProgress(db, missionId, p);
      if (!state || state.stopRequested) throw new MissionStopped();
      if (p !== lastReported) {
        lastReported = p;
        await publishProgress(db, mission, p, "running");
      }
    },
    setResult(file, name) {
      result = { file, name };
    },
  };
  try {
    let end: TMissionEnd;
    try {
      await publishProgress(db, mission, 0, "running");
      if (!kind) throw new Error("mission.unknownKind");
      await kind.run(run);
      end = { status: "completed", result };
    } catch (err) {
      const stopped = err instanceof MissionStopped;
      if (!stopped) log.warn({ err, missionId }, "mission failed");
      end = { status: "failed", error: stopped ? "mission.stopped" : storedError(err, lang), stopped };
    }
    clearInterval(stopCheck);
    const written = await writeWhileDatabaseAway(
      () => writeEnd(db, missionId, end, lang),
      retry,
      (err, attempt) => {
        if (attempt === 1)
          log.warn({ err, missionId }, "mission end not written: database away, trying again");
      },
    );
    if (!written) log.error({ missionId }, "mission end not written: database still away; the sweep ends it");
  } finally {
    clearInterval(beat);
    clearInterval(stopCheck);
  }
}

/** Marks missions whose process died as failed with a reason, so none stays running forever. */
export async function failInterruptedMissions(db: Db, now = new Date()): Promise<number> {
  const rows = await repo.failStaleMissions(db, new Date(now.getTime() - staleAfterMs));
  for (const row of rows) await publishProgress(db, row, row.progress, "failed");
  return rows.length;
}
