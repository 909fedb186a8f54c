import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { Code } from "@wms/contracts";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../../kernel/db/client.ts";
import { AppError, badRequest } from "../../../kernel/errors.ts";
import { batcher } from "../../../kernel/services/batcher.ts";
import type { TStoreDeps } from "../shopify/stores.tokens.ts";
import { shopSecretAad } from "../shopify/stores.tokens.ts";
import * as repo from "../stores.repository.ts";
import { shopWebhookEvents } from "../stores.tables.ts";
import { complianceTopics } from "./stores.compliance.ts";

/**
 * `POST /api/shopify/webhooks` (docs/stores.md "Webhooks"): every delivery's signature is checked
 * (X-Shopify-Hmac-Sha256, the base64 HMAC-SHA256 of the raw body; a custom or Dev Dashboard app's shop
 * with that app's own secret, any other with the platform app's secret): a wrong one answers 401 and
 * writes nothing. A
 * signed one is written to the inbox, once per X-Shopify-Event-Id, and answered at once: the inbox worker
 * (stores.webhook-inbox.ts) does what it says afterwards, so a burst never keeps Shopify waiting past its
 * 5 s. Deliveries arriving together are written together (one statement per batch).
 */

const unsigned = () => new AppError(Code.loginExpired, "store.webhookSignature");

/**
 * The secret the shop's webhooks are signed with: a custom or Dev Dashboard app's own (never the platform
 * app's: that app is not installed there), else the platform app's; null when the platform cannot know it.
 */
function signingSecret(deps: TStoreDeps, shop: repo.TShopRow | null | undefined): string | null {
  if (shop?.authKind !== "custom_app" && shop?.authKind !== "dev_app") return deps.shopify.apiSecret || null;
  if (!shop.apiSecret) return null;
  try {
    return deps.box.open(shop.apiSecret, shopSecretAad(shop.providerId, shop.id, "api_secret"));
  } catch {
    return null;
  }
}

/**
 * shopify.dev "Verify webhooks": the base64 HMAC-SHA256 of the raw body, keyed by the secret, compared in
 * constant time. Written here rather than through `@shopify/shopify-api`'s `webhooks.validate`, which
 * rewrites every header of every request and was the largest share of a delivery's time in a burst.
 */
export function signedBy(raw: Buffer, signature: string, secret: string): boolean {
  const expected = createHmac("sha256", secret).update(raw).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const header = (req: FastifyRequest, name: string, max: number) => {
  const value = req.headers[name];
  return typeof value === "string" ? value.slice(0, max) : "";
};

/** Bound shops' secrets by domain, for a few seconds: a burst reads each shop once. Only shops found are kept. */
const shopTtlMs = 5_000;

type TInboxRow = typeof shopWebhookEvents.$inferInsert;

/**
 * The webhook route of one app: the shops it has just looked up, and its inbox writer (deliveries that
 * arrive while a write is under way go in the next one together). `receive` answers the topic and whether
 * the event was had before.
 */
export function webhookReceiver(deps: TStoreDeps, wake: () => void) {
  const secrets = new Map<string, { secret: string | null; at: number }>();
  /** The signing secret of the shop bound at `domain` (kept a few seconds: its decryption costs too). */
  const shopSecret = async (domain: string, fresh: boolean) => {
    const kept = secrets.get(domain);
    if (!fresh && kept && Date.now() - kept.at < shopTtlMs) return kept.secret;
    const shop = await repo.findWebhookShop(deps.db, domain);
    const secret = signingSecret(deps, shop);
    if (secrets.size > 1000) secrets.clear();
    if (shop) secrets.set(domain, { secret, at: Date.now() });
    else secrets.delete(domain);
    return secret;
  };

  const write = batcher(async (rows: TInboxRow[]) => {
    const inserted = await insertEvents(deps.db, rows);
    if (inserted.size > 0) wake();
    const seen = new Set<string>();
    return rows.map((row) => {
      const first = inserted.has(row.eventId) && !seen.has(row.eventId);
      seen.add(row.eventId);
      return first;
    });
  });

  return async function receive(req: FastifyRequest): Promise<{ topic: string; duplicate: boolean }> {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const domain = header(req, "x-shopify-shop-domain", 255);
    const headerTopic = header(req, "x-shopify-topic", 100);
    const signature = header(req, "x-shopify-hmac-sha256", 200);
    if (!signature || !headerTopic || !domain) throw unsigned();
    // Compliance topics come from the platform's app only, whatever app the shop is bound with.
    const compliance = complianceTopics.has(headerTopic);
    const secretNow = async (fresh: boolean) =>
      compliance ? deps.shopify.apiSecret || null : shopSecret(domain, fresh);
    let secret = await secretNow(false);
    // A shop bound again a moment ago signs with its new app's secret: look once more before refusing.
    if (!(secret && signedBy(raw, signature, secret)) && !compliance) secret = await secretNow(true);
    if (!(secret && signedBy(raw, signature, secret))) throw unsigned();
    const body = raw.toString("utf8");
    try {
      JSON.parse(body);
    } catch {
      throw badRequest();
    }
    const eventId = header(req, "x-shopify-event-id", 200) || header(req, "x-shopify-webhook-id", 200);
    const topic = headerTopic.toUpperCase().replaceAll("/", "_");
    const first = await write({
      eventId: eventId || randomUUID(),
      topic,
      headerTopic,
      shopDomain: domain,
      body,
    });
    return { topic, duplicate: !first };
  };
}

/** Writes the deliveries; answers the event ids that were new. */
async function insertEvents(db: Db, rows: TInboxRow[]): Promise<Set<string>> {
  const inserted = await db
    .insert(shopWebhookEvents)
    .values(rows)
    .onConflictDoNothing()
    .returning({ eventId: shopWebhookEvents.eventId });
  return new Set(inserted.map((r) => r.eventId));
}
