/**
 * Serves the built marketing site alone, on an in-memory database: for Lighthouse runs and screenshots.
 *   SITE_PREVIEW_PORT (default 4173); STRIPE_* and SITE_PUBLIC_URL as for the real server.
 * Run: npx tsx apps/server/src/app/site-preview.main.ts
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { loadConfig } from "../kernel/config.ts";
import { createContext } from "./context-factory.ts";
import { buildSiteApp } from "./site-app.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDist = path.resolve(here, "../../../site/dist");
const port = Number.parseInt(process.env.SITE_PREVIEW_PORT ?? "4173", 10);

const log = pino({ level: "warn" });
const config = { ...loadConfig(), dataDir: path.join(os.tmpdir(), `site-preview-${process.pid}`) };
const { ctx, database } = await createContext(config, log, { dataDir: "memory" });
const app = await buildSiteApp(ctx, { siteDist });
await app.listen({ port, host: "127.0.0.1" });
console.log(`site preview on http://127.0.0.1:${port}`);

const stop = () => {
  app
    .close()
    .then(() => database.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
