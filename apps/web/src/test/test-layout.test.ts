import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const webRoot = path.resolve(import.meta.dirname, "../..");

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Web test files share their worker's imports (the root vitest.config.ts, project `web`): a module replaced
// with vi.mock there would stay replaced, or never be, for the files that run after it in that worker.
test("a web test file that replaces a module with vi.mock is named *.mocked.test.tsx, so it runs isolated", () => {
  const misnamed = ["src", "build"]
    .flatMap((dir) => testFiles(path.join(webRoot, dir)))
    .filter((file) => /\bvi\.(?:do)?mock\(/.test(fs.readFileSync(file, "utf8")))
    .filter((file) => !/\.mocked\.test\.tsx?$/.test(file) && file !== import.meta.filename)
    .map((file) => path.relative(webRoot, file));
  expect(misnamed).toEqual([]);
});
