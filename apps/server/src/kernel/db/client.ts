import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { keepQueriesPrepared } from "./pglite-queries.ts";
import { retryTransactions } from "./retry.ts";

/** One type for both drivers (and for transactions, which extend it): services never know which it is. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type TDatabase = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The node-postgres pool, when running on a Postgres server (LISTEN/NOTIFY, pg-boss). */
  pool: pg.Pool | undefined;
  /** The embedded database, when running on PGlite. */
  pglite: PGlite | undefined;
  close(): Promise<void>;
};

// Postgres numeric and bigint come back as strings; timestamps as Date. Keep numeric exact (money), parse int8.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Where the database lives: a Postgres server, or PGlite under a folder, in memory, or in memory from a dump. */
export type TDatabaseLocation = {
  databaseUrl?: string;
  dataDir?: string | "memory";
  /** An in-memory PGlite starts as a copy of this dump (`dumpDataDir`) instead of an empty cluster. */
  pgliteDump?: Blob;
};

/** DATABASE_URL set: a Postgres server through node-postgres. Otherwise PGlite under DATA_DIR (or in memory). */
export async function openDatabase(options: TDatabaseLocation): Promise<TDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    const db = retryTransactions(drizzleNodePg({ client: pool }) as unknown as Db);
    return { db, kind: "postgres", pool, pglite: undefined, close: () => pool.end() };
  }
  let dir: string | undefined;
  if (options.dataDir && options.dataDir !== "memory") {
    dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
  }
  // pg_trgm: the trigram indexes of contains-searches (the migrations create the extension).
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: options.pgliteDump });
  keepQueriesPrepared(client);
  const db = retryTransactions(drizzlePglite({ client }) as unknown as Db);
  return { db, kind: "pglite", pool: undefined, pglite: client, close: () => client.close() };
}
