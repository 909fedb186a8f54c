#!/usr/bin/env node
// `npm test`: every layer, in order, stopping at the first failure. No layer is ever skipped silently.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const timingsFile = "node_modules/.cache/wms-test-timings.json";
if (!fs.existsSync(chromium)) {
  console.error(
    `\nNo Chromium at ${chromium}. The end-to-end tests need it.\n` +
      "Install it from your system packages (Debian/Ubuntu: sudo apt-get install -y chromium)\n" +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.\n",
  );
  process.exit(1);
}
if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: integration tests run on embedded PGlite only.");
}

const steps = [
  ["typecheck", ["run", "typecheck"]],
  ["lint", ["run", "lint"]],
  ["unit and integration", ["run", "test:unit"]],
  ["end-to-end", ["run", "test:e2e"]],
];
const runStarted = Date.now();
const stages = {};
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync("npm", args, {
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  stages[name] = Math.round((Date.now() - started) / 1000);
  console.log(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${stages[name]} s ===`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const total = Math.round((Date.now() - runStarted) / 1000);
console.log(`\n=== npm test: every layer passed in ${total} s ===`);
// The last full run's timing, for `npm run bench` to print beside its goal (scripts/bench.mjs).
fs.mkdirSync("node_modules/.cache", { recursive: true });
fs.writeFileSync(
  timingsFile,
  JSON.stringify({ at: new Date().toISOString(), ci: Boolean(process.env.CI), total, stages }, null, 2),
);
