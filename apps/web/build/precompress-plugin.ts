import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text files above 1 KB (the server's threshold for API answers too). */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const minBytes = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, best level) beside every text file of the
 * build, once, at build time, so the server sends them as they are (`preCompressed` in apps/server's
 * serveSpa) instead of compressing each answer, and at a quality too slow to spend per request.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "wms-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesUnder(outDir).filter(
        (file) => compressible.test(file) && fs.statSync(file).size >= minBytes,
      );
      await Promise.all(
        files.map(async (file) => {
          const bytes = await fs.promises.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await fs.promises.writeFile(`${file}.br`, br);
          await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
