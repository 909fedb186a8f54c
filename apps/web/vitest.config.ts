import { defineConfig } from "vitest/config";

/**
 * What the web test projects share (the root vitest.config.ts makes the projects: which files, and whether a
 * worker keeps its imports from one file to the next).
 */
export default defineConfig({
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/jsdom-setup.ts", "./src/test/jsdom-styles.ts"],
    // Several screens rendered in one test, on a loaded CI machine (see jsdom-setup.ts).
    testTimeout: 15_000,
  },
});
