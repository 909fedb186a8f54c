/**
 * A local stand-in for the parts of Stripe the marketing site uses, for tests only (no network here):
 * - the API: POST /v1/checkout/sessions (form-encoded, like the real one) and GET /v1/checkout/sessions/:id;
 * - a hosted checkout page at /pay/:id with "Pay" and "Cancel", like checkout.stripe.com;
 * - on payment, a signed checkout.session.completed event to the webhook URL (Stripe-Signature: t=..,v1=..).
 *
 * Run it for the e2e suite:  npx tsx apps/server/test/support/stripe-stand-in.ts
 *   STRIPE_STANDIN_PORT (default 12111), STRIPE_STANDIN_WEBHOOK_URL (default
 *   http://localhost:3001/api/site/stripe-webhook), STRIPE_WEBHOOK_SECRET (no webhook is sent without it).
 * The server then needs STRIPE_SECRET_KEY=sk_test_<anything> and STRIPE_API_BASE=http://127.0.0.1:12111.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";

export type TStandInSession = {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  mode: string;
  customer: string | null;
  subscription: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  currency: string | null;
  amount_total: number | null;
  locale: string | null;
  livemode: false;
  created: number;
};

export type TStandInOptions = { port?: number; webhookUrl?: string; webhookSecret?: string };

export type TStripeStandIn = {
  url: string;
  port: number;
  sessions: Map<string, TStandInSession>;
  /** Form fields of every session creation, parsed into nested objects, oldest first. */
  createRequests: Record<string, unknown>[];
  /** Marks a session paid and sends the signed webhook (when configured); returns the event. */
  pay(id: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
};

type TNested = Record<string, unknown>;

/** `a[b][0][c]=1` -> { a: { b: { "0": { c: "1" } } } }, the encoding stripe-node sends. */
export function parseStripeForm(body: string): TNested {
  const root: TNested = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/[[\]]+/).filter((p) => p !== "");
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as TNested;
    });
  }
  return root;
}

const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export function signStripePayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function payPage(s: TStandInSession): string {
  const amount =
    s.amount_total === null ? "" : `${(s.amount_total / 100).toFixed(2)} ${s.currency?.toUpperCase()}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe stand-in checkout</title>
<style>body{font:16px system-ui;max-width:28rem;margin:4rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem}</style></head>
<body><h1>Stripe stand-in checkout</h1><p>Test mode: no real payment.</p>
<p>Email: <strong>${escapeHtml(s.customer_email ?? "")}</strong></p>
<p>Amount: <strong data-testid="amount">${escapeHtml(amount)}</strong> per month</p>
<form method="post" action="/pay/${s.id}/complete"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${s.id}/cancel"><button type="submit">Cancel</button></form></body></html>`;
}

export async function startStripeStandIn(options: TStandInOptions = {}): Promise<TStripeStandIn> {
  const sessions = new Map<string, TStandInSession>();
  const byIdempotencyKey = new Map<string, string>();
  const createRequests: TNested[] = [];
  let base = "";

  const createSession = (form: TNested): TStandInSession => {
    const lineItems = (form.line_items ?? {}) as Record<string, TNested>;
    const first = lineItems["0"] ?? {};
    const priceData = (first.price_data ?? {}) as TNested;
    const quantity = Number(str(first.quantity) ?? "1");
    const unit = Number(str(priceData.unit_amount) ?? "0");
    const sessionId = id("cs_test");
    const session: TStandInSession = {
      id: sessionId,
      object: "checkout.session",
      url: `${base}/pay/${sessionId}`,
      status: "open",
      payment_status: "unpaid",
      mode: str(form.mode) ?? "payment",
      customer: null,
      subscription: null,
      customer_email: str(form.customer_email),
      client_reference_id: str(form.client_reference_id),
      metadata: (form.metadata ?? {}) as Record<string, string>,
      success_url: str(form.success_url) ?? "",
      cancel_url: str(form.cancel_url) ?? "",
      currency: str(priceData.currency),
      amount_total: unit * quantity,
      locale: str(form.locale),
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(sessionId, session);
    return session;
  };

  const pay = async (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status === "open") {
      session.status = "complete";
      session.payment_status = "paid";
      session.customer = id("cus_test");
      session.subscription = session.mode === "subscription" ? id("sub_test") : null;
    }
    const event = {
      id: id("evt_test"),
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: "2026-10-28.endive",
      data: { object: session },
    };
    if (options.webhookUrl && options.webhookSecret) {
      const payload = JSON.stringify(event);
      await fetch(options.webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signStripePayload(payload, options.webhookSecret),
        },
        body: payload,
      }).catch(() => undefined);
    }
    return event;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", base);
    const path = url.pathname;
    if (path.startsWith("/v1/")) {
      if (!/^Bearer sk_(test|live)_\w+/.test(req.headers.authorization ?? "")) {
        return json(res, 401, {
          error: { type: "invalid_request_error", message: "Invalid API Key provided" },
        });
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const form = parseStripeForm(await readBody(req));
        const key = req.headers["idempotency-key"];
        const known = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
        if (known) return json(res, 200, sessions.get(known));
        createRequests.push(form);
        const session = createSession(form);
        if (typeof key === "string") byIdempotencyKey.set(key, session.id);
        return json(res, 200, session);
      }
      const match = path.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
      const found = match?.[1] ? sessions.get(match[1]) : undefined;
      if (req.method === "GET" && found) return json(res, 200, found);
      return json(res, 404, {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such resource: ${path}`,
        },
      });
    }
    const pageMatch = path.match(/^\/pay\/([\w-]+)(?:\/(complete|cancel))?$/);
    const session = pageMatch?.[1] ? sessions.get(pageMatch[1]) : undefined;
    if (!session) return json(res, 404, { error: { message: "No such checkout page" } });
    if (req.method === "GET" && !pageMatch?.[2]) {
      return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(payPage(session));
    }
    if (req.method === "POST" && pageMatch?.[2] === "complete") {
      await pay(session.id);
      return res
        .writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) })
        .end();
    }
    return res.writeHead(303, { location: session.cancel_url }).end();
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => json(res, 500, { error: { message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    port,
    sessions,
    createRequests,
    pay,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const port = Number.parseInt(process.env.STRIPE_STANDIN_PORT ?? "12111", 10);
  const standIn = await startStripeStandIn({
    port,
    webhookUrl: process.env.STRIPE_STANDIN_WEBHOOK_URL ?? "http://localhost:3001/api/site/stripe-webhook",
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  });
  console.log(`Stripe stand-in on ${standIn.url}`);
  const stop = () => {
    standIn.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
