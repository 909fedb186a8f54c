import { Code } from "@wms/contracts";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, badRequest } from "../../kernel/errors.ts";
import { complianceTopics, handleCompliance } from "./stores.compliance.ts";
import { webhookLibrary } from "./stores.oauth.ts";
import { convertShopOrder } from "./stores.order-convert.ts";
import { readWebhookOrder } from "./stores.order-read.ts";
import { recordShopOrder, type TRecorded } from "./stores.order-record.ts";
import * as repo from "./stores.repository.ts";
import type { TStoreDeps } from "./stores.service.ts";
import { shopWebhookEvents } from "./stores.tables.ts";
import { shopSecretAad } from "./stores.tokens.ts";
import { uninstallShop } from "./stores.uninstall.ts";

/**
 * `POST /api/shopify/webhooks` (docs/stores.md "Webhooks"): every delivery is checked with Shopify's
 * library (X-Shopify-Hmac-Sha256, the base64 HMAC-SHA256 of the raw body; a custom app's shop with that
 * app's API secret key, any other with the platform app's secret): a wrong one answers 401 and changes
 * nothing. A delivery is handled once per X-Shopify-Event-Id, in one transaction with what it changes:
 * order topics record the order; `app/uninstalled` releases the shop; the compliance topics (signed with
 * the platform app's secret) do what they ask (stores.compliance.ts).
 */

/** Topics as the library names them (X-Shopify-Topic `orders/create` is `ORDERS_CREATE`). */
const orderTopics = new Set(["ORDERS_CREATE", "ORDERS_UPDATED", "ORDERS_CANCELLED", "ORDERS_PAID"]);

const unsigned = () => new AppError(Code.loginExpired, "store.webhookSignature");

/**
 * The secret the shop's webhooks are signed with: a custom app's own (never the platform app's: that app
 * is not installed there), else the platform app's; null when the platform cannot know it.
 */
function signingSecret(deps: TStoreDeps, shop: repo.TShopRow | null | undefined): string | null {
  if (shop?.authKind !== "custom_app") return deps.shopify.apiSecret || null;
  if (!shop.apiSecret) return null;
  try {
    return deps.box.open(shop.apiSecret, shopSecretAad(shop.providerId, shop.id, "api_secret"));
  } catch {
    return null;
  }
}

/** Records the event id; false when it was handled before. */
async function firstDelivery(tx: Db, eventId: string, topic: string, shopDomain: string) {
  const inserted = await tx
    .insert(shopWebhookEvents)
    .values({ eventId, topic, shopDomain })
    .onConflictDoNothing()
    .returning({ eventId: shopWebhookEvents.eventId });
  return inserted.length > 0;
}

export async function receiveShopifyWebhook(
  deps: TStoreDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  log: FastifyBaseLogger,
): Promise<{ topic: string; duplicate: boolean }> {
  const raw = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
  const domainHeader = req.headers["x-shopify-shop-domain"];
  const domain = typeof domainHeader === "string" ? domainHeader.slice(0, 255) : "";
  // Compliance topics come from the platform's app only, whatever app the shop is bound with.
  const headerTopic = String(req.headers["x-shopify-topic"] ?? "");
  const compliance = complianceTopics.has(headerTopic);
  const shop = domain && !compliance ? await repo.findBoundShop(deps.db, domain) : undefined;
  const secret = compliance ? deps.shopify.apiSecret || null : signingSecret(deps, shop);
  if (!secret) throw unsigned();
  const check = await webhookLibrary(deps.shopify, secret).webhooks.validate({
    rawBody: raw,
    rawRequest: req.raw,
    rawResponse: reply.raw,
  });
  if (!check.valid) throw unsigned();
  const topic = check.topic.slice(0, 100);
  const eventId = ("eventId" in check && check.eventId) || ("webhookId" in check && check.webhookId) || "";
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw badRequest();
  }

  const handled = await deps.db.transaction(async (tx): Promise<{ recorded: TRecorded | null } | null> => {
    if (eventId && !(await firstDelivery(tx, eventId.slice(0, 200), topic, domain))) return null;
    if (compliance) {
      const payload = (body ?? {}) as Record<string, unknown>;
      const shopDomain = typeof payload.shop_domain === "string" ? payload.shop_domain.slice(0, 255) : domain;
      await handleCompliance(tx, headerTopic, shopDomain, payload);
      return { recorded: null };
    }
    if (shop && topic === "APP_UNINSTALLED") {
      await uninstallShop(tx, shop);
      return { recorded: null };
    }
    const read = shop && orderTopics.has(topic) ? readWebhookOrder(body) : null;
    return { recorded: shop && read ? await recordShopOrder(tx, shop, read) : null };
  });
  // A paid order with no delay becomes a warehouse order now; a failure here is retried by the worker.
  const due = handled?.recorded;
  if (shop && due?.state === "waiting" && due.dueAt && due.dueAt.getTime() <= Date.now()) {
    await convertShopOrder(deps.db, { providerId: shop.providerId, id: due.id }).catch((err) =>
      log.warn({ err, shop: domain }, "shop order conversion failed; the worker tries again"),
    );
  }
  return { topic, duplicate: handled === null };
}
