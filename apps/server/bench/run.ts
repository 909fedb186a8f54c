/**
 * npm run bench (in apps/server): builds the dataset on the dedicated database wms_bench of the server
 * named by BENCH_DATABASE_URL (else TEST_DATABASE_URL), then runs every case of cases.ts and prints the
 * figures with the machine they ran on. Record them in docs/benchmarks.md.
 */
import os from "node:os";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../src/kernel/db/client.ts";
import { runMigrations } from "../src/kernel/db/migrate.ts";
import { benchCases } from "./cases.ts";
import { dataset, freshBenchDatabase, seedDataset } from "./dataset.ts";
import { printGoals, type TGoalRow } from "./goals.ts";

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) {
  console.error(
    "Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a Postgres server; the bench uses database wms_bench.",
  );
  process.exit(1);
}
const only = process.env.BENCH_ONLY;

let met = false;
const url = await freshBenchDatabase(base);
const pool = new pg.Pool({ connectionString: url, max: 40 });
const db = drizzle({ client: pool }) as unknown as Db;
try {
  await runMigrations({ db, kind: "postgres", pool, pglite: undefined, close: async () => {} });
  const seedStart = performance.now();
  const ids = await seedDataset(pool);
  const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
  const { rows } = await pool.query("select version()");
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? "",
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    postgres: String(rows[0].version).split(" on ")[0],
    node: process.version,
  };
  console.log(JSON.stringify({ machine, dataset, seed_seconds: seedSeconds }, null, 2));
  const goals: TGoalRow[] = [];
  for (const c of benchCases) {
    if (only && !c.name.includes(only)) continue;
    const result = await c.run({ db, pool, ids });
    console.log(`\n${c.name}\n${JSON.stringify(result, null, 2)}`);
    goals.push(...(c.goals?.(result) ?? []));
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  met = printGoals(`Server goals (load average at the end: ${load})`, goals);
} finally {
  await pool.end();
}
// Every case ran and printed before this: a missed goal fails the run, it does not cut it short.
process.exit(met ? 0 : 1);
