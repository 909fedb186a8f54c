/**
 * Settings of the marketing site, read from the environment by this module alone:
 * - STRIPE_SECRET_KEY: enables paid checkout (Stripe Checkout). Without it paid plans answer "not available".
 * - STRIPE_WEBHOOK_SECRET: verifies POST /api/site/stripe-webhook (whsec_...).
 * - STRIPE_API_BASE: another Stripe API host, e.g. http://localhost:12111 for a local stand-in in tests.
 * - SITE_PUBLIC_URL: the site's public origin, for Stripe's return links, canonical links and the sitemap
 *   (default http://localhost:$SITE_PORT).
 */
export type TStripeApiBase = { protocol: "http" | "https"; host: string; port: number };

export type TSiteConfig = {
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: TStripeApiBase | undefined;
  sitePublicUrl: string;
};

export function parseStripeApiBase(value: string | undefined): TStripeApiBase | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  const protocol = url.protocol === "http:" ? "http" : "https";
  const port = url.port ? Number.parseInt(url.port, 10) : protocol === "http" ? 80 : 443;
  return { protocol, host: url.hostname, port };
}

export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): TSiteConfig {
  const sitePort = env.SITE_PORT || "3001";
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: parseStripeApiBase(env.STRIPE_API_BASE),
    sitePublicUrl: (env.SITE_PUBLIC_URL || `http://localhost:${sitePort}`).replace(/\/$/, ""),
  };
}
