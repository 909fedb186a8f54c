import os from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * One vitest run for every package. The server suite runs on embedded PGlite, and once more on the
 * Postgres server when TEST_DATABASE_URL is set.
 *
 * A server test file runs in a worker that keeps its imports from one file to the next (isolate: false):
 * importing the server's module graph again for each file cost more than the tests themselves (about
 * 1.6 s a file). Files that replace a module with vi.mock cannot share it, so they are named
 * `*.mocked.test.ts` and run isolated in a project of their own (test/module-boundaries.test.ts checks
 * the name).
 */
const serverFiles = ["src/**/*.test.ts", "test/**/*.test.ts"];
const mockedFiles = ["src/**/*.mocked.test.ts", "test/**/*.mocked.test.ts"];

const serverProjectsOn = (db: "pglite" | "postgres") => [
  {
    extends: "./apps/server/vitest.config.ts",
    test: {
      name: `server-${db}`,
      root: "./apps/server",
      env: { TEST_DB: db },
      include: serverFiles,
      exclude: mockedFiles,
      isolate: false,
    },
  },
  {
    extends: "./apps/server/vitest.config.ts",
    test: { name: `server-${db}-mocked`, root: "./apps/server", env: { TEST_DB: db }, include: mockedFiles },
  },
];

const webFiles = ["src/**/*.test.ts", "src/**/*.test.tsx", "build/**/*.test.ts"];
const webMockedFiles = ["src/**/*.mocked.test.tsx", "src/**/*.mocked.test.ts"];

export default defineConfig({
  test: {
    // One worker per core, not vitest's cores - 1: the integration files wait on their database about
    // half the time, so on the two-core CI machine two workers take 457 s where one took 722 s.
    maxWorkers: os.availableParallelism(),
    projects: [
      "packages/contracts",
      ...serverProjectsOn("pglite"),
      ...(process.env.TEST_DATABASE_URL ? serverProjectsOn("postgres") : []),
      // The web tests likewise: a worker keeps antd and React from one file to the next, and each file starts
      // on a fresh page (apps/web/src/test/jsdom-setup.ts); files that vi.mock a module run isolated.
      {
        extends: "./apps/web/vitest.config.ts",
        test: {
          name: "web",
          root: "./apps/web",
          include: webFiles,
          exclude: [...configDefaults.exclude, ...webMockedFiles],
          isolate: false,
        },
      },
      {
        extends: "./apps/web/vitest.config.ts",
        test: { name: "web-mocked", root: "./apps/web", include: webMockedFiles },
      },
      "apps/site",
    ],
  },
});
