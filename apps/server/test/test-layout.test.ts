import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const serverRoot = path.resolve(import.meta.dirname, "..");

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(full);
    return entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

// Server test files share their worker's imports (isolate: false in vitest.config.ts): a module replaced
// with vi.mock there would stay replaced, or never be, for the files that run after it in that worker.
test("a server test file that replaces a module with vi.mock is named *.mocked.test.ts, so it runs isolated", () => {
  const misnamed = ["src", "test"]
    .flatMap((dir) => testFiles(path.join(serverRoot, dir)))
    .filter((file) => /\bvi\.(?:do)?mock\(/.test(fs.readFileSync(file, "utf8")))
    .filter((file) => !file.endsWith(".mocked.test.ts") && file !== import.meta.filename)
    .map((file) => path.relative(serverRoot, file));
  expect(misnamed).toEqual([]);
});

// Test support is not production code: shared helpers, simulators and stand-ins live in test/ (test/support/
// for the modules' helpers), never beside the code a build ships.
test("no test support lives under src/: helpers are in test/support", () => {
  const helpers = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return helpers(full);
      return /\.test-helpers\.ts$|\.testing\.ts$/.test(entry.name) ? [path.relative(serverRoot, full)] : [];
    });
  expect(helpers(path.join(serverRoot, "src"))).toEqual([]);
});
