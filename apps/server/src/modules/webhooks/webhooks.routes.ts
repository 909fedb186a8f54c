import {
  ZCreateWebhookRequest,
  ZEnvelope,
  ZPage,
  ZUpdateWebhookRequest,
  ZWebhook,
  ZWebhookListQuery,
  ZWebhookLogItem,
  ZWebhookLogQuery,
  ZWebhookRef,
  ZWebhookResendRequest,
  ZWebhookSecret,
  ZWebhookWithSecret,
} from "@wms/contracts";
import { z } from "zod";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import * as webhooks from "./webhooks.service.ts";

const tags = ["webhooks"];
/** Webhooks belong to drop shippers (the /ds/webhook screen); each call names the provider. */
const owner = ["dropShipper"] as const;

export const webhooksRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/webhook/query-webhooks",
    {
      config: { access: owner },
      schema: { tags, querystring: ZWebhookListQuery, response: { 200: ZEnvelope(ZPage(ZWebhook)) } },
    },
    async (req, reply) => ok(reply, await webhooks.listWebhooks(db, scopeOf(req, db), req.query)),
  );

  app.get(
    "/webhook/query-webhook",
    {
      config: { access: owner },
      schema: { tags, querystring: ZWebhookRef, response: { 200: ZEnvelope(ZWebhook) } },
    },
    async (req, reply) => ok(reply, await webhooks.getWebhook(db, scopeOf(req, db), req.query)),
  );

  app.post(
    "/webhook/create-webhook",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateWebhookRequest, response: { 201: ZEnvelope(ZWebhookWithSecret) } },
    },
    async (req, reply) =>
      ok(reply, await webhooks.createWebhook(ctx, scopeOf(req, db), req.body), 1000, "webhook.created"),
  );

  app.put(
    "/webhook/update-webhook",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateWebhookRequest, response: { 200: ZEnvelope(ZWebhook) } },
    },
    async (req, reply) =>
      ok(reply, await webhooks.updateWebhook(ctx, scopeOf(req, db), req.body), 200, "saved"),
  );

  app.delete(
    "/webhook/delete-webhook",
    {
      config: { access: owner },
      schema: { tags, body: ZWebhookRef, response: { 200: ZEnvelope(z.object({ id: z.string() })) } },
    },
    async (req, reply) =>
      ok(reply, await webhooks.deleteWebhook(ctx, scopeOf(req, db), req.body), 200, "deleted"),
  );

  // POST, not GET: showing a secret is a deliberate act (CSRF-checked, never cached, not in URLs).
  app.post(
    "/webhook/reveal-secret",
    {
      config: { access: owner },
      schema: { tags, body: ZWebhookRef, response: { 200: ZEnvelope(ZWebhookSecret) } },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return ok(reply, await webhooks.revealSecret(db, scopeOf(req, db), req.body));
    },
  );

  app.post(
    "/webhook/rotate-secret",
    {
      config: { access: owner },
      schema: { tags, body: ZWebhookRef, response: { 200: ZEnvelope(ZWebhookSecret) } },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return ok(
        reply,
        await webhooks.rotateSecret(db, scopeOf(req, db), req.body),
        200,
        "webhook.secretRotated",
      );
    },
  );

  app.post(
    "/webhook/send-test",
    {
      config: { access: owner },
      schema: { tags, body: ZWebhookRef, response: { 200: ZEnvelope(ZWebhookLogItem) } },
    },
    async (req, reply) => {
      const item = await webhooks.sendTestEvent(ctx, scopeOf(req, db), req.body);
      return ok(reply, item, 200, item.result === "success" ? "webhook.testSent" : "webhook.testFailed");
    },
  );

  app.get(
    "/webhook/query-log",
    {
      config: { access: owner },
      schema: { tags, querystring: ZWebhookLogQuery, response: { 200: ZEnvelope(ZPage(ZWebhookLogItem)) } },
    },
    async (req, reply) => ok(reply, await webhooks.listLog(db, scopeOf(req, db), req.query)),
  );

  app.post(
    "/webhook/resend",
    {
      config: { access: owner },
      schema: { tags, body: ZWebhookResendRequest, response: { 200: ZEnvelope(ZWebhookLogItem) } },
    },
    async (req, reply) => {
      const item = await webhooks.resendDelivery(ctx, scopeOf(req, db), req.body);
      return ok(reply, item, 200, item.result === "success" ? "webhook.resent" : "webhook.resendFailed");
    },
  );
};
