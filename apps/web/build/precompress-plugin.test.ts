import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { ResolvedConfig } from "vite";
import { afterEach, expect, it } from "vitest";
import { precompress } from "./precompress-plugin.ts";

let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the plugin's build hooks on a folder as a build would leave it. */
async function buildInto(files: Record<string, string>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const plugin = precompress();
  const config = { root: dir, build: { outDir: "." } } as ResolvedConfig;
  (plugin.configResolved as (c: ResolvedConfig) => void)(config);
  await (plugin.closeBundle as () => Promise<void>)();
}

it("writes a brotli and a gzip copy beside every text file above 1 KB, each decompressing to the file", async () => {
  const script = "const x = 1;\n".repeat(200);
  const style = ".a{color:red}\n".repeat(100);
  await buildInto({
    "index.html": `<!doctype html>${"<p>hi</p>".repeat(200)}`,
    "assets/app-1a2b.js": script,
    "assets/app-1a2b.css": style,
    "assets/tiny-3c4d.js": "export{};",
    "assets/logo-5e6f.png": "\x89PNG".repeat(400),
  });
  const read = (name: string) => fs.readFileSync(path.join(dir, name));
  expect(zlib.brotliDecompressSync(read("assets/app-1a2b.js.br")).toString()).toBe(script);
  expect(zlib.gunzipSync(read("assets/app-1a2b.js.gz")).toString()).toBe(script);
  expect(zlib.brotliDecompressSync(read("assets/app-1a2b.css.br")).toString()).toBe(style);
  expect(read("assets/app-1a2b.js.br").length).toBeLessThan(script.length / 10);
  expect(fs.existsSync(path.join(dir, "index.html.br"))).toBe(true);
  // Too small to gain anything, or compressed already: left alone.
  expect(fs.existsSync(path.join(dir, "assets/tiny-3c4d.js.br"))).toBe(false);
  expect(fs.existsSync(path.join(dir, "assets/logo-5e6f.png.br"))).toBe(false);
});
