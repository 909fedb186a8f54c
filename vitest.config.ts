import os from "node:os";
import { defineConfig } from "vitest/config";

/**
 * One vitest run for every package. The server suite runs on embedded PGlite, and once more on the
 * Postgres server when TEST_DATABASE_URL is set (one database per worker).
 */
const serverProjects = [
  {
    extends: "./apps/server/vitest.config.ts",
    test: { name: "server-pglite", root: "./apps/server", env: { TEST_DB: "pglite" } },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: "./apps/server/vitest.config.ts",
          test: { name: "server-postgres", root: "./apps/server", env: { TEST_DB: "postgres" } },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    // One worker per core, not vitest's cores - 1: the integration files wait on their database about
    // half the time, so on the two-core CI machine two workers take 457 s where one took 722 s.
    maxWorkers: os.availableParallelism(),
    projects: ["packages/contracts", ...serverProjects, "apps/web", "apps/site"],
  },
});
