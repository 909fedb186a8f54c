import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { TestProject } from "vitest/node";
import { openDatabase, type TDatabase } from "../src/kernel/db/client.ts";
import { databaseFromTemplate, dropDatabases } from "../src/kernel/db/fresh-database.ts";
import { runMigrations } from "../src/kernel/db/migrate.ts";
import { customers } from "../src/modules/tenancy/index.ts";
import { seedDemo, type TDemoIds } from "../src/seed/demo.ts";

/**
 * vitest global setup of the server projects: the database every test app starts from, migrated and seeded
 * with the demo data once per run instead of once per test file. On PGlite it is a dump of an in-memory
 * cluster (a file every app loads: no initdb, no migrations); on the Postgres server it is the database
 * `<TEST_DB_PREFIX>_<run>_<project>`, which each app's database is created from (`create database …
 * template`).
 * The harness (`createTestApp`) reads where through `inject("testDatabaseTemplate")`.
 *
 * Each server project (vitest.config.ts) has its own template, named after the run and the project, and
 * drops it when the run ends.
 */
export type TTestDatabaseTemplate = {
  /** The PGlite dump (`dumpDataDir`) to load, for the PGlite project. */
  pgliteDumpFile?: string;
  /**
   * The template database on TEST_DATABASE_URL's server, for a Postgres project. The apps' databases are
   * named after it (`<template>_<worker>_<n>`), so the run's end drops them all.
   */
  postgresTemplate?: string;
  /** The demo ids the template was seeded with. */
  demo: TDemoIds;
};

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TTestDatabaseTemplate;
  }
}

/** The prefix of this run's databases on the Postgres server: TEST_DB_PREFIX keeps two checkouts apart. */
const testDatabasePrefix = () => process.env.TEST_DB_PREFIX ?? "wms_test";

async function migratedAndSeeded(database: TDatabase): Promise<TDemoIds> {
  try {
    await runMigrations(database);
    const demo = await seedDemo(database.db);
    // The demo customer of the tests trades on credit: a test that is not about billing never meets a
    // credit hold at confirm (the demo card prices every order, and a prepaid customer starts at 0.00).
    // The credit hold's own tests set the balance and terms they need (billing/credit).
    await database.db
      .update(customers)
      .set({ paymentMethod: "credit", creditLimit: "1000000" })
      .where(eq(customers.id, demo.customerId));
    return demo;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function pgliteTemplate(): Promise<{ template: TTestDatabaseTemplate; teardown(): Promise<void> }> {
  const database = await openDatabase({ dataDir: "memory" });
  const demo = await migratedAndSeeded(database);
  const dump = await database.pglite?.dumpDataDir("none");
  await database.close();
  if (!dump) throw new Error("no PGlite dump");
  const file = path.join(os.tmpdir(), `wms-test-template-${process.pid}-${Date.now()}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { template: { pgliteDumpFile: file, demo }, teardown: () => fs.rm(file, { force: true }) };
}

async function postgresTemplate(
  project: string,
): Promise<{ template: TTestDatabaseTemplate; teardown(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `${testDatabasePrefix()}_${process.pid}_${project.replace(/\W/g, "_")}`;
  // A database created from itself starts empty: template0 is Postgres's own pristine one.
  const url = await databaseFromTemplate(base, name, "template0");
  const database = await openDatabase({ databaseUrl: url });
  const demo = await migratedAndSeeded(database);
  await database.close(); // a template may have no one connected while it is copied
  // The apps' databases (`<name>_…`) that were still in use when their app closed, then the template.
  return { template: { postgresTemplate: name, demo }, teardown: () => dropDatabases(base, name) };
}

export async function setup(project: TestProject) {
  const onPostgres = project.config.env?.TEST_DB === "postgres";
  const { template, teardown } = onPostgres ? await postgresTemplate(project.name) : await pgliteTemplate();
  project.provide("testDatabaseTemplate", template);
  return teardown;
}
