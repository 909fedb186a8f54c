import { z } from "zod";
import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZCreateWebhookRequest,
  ZUpdateWebhookRequest,
  ZWebhook,
  ZWebhookListQuery,
  ZWebhookLogItem,
  ZWebhookLogQuery,
  ZWebhookRef,
  ZWebhookResendRequest,
  ZWebhookSecret,
  ZWebhookWithSecret,
} from "./webhooks.ts";

/** Webhooks belong to drop shippers (the /ds/webhook screen); each call names the provider. */
const api = endpointGroup({ tag: "webhooks", access: ["dropShipper"] });

export const webhooksEndpoints = {
  list: api.get("webhook/query-webhooks", ZWebhookListQuery, ZPage(ZWebhook), {
    summary: "List webhook subscriptions",
  }),
  detail: api.get("webhook/query-webhook", ZWebhookRef, ZWebhook, {
    summary: "Read one webhook subscription",
  }),
  create: api.post("webhook/create-webhook", ZCreateWebhookRequest, ZWebhookWithSecret, {
    summary: "Create a webhook subscription; its secret is answered once",
    success: "created",
    message: "webhook.created",
  }),
  update: api.put("webhook/update-webhook", ZUpdateWebhookRequest, ZWebhook, {
    summary: "Change a webhook subscription",
    message: "saved",
  }),
  remove: api.delete("webhook/delete-webhook", ZWebhookRef, z.object({ id: z.string() }), {
    summary: "Delete a webhook subscription",
    message: "deleted",
  }),
  // POST, not GET: showing a secret is a deliberate act (CSRF-checked, never cached, not in URLs).
  revealSecret: api.post("webhook/reveal-secret", ZWebhookRef, ZWebhookSecret, {
    summary: "Show a webhook's signing secret",
  }),
  rotateSecret: api.post("webhook/rotate-secret", ZWebhookRef, ZWebhookSecret, {
    summary: "Replace a webhook's signing secret",
    message: "webhook.secretRotated",
  }),
  /** The message says whether the test event was delivered. */
  sendTest: api.post("webhook/send-test", ZWebhookRef, ZWebhookLogItem, {
    summary: "Send a test event to a webhook",
  }),
  log: api.get("webhook/query-log", ZWebhookLogQuery, ZPage(ZWebhookLogItem), {
    summary: "List the webhook callback log",
  }),
  /** The message says whether the delivery went through this time. */
  resend: api.post("webhook/resend", ZWebhookResendRequest, ZWebhookLogItem, {
    summary: "Send a logged delivery again",
  }),
};
