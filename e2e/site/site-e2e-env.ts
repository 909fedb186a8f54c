/**
 * What the "site" project's server and specs must agree on: the Stripe stand-in's port and the test keys.
 * playwright.config.ts passes siteServerEnv() to the server; site-checkout.spec.ts starts the stand-in
 * (stripe-stand-in.ts) on the same port before the paid checkout. Test-mode values only, never real keys.
 */
const sitePort = Number(process.env.E2E_SITE_PORT ?? 3101);

export const stripeStandInPort = Number(process.env.E2E_STRIPE_PORT ?? sitePort + 1000);
export const stripeWebhookSecret = "whsec_e2e_site_stand_in";
/** Where the stand-in posts its signed events: the site server's own webhook (the "site" project's baseURL). */
export const siteWebhookUrl = `http://localhost:${sitePort}/api/site/stripe-webhook`;

export function siteServerEnv(): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_e2e_site",
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${stripeStandInPort}`,
  };
}
