import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import pino from "pino";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import { pgliteTemplateDump, type TSignedIn } from "../../../test/harness.ts";
import { createContext } from "../../app/context-factory.ts";
import { loadConfig } from "../../kernel/config.ts";
import type { Db } from "../../kernel/db/client.ts";
import { exportSources } from "../../kernel/documents/exports.ts";
import { recordAudit } from "../audit/index.ts";
import { missionKinds } from "./missions.registry.ts";
import { failInterruptedMissions, queueMission } from "./missions.service.ts";
import { missions } from "./missions.tables.ts";

type TMission = {
  id: string;
  status: string;
  progress: number;
  error: string | null;
  result_file: string | null;
};

// An export whose pages take a while, to stop it while it runs.
exportSources.add({
  kind: "test-slow",
  name: { en_us: "Slow export", zh_cn: "慢导出" },
  roles: ["provider", "operator", "dropShipper"],
  columns: [{ key: "n", header: { en_us: "N", zh_cn: "N" } }],
  count: async () => 100_000,
  page: async (_db, _tenant, _filters, after, limit) => {
    await new Promise((r) => setTimeout(r, 50));
    const start = Number(after ?? 0);
    return {
      rows: Array.from({ length: limit }, (_, i) => ({ n: start + i })),
      cursor: String(start + limit),
    };
  },
});

// A mission that reports once, then waits a minute (as a sync waits on a shop's rate limit), ending the
// wait when its signal says it was asked to stop.
missionKinds.add({
  kind: "test-waiting",
  name: { en_us: "Waiting mission", zh_cn: "等待任务" },
  async run(run) {
    await run.progress(10);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, 60_000);
      run.signal.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(run.signal.reason);
      });
    });
  },
});

/** Inserts a running test-slow export of `ownerUserId` named `name`, whose process last beat at `heartbeatAt`. */
function insertRunningMission(db: Db, ownerUserId: string, name: string, heartbeatAt: Date) {
  return db
    .insert(missions)
    .values({
      ownerUserId,
      channelId: ownerUserId,
      kind: "export:test-slow",
      name,
      status: "running",
      heartbeatAt,
    })
    .returning();
}

const test = appTest.extend(
  "waitFor",
  { scope: "file" },
  ({ app }) =>
    async (s: TSignedIn, id: string, done: (m: TMission) => boolean) => {
      let last: TMission | undefined;
      await expect
        .poll(
          async () => {
            last = (
              await app.call<TMission>({ url: "/api/mission/query-mission", token: s.token, query: { id } })
            ).data;
            return done(last);
          },
          { timeout: 20_000, interval: 100 },
        )
        .toBe(true);
      return last as TMission;
    },
);

test.beforeAll(openApp);

describe("missions", () => {
  test("exports the audit log to a real .xlsx, escaping formulas, downloadable by its owner only", async ({
    app,
    provider,
    operator,
    shipper,
    waitFor,
  }) => {
    await recordAudit(app.ctx.db, {
      providerId: app.demo.providerId,
      actorUserId: null,
      actorName: '=HYPERLINK("http://evil")',
      action: "test",
      targetType: "user",
      targetId: "x",
    });
    const started = await app.call<TMission>({
      url: "/api/mission/start-export",
      token: provider.token,
      body: { kind: "audit-log" },
    });
    expect(started).toMatchObject({ status: 202, code: 2000 });
    const done = await waitFor(provider, started.data.id, (m) => m.status === "completed");
    expect(done.progress).toBe(100);
    expect(done.result_file).toMatch(/\.xlsx$/);

    const file = await app.app.inject({
      method: "GET",
      url: `/api/get-file?filename=${done.result_file}`,
      headers: { authorization: `Bearer ${provider.token}` },
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Time");
    const actors = sheet?.getColumn(2).values.filter((v) => typeof v === "string") as string[];
    expect(actors).toContain('\'=HYPERLINK("http://evil")');
    expect(actors).toContain("demo_provider");

    for (const other of [operator, shipper]) {
      const res = await app.call({
        url: "/api/get-file",
        token: other.token,
        query: { filename: done.result_file ?? "" },
      });
      expect(res.code).toBe(4004);
    }
    const mail = await app.call<{ list: { subject: string }[] }>({
      url: "/api/mail/query-mail",
      token: provider.token,
    });
    expect(mail.data.list.map((m) => m.subject)).toContain("Task finished: Audit log export");
  });

  test("hands out a short-lived signed link to a result, never reading a token from the URL", async ({
    app,
    provider,
    shipper,
    waitFor,
  }) => {
    const started = await app.call<TMission>({
      url: "/api/mission/start-export",
      token: provider.token,
      body: { kind: "audit-log" },
    });
    const done = await waitFor(provider, started.data.id, (m) => m.status === "completed");
    const filename = done.result_file ?? "";
    // A token in the query string is not a credential outside the websocket upgrade.
    const byQuery = await app.app.inject({
      method: "GET",
      url: `/api/get-file?filename=${filename}&token=${provider.token}`,
    });
    expect(byQuery.json().code).toBe(2003);

    const link = await app.call<{ url: string; expires_at: number }>({
      url: "/api/get-file-link",
      token: provider.token,
      query: { filename },
    });
    expect(link.code).toBe(200);
    expect(link.data.url).not.toContain(provider.token);
    expect(link.data.expires_at * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const opened = await app.app.inject({ method: "GET", url: link.data.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-disposition"]).toMatch(/^attachment;/);

    const tampered = link.data.url.replace(/expires=\d+/, `expires=${link.data.expires_at + 3600}`);
    expect((await app.app.inject({ method: "GET", url: tampered })).json().code).toBe(4003);
    const { fileLinkPath, signFileLink } = await import("../../kernel/http/signed-links.ts");
    const user = new URL(link.data.url, "http://x").searchParams.get("user") ?? "";
    const expired = signFileLink("test-secret-key-for-csrf-signing", filename, user, Date.now() - 6 * 60_000);
    const stale = await app.app.inject({ method: "GET", url: fileLinkPath(expired) });
    expect(stale.json().code).toBe(4003);
    // Nobody else gets a link to it.
    const other = await app.call({ url: "/api/get-file-link", token: shipper.token, query: { filename } });
    expect(other.code).toBe(4004);
  });

  test("stops a running export, and resets it to run again", async ({ app, shipper, waitFor }) => {
    const started = await app.call<TMission>({
      url: "/api/mission/start-export",
      token: shipper.token,
      body: { kind: "test-slow", provider_uuid: app.demo.providerId },
    });
    const running = await waitFor(shipper, started.data.id, (m) => m.status === "running" && m.progress > 0);
    expect(running).toMatchObject({ can_stop: true, can_repeat: false });
    /** Stops or resets the started mission, as the shipper. */
    const onMission = (action: "stop" | "reset") =>
      app.call<TMission>({
        url: `/api/mission/${action}-mission`,
        method: "PUT",
        token: shipper.token,
        body: { id: started.data.id },
      });
    const stop = await onMission("stop");
    expect(stop.code).toBe(200);
    const stopped = await waitFor(shipper, started.data.id, (m) => m.status !== "running");
    expect(stopped).toMatchObject({ status: "failed", error: "Stopped by the user", result_file: null });
    expect(stopped.progress).toBeLessThan(100);
    expect(stopped).toMatchObject({ can_stop: false, can_repeat: true });
    const again = await onMission("stop");
    expect(again.code).toBe(4009);

    const reset = await onMission("reset");
    expect(reset.code).toBe(2000);
    await waitFor(shipper, started.data.id, (m) => m.status === "running");
    await onMission("stop");
    await waitFor(shipper, started.data.id, (m) => m.status === "failed");
  });

  test("a stop reaches a mission while it waits, not only at its next progress report", async ({
    app,
    shipper,
    waitFor,
  }) => {
    const owner = app.demo.shipperUserId;
    const [row] = await app.ctx.db
      .insert(missions)
      .values({ ownerUserId: owner, channelId: owner, kind: "test-waiting", name: "Waiting mission" })
      .returning();
    const id = row?.id ?? "";
    await queueMission(app.ctx, id);
    await waitFor(shipper, id, (m) => m.status === "running" && m.progress === 10);
    const stop = await app.call<TMission>({
      url: "/api/mission/stop-mission",
      method: "PUT",
      token: shipper.token,
      body: { id },
    });
    expect(stop.code).toBe(200);
    // The mission's wait is a minute; waitFor gives up after 20 s.
    const stopped = await waitFor(shipper, id, (m) => m.status !== "running");
    expect(stopped).toMatchObject({ status: "failed", error: "Stopped by the user", progress: 10 });
  });

  test("keeps missions to their owner and refuses unknown kinds and other tenants", async ({
    app,
    provider,
    operator,
    shipper,
  }) => {
    const list = await app.call<{ list: TMission[] }>({
      url: "/api/mission/query-missions",
      token: operator.token,
    });
    expect(list.data.list).toEqual([]);
    expect(
      (await app.call({ url: "/api/mission/start-export", token: provider.token, body: { kind: "nope" } }))
        .code,
    ).toBe(4001);
    expect(
      (
        await app.call({
          url: "/api/mission/start-export",
          token: shipper.token,
          body: { kind: "audit-log" },
        })
      ).code,
    ).toBe(4003);
  });

  test("marks a mission whose process stopped beating as failed with a reason", async ({ app, shipper }) => {
    const [stale] = await insertRunningMission(
      app.ctx.db,
      app.demo.shipperUserId,
      "x",
      new Date(Date.now() - 5 * 60_000),
    );
    const [alive] = await insertRunningMission(app.ctx.db, app.demo.shipperUserId, "y", new Date());
    expect(await failInterruptedMissions(app.ctx.db)).toBe(1);
    const res = await app.call<TMission>({
      url: "/api/mission/query-mission",
      token: shipper.token,
      query: { id: stale?.id ?? "" },
    });
    expect(res.data).toMatchObject({
      status: "failed",
      error: "Interrupted by a server restart; start it again",
    });
    const [still] = await app.ctx.db
      .select()
      .from(missions)
      .where(eq(missions.id, alive?.id ?? ""));
    expect(still?.status).toBe("running");
    await app.ctx.db
      .update(missions)
      .set({ status: "failed" })
      .where(eq(missions.id, alive?.id ?? ""));
  });
});

describe("restart", () => {
  test("fails a mission left running by a process that died, when the embedded database is opened again", async ({
    app,
  }) => {
    if (process.env.TEST_DB === "postgres") return; // the heartbeat rule above covers shared servers
    const dataDir = path.join(os.tmpdir(), `wms-restart-${Date.now()}`);
    const config = { ...loadConfig({}), dataDir, databaseUrl: undefined, secretKey: "k" };
    const log = pino({ level: "silent" });
    // The run's migrated template as the data folder's first contents: no initdb and no migrations to wait for.
    const first = await createContext(config, log, { dataDir, pgliteDump: await pgliteTemplateDump() });
    const [row] = await insertRunningMission(first.ctx.db, app.demo.shipperUserId, "x", new Date());
    await first.close();
    const second = await createContext(config, log);
    const [after] = await second.ctx.db
      .select()
      .from(missions)
      .where(eq(missions.id, row?.id ?? ""));
    await second.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    expect(after).toMatchObject({ status: "failed", error: "mission.interrupted" });
  });
});
