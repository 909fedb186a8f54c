import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { buildApp } from "./app/app.ts";
import { createContext } from "./app/context-factory.ts";
import { buildSiteApp } from "./app/site-app.ts";
import { listenWsPort } from "./app/ws-port.ts";
import { loadConfig } from "./kernel/config.ts";
import { StartupError } from "./kernel/db/wait.ts";
import { runChargingRound, seedDemoDispute } from "./modules/billing/index.ts";
import { demoLogins, demoPassword, isEmptyDatabase, seedDemo } from "./seed/demo.ts";
import { seedDemoHistory } from "./seed/demo-history.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../..");

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const { ctx, database, close: closeContext } = await createContext(config, log);
  log.info({ database: database.kind, dataDir: config.dataDir }, "database ready");
  const tls = config.tls && {
    cert: fs.readFileSync(config.tls.certFile),
    key: fs.readFileSync(config.tls.keyFile),
  };

  const demo = config.seedDemo && (await isEmptyDatabase(ctx.db)) ? await seedDemo(ctx.db) : null;

  const app = await buildApp(ctx, {
    logger: { level: config.logLevel },
    // WEB_DIST / SITE_DIST let a second checkout or a parallel e2e run serve its own build.
    webDist: config.serveStatic ? (process.env.WEB_DIST ?? path.join(repoRoot, "apps/web/dist")) : undefined,
    authRateLimit: config.authRateLimit,
    publicRateLimit: config.publicRateLimit,
    trustProxy: config.trustProxy,
    tls,
  });
  // The marketing site: its pages (head tags per page and language), sitemap.xml, robots.txt and /api/site/*.
  const siteDist = process.env.SITE_DIST ?? path.join(repoRoot, "apps/site/dist");
  if (config.serveStatic && !fs.existsSync(path.join(siteDist, "index.html")))
    log.warn({ siteDist }, "marketing site not built (npm run build -w @wms/site): serving its API only");
  const site = await buildSiteApp(ctx, {
    siteDist: config.serveStatic ? siteDist : undefined,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    publicRateLimit: config.publicRateLimit,
    tls,
  });

  if (demo) {
    // The month of history is worked through the API, so it runs once the app is built (not yet listening).
    const started = Date.now();
    const { aged } = await seedDemoHistory(app, ctx.db, demo);
    // The month's work charged now, so the first start shows the demo customer's charges and balance.
    await runChargingRound(ctx.db);
    await seedDemoDispute(ctx.db, demo.providerId, demo.customerId);
    log.info({ ms: Date.now() - started, aged }, "seeded demo data with a month of history");
    console.log(
      `\nDemo warehouse with a month of history, made in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(`Demo logins (password ${demoPassword}):`);
    for (const l of demoLogins)
      console.log(`  ${l.username.padEnd(14)} ${l.role.padEnd(12)} ${config.publicUrl}${l.area}`);
    console.log("");
  }

  await app.listen({ port: config.port, host: config.host });
  await site.listen({ port: config.sitePort, host: config.host });
  const wsPort = config.wsPort
    ? await listenWsPort(app, { port: config.wsPort, host: config.host, tls })
    : null;
  const scheme = tls ? "https" : "http";
  log.info(
    `app on ${scheme}://localhost:${config.port}, marketing site on ${scheme}://localhost:${config.sitePort}` +
      (wsPort ? `, live channel also on port ${wsPort.port}` : ""),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    await Promise.allSettled([wsPort?.close(), app.close(), site.close()]);
    await closeContext();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  // A start that cannot go on for a reason of its surroundings (no database) is one sentence, not a stack.
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
});
