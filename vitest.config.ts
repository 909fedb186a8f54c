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
    projects: ["packages/contracts", ...serverProjects, "apps/web", "apps/site"],
  },
});
