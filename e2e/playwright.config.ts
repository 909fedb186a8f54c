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
const secondAppPort = Number(process.env.E2E_APP_2_PORT ?? 3110);
const secondSitePort = Number(process.env.E2E_SITE_2_PORT ?? 3111);
/** Each platform's live channel for pages opened at 127.0.0.1 (WS_PORT; the specs read it from init-config). */
const wsPort = Number(process.env.E2E_WS_PORT ?? 3108);
const secondWsPort = Number(process.env.E2E_WS_2_PORT ?? 3118);
/** The test OpenID provider both platforms use as their Google (GOOGLE_ISSUER). */
const openIdPort = Number(process.env.E2E_OPENID_PORT ?? 3109);
const googleCallback = (port: number) => `http://localhost:${port}/api/auth/google/callback`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), "wms-e2e-data");

/**
 * The platform's specs run in two lanes, each one spec at a time on a platform of its own (its own
 * embedded database and demo tenants), because the specs of a lane change the demo data the next one
 * reads. The second lane's specs are named here; every other platform spec is the first lane's, which
 * also holds every spec of the Shopify simulator (the shops it keeps are one lane's). The lists are
 * balanced by the specs' times in a full run (about 5 minutes each on the two-core CI machine).
 */
const secondLane = [
  "accessibility",
  "delivery",
  "floor-keyboard",
  "integrity",
  "orders",
  "parcel-steps",
  "receipts",
  "sourcing",
  "stock-states",
  "weightless-weighing",
].map((name) => `**/app/${name}.spec.ts`);
/** Runs last in each lane (its teardown): the floor's invariants still hold after the lane's specs. */
const afterLane = "**/app/zz-integrity-after-suite.spec.ts";

function platformServer(port: number, siteListenerPort: number, liveChannelPort: number, lane: string) {
  return {
    command: `node ./start-server.mjs`,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      SITE_PORT: String(siteListenerPort),
      WS_PORT: String(liveChannelPort),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dataDir, lane),
      PUBLIC_URL: `http://localhost:${port}`,
      AUTH_RATE_LIMIT: "1000",
      PUBLIC_RATE_LIMIT: "5000",
      LOG_LEVEL: "warn",
      // A stock change reaches a shop that pushes stock 2 s after it (30 s by default), within a spec's patience.
      SHOP_STOCK_DELAY_SECONDS: "2",
      // The site's paid checkout goes to the Stripe stand-in that site-checkout.spec.ts starts.
      ...siteServerEnv(),
      // Every request to a shop goes to the Shopify simulator started below.
      ...shopifyServerEnv(),
      // Sign in with Google goes to the test OpenID provider started below.
      GOOGLE_CLIENT_ID: "wms-test-client",
      GOOGLE_CLIENT_SECRET: "wms-test-client-secret",
      GOOGLE_ISSUER: `http://127.0.0.1:${openIdPort}`,
    },
  };
}

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // Two workers, one a core, for three lanes: the platform's two (each one spec at a time) and the
  // marketing site's, which touches nothing of the platform's; a worker that ends a spec takes the next
  // spec of a lane that is not running.
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
    {
      name: "app",
      testDir: "./app",
      testIgnore: [...secondLane, afterLane],
      workers: 1,
      teardown: "app after",
      use: { baseURL: `http://localhost:${appPort}` },
    },
    {
      name: "app-2",
      testDir: "./app",
      testMatch: secondLane,
      workers: 1,
      teardown: "app-2 after",
      use: { baseURL: `http://localhost:${secondAppPort}` },
    },
    {
      name: "app after",
      testDir: "./app",
      testMatch: afterLane,
      use: { baseURL: `http://localhost:${appPort}` },
    },
    {
      name: "app-2 after",
      testDir: "./app",
      testMatch: afterLane,
      use: { baseURL: `http://localhost:${secondAppPort}` },
    },
    { name: "site", testDir: "./site", workers: 1, use: { baseURL: `http://localhost:${sitePort}` } },
  ],
  webServer: [
    platformServer(appPort, sitePort, wsPort, "app"),
    platformServer(secondAppPort, secondSitePort, secondWsPort, "app-2"),
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
    {
      // The test OpenID provider (never part of the product) standing in for Google, driven by google-sign-in.spec.
      command: "npx tsx ../apps/server/test/openid/serve.ts",
      url: `http://127.0.0.1:${openIdPort}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        OPENID_PORT: String(openIdPort),
        OPENID_REDIRECT_URIS: [googleCallback(appPort), googleCallback(secondAppPort)].join(","),
      },
    },
  ],
});
