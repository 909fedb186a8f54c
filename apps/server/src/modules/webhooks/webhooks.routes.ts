import { webhooksEndpoints as api } from "@wms/contracts";
import { ok } from "../../kernel/http/envelope.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import * as webhooks from "./webhooks.service.ts";

export const webhooksRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;

  route(api.list, ({ scope, input }) => webhooks.listWebhooks(db, scope, input));
  route(api.detail, ({ scope, input }) => webhooks.getWebhook(db, scope, input));
  route(api.create, ({ scope, input }) => webhooks.createWebhook(ctx, scope, input));
  route(api.update, ({ scope, input }) => webhooks.updateWebhook(ctx, scope, input));
  route(api.remove, ({ scope, input }) => webhooks.deleteWebhook(ctx, scope, input));

  // POST, not GET: showing a secret is a deliberate act (CSRF-checked, never cached, not in URLs).
  route(api.revealSecret, async ({ scope, input, reply }) => {
    reply.header("cache-control", "no-store");
    return webhooks.revealSecret(db, scope, input);
  });
  route(api.rotateSecret, async ({ scope, input, reply }) => {
    reply.header("cache-control", "no-store");
    return webhooks.rotateSecret(db, scope, input);
  });

  route(api.sendTest, async ({ scope, input, reply }) => {
    const item = await webhooks.sendTestEvent(ctx, scope, input);
    return ok(reply, item, 200, item.result === "success" ? "webhook.testSent" : "webhook.testFailed");
  });

  route(api.log, ({ scope, input }) => webhooks.listLog(db, scope, input));

  route(api.resend, async ({ scope, input, reply }) => {
    const item = await webhooks.resendDelivery(ctx, scope, input);
    return ok(reply, item, 200, item.result === "success" ? "webhook.resent" : "webhook.resendFailed");
  });
});
