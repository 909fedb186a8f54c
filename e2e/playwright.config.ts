import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { shopifyServerEnv, shopifySimulatorEnv, shopifySimulatorHealthUrl } from "./app/app-shopify.ts";
import { siteServerEnv } from "./site/site-e2e-env.ts";
import { defaultBrowser } from "./support/browsers.ts";

/**
 * Drives the system's Chromium (support/browsers.ts: its headless shell where installed; never a
 * downloaded browser) against the real server started on a fresh embedded database.
 */
const appPort = Number(process.env.E2E_APP_PORT ?? 3100);
const sitePort = Number(process.env.E2E_SITE_PORT ?? 3101);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), "wms-e2e-data");

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // Two lanes: the platform's specs one after the other (they share the demo tenants and change their data),
  // and beside them the marketing site's, which touch nothing of the platform's.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(os.tmpdir(), "wms-e2e-results"),
  use: {
    // A failed spec keeps its trace (actions, network, DOM snapshots) without the screencast: recording
    // the screen of every spec kept the browser's compositor busy for the whole run.
    trace: { mode: "retain-on-failure", screenshots: false },
    // The platform follows the system's reduced-motion wish (no antd animations): the specs wait for no transition.
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
    launchOptions: defaultBrowser,
  },
  projects: [
    { name: "app", testDir: "./app", workers: 1, use: { baseURL: `http://localhost:${appPort}` } },
    { name: "site", testDir: "./site", workers: 1, use: { baseURL: `http://localhost:${sitePort}` } },
  ],
  webServer: [
    {
      command: `node ./start-server.mjs`,
      url: `http://localhost:${appPort}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(appPort),
        SITE_PORT: String(sitePort),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://localhost:${appPort}`,
        AUTH_RATE_LIMIT: "1000",
        PUBLIC_RATE_LIMIT: "5000",
        LOG_LEVEL: "warn",
        // A stock change reaches a shop that pushes stock 2 s after it (30 s by default), within a spec's patience.
        SHOP_STOCK_DELAY_SECONDS: "2",
        // The site's paid checkout goes to the Stripe stand-in that site-checkout.spec.ts starts.
        ...siteServerEnv(),
        // Every request to a shop goes to the Shopify simulator started below.
        ...shopifyServerEnv(),
      },
    },
    {
      // The Shopify simulator of the test tree (never part of the product), driven by the store specs.
      command: "npx tsx ../apps/server/test/shopify/serve.ts",
      url: shopifySimulatorHealthUrl,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: shopifySimulatorEnv(),
    },
  ],
});
