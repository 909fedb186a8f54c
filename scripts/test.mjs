#!/usr/bin/env node
// `npm test`: every layer, stopping at the first stage that fails. No layer is ever skipped silently.
//
// The first stage's jobs (each workspace's typecheck, lint, the web and site builds the end-to-end tests
// serve) are independent and mostly single-threaded, so they run two at a time, one per core of the CI
// machine; each job's output is printed whole when it ends, never interleaved. The test stages then run
// one after the other, each using every core itself.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

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
const env = { ...process.env, CHROMIUM_PATH: chromium };

/** `npm <args>` with its output kept, resolved with its exit status and what it printed. */
function npmBuffered(args) {
  return new Promise((resolve) => {
    const child = spawn("npm", args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => resolve({ status, output }));
  });
}

/** Runs the jobs `width` at a time; true when every one passed (all are run, so every failure is shown). */
async function runConcurrently(jobs, width) {
  const queue = [...jobs];
  let passed = true;
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      const { status, output } = await npmBuffered(job.args);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `\n--- ${job.name}: ${status === 0 ? "ok" : "FAILED"} in ${seconds} s ---\n${output.trimEnd()}`,
      );
      if (status !== 0) passed = false;
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return passed;
}

const typecheck = (workspace) => ({
  name: `typecheck ${workspace}`,
  args: ["run", "typecheck", "-w", workspace],
});
// The longest first, so the two lanes end together.
const checksAndBuilds = [
  typecheck("@wms/server"),
  typecheck("@wms/web"),
  { name: "build (web and site)", args: ["run", "build"] },
  typecheck("@wms/site"),
  typecheck("@wms/contracts"),
  typecheck("@wms/e2e"),
  { name: "lint", args: ["run", "lint"] },
];

const stages = [
  {
    name: "typecheck, lint and build",
    run: () => runConcurrently(checksAndBuilds, Math.min(2, os.availableParallelism())),
  },
  {
    name: "unit and integration",
    run: () => spawnSync("npm", ["run", "test:unit"], { stdio: "inherit", env }).status === 0,
  },
  // The build is the first stage's: the end-to-end tests serve what it built.
  {
    name: "end-to-end",
    run: () => spawnSync("npm", ["run", "test", "-w", "@wms/e2e"], { stdio: "inherit", env }).status === 0,
  },
];

const runStarted = Date.now();
const timings = {};
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const passed = await stage.run();
  timings[stage.name] = Math.round((Date.now() - started) / 1000);
  console.log(`=== ${stage.name}: ${passed ? "ok" : "FAILED"} in ${timings[stage.name]} s ===`);
  if (!passed) process.exit(1);
}
const total = Math.round((Date.now() - runStarted) / 1000);
console.log(`\n=== npm test: every layer passed in ${total} s ===`);
// The last full run's timing, for `npm run bench` to print beside its goal (scripts/bench.mjs).
fs.mkdirSync("node_modules/.cache", { recursive: true });
fs.writeFileSync(
  timingsFile,
  JSON.stringify(
    { at: new Date().toISOString(), ci: Boolean(process.env.CI), total, stages: timings },
    null,
    2,
  ),
);
