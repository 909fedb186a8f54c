import { defineConfig } from "vitest/config";

/**
 * What every server test project shares (the root vitest.config.ts makes the projects: which database,
 * which files).
 */
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates and seeds the database every test app copies, once per run (test/template-database.ts).
    globalSetup: ["./test/template-database.ts"],
  },
});
