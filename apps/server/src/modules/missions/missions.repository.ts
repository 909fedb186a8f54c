import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { matches } from "../../kernel/db/sql-helpers.ts";
import { missions } from "./missions.tables.ts";

export type TNewMission = typeof missions.$inferInsert;

export async function insertMission(db: Db, row: TNewMission) {
  const [created] = await db.insert(missions).values(row).returning();
  if (!created) throw new Error("mission not created");
  return created;
}

export function findMission(db: Db, id: string) {
  return db
    .select()
    .from(missions)
    .where(eq(missions.id, id))
    .limit(1)
    .then((r) => r[0]);
}

/** The owner's newest mission of `kind` whose params contain `params` (JSON containment), if any. */
export function lastOwnMission(db: Db, ownerUserId: string, kind: string, params: Record<string, unknown>) {
  return db
    .select()
    .from(missions)
    .where(
      and(
        eq(missions.ownerUserId, ownerUserId),
        eq(missions.kind, kind),
        sql`${missions.params} @> ${JSON.stringify(params)}::jsonb`,
      ),
    )
    .orderBy(desc(missions.createdAt))
    .limit(1)
    .then((r) => r[0]);
}

export function findOwnMission(db: Db, ownerUserId: string, id: string) {
  return db
    .select()
    .from(missions)
    .where(and(eq(missions.id, id), eq(missions.ownerUserId, ownerUserId)))
    .limit(1)
    .then((r) => r[0]);
}

export function listOwnMissions(
  db: Db,
  ownerUserId: string,
  q: { page_size: number; cur_page: number; status?: string; kind?: string },
) {
  return listPage(
    db,
    {
      from: missions,
      where: [
        eq(missions.ownerUserId, ownerUserId),
        filterEq(missions.status, q.status),
        filterEq(missions.kind, q.kind),
      ],
      orderBy: [desc(missions.createdAt)],
    },
    q,
  );
}

/** Moves a pending mission to running; false when it is not pending any more (stopped, or run elsewhere). */
export async function claimMission(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(missions)
    .set({ status: "running", startedAt: new Date(), heartbeatAt: new Date(), progress: 0 })
    .where(and(eq(missions.id, id), eq(missions.status, "pending")))
    .returning({ id: missions.id });
  return rows.length === 1;
}

export async function reportProgress(db: Db, id: string, progress: number) {
  const [row] = await db
    .update(missions)
    .set({ progress, heartbeatAt: new Date() })
    .where(and(eq(missions.id, id), eq(missions.status, "running")))
    .returning({ stopRequested: missions.stopRequested });
  return row;
}

/** Whether the mission, still running, was asked to stop. */
export async function isStopRequested(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ stopRequested: missions.stopRequested })
    .from(missions)
    .where(and(eq(missions.id, id), eq(missions.status, "running")));
  return row?.stopRequested === true;
}

export async function finishMission(
  db: Db,
  id: string,
  outcome: {
    status: "completed" | "failed";
    error?: string | null;
    resultFile?: string | null;
    resultName?: string | null;
  },
) {
  const [row] = await db
    .update(missions)
    .set({
      status: outcome.status,
      progress: outcome.status === "completed" ? 100 : sql`${missions.progress}`,
      error: outcome.error ?? null,
      resultFile: outcome.resultFile ?? null,
      resultName: outcome.resultName ?? null,
      finishedAt: new Date(),
    })
    .where(and(eq(missions.id, id), eq(missions.status, "running")))
    .returning();
  return row;
}

/** Running missions whose worker stopped beating: their process died with them. */
export function failStaleMissions(db: Db, staleBefore: Date) {
  return db
    .update(missions)
    .set({ status: "failed", error: "mission.interrupted", finishedAt: new Date() })
    .where(and(eq(missions.status, "running"), lt(missions.heartbeatAt, staleBefore)))
    .returning();
}

/** The completed mission that produced a file, if the caller owns it. */
export function findOwnResult(db: Db, ownerUserId: string, resultFile: string) {
  return db
    .select()
    .from(missions)
    .where(and(matches(missions, { resultFile, ownerUserId }), eq(missions.status, "completed")))
    .limit(1)
    .then((r) => r[0]);
}
