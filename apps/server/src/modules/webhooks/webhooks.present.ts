import { randomBytes } from "node:crypto";
import {
  isMessageKey,
  messages,
  type TWebhook,
  type TWebhookEventType,
  type TWebhookLogItem,
  webhookSecretPrefix,
} from "@wms/contracts";
import { type Text, type TWithTexts, text } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { webhookClock } from "./webhooks.clock.ts";
import type * as repo from "./webhooks.repository.ts";

/**
 * The secret replaced by the last rotation while it is still accepted at `now` (deliveries are signed
 * with it too), or null once it has expired.
 */
export function livePreviousSecret(
  row: Pick<repo.TSubscriptionRow, "previousSecret" | "previousSecretExpiresAt">,
  now: Date,
): { secret: string; expiresAt: Date } | null {
  if (!row.previousSecret || !row.previousSecretExpiresAt) return null;
  if (row.previousSecretExpiresAt.getTime() <= now.getTime()) return null;
  return { secret: row.previousSecret, expiresAt: row.previousSecretExpiresAt };
}

/** When the previous secret stops being accepted (unix seconds), null when none is live now. */
export function previousExpiry(
  row: Pick<repo.TSubscriptionRow, "previousSecret" | "previousSecretExpiresAt">,
) {
  const live = livePreviousSecret(row, webhookClock.now());
  return live ? seconds(live.expiresAt) : null;
}

export function newSecret(): string {
  return `${webhookSecretPrefix}${randomBytes(24).toString("base64")}`;
}

function mask(value: string): string {
  if (!value) return "";
  return value.length >= 12 ? `••••••${value.slice(-2)}` : "••••••";
}

export function presentWebhook(row: repo.TSubscriptionRow): TWebhook {
  return {
    id: row.id,
    provider_uuid: row.providerId,
    name: row.name,
    url: row.url,
    event_type: row.eventType as TWebhookEventType,
    status: row.status,
    source: row.source,
    auth_header_name: row.authHeaderName,
    auth_header_value_masked: mask(row.authHeaderValue),
    disabled_reason: row.disabledReason,
    failing_since: row.failingSince ? seconds(row.failingSince) : null,
    previous_secret_expires_at: previousExpiry(row),
    created_at: seconds(row.createdAt),
    updated_at: seconds(row.updatedAt),
  };
}

/** Whether the error's message names its detail itself (`{detail}`); the catalogue agrees in every language. */
function namesDetail(key: string): boolean {
  const said = isMessageKey(key) ? Object.values(messages[key]) : [key];
  return said.some((m) => m.includes("{detail}"));
}

/** Error info as a text for the reader: its detail filled in, or else added after it in brackets. */
export function errorText(key: string | null, detail: string | null): Text | null {
  if (!key) return null;
  if (!detail || namesDetail(key)) return text(key, { detail: detail ?? "" });
  return text("{error} ({detail})", { error: text(key), detail });
}

export function presentLog(row: repo.TLogRow): TWithTexts<TWebhookLogItem> {
  return {
    id: row.id,
    delivery_id: row.deliveryId,
    webhook_id: row.subscriptionId,
    name: row.name,
    url: row.url,
    event_type: row.eventType,
    event_id: row.eventId,
    trigger: row.trigger,
    result: row.result,
    time: seconds(row.attemptedAt),
    duration_ms: row.durationMs,
    error: errorText(row.error, row.errorDetail),
    arguments: row.requestBody,
    response_status: row.responseStatus,
    response_body: row.responseBody,
    delivery_status: row.deliveryStatus ?? "failed",
    next_attempt_at: row.nextAttemptAt ? seconds(row.nextAttemptAt) : null,
  };
}
