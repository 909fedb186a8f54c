import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { keepQueriesPrepared, keptStatements } from "./pglite-queries.ts";

/**
 * The embedded database's one-message queries must answer exactly what PGlite's own path answers: the same
 * values in, the same rows out (with the caller's parsers), the same errors, the same transactions.
 */
describe.skipIf(process.env.TEST_DB === "postgres")("PGlite queries sent as one message", () => {
  let pg: PGlite;
  let ownQuery: PGlite["query"];

  beforeAll(async () => {
    pg = await PGlite.create();
    ownQuery = pg.query.bind(pg);
    keepQueriesPrepared(pg);
    await pg.exec(`create table t (
      id serial primary key, s text, j jsonb, u uuid[], a text[], at timestamptz, n numeric, b bool, x bytea)`);
  });
  afterAll(() => pg.close());

  const tricky = {
    s: `a "quoted", back\\slashed {text} ünïcode 中文`,
    j: JSON.stringify({ k: [1, "two", null], nested: { q: '"' } }),
    u: ["7c9e6679-7425-40de-944b-e07fc1f90ae7", "16fd2706-8baf-433b-82eb-8c7fada847da"],
    a: ['with "quote"', "with,comma", "back\\slash", null, ""],
    at: new Date("2026-11-28T10:11:12.345Z"),
    n: "12345678901234567890.125",
    b: false,
    x: new Uint8Array([0, 1, 254, 255]),
  };
  const insert =
    "insert into t (s, j, u, a, at, n, b, x) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *";
  const values = Object.values(tricky);

  test("stores and answers every kind of value as PGlite's own path does", async () => {
    const own = await ownQuery(insert, values);
    const one = await pg.query(insert, values);
    const strip = (row: Record<string, unknown>) => ({ ...row, id: undefined });
    expect(strip(one.rows[0] as Record<string, unknown>)).toEqual(
      strip(own.rows[0] as Record<string, unknown>),
    );
    expect(one.fields).toEqual(own.fields);
    const [row] = (
      await pg.query<Record<string, unknown>>("select * from t where id = $1", [
        (one.rows[0] as { id: number }).id,
      ])
    ).rows;
    expect(row?.s).toBe(tricky.s);
    expect(row?.j).toEqual(JSON.parse(tricky.j));
    expect(row?.a).toEqual(tricky.a);
    expect(row?.at).toEqual(tricky.at);
    expect(row?.n).toBe(tricky.n);
    expect(row?.x).toEqual(tricky.x);
  });

  test("uses the caller's parsers in front of PGlite's own, in array rows as drizzle asks", async () => {
    const options = { rowMode: "array" as const, parsers: { 1184: (v: string) => `raw:${v}` } };
    const one = await pg.query(
      "select $1::timestamptz as at, $2::int[] as ints",
      [tricky.at, [1, 2]],
      options,
    );
    const own = await ownQuery(
      "select $1::timestamptz as at, $2::int[] as ints",
      [tricky.at, [1, 2]],
      options,
    );
    expect(one.rows).toEqual(own.rows);
    expect(one.rows[0]).toEqual([expect.stringMatching(/^raw:2026-11-28 /), [1, 2]]);
  });

  test("reports counts of a write and a database error with its code and query", async () => {
    const updated = await pg.query("update t set b = $1 where b = $2", [true, false]);
    expect(updated.affectedRows).toBeGreaterThan(0);
    await expect(pg.query("select $1::uuid", ["not-a-uuid"])).rejects.toMatchObject({
      code: "22P02",
      query: "select $1::uuid",
    });
    expect((await pg.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  test("runs a transaction's queries in it: its own writes seen, all gone on a rollback", async () => {
    const before = (await pg.query<{ n: number }>("select count(*)::int as n from t")).rows[0]?.n;
    await expect(
      pg.transaction(async (tx) => {
        await tx.query(insert, values);
        const inside = (await tx.query<{ n: number }>("select count(*)::int as n from t")).rows[0]?.n;
        expect(inside).toBe((before ?? 0) + 1);
        await tx.query("select $1::int", ["nope"]);
      }),
    ).rejects.toMatchObject({ code: "22P02" });
    expect((await pg.query<{ n: number }>("select count(*)::int as n from t")).rows[0]?.n).toBe(before);
    await pg.transaction(async (tx) => void (await tx.query(insert, values)));
    expect((await pg.query<{ n: number }>("select count(*)::int as n from t")).rows[0]?.n).toBe(
      (before ?? 0) + 1,
    );
  });

  const preparedCount = async () =>
    (await pg.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]?.n ?? 0;

  test("keeps at most the last texts prepared, every one answering right", async () => {
    for (let i = 0; i < keptStatements + 40; i++) {
      const { rows } = await pg.query<{ v: number }>(`select $1::int + ${i} as v`, [1]);
      expect(rows[0]?.v).toBe(1 + i);
    }
    expect(await preparedCount()).toBeLessThanOrEqual(keptStatements);
    const again = await pg.query<{ v: number }>(`select $1::int + ${keptStatements + 39} as v`, [2]);
    expect(again.rows[0]?.v).toBe(keptStatements + 41);
  });

  test("a text that failed on its first run, or later, runs right the next time", async () => {
    const text = "select $1::int * 2 as v";
    await expect(pg.query(text, ["x"])).rejects.toMatchObject({ code: "22P02" });
    expect((await pg.query<{ v: number }>(text, [21])).rows[0]?.v).toBe(42);
    await expect(pg.query(text, ["y"])).rejects.toMatchObject({ code: "22P02" });
    expect((await pg.query<{ v: number }>(text, [4])).rows[0]?.v).toBe(8);
  });

  test("a kept select * answers the new columns after a table changes", async () => {
    await pg.exec("create table changing (id int)");
    await pg.query("insert into changing values ($1)", [1]);
    expect((await pg.query("select * from changing")).rows).toEqual([{ id: 1 }]);
    await pg.exec("alter table changing add column note text default 'new'");
    expect((await pg.query("select * from changing")).rows).toEqual([{ id: 1, note: "new" }]);
  });
});
