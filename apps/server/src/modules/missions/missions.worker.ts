import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { TAppContext } from "../../kernel/context.ts";
import { failInterruptedMissions, missionQueue, runMission } from "./missions.service.ts";
import { missions } from "./missions.tables.ts";

/**
 * Runs missions from the queue on this instance and sweeps up missions whose process died.
 * On the embedded database only one process can exist, so at start every "running" mission is dead.
 */
export async function startMissionWorker(
  ctx: TAppContext,
  boss: PgBoss,
  log: FastifyBaseLogger,
  options: { singleProcess: boolean },
): Promise<() => Promise<void>> {
  if (options.singleProcess) {
    await ctx.db
      .update(missions)
      .set({ status: "failed", error: "mission.interrupted", finishedAt: new Date() })
      .where(eq(missions.status, "running"));
  } else {
    await failInterruptedMissions(ctx.db);
  }
  await boss.createQueue(missionQueue);
  const workerId = await boss.work<{ missionId: string }>(
    missionQueue,
    { localConcurrency: 2, pollingIntervalSeconds: 1 },
    async (jobs) => {
      for (const job of jobs) await runMission(ctx, job.data.missionId, log);
    },
  );
  ctx.jobs.onSend(missionQueue, () => boss.notifyWorker(workerId));
  const sweeper = setInterval(
    () => void failInterruptedMissions(ctx.db).catch((err) => log.warn({ err }, "sweep failed")),
    30_000,
  );
  return async () => {
    clearInterval(sweeper);
    await boss.offWork(missionQueue, { wait: false }).catch(() => undefined);
  };
}
