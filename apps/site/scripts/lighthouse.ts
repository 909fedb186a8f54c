/**
 * Lighthouse on the built site, served the way production serves it (buildSiteApp: compression, per-page head
 * tags, /api/site on the same origin), on an in-memory database. Not part of `npm test`.
 *
 *   npm run lighthouse -w @wms/site            (builds first)
 *   npm run bench:site                         (the same, from the repository root)
 *   CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (default 4174), LIGHTHOUSE_MIN (default 95),
 *   LIGHTHOUSE_MAX_JS_KB (default 120)
 *
 * Prints the four category scores for / and /esty-introduction with the mobile (default) and desktop
 * presets, and the JavaScript transferred (gzip) for the first view of /. Exits 1 when a score is below the
 * minimum or that JavaScript is above the budget. Figures go in docs/benchmarks.md.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../..");
const port = Number.parseInt(process.env.LIGHTHOUSE_PORT ?? "4174", 10);
const minimum = Number.parseInt(process.env.LIGHTHOUSE_MIN ?? "95", 10);
const maxScriptKb = Number.parseInt(process.env.LIGHTHOUSE_MAX_JS_KB ?? "120", 10);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const origin = `http://127.0.0.1:${port}`;
const paths = ["/", "/esty-introduction"];
const presets = ["mobile", "desktop"] as const;
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-lighthouse-"));

type TReport = {
  categories: Record<(typeof categories)[number], { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function startSite() {
  const tsx = path.join(repoRoot, "node_modules/.bin/tsx");
  const entry = path.join(repoRoot, "apps/server/src/app/site-preview.main.ts");
  const child = spawn(tsx, [entry], {
    env: { ...process.env, SITE_PREVIEW_PORT: String(port), SITE_PUBLIC_URL: origin, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the site did not start within 60 s")), 60_000);
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("site preview on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`the site exited with ${code}`)));
  });
  return child;
}

async function audit(urlPath: string, preset: (typeof presets)[number]): Promise<TReport> {
  const file = path.join(reportDir, `${preset}${urlPath.replaceAll("/", "_") || "_"}.json`);
  const cli = path.join(repoRoot, "node_modules/lighthouse/cli/index.js");
  const args = [
    cli,
    `${origin}${urlPath}`,
    "--output=json",
    `--output-path=${file}`,
    "--quiet",
    `--only-categories=${categories.join(",")}`,
    "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking",
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
  ];
  const code = await run(process.execPath, args, { CHROME_PATH: chromePath });
  if (code !== 0) throw new Error(`lighthouse failed on ${urlPath} (${preset})`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as TReport;
}

const site = await startSite();
let failed = false;
try {
  const rows: string[] = [];
  let initialScriptBytes = 0;
  for (const preset of presets) {
    for (const urlPath of paths) {
      const report = await audit(urlPath, preset);
      const scores = categories.map((c) => Math.round((report.categories[c].score ?? 0) * 100));
      if (scores.some((s) => s < minimum)) failed = true;
      const lcp = Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0);
      const tbt = Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0);
      const cls = (report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3);
      rows.push(`| \`${urlPath}\` | ${preset} | ${scores.join(" | ")} | ${lcp} ms | ${tbt} ms | ${cls} |`);
      if (urlPath === "/" && preset === "mobile") {
        const items = report.audits["network-requests"]?.details?.items ?? [];
        initialScriptBytes = items
          .filter((i) => i.resourceType === "Script")
          .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
      }
    }
  }
  console.log("\n| page | preset | performance | accessibility | best practices | SEO | LCP | TBT | CLS |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log(
    `\nJavaScript transferred for the first view of /: ${(initialScriptBytes / 1024).toFixed(1)} KB (gzip)`,
  );
  console.log(`Reports: ${reportDir}`);
  if (failed) console.error(`\nA score is below ${minimum}.`);
  if (initialScriptBytes / 1024 > maxScriptKb) {
    failed = true;
    console.error(`\nThe first view of / loads more than ${maxScriptKb} KB of JavaScript.`);
  }
} finally {
  site.kill("SIGTERM");
}
process.exit(failed ? 1 : 0);
