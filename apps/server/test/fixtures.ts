import type { TRole } from "@wms/contracts";
import { test } from "vitest";
import { loadConfig, type TConfig } from "../src/kernel/config.ts";
import { startAppRelay } from "./app-relay.ts";
import { callsAs, createTestApp, type TCallOptions, type TSignedIn, type TTestApp } from "./harness.ts";
import { startShopifySimulator } from "./shopify/simulator.ts";
import { startMailServerStandIn, startSmtpSink, type TMailServerStandIn } from "./smtp-sink.ts";

/**
 * vitest fixtures for the API tests: `app`, one test app per test file; the demo users signed in to it,
 * `provider`, `operator` and `shipper` (the drop shipper); `call`, the app's call as the provider;
 * `apiAs(user)`, a user's calls by path in their own tenant (`apiAs(shipper).post("order/copy-order", body)`,
 * see `callsAs`) and `api`, the provider's; and `who`,
 * the drop shipper and its provider together, as the order test helpers take them. All are
 * file-scoped: each is made once per file, when a test or hook of the file first names it, and the app is
 * closed after the file's afterAll hooks.
 *
 *   appTest("does x", async ({ app, provider }) => { ... });
 *   appTest.beforeAll(async ({ app, provider }) => { ...seed what the file's tests share... });
 *
 * A file uses one test API for its tests and hooks: a test API made from another (extend) keeps file
 * fixtures of its own, so mixing the two in one file would open a second app.
 */

type TSmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
type TShopifySimulator = Awaited<ReturnType<typeof startShopifySimulator>>;
type TAppRelay = Awaited<ReturnType<typeof startAppRelay>>;

/** The platform's Shopify app in tests: the simulator knows it by this key and secret. */
export const testShopifyApp = { apiKey: "test-app-key", apiSecret: "test-app-secret" };

/** Signs a demo user in to the file's app (a file-scoped fixture: once per file, on first use). */
const signedIn =
  (username: string, role: TRole) =>
  ({ app }: { app: TTestApp }): Promise<TSignedIn> =>
    app.signIn(username, role);

/** The app's `call` with the token of `who`: the `call` fixture is the provider's. */
const callAs =
  (app: TTestApp, who: TSignedIn) =>
  <T>(o: TCallOptions) =>
    app.call<T>({ token: who.token, ...o });

/**
 * The fixtures on an app with the config overrides `appOverrides` gives: one that names `smtp` gets an SMTP
 * sink of the file's own, started before the app and closed after it.
 */
function appTestOf(
  appOverrides: (fixtures: {
    smtp: TSmtpSink;
    mailServer: TMailServerStandIn;
    shopify: TShopifySimulator;
    relay: TAppRelay;
  }) => Partial<TConfig>,
) {
  return (
    test
      // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
      .extend("smtp", { scope: "file" }, async ({}, { onCleanup }) => {
        const smtp = await startSmtpSink();
        onCleanup(() => smtp.close());
        return smtp;
      })
      // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
      .extend("mailServer", { scope: "file" }, async ({}, { onCleanup }) => {
        const mailServer = await startMailServerStandIn();
        onCleanup(() => mailServer.close());
        return mailServer;
      })
      // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
      .extend("relay", { scope: "file" }, async ({}, { onCleanup }) => {
        const relay = await startAppRelay();
        onCleanup(() => relay.close());
        return relay;
      })
      .extend("shopify", { scope: "file" }, async ({ relay }, { onCleanup }) => {
        // The app's compliance webhooks URL, as its configuration in the Partner Dashboard would name it.
        const complianceUri = `${relay.origin}/api/shopify/webhooks`;
        const shopify = await startShopifySimulator({ ...testShopifyApp, complianceUri });
        onCleanup(() => shopify.close());
        return shopify;
      })
      .extend("appOverrides", { scope: "file" }, appOverrides)
      .extend("app", { scope: "file" }, async ({ appOverrides, relay }, { onCleanup }) => {
        const app = await createTestApp(appOverrides);
        relay.attach(app);
        onCleanup(() => app.close());
        return app;
      })
      .extend("provider", { scope: "file" }, signedIn("demo_provider", "provider"))
      .extend("operator", { scope: "file" }, signedIn("demo_operator", "operator"))
      .extend("shipper", { scope: "file" }, signedIn("demo_shipper", "dropShipper"))
      .extend("call", { scope: "file" }, ({ app, provider }) => callAs(app, provider))
      .extend(
        "apiAs",
        { scope: "file" },
        ({ app }) =>
          (who: TSignedIn) =>
            callsAs(app, who),
      )
      .extend("api", { scope: "file" }, ({ apiAs, provider }) => apiAs(provider))
      .extend("who", { scope: "file" }, ({ shipper, provider }) => ({ shipper, provider }))
  );
}

/**
 * `appTest.beforeAll(openApp)` opens the file's app in that hook. A fixture is otherwise made inside the first
 * test that names it, counting against that test's timeout (vitest#9303) instead of the hook timeout the app
 * had in a beforeAll. A file whose own `beforeAll` names `app`, or a fixture made from it, opens it there.
 */
// biome-ignore lint/correctness/noUnusedFunctionParameters: naming the fixture is what opens it
export function openApp({ app }: { app: TTestApp }) {}

/** `test` with the file's app, its signed-in demo users, `call` and `who` as fixtures. */
export const appTest = appTestOf(() => ({}));

/** `appTest` on an app with config overrides of the file's own. */
export const appTestWith = (overrides: Partial<TConfig>) => appTestOf(() => overrides);

/**
 * `appTest` on an app whose shops live in `shopify`, a Shopify simulator of the file's own (every request
 * to a shop goes to it through SHOPIFY_SHOP_ORIGIN), and whose Shopify app is `testShopifyApp`.
 */
export const shopifyAppTest = appTestOf(({ shopify, relay }) => ({
  // Shopify calls the app (webhooks) at the relay's address.
  publicUrl: relay.origin,
  shopify: {
    ...loadConfig({}).shopify,
    apiKey: testShopifyApp.apiKey,
    apiSecret: testShopifyApp.apiSecret,
    shopOrigin: shopify.shopOrigin,
  },
}));

/** `appTest` on an app that sends its mail to `smtp`, an SMTP sink of the file's own. */
export const mailAppTest = appTestOf(({ smtp }) => ({ smtpUrl: smtp.url }));

/** The greeting (and connection, and socket) timeout of `mailServerAppTest`'s app. */
export const testSmtpTimeoutMs = 2000;

/**
 * `appTest` on an app whose mail server is `mailServer`, a stand-in of the file's own that a test makes away,
 * an SMTP sink or silent; its SMTP timeouts are `testSmtpTimeoutMs`.
 */
export const mailServerAppTest = appTestOf(({ mailServer }) => ({
  smtpUrl: mailServer.url,
  smtpTimeoutMs: testSmtpTimeoutMs,
}));
