import { PGlite } from "@electric-sql/pglite";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { TDatabase } from "./client.ts";
import { startEmbeddedUpkeep } from "./embedded-upkeep.ts";

const log = pino({ level: "silent" });

/**
 * The embedded database has no autovacuum; the upkeep analyses its tables so the planner knows their sizes.
 * Without it a join of two grown tables is planned as if both were nearly empty.
 */
describe.skipIf(process.env.TEST_DB === "postgres")("embedded database upkeep", () => {
  let pglite: PGlite;
  const database = () => ({ kind: "pglite", pglite }) as unknown as TDatabase;

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`
      create table parcels (id int primary key, bag int not null, code text not null);
      create table bags (id int primary key, code text not null);
      insert into bags select i, 'B' || i from generate_series(1, 20000) i;
      insert into parcels select i, 1 + i % 20000, 'P' || i from generate_series(1, 20000) i;`);
  });
  afterAll(() => pglite.close());

  const rowsKnown = async (table: string) =>
    (
      await pglite.query<{ n: number }>(`select reltuples::int as n from pg_class where relname = $1`, [
        table,
      ])
    ).rows[0]?.n;
  const joinPlan = async () =>
    (
      await pglite.query<{ "QUERY PLAN": string }>(
        `explain select count(*) from parcels p join bags b on b.id = p.bag where p.code like 'P1%'`,
      )
    ).rows
      .map((r) => r["QUERY PLAN"])
      .join("\n");

  test("analyses every table soon after the start and again at each pass, and stops cleanly", async () => {
    expect(await rowsKnown("parcels")).toBe(-1); // never analysed: the planner guesses
    // It takes 11,111 of the 20,000 parcels for 65 and loops over bags once per parcel.
    expect(await joinPlan()).toMatch(/Nested Loop/);
    const stop = startEmbeddedUpkeep(database(), log, { firstAfterMs: 0, everyMs: 50 });
    try {
      await vi.waitFor(async () => expect(await rowsKnown("parcels")).toBe(20000), { timeout: 10_000 });
      expect(await rowsKnown("bags")).toBe(20000);
      // The next pass sees the rows added since.
      await pglite.exec(`insert into bags select i, 'B' || i from generate_series(20001, 30000) i`);
      await vi.waitFor(async () => expect(await rowsKnown("bags")).toBe(30000), { timeout: 10_000 });
      expect(await joinPlan()).toMatch(/Hash Join/);
    } finally {
      await stop();
    }
    // Stopped: later changes are not analysed any more.
    await pglite.exec(`insert into bags select i, 'B' || i from generate_series(30001, 31000) i`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rowsKnown("bags")).toBe(30000);
  });
});
