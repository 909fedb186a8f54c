/**
 * The platform's web delivery, measured as a visitor gets it: the built web app served by the real server
 * (apps/server/src/main.ts on a fresh embedded database with the demo data, precompressed files, caching
 * headers) over HTTPS with the tests' certificate (apps/server/test/tls), as deployed, loaded in Chromium
 * by Lighthouse 12 with its mobile preset (simulated slow 4G, 4x CPU slowdown). The same over plain HTTP/1.1
 * is printed beside it for comparison.
 *
 *   npm run bench -w @wms/web      (builds first; part of the root `npm run bench`)
 *   CHROME_PATH (default /usr/bin/chromium)
 *   LIGHTHOUSE_REPORTS=<folder>: also writes each page's whole Lighthouse report there (JSON, e.g.
 *   https-p-home.json), to study
 *
 * Prints, each beside its goal: the JavaScript transferred by `/p/login` (compressed, as sent), whether any
 * chunk of antd's tables, menus or date pickers or of echarts is among it, the caching headers of a
 * hashed asset and of index.html, and the Lighthouse performance score of `/p/login` and of the provider's
 * dashboard (`/p/home`, signed in as demo_provider through the login form). Exits 1 when a figure misses
 * its goal. Figures go in docs/benchmarks.md.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { printGoals, type TGoalRow } from "../../server/bench/goals.ts";
import { getOverTestTls, startPlatformProcess, testTls } from "../../server/test/platform-process.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../..");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const goals = { loginScriptKb: 250, performance: 90 };

type TNetworkItem = { url: string; resourceType?: string; transferSize?: number };
type TLighthouseResult = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: TNetworkItem[] } }>;
};

/** Lighthouse's mobile preset (its default) on `url`, in `page`'s browser, keeping its storage (the session). */
async function audit(page: Page, url: string): Promise<TLighthouseResult> {
  const result = await lighthouse(
    url,
    { onlyCategories: ["performance"], disableStorageReset: true, logLevel: "error" },
    undefined,
    page,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const { protocol, pathname } = new URL(url);
    const name = `${protocol.replace(":", "")}${pathname.replace(/\W+/g, "-").replace(/-$/, "")}`;
    fs.writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(result.lhr, null, 1));
  }
  return result.lhr as unknown as TLighthouseResult;
}

/** First and largest contentful paint, total blocking time and layout shift: what the score is made of. */
function vitalsOf(report: TLighthouseResult): string {
  const ms = (audit: string) => `${Math.round(report.audits[audit]?.numericValue ?? 0)} ms`;
  const cls = (report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3);
  return `FCP ${ms("first-contentful-paint")}, LCP ${ms("largest-contentful-paint")}, TBT ${ms("total-blocking-time")}, CLS ${cls}`;
}

const scriptsOf = (report: TLighthouseResult) =>
  (report.audits["network-requests"]?.details?.items ?? []).filter((i) => i.resourceType === "Script");

/** Chunks of what the login never shows: antd's table, tabs, dropdown menus, date pickers; echarts. */
const heavyChunk = /\/assets\/(?:table|tabs|dropdown|date-picker|trend-echarts)-[\w-]+\.js$/;

/** A page's Lighthouse performance score (and its vitals) beside the goal, or for comparison only. */
function scoreRow(what: string, result: TLighthouseResult, comparison?: string): TGoalRow {
  const score = Math.round((result.categories.performance.score ?? 0) * 100);
  return {
    what,
    figure: `${score} (${vitalsOf(result)})`,
    goal: comparison ?? `>= ${goals.performance}`,
    met: comparison !== undefined || score >= goals.performance,
    ...(comparison ? { info: true as const } : {}),
  };
}

async function signIn(page: Page, origin: string) {
  // The account decides provider or operator on /p/login: no role to pick.
  await page.goto(`${origin}/p/login`, { waitUntil: "networkidle0" });
  await page.type("#username", "demo_provider");
  await page.type("#password", "Demo@Pass2026");
  await Promise.all([
    page.waitForFunction(() => location.pathname === "/p/home", { timeout: 30_000 }),
    page.click("button[type=submit]"),
  ]);
}

/** The platform as `npm start` runs it, serving the build, on a data folder of its own. */
async function startPlatform(tls: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wms-delivery-bench-"));
  const platform = await startPlatformProcess(
    { DATA_DIR: dataDir, SERVE_STATIC: "true", AUTH_RATE_LIMIT: "1000" },
    { tls },
  );
  return {
    origin: platform.origin,
    async stop() {
      await platform.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Chromium trusting the tests' certificate and no other: the base64 SHA-256 of its public key is what
 * `--ignore-certificate-errors-spki-list` takes.
 */
function trustTestCertificate(): string {
  const certificate = new crypto.X509Certificate(fs.readFileSync(testTls.certFile));
  const spki = certificate.publicKey.export({ type: "spki", format: "der" });
  return `--ignore-certificate-errors-spki-list=${crypto.createHash("sha256").update(spki).digest("base64")}`;
}

/** Lighthouse on `/p/login`, then signed in as demo_provider on `/p/home` with a cold HTTP cache. */
async function auditPages(origin: string) {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", trustTestCertificate()],
  });
  try {
    const page = await browser.newPage();
    const login = await audit(page, `${origin}/p/login`);
    await signIn(page, origin);
    // Signed in (the session stays in localStorage), but a cold HTTP cache: the dashboard's own download.
    const cdp = await page.createCDPSession();
    await cdp.send("Network.clearBrowserCache");
    const home = await audit(page, `${origin}/p/home`);
    return { login, home };
  } finally {
    await browser.close();
  }
}

/** A response header of `url`, over HTTPS trusting the tests' certificate. */
const headerOf = async (url: string, name: string) => String((await getOverTestTls(url)).headers[name] ?? "");

async function main(): Promise<boolean> {
  const dist = path.join(repoRoot, "apps/web/dist");
  if (!fs.existsSync(path.join(dist, "index.html"))) throw new Error("build the web app first");
  // As deployed, the platform is reached over HTTPS, which every current browser speaks as HTTP/2: the
  // goals are measured there. The same build over plain HTTP/1.1 (npm start on a workstation) is measured
  // beside it for comparison: there Chromium opens at most six connections and a page's 40-odd small
  // chunks queue on them.
  const [secure, plain] = await Promise.all([startPlatform(true), startPlatform(false)]);
  try {
    const rows: TGoalRow[] = [];
    const { login, home } = await auditPages(secure.origin);
    const scripts = scriptsOf(login);
    const loginKb = scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0) / 1024;
    rows.push({
      what: `/p/login: JavaScript transferred (${scripts.length} files, compressed)`,
      figure: `${loginKb.toFixed(1)} KB`,
      goal: `<= ${goals.loginScriptKb} KB`,
      met: loginKb <= goals.loginScriptKb,
    });
    const heavy = scripts.filter((s) => heavyChunk.test(s.url)).map((s) => path.basename(s.url));
    rows.push({
      what: "/p/login: antd table, tabs, dropdown or date picker, or echarts, loaded",
      figure: heavy.length ? heavy.join(", ") : "none",
      goal: "none",
      met: heavy.length === 0,
    });
    const asset = scripts[0]?.url;
    const assetCache = asset ? await headerOf(asset, "cache-control") : "";
    const htmlCache = await headerOf(`${secure.origin}/p/login`, "cache-control");
    rows.push({
      what: "caching: hashed asset / index.html",
      figure: `${assetCache} / ${htmlCache}`,
      goal: "immutable for a year / revalidated",
      met:
        assetCache.includes("max-age=31536000") &&
        assetCache.includes("immutable") &&
        htmlCache === "no-cache",
    });
    rows.push(scoreRow("/p/login over HTTPS (HTTP/2): Lighthouse performance, mobile", login));
    rows.push(
      scoreRow(
        "/p/home (provider dashboard, signed in) over HTTPS (HTTP/2): Lighthouse performance, mobile",
        home,
      ),
    );

    const overHttp1 = await auditPages(plain.origin);
    const comparison = "none: plain HTTP/1.1, for comparison";
    rows.push(
      scoreRow("/p/login over plain HTTP/1.1: Lighthouse performance, mobile", overHttp1.login, comparison),
    );
    rows.push(
      scoreRow("/p/home over plain HTTP/1.1: Lighthouse performance, mobile", overHttp1.home, comparison),
    );

    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");
    return printGoals(`Web delivery goals (load average at the end: ${load})`, rows);
  } finally {
    await Promise.all([secure.stop(), plain.stop()]);
  }
}

process.exit((await main()) ? 0 : 1);
