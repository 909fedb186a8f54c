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

/** Where a lost connection is told (the platform's logger); tests and tools may leave it out. */
export type TConnectionLog = { warn(details: object, message: string): void };

/**
 * How long a new connection to the database may take before the request that wanted it is answered 5003:
 * a database that is away refuses at once, one that does not answer (a network cut) is given these seconds.
 * Only the connecting is timed: a request waiting for a busy pool's connection (a burst of 500 shop
 * webhooks) waits its turn, as before, instead of being refused.
 */
export const connectTimeoutMs = 5_000;

class TimedConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === "string" ? { connectionString: config } : config),
      connectionTimeoutMillis: connectTimeoutMs,
    });
  }
}

/**
 * DATABASE_URL set: a Postgres server through node-postgres. Otherwise PGlite under DATA_DIR (or in memory).
 * A Postgres connection that is lost (a restart, a failover, a killed backend) never ends the process: see
 * `watchPool`.
 */
export async function openDatabase(options: TDatabaseLocation, log?: TConnectionLog): Promise<TDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 20,
      Client: TimedConnectClient,
      // A peer that vanished without closing (a killed host, a cut network) is noticed by the kernel.
      keepAlive: true,
      application_name: "wms",
    });
    watchPool(pool, "query pool", log);
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

/**
 * node-postgres emits `error` on a pool when an idle connection is lost, and on a checked-out client when
 * its connection is lost between two statements (a transaction waiting on its caller): an `error` event
 * nobody listens to ends the process. Both are listened to here. The query in flight, if any, fails on
 * its own (the envelope answers 5003) and the pool replaces the connection on the next checkout. An outage
 * drops every connection at once, so it is logged once per `quietMs`, not once per connection.
 */
export function watchPool(pool: pg.Pool, what: string, log: TConnectionLog | undefined, quietMs = 10_000) {
  let lastLogged = 0;
  const lost = (where: string) => (err: Error) => {
    const now = Date.now();
    if (now - lastLogged < quietMs) return;
    lastLogged = now;
    log?.warn(
      { err: { message: err.message, code: (err as { code?: string }).code } },
      `database connection lost (${what}, ${where}); it is replaced on next use`,
    );
  };
  pool.on("error", lost("an idle connection"));
  pool.on("connect", (client) => {
    client.on("error", lost("a connection in use"));
  });
}
