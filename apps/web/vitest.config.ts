import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "web",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "build/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["./src/test/jsdom-setup.ts", "./src/test/jsdom-styles.ts"],
    // Several screens rendered in one test, on a loaded CI machine (see jsdom-setup.ts).
    testTimeout: 15_000,
  },
});
