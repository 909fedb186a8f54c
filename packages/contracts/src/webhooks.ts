import { z } from "zod";
import { updatable, ZTimes } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";

/**
 * Outgoing webhooks (spec: "Webhook: name, url, type, status, secret, auth info, source. Log: callback
 * name, url, result, time, time taken, error info, arguments, response"). Deliveries follow the Standard
 * Webhooks specification; see docs/webhooks.md.
 */

/** Event types a drop shipper can subscribe to. */
export const webhookEventTypes = [
  "order.created",
  "order.status_changed",
  "order.shipped",
  "order.exception",
  "receipt.completed",
  "inventory.low_stock",
  "sourcing.status_changed",
  "return.received",
  "return.inspected",
  "charge.created",
  "statement.ready",
] as const;
export const ZWebhookEventType = z.enum(webhookEventTypes, { error: "webhook.eventType" });
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;

/** Sent only by the "send test event" button; not subscribable. */
export const webhookTestEventType = "webhook.test";
/** Event types that can appear in the callback log. */
export const webhookLogEventTypes = [...webhookEventTypes, webhookTestEventType] as const;

export const webhookStatuses = ["enabled", "disabled"] as const;
export const ZWebhookStatus = z.enum(webhookStatuses);

/** Why a webhook is disabled: by its owner, or by the platform after 5 days of failures. */
export const webhookDisabledReasons = ["manual", "failing"] as const;

export const webhookResults = ["success", "failed"] as const;
export const ZWebhookResult = z.enum(webhookResults);
export const webhookDeliveryStatuses = ["pending", "success", "failed"] as const;
/** A delivery of a subscribed event, or of the test button (test deliveries leave the failure streak alone). */
export const webhookDeliveryKinds = ["event", "test"] as const;
/** What started an attempt: the retry schedule, a manual resend, or the test button. */
export const webhookTriggers = ["auto", "manual", "test"] as const;

/** Seconds to wait after the n-th failed attempt (Standard Webhooks schedule); then the delivery is failed. */
export const webhookRetryDelaysSeconds = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;
export const webhookTimeoutSeconds = 15;
/** A webhook whose deliveries fail for this long without a success is disabled and its owner told by mail. */
export const webhookDisableAfterDays = 5;

/** Secrets are `whsec_` + base64 of random bytes; the HMAC key is the decoded part after the prefix. */
export const webhookSecretPrefix = "whsec_";
/**
 * After a rotation the previous secret stays valid this long: every delivery is signed with both secrets
 * (two `v1,…` entries in webhook-signature) until then, so receivers can switch without losing events.
 */
export const webhookPreviousSecretValidHours = 24;

const headerNamePattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;
/** Headers the platform sets itself; an auth header may not replace them. */
export const webhookReservedHeaders = [
  "webhook-id",
  "webhook-timestamp",
  "webhook-signature",
  "content-type",
  "content-length",
  "host",
  "connection",
  "transfer-encoding",
  "user-agent",
  "te",
  "upgrade",
  "expect",
  "keep-alive",
  "proxy-authorization",
] as const;

const ZProviderUuid = z.string().uuid();
const ZUrl = z
  .string()
  .trim()
  .min(1, "field.required")
  .max(2048, "webhook.urlFormat")
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "https:" || u.protocol === "http:";
    } catch {
      return false;
    }
  }, "webhook.urlFormat");
const ZHeaderName = z
  .string()
  .trim()
  .max(textCaps.code, "field.tooLong")
  .refine((v) => v === "" || headerNamePattern.test(v), "webhook.headerName")
  .refine(
    (v) => !(webhookReservedHeaders as readonly string[]).includes(v.toLowerCase()),
    "webhook.headerReserved",
  );
// Visible ASCII and spaces/tabs only: no line breaks that could smuggle headers.
const ZHeaderValue = z
  .string()
  .max(1024, "webhook.headerValue")
  .regex(/^[\t\x20-\x7e]*$/, "webhook.headerValue");
const ZName = z.string().trim().min(1, "field.required").max(100, "webhook.nameLength");
const ZSource = z.string().trim().max(60, "webhook.sourceLength");

/** A subscription as its owner sees it. The secret is only in create, reveal and rotate answers. */
export const ZWebhook = z.object({
  id: z.string(),
  provider_uuid: z.string(),
  name: z.string(),
  url: z.string(),
  event_type: ZWebhookEventType,
  status: ZWebhookStatus,
  /** Where the subscription came from ("manual" when created on the Webhook screen). */
  source: z.string(),
  /** Auth info: one extra header sent with every delivery; the value is masked. */
  auth_header_name: z.string(),
  auth_header_value_masked: z.string(),
  disabled_reason: z.enum(webhookDisabledReasons).nullable(),
  /** Start of the current streak of failures (unix seconds), null after a success. */
  failing_since: z.number().int().nullable(),
  /**
   * When the secret replaced by the last rotation stops being accepted (unix seconds): until then each
   * delivery is also signed with it. Null when there is none or it has expired.
   */
  previous_secret_expires_at: z.number().int().nullable(),
  ...ZTimes,
});
export type TWebhook = z.infer<typeof ZWebhook>;

export const ZWebhookWithSecret = ZWebhook.extend({ secret: z.string() });
/** Reveal and rotate answers: the current secret, and until when the previous one is still accepted. */
export const ZWebhookSecret = z.object({
  id: z.string(),
  secret: z.string(),
  previous_secret_expires_at: z.number().int().nullable(),
});
export type TWebhookSecret = z.infer<typeof ZWebhookSecret>;

export const ZWebhookListQuery = z.object({
  provider_uuid: ZProviderUuid,
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  cur_page: z.coerce.number().int().min(1).default(1),
  /** Matches name or url. */
  keyword: z.string().trim().max(textCaps.keyword, "field.tooLong").optional(),
  event_type: ZWebhookEventType.optional(),
  status: ZWebhookStatus.optional(),
  source: z.string().trim().max(60, "field.tooLong").optional(),
});
export type TWebhookListQuery = z.infer<typeof ZWebhookListQuery>;

export const ZWebhookRef = z.object({ provider_uuid: ZProviderUuid, id: z.string().uuid() });
export type TWebhookRef = z.infer<typeof ZWebhookRef>;

const webhookFields = {
  name: ZName,
  url: ZUrl,
  event_type: ZWebhookEventType,
  status: ZWebhookStatus.default("enabled"),
  source: ZSource.default("manual"),
  auth_header_name: ZHeaderName.default(""),
  auth_header_value: ZHeaderValue.default(""),
};

export const ZCreateWebhookRequest = z
  .object({ provider_uuid: ZProviderUuid, ...webhookFields })
  .refine((v) => v.auth_header_name !== "" || v.auth_header_value === "", {
    message: "webhook.headerNameRequired",
    path: ["auth_header_name"],
  })
  .refine((v) => v.auth_header_name === "" || v.auth_header_value !== "", {
    message: "webhook.headerValueRequired",
    path: ["auth_header_value"],
  });
export type TCreateWebhookRequest = z.infer<typeof ZCreateWebhookRequest>;

/**
 * Changes what is given. auth_header_name "" removes the auth header; a new name without a value keeps
 * the stored value. Enabling again clears the failure streak.
 */
export const ZUpdateWebhookRequest = z.object({
  provider_uuid: ZProviderUuid,
  id: z.string().uuid(),
  ...updatable(webhookFields),
});
export type TUpdateWebhookRequest = z.infer<typeof ZUpdateWebhookRequest>;

/** One attempt in the callback log. */
export const ZWebhookLogItem = z.object({
  id: z.string(),
  delivery_id: z.string(),
  webhook_id: z.string(),
  /** The subscription's name and url when the attempt was made. */
  name: z.string(),
  url: z.string(),
  event_type: z.string(),
  /** The webhook-id header: the same for every attempt of one delivery. */
  event_id: z.string(),
  trigger: z.enum(webhookTriggers),
  result: ZWebhookResult,
  /** When the attempt was made (unix seconds). */
  time: z.number().int(),
  /** Time taken, in milliseconds. */
  duration_ms: z.number().int(),
  /** Error info in the caller's language, null on success. */
  error: z.string().nullable(),
  /** Arguments: the request body that was sent (or would have been, when refused before sending). */
  arguments: z.string(),
  response_status: z.number().int().nullable(),
  /** First 2 KB of the response body. */
  response_body: z.string().nullable(),
  delivery_status: z.enum(webhookDeliveryStatuses),
  /** Next scheduled attempt of this delivery (unix seconds), null when none is due. */
  next_attempt_at: z.number().int().nullable(),
});
export type TWebhookLogItem = z.infer<typeof ZWebhookLogItem>;

export const ZWebhookLogQuery = z
  .object({
    provider_uuid: ZProviderUuid,
    page_size: z.coerce.number().int().min(1).max(100).default(20),
    cur_page: z.coerce.number().int().min(1).default(1),
    webhook_id: z.string().uuid().optional(),
    event_type: z.enum(webhookLogEventTypes).optional(),
    result: ZWebhookResult.optional(),
    /** Unix seconds, inclusive. */
    date_from: z.coerce.number().int().min(0).optional(),
    date_to: z.coerce.number().int().min(0).optional(),
    /** Matches name, url, event id, error, arguments or response. */
    keyword: z.string().trim().max(textCaps.keyword, "field.tooLong").optional(),
  })
  .refine((v) => v.date_from === undefined || v.date_to === undefined || v.date_from <= v.date_to, {
    message: "webhook.dateRange",
    path: ["date_to"],
  });
export type TWebhookLogQuery = z.infer<typeof ZWebhookLogQuery>;

export const ZWebhookResendRequest = z.object({
  provider_uuid: ZProviderUuid,
  delivery_id: z.string().uuid(),
});
