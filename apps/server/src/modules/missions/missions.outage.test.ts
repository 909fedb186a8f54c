import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import { connectionRefused, flakyDatabase } from "../../../test/flaky-database.ts";
import type { TTestApp } from "../../../test/harness.ts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import { missionKinds } from "./missions.registry.ts";
import { failInterruptedMissions, runMission } from "./missions.service.ts";
import { missions } from "./missions.tables.ts";
import { trackInTasksCenter } from "./missions.tracked.ts";

/**
 * A mission whose database goes away mid-run (a restart, a failover) ends failed or completed once it is
 * back, never staying running: its end is written again with a capped backoff, and if the database stays
 * away past that, the sweep fails it once it returns. The outage is a Db whose statements reject with
 * ECONNREFUSED while `outage.down` (test/flaky-database.ts).
 */

const log = pino({ level: "silent" });
/** The runner's retry plan, quicker: the outages here last about a second. */
const quick = { firstDelayMs: 50, maxDelayMs: 200, giveUpAfterMs: 30_000 };
/** The flaky database of the test that runs (set by `pendingMission`). */
let current: ReturnType<typeof flakyDatabase>;

// The database goes away between two progress reports: the second one fails.
missionKinds.add({
  kind: "test-outage-mid-run",
  name: { en_us: "Outage mid-run", zh_cn: "运行中断" },
  async run(run) {
    await run.progress(10);
    current.outage.down = true;
    await run.progress(20);
  },
});

// The work is done, then the database goes away before the end is written.
missionKinds.add({
  kind: "test-outage-at-end",
  name: { en_us: "Outage at the end", zh_cn: "结束时中断" },
  async run(run) {
    await run.progress(50);
    current.outage.down = true;
  },
});

/** A pending mission of `kind` of the drop shipper, run directly (never queued) on a flaky database. */
async function pendingMission(app: TTestApp, kind: string) {
  const owner = app.demo.shipperUserId;
  const [row] = await app.ctx.db
    .insert(missions)
    .values({ ownerUserId: owner, channelId: owner, kind, name: kind, params: { lang: "en_us" } })
    .returning();
  current = flakyDatabase(app.ctx.db);
  return row?.id ?? "";
}

const statusOf = async (app: TTestApp, id: string) =>
  (await app.ctx.db.select().from(missions).where(eq(missions.id, id)))[0];

/** Ends the outage after `ms`, checking first that the mission was still running meanwhile. */
async function backAfter(app: TTestApp, id: string, ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  expect(current.outage.down).toBe(true);
  expect((await statusOf(app, id))?.status).toBe("running");
  current.outage.down = false;
}

const test = appTest;
test.beforeAll(openApp);

describe("a mission whose database goes away", () => {
  test("mid-run ends failed, saying the database was away, once it is back", async ({ app, shipper }) => {
    const id = await pendingMission(app, "test-outage-mid-run");
    const running = runMission({ ...app.ctx, db: current.db }, id, log, quick);
    await backAfter(app, id, 1_000);
    await running;
    expect(await statusOf(app, id)).toMatchObject({
      status: "failed",
      error: "mission.databaseUnavailable",
      progress: 10,
    });
    const shown = await app.call<{ error: string }>({
      url: "/api/mission/query-mission",
      token: shipper.token,
      query: { id },
    });
    expect(shown.data.error).toBe("The database was unavailable while the task ran; start it again");
  });

  test("as its end is written still ends completed once it is back", async ({ app }) => {
    const id = await pendingMission(app, "test-outage-at-end");
    const running = runMission({ ...app.ctx, db: current.db }, id, log, quick);
    await backAfter(app, id, 1_000);
    await running;
    expect(await statusOf(app, id)).toMatchObject({ status: "completed", progress: 100, error: null });
  });

  test("for longer than the runner tries is failed by the sweep once it is back", async ({ app }) => {
    const id = await pendingMission(app, "test-outage-at-end");
    await runMission({ ...app.ctx, db: current.db }, id, log, { ...quick, giveUpAfterMs: 500 });
    // The runner gave up and stopped beating; the row still says running until the database is back.
    expect((await statusOf(app, id))?.status).toBe("running");
    current.outage.down = false;
    expect(await failInterruptedMissions(app.ctx.db, new Date(Date.now() + 5 * 60_000))).toBeGreaterThan(0);
    expect(await statusOf(app, id)).toMatchObject({ status: "failed", error: "mission.interrupted" });
  });
});

describe("a tracked import whose database goes away", () => {
  test("answers its request at once, and its row ends failed once the database is back", async ({ app }) => {
    current = flakyDatabase(app.ctx.db);
    const scope = { isProviderSide: false, userId: app.demo.shipperUserId } as unknown as AccessScope;
    const work = { kind: "import:test", name: { en_us: "Import", zh_cn: "导入" }, providerId: null };
    const started = Date.now();
    const answer = await trackInTasksCenter(
      current.db,
      scope,
      { ...work, lang: "en_us" },
      async () => {
        current.outage.down = true;
        throw connectionRefused();
      },
      () => null,
    ).catch((e: unknown) => e);
    expect((answer as { code?: string }).code).toBe("ECONNREFUSED");
    expect(Date.now() - started).toBeLessThan(2_000);
    const [row] = await app.ctx.db.select().from(missions).where(eq(missions.kind, "import:test"));
    expect(row?.status).toBe("running");
    current.outage.down = false;
    await expect
      .poll(async () => (await statusOf(app, row?.id ?? ""))?.status, { timeout: 10_000 })
      .toBe("failed");
    expect((await statusOf(app, row?.id ?? ""))?.error).toBe("mission.databaseUnavailable");
  });
});
