import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import { listPage, listPageSql } from "./list-query.ts";

/** A table of the test's own: 30 numbered rows. */
const probe = pg.pgTable("list_query_probe", {
  id: pg.integer("id").notNull(),
  odd: pg.boolean("odd").notNull(),
});

appTest.beforeAll(async ({ app }) => {
  await app.ctx.db.execute(sql`create table list_query_probe (id int not null, odd boolean not null)`);
  await app.ctx.db.execute(
    sql`insert into list_query_probe select i, i % 2 = 1 from generate_series(1, 30) i`,
  );
});

const page = (cur_page: number) => ({ page_size: 10, cur_page });

describe("totals of big lists", () => {
  appTest("count exactly up to the limit past the page, then say the total is a floor", async ({ app }) => {
    const spec = { from: probe, sort: probe.id, countAhead: 5 };
    const first = await listPage(app.ctx.db, spec, page(1));
    expect(first.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first).toMatchObject({ total: 15, capped: true });
    // Further on, the count reaches further: on page 2 up to 25, on page 3 (limit 35) past every row.
    expect(await listPage(app.ctx.db, spec, page(2))).toMatchObject({ total: 25, capped: true });
    expect(await listPage(app.ctx.db, spec, page(3))).toMatchObject({ total: 30, capped: false });
    // Filters count what they keep; without countAhead every match is counted.
    const odd = await listPage(app.ctx.db, { ...spec, where: [sql`odd`] }, page(1));
    expect(odd).toMatchObject({ total: 15, capped: true });
    expect(await listPage(app.ctx.db, { from: probe, sort: probe.id }, page(1))).toMatchObject({ total: 30 });
  });

  appTest("the raw SQL list counts its FROM and WHERE the same way", async ({ app }) => {
    const list = (countAhead: number, where = sql`true`) =>
      listPageSql<{ id: number }, ReturnType<typeof page>>(
        app.ctx.db,
        {
          select: sql`select id from list_query_probe where ${where}`,
          count: sql`from list_query_probe where ${where}`,
          countAhead,
          orderBy: [sql`id`],
        },
        page(1),
      );
    expect(await list(5)).toMatchObject({ total: 15, capped: true });
    expect(await list(100)).toMatchObject({ total: 30, capped: false });
    expect((await list(0, sql`id > 25`)).rows.map((r) => r.id)).toEqual([26, 27, 28, 29, 30]);
  });
});
