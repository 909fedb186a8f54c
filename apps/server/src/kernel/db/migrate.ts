import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { TDatabase } from "./client.ts";

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../drizzle",
);

/** Applies the checked-in migrations. On a Postgres server an advisory lock keeps concurrent starts apart. */
export async function runMigrations(database: TDatabase): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
    return;
  }
  if (!database.pool) throw new Error("no database client");
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock(7261001)");
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock(7261001)").catch(() => undefined);
    client.release();
  }
}
