import { z } from "zod";
import { endpoint } from "./endpoint.ts";
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

const tag = "webhooks";
/** Webhooks belong to drop shippers (the /ds/webhook screen); each call names the provider. */
const owner = ["dropShipper"] as const;

export const webhooksEndpoints = {
  list: endpoint({
    method: "GET",
    path: "webhook/query-webhooks",
    summary: "List webhook subscriptions",
    tag,
    access: owner,
    input: ZWebhookListQuery,
    output: ZPage(ZWebhook),
  }),
  detail: endpoint({
    method: "GET",
    path: "webhook/query-webhook",
    summary: "Read one webhook subscription",
    tag,
    access: owner,
    input: ZWebhookRef,
    output: ZWebhook,
  }),
  create: endpoint({
    method: "POST",
    path: "webhook/create-webhook",
    summary: "Create a webhook subscription; its secret is answered once",
    tag,
    access: owner,
    input: ZCreateWebhookRequest,
    output: ZWebhookWithSecret,
    success: "created",
    message: "webhook.created",
  }),
  update: endpoint({
    method: "PUT",
    path: "webhook/update-webhook",
    summary: "Change a webhook subscription",
    tag,
    access: owner,
    input: ZUpdateWebhookRequest,
    output: ZWebhook,
    message: "saved",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "webhook/delete-webhook",
    summary: "Delete a webhook subscription",
    tag,
    access: owner,
    input: ZWebhookRef,
    output: z.object({ id: z.string() }),
    message: "deleted",
  }),
  // POST, not GET: showing a secret is a deliberate act (CSRF-checked, never cached, not in URLs).
  revealSecret: endpoint({
    method: "POST",
    path: "webhook/reveal-secret",
    summary: "Show a webhook's signing secret",
    tag,
    access: owner,
    input: ZWebhookRef,
    output: ZWebhookSecret,
  }),
  rotateSecret: endpoint({
    method: "POST",
    path: "webhook/rotate-secret",
    summary: "Replace a webhook's signing secret",
    tag,
    access: owner,
    input: ZWebhookRef,
    output: ZWebhookSecret,
    message: "webhook.secretRotated",
  }),
  /** The message says whether the test event was delivered. */
  sendTest: endpoint({
    method: "POST",
    path: "webhook/send-test",
    summary: "Send a test event to a webhook",
    tag,
    access: owner,
    input: ZWebhookRef,
    output: ZWebhookLogItem,
  }),
  log: endpoint({
    method: "GET",
    path: "webhook/query-log",
    summary: "List the webhook callback log",
    tag,
    access: owner,
    input: ZWebhookLogQuery,
    output: ZPage(ZWebhookLogItem),
  }),
  /** The message says whether the delivery went through this time. */
  resend: endpoint({
    method: "POST",
    path: "webhook/resend",
    summary: "Send a logged delivery again",
    tag,
    access: owner,
    input: ZWebhookResendRequest,
    output: ZWebhookLogItem,
  }),
};
