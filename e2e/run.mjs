// `npm test -w @wms/e2e`: Playwright on ports nobody else holds. Each server of the run (the platform, the
// site, the Shopify simulator, the Stripe stand-in, the site preview without payments) gets a free port the
// system picks, unless E2E_<NAME>_PORT names one, and the run gets a data folder of its own unless
// E2E_DATA_DIR names one. The config and the specs read them from the environment, so the picks are made
// once, here, before Playwright starts its workers. Arguments go to `playwright test` unchanged.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A port free on 127.0.0.1 now: the system's pick for a listener on port 0, released at once. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const env = { ...process.env };
// APP_2, SITE_2 and WS_2: the platform of the second lane of platform specs (playwright.config.ts), its site
// listener and its live channel port (WS, the first lane's).
// OPENID: the test OpenID provider that stands in for Google (apps/server/test/openid).
for (const name of [
  "APP",
  "SITE",
  "WS",
  "APP_2",
  "SITE_2",
  "WS_2",
  "SHOPIFY",
  "STRIPE",
  "SITE_PREVIEW",
  "OPENID",
]) {
  env[`E2E_${name}_PORT`] ??= String(await freePort());
}
env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "wms-e2e-data-"));
console.log(
  `e2e: platforms on ${env.E2E_APP_PORT} and ${env.E2E_APP_2_PORT}, site on ${env.E2E_SITE_PORT}, Shopify simulator on ${env.E2E_SHOPIFY_PORT}`,
);

const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  if (!process.env.E2E_DATA_DIR) fs.rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
