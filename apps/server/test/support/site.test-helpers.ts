import type { TSiteCheckoutResponse } from "@wms/contracts";
import type { FastifyInstance } from "fastify";
import { buildSiteApp } from "../../src/app/site-app.ts";
import { declaredCodesWatch } from "../declared-codes.ts";
import { createTestApp, injectCall, type TCallOptions, type TTestApp } from "../harness.ts";
import { mailText, startSmtpSink, type TReceivedMail } from "../smtp-sink.ts";
import { startStripeStandIn } from "./stripe-stand-in.ts";

/**
 * Test-only: the marketing site's own server (buildSiteApp, as on SITE_PORT) on a fresh test database, with an
 * SMTP sink for the licence mails. `call` works like the harness's, with the CSRF token of /api/site/csrf-token.
 */
export type TSiteTestApp = Pick<TTestApp, "ctx" | "database" | "call" | "flushMail"> & {
  app: FastifyInstance;
  mails: TReceivedMail[];
  close(): Promise<void>;
};

const siteEnvNames = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_BASE",
  "SITE_PUBLIC_URL",
] as const;
type TSiteEnv = Partial<Record<(typeof siteEnvNames)[number], string>>;

/** The site module reads its settings when its routes are registered: the environment is set only for that. */
async function withSiteEnv<T>(env: TSiteEnv, build: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(siteEnvNames.map((n) => [n, process.env[n]]));
  for (const name of siteEnvNames) {
    const value = env[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  try {
    return await build();
  } finally {
    for (const name of siteEnvNames) {
      const value = saved[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

export async function createSiteTestApp(
  env: TSiteEnv = {},
  options: { siteDist?: string } = {},
): Promise<TSiteTestApp> {
  const sink = await startSmtpSink();
  const t = await createTestApp({ smtpUrl: sink.url });
  // Only the database and the outbox of the test app are used; its own server is closed with it.
  const app = await withSiteEnv(env, () => buildSiteApp(t.ctx, { siteDist: options.siteDist }));
  // The site's operations, too, answer only the error codes they declare.
  const declaredCodes = declaredCodesWatch();
  declaredCodes.watch(app);
  await app.ready();

  const call = injectCall(app, "/api/site/csrf-token");

  return {
    app,
    ctx: t.ctx,
    database: t.database,
    call,
    flushMail: t.flushMail,
    mails: sink.mails,
    async close() {
      await app.close();
      await t.close();
      await sink.close();
      declaredCodes.check();
    },
  };
}

/**
 * A site test app that takes payments through a fresh local stand-in of Stripe's API (with the secret key
 * `secretKey` and the rest of `env`); `close` closes both.
 */
export async function createStripeSiteTestApp(secretKey: string, env: TSiteEnv = {}) {
  const stripe = await startStripeStandIn();
  const t = await createSiteTestApp({ STRIPE_SECRET_KEY: secretKey, STRIPE_API_BASE: stripe.url, ...env });
  return {
    t,
    stripe,
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

/** The text of a received mail: headers, then the body decoded from base64 or quoted-printable. */
export function mailBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return `${headers}\n\n${Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")}`;
  }
  return `${headers}\n\n${mailText(body)}`;
}

/** Sends what the outbox holds and waits for the mail sent to `to` that mentions `text`. */
export async function waitForMail(
  t: Pick<TSiteTestApp, "mails" | "flushMail">,
  to: string,
  text: string,
): Promise<string> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    await t.flushMail();
    const found = t.mails
      .map((m) => ({ ...m, text: mailBody(m.raw) }))
      .find((m) => m.to.includes(to) && m.text.includes(text));
    if (found) return found.text;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${to} containing ${text}`);
}

/** Posts a checkout of `planId` for `email` to the site (extra call options such as headers in `options`). */
export function checkout<T = TSiteCheckoutResponse>(
  t: Pick<TSiteTestApp, "call">,
  planId: string,
  email: string,
  options: Omit<TCallOptions, "url" | "body"> = {},
) {
  return t.call<T>({ url: "/api/site/checkout", body: { plan_id: planId, email }, ...options });
}
