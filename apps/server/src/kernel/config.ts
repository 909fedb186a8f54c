import path from "node:path";
import { requiredShopScopes, webhookTimeoutSeconds } from "@wms/contracts";
import { parseTrustProxy, type TTrustProxy } from "./http/http-hardening.ts";

/** Runtime configuration, read once from the environment (README lists every variable). */
export type TConfig = {
  port: number;
  sitePort: number;
  /**
   * Port of the live channel for pages opened at an IP address with a port (WS_PORT, default 8082, spec
   * section 7): the same channel as /websocket, at no path. 0: not listened on.
   */
  wsPort: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long a start waits for a Postgres server that does not answer yet before it gives up (DATABASE_WAIT_SECONDS). */
  databaseWaitSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Connection, greeting and socket timeouts of one SMTP attempt, each (SMTP_TIMEOUT_MS). */
  smtpTimeoutMs: number;
  /** How often each instance looks for outgoing mail that is due (MAIL_POLL_MS); 0 turns the worker off (tests drive it). */
  mailPollMs: number;
  publicUrl: string;
  /** TLS_CERT_FILE and TLS_KEY_FILE (PEM): both servers speak HTTPS themselves, HTTP/2 to browsers (docs/operations.md). */
  tls: { certFile: string; keyFile: string } | undefined;
  secretKey: string | undefined;
  logLevel: string;
  /** Serve the built web app and marketing site (production start). */
  serveStatic: boolean;
  /** SEED_DEMO=0: a first start stays empty (no demo accounts, no demo history); the first provider signs up. */
  seedDemo: boolean;
  /** Requests per minute per IP on sign-in, sign-up, AES key and password-reset calls. */
  authRateLimit: number;
  /** Requests per minute per IP on every other public call (site pages' API, csrf token, provider list). */
  publicRateLimit: number;
  /** Which proxies' X-Forwarded-For to believe: false (default: the socket address is the client), a hop count, or addresses/CIDRs. */
  trustProxy: TTrustProxy;
  /** Local development and tests only: webhooks may use http and loopback addresses (WEBHOOK_ALLOW_INSECURE=1). */
  webhookAllowInsecure: boolean;
  /** How often each instance looks for due webhook deliveries (WEBHOOK_POLL_MS); 0 turns the poller off (tests drive it). */
  webhookPollMs: number;
  /** How long a webhook attempt may take, connect to answer: 15 s, what receivers are told (tests shorten it). */
  webhookTimeoutMs: number;
  /** Webhook deliveries in flight at once on each instance (WEBHOOK_CONCURRENCY). */
  webhookConcurrency: number;
  /** Deliveries in flight at once to one webhook, over all instances (WEBHOOK_CONCURRENCY_PER_WEBHOOK). */
  webhookConcurrencyPerWebhook: number;
  /** 32-byte key (hex or base64) for logistics API secrets; unset: derived from the app secret (docs/logistics.md). */
  logisticsSecretKey?: string | undefined;
  /** 32-byte key (hex or base64) for shops' tokens (SHOP_SECRET_KEY); unset: derived from the app secret. */
  shopSecretKey?: string | undefined;
  /** The platform's Shopify app and where shops are reached (docs/stores.md). */
  shopify: TShopifyConfig;
  /** Sign in with Google (docs/google-sign-in.md): off (undefined) unless a client id and secret are set. */
  google: TGoogleConfig | undefined;
  /** How often each instance converts due shop orders and reconciles shops (SHOP_ORDERS_POLL_MS); 0: off (tests drive it). */
  shopOrdersPollMs: number;
  /**
   * How often each instance looks in the shop webhook inbox besides being woken by each delivery
   * (SHOP_WEBHOOKS_POLL_MS); 0: off (tests drive it).
   */
  shopWebhooksPollMs: number;
  /** How often a shop's orders are read back from Shopify, in case a webhook was lost (SHOP_RECONCILE_MINUTES). */
  shopReconcileMinutes: number;
  /** How long a shop's stock change waits before it is pushed, so a burst goes in one push (SHOP_STOCK_DELAY_SECONDS). */
  shopStockDelaySeconds: number;
  /** How often each shop that pushes stock has its whole stock compared with Shopify's (SHOP_DRIFT_MINUTES). */
  shopDriftMinutes: number;
  /** How often each instance expires sourcing quotes past their validity and warns of those about to (SOURCING_POLL_MS); 0: off. */
  sourcingPollMs: number;
  /** How often each instance looks for tenants whose nightly integrity check is due (INTEGRITY_POLL_MS); 0: off. */
  integrityPollMs: number;
  /** How often billing's charging round charges the work done since the last (docs/billing.md); 0: never. */
  billingPollMs: number;
  /** How often each instance sends the shipped-orders digests of the day before that are still due (DIGEST_POLL_MS); 0: off. */
  digestPollMs: number;
  /** How often the pick faces below their minimum are replenished (docs/replenishment.md); 0 stops the round. */
  replenishmentPollMs: number;
};

/** SHOPIFY_* variables (docs/stores.md). Without a key and secret, installing from Shopify is off. */
export type TShopifyConfig = {
  apiKey: string | undefined;
  apiSecret: string | undefined;
  scopes: string[];
  apiVersion: string;
  /** Origin of every request to a shop, `{shop}` replaced by its myshopify domain (tests: a simulator). */
  shopOrigin: string;
};

/** GOOGLE_* variables: the platform's OAuth client at Google, and the OpenID issuer (tests: a local one). */
export type TGoogleConfig = { clientId: string; clientSecret: string; issuer: string };

function googleConfig(env: NodeJS.ProcessEnv): TGoogleConfig | undefined {
  const clientId = env.GOOGLE_CLIENT_ID || undefined;
  const clientSecret = env.GOOGLE_CLIENT_SECRET || undefined;
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret)
    throw new Error("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together or not at all");
  return {
    clientId,
    clientSecret,
    issuer: (env.GOOGLE_ISSUER || "https://accounts.google.com").replace(/\/$/, ""),
  };
}

const defaultShopifyScopes = requiredShopScopes.join(",");

function shopifyConfig(env: NodeJS.ProcessEnv): TShopifyConfig {
  return {
    apiKey: env.SHOPIFY_API_KEY || undefined,
    apiSecret: env.SHOPIFY_API_SECRET || undefined,
    scopes: (env.SHOPIFY_SCOPES || defaultShopifyScopes)
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    apiVersion: env.SHOPIFY_API_VERSION || "2026-10",
    shopOrigin: (env.SHOPIFY_SHOP_ORIGIN || "https://{shop}").replace(/\/$/, ""),
  };
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) ? n : fallback;
}

function tlsConfig(env: NodeJS.ProcessEnv): TConfig["tls"] {
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error("TLS_CERT_FILE and TLS_KEY_FILE are set together or not at all");
  return { certFile, keyFile };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const port = int(env.PORT, 3000);
  const tls = tlsConfig(env);
  return {
    port,
    sitePort: int(env.SITE_PORT, 3001),
    wsPort: Math.max(0, int(env.WS_PORT, 8082)),
    host: env.HOST ?? "0.0.0.0",
    // A relative DATA_DIR is read from where `npm start` was typed (npm's INIT_CWD), not from the server
    // workspace npm runs the script in: `./data` of the README is the project's data folder.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseWaitSeconds: int(env.DATABASE_WAIT_SECONDS, 60),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "WMS Platform <no-reply@wms.local>",
    smtpTimeoutMs: int(env.SMTP_TIMEOUT_MS, 10_000),
    mailPollMs: int(env.MAIL_POLL_MS, 1000),
    publicUrl: (env.PUBLIC_URL ?? `${tls ? "https" : "http"}://localhost:${port}`).replace(/\/$/, ""),
    tls,
    secretKey: env.SECRET_KEY || undefined,
    logLevel: env.LOG_LEVEL ?? "info",
    serveStatic: env.SERVE_STATIC !== "false",
    seedDemo: env.SEED_DEMO !== "0" && env.SEED_DEMO !== "false",
    authRateLimit: int(env.AUTH_RATE_LIMIT, 60),
    publicRateLimit: int(env.PUBLIC_RATE_LIMIT, 300),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webhookAllowInsecure: env.WEBHOOK_ALLOW_INSECURE === "1",
    webhookPollMs: int(env.WEBHOOK_POLL_MS, 1000),
    webhookTimeoutMs: webhookTimeoutSeconds * 1000,
    webhookConcurrency: Math.max(1, int(env.WEBHOOK_CONCURRENCY, 16)),
    webhookConcurrencyPerWebhook: Math.max(1, int(env.WEBHOOK_CONCURRENCY_PER_WEBHOOK, 2)),
    logisticsSecretKey: env.LOGISTICS_SECRET_KEY || undefined,
    shopSecretKey: env.SHOP_SECRET_KEY || undefined,
    shopify: shopifyConfig(env),
    google: googleConfig(env),
    shopOrdersPollMs: int(env.SHOP_ORDERS_POLL_MS, 5000),
    shopWebhooksPollMs: int(env.SHOP_WEBHOOKS_POLL_MS, 2000),
    sourcingPollMs: int(env.SOURCING_POLL_MS, 60_000),
    integrityPollMs: int(env.INTEGRITY_POLL_MS, 10 * 60_000),
    billingPollMs: int(env.BILLING_POLL_MS, 60_000),
    digestPollMs: int(env.DIGEST_POLL_MS, 10 * 60_000),
    replenishmentPollMs: int(env.REPLENISHMENT_POLL_MS, 5 * 60_000),
    shopReconcileMinutes: int(env.SHOP_RECONCILE_MINUTES, 15),
    shopStockDelaySeconds: int(env.SHOP_STOCK_DELAY_SECONDS, 30),
    shopDriftMinutes: int(env.SHOP_DRIFT_MINUTES, 60),
  };
}
