import type { TRequest } from "../core.ts";
import { idOf, isoNow, type TSubscription } from "../state.ts";
import { subscriptionView } from "./queries.ts";
import type { TArgs } from "./views-catalog.ts";

/**
 * `webhookSubscriptionCreate(topic:, webhookSubscription: { uri, format, filter, includeFields, name })`
 * and `webhookSubscriptionDelete(id:)`; 2026-10's input takes `uri` (the older `callbackUrl` is deprecated
 * but still accepted). Subscriptions belong to the app that made them.
 */

type TUserError = { field: string[] | null; message: string };

/** Where deliveries can go: HTTPS, or plain HTTP to loopback so tests can receive them. */
function deliverable(uri: string): boolean {
  try {
    const url = new URL(uri);
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}

export function webhookSubscriptionCreate(args: TArgs, req: TRequest) {
  const input = (args.webhookSubscription ?? {}) as Record<string, unknown>;
  const topic = String(args.topic);
  const uri =
    typeof input.uri === "string"
      ? input.uri
      : typeof input.callbackUrl === "string"
        ? input.callbackUrl
        : "";
  const errors: TUserError[] = [];
  if (!uri) errors.push({ field: ["webhookSubscription", "uri"], message: "Address can't be blank" });
  else if (!deliverable(uri))
    errors.push({ field: ["webhookSubscription", "uri"], message: "Address is invalid" });
  else if (
    [...req.shop.subscriptions.values()].some(
      (s) => s.appId === req.app.id && s.topic === topic && s.uri === uri,
    )
  )
    errors.push({
      field: ["webhookSubscription", "uri"],
      message: "Address for this topic has already been taken",
    });
  if (errors.length > 0)
    return { __typename: "WebhookSubscriptionCreatePayload", userErrors: errors, webhookSubscription: null };

  const now = isoNow();
  const subscription: TSubscription = {
    id: req.core.nextId(),
    appId: req.app.id,
    topic,
    uri,
    format: input.format === "XML" ? "XML" : "JSON",
    name: typeof input.name === "string" ? input.name : null,
    filter: typeof input.filter === "string" ? input.filter : null,
    includeFields: Array.isArray(input.includeFields) ? input.includeFields.map(String) : [],
    createdAt: now,
    updatedAt: now,
  };
  req.shop.subscriptions.set(subscription.id, subscription);
  return {
    __typename: "WebhookSubscriptionCreatePayload",
    userErrors: [],
    webhookSubscription: subscriptionView(req, subscription),
  };
}

export function webhookSubscriptionDelete(args: TArgs, req: TRequest) {
  const id = idOf("WebhookSubscription", args.id);
  const subscription = id === null ? undefined : req.shop.subscriptions.get(id);
  if (!subscription || subscription.appId !== req.app.id)
    return {
      __typename: "WebhookSubscriptionDeletePayload",
      deletedWebhookSubscriptionId: null,
      userErrors: [{ field: ["id"], message: "Webhook subscription does not exist" }],
    };
  req.shop.subscriptions.delete(subscription.id);
  return {
    __typename: "WebhookSubscriptionDeletePayload",
    deletedWebhookSubscriptionId: args.id,
    userErrors: [],
  };
}
