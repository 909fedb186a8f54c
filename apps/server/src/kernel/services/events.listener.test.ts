import { randomUUID } from "node:crypto";
import type { TNotification } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import { listen } from "../../../test/live-notifications.ts";
import { rowsOf } from "../db/sql-helpers.ts";
import { reconnectPause } from "./events.listener.ts";
import { publishEvent } from "./events.ts";

/**
 * The live notifications' LISTEN connection on a Postgres server, lost and found again: what was
 * announced while it was gone reaches the sockets once, and /api/health says "degraded" meanwhile. The
 * whole platform through a real restart of its database is `test/database-restart.test.ts`.
 */
describe("reconnectPause", () => {
  test("grows from a quarter second to five seconds, jittered between half and all of it", () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const full = Math.min(5_000, 250 * 2 ** attempt);
      for (let i = 0; i < 20; i++) {
        const pause = reconnectPause(attempt);
        expect(pause).toBeGreaterThanOrEqual(full / 2);
        expect(pause).toBeLessThanOrEqual(full);
      }
    }
  });
});

const onPostgres = process.env.TEST_DB === "postgres";

describe.runIf(onPostgres)("the listening connection lost", () => {
  appTest("finds what was announced meanwhile and hands each event over once", async ({ app }) => {
    const channel = randomUUID();
    const socket = listen(app, channel);
    const marker = (n: number) =>
      ({ type: "test-marker", marker: `${channel}-${n}` }) as unknown as TNotification;
    const health = () => app.call<{ status: string; problems: string[] }>({ url: "/api/health" });

    await publishEvent(app.ctx.db, channel, marker(1));
    await socket.expectMessage({ type: "test-marker" as TNotification["type"], marker: `${channel}-1` });
    expect((await health()).data).toEqual({ status: "ok", problems: [] });

    // The listener's backend is ended (as a restart ends it); events are published before it is back.
    const ended = rowsOf(
      await app.ctx.db.execute(sql`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
       where datname = current_database() and application_name = 'wms-listen'`),
    );
    expect(ended).toHaveLength(1);
    await vi.waitFor(() => expect(app.ctx.health.problems()).toHaveLength(1), {
      timeout: 5_000,
      interval: 5,
    });
    const degraded = await health();
    expect(degraded.status).toBe(200);
    expect(degraded.data.status).toBe("degraded");
    expect(degraded.data.problems[0]).toMatch(/^notifications: /);
    for (const n of [2, 3, 4]) await publishEvent(app.ctx.db, channel, marker(n));

    // Back: the three arrive once each (by the catch-up read, or by NOTIFY, never both), health is ok.
    await vi.waitFor(() => expect(app.ctx.health.problems()).toEqual([]), { timeout: 10_000 });
    await socket.expectMessage({ type: "test-marker" as TNotification["type"], marker: `${channel}-4` });
    await publishEvent(app.ctx.db, channel, marker(5));
    await socket.expectMessage({ type: "test-marker" as TNotification["type"], marker: `${channel}-5` });
    const markers = socket.received.map((m) => (m as unknown as { marker: string }).marker);
    expect(markers).toEqual([1, 2, 3, 4, 5].map((n) => `${channel}-${n}`));
    expect((await health()).data).toEqual({ status: "ok", problems: [] });
    socket.remove();
  });
});
