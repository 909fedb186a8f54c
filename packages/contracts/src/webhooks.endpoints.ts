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
  list: api.get("webhook/query-webhooks", {
    summary: "List webhook subscriptions",
    input: ZWebhookListQuery,
    output: ZPage(ZWebhook),
  }),
  detail: api.get("webhook/query-webhook", {
    summary: "Read one webhook subscription",
    input: ZWebhookRef,
    output: ZWebhook,
  }),
  create: api.post("webhook/create-webhook", {
    summary: "Create a webhook subscription; its secret is answered once",
    input: ZCreateWebhookRequest,
    output: ZWebhookWithSecret,
    success: "created",
    message: "webhook.created",
  }),
  update: api.put("webhook/update-webhook", {
    summary: "Change a webhook subscription",
    input: ZUpdateWebhookRequest,
    output: ZWebhook,
    message: "saved",
  }),
  remove: api.delete("webhook/delete-webhook", {
    summary: "Delete a webhook subscription",
    input: ZWebhookRef,
    output: z.object({ id: z.string() }),
    message: "deleted",
  }),
  // POST, not GET: showing a secret is a deliberate act (CSRF-checked, never cached, not in URLs).
  revealSecret: api.post("webhook/reveal-secret", {
    summary: "Show a webhook's signing secret",
    input: ZWebhookRef,
    output: ZWebhookSecret,
  }),
  rotateSecret: api.post("webhook/rotate-secret", {
    summary: "Replace a webhook's signing secret",
    input: ZWebhookRef,
    output: ZWebhookSecret,
    message: "webhook.secretRotated",
  }),
  /** The message says whether the test event was delivered. */
  sendTest: api.post("webhook/send-test", {
    summary: "Send a test event to a webhook",
    input: ZWebhookRef,
    output: ZWebhookLogItem,
  }),
  log: api.get("webhook/query-log", {
    summary: "List the webhook callback log",
    input: ZWebhookLogQuery,
    output: ZPage(ZWebhookLogItem),
  }),
  /** The message says whether the delivery went through this time. */
  resend: api.post("webhook/resend", {
    summary: "Send a logged delivery again",
    input: ZWebhookResendRequest,
    output: ZWebhookLogItem,
  }),
};
