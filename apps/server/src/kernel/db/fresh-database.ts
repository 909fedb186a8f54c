import pg from "pg";

/** A connection to the server of `baseUrl`'s own database (the one the URL names), for `create database`. */
async function withAdmin<T>(baseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** `baseUrl` with the database `name` instead of its own. */
function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates the database `name` on the Postgres server of `baseUrl` if it is missing, empties it (public and
 * drizzle schemas dropped) and answers its URL. For the test harness and the benchmarks, never the app.
 */
export async function freshDatabase(baseUrl: string, name: string): Promise<string> {
  await withAdmin(baseUrl, async (admin) => {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  });
  const url = databaseUrl(baseUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;",
    );
  } finally {
    await client.end();
  }
  return url;
}

/**
 * Replaces the database `name` with a copy of `template` (`create database … template`, a file copy on the
 * server: far quicker than migrating and seeding an empty one) and answers its URL. Whoever was still
 * connected to the old `name` is disconnected. For the test harness, never the app.
 */
export async function databaseFromTemplate(baseUrl: string, name: string, template: string): Promise<string> {
  await withAdmin(baseUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name} template ${template}`);
  });
  return databaseUrl(baseUrl, name);
}

/**
 * Drops the database `name` when it exists and no one is connected to it any more; answers whether it
 * did. Sessions still on it are left alone (their owner would see them killed): `dropDatabases` sweeps
 * later. For the test harness.
 */
export async function dropDatabaseIfUnused(baseUrl: string, name: string): Promise<boolean> {
  return withAdmin(baseUrl, (admin) => admin.query(`drop database if exists ${name}`)).then(
    () => true,
    () => false,
  );
}

/** Drops every database whose name starts with `prefix`, disconnecting whoever is still on them. */
export async function dropDatabases(baseUrl: string, prefix: string): Promise<void> {
  await withAdmin(baseUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}
