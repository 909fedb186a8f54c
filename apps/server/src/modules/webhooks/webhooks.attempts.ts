import { webhookDisableAfterDays } from "@wms/contracts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { seconds } from "../../kernel/present.ts";
import { sendSystemMail } from "../mail/index.ts";
import { sendWebhook, type TSendOutcome } from "./webhooks.http.ts";
import { livePreviousSecret } from "./webhooks.present.ts";
import * as repo from "./webhooks.repository.ts";

const dayMs = 24 * 60 * 60 * 1000;

export type TAttemptTarget = Pick<
  repo.TSubscriptionRow,
  | "providerId"
  | "customerId"
  | "id"
  | "name"
  | "url"
  | "secret"
  | "previousSecret"
  | "previousSecretExpiresAt"
  | "authHeaderName"
  | "authHeaderValue"
>;

/** One signed attempt: with the current secret, and the previous one while it is still accepted. */
export function attempt(ctx: TAppContext, sub: TAttemptTarget, eventId: string, body: string, now: Date) {
  return sendWebhook({
    url: sub.url,
    secret: sub.secret,
    previousSecret: livePreviousSecret(sub, now)?.secret ?? null,
    authHeader: sub.authHeaderName ? { name: sub.authHeaderName, value: sub.authHeaderValue } : null,
    eventId,
    timestamp: seconds(now),
    body,
    allowInsecure: ctx.config.webhookAllowInsecure,
    timeoutMs: ctx.config.webhookTimeoutMs,
  });
}

/** The log row of one attempt to deliver `delivery` to the webhook `sub`, with its outcome. */
export function attemptRow(
  sub: TAttemptTarget,
  delivery: Pick<repo.TDeliveryRow, "id" | "eventId" | "eventType" | "body">,
  trigger: "auto" | "manual" | "test",
  outcome: TSendOutcome,
  now: Date,
): repo.TNewAttempt {
  return {
    providerId: sub.providerId,
    customerId: sub.customerId,
    deliveryId: delivery.id,
    subscriptionId: sub.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    name: sub.name,
    url: sub.url,
    trigger,
    result: outcome.result,
    attemptedAt: now,
    durationMs: outcome.durationMs,
    error: outcome.error,
    errorDetail: outcome.errorDetail,
    requestBody: delivery.body,
    responseStatus: outcome.responseStatus,
    responseBody: outcome.responseBody,
  };
}

/**
 * After an attempt at a real event (started at `now`): a success ends the failure streak and the
 * webhook's backoff; a failure starts the streak or continues it and puts the webhook in backoff, and a
 * streak of 5 days disables the webhook, fails what was still waiting and tells the owner by mail.
 */
export async function recordStreak(tx: Db, sub: TAttemptTarget, success: boolean, now: Date) {
  const owner = { providerId: sub.providerId, customerId: sub.customerId };
  if (success) return repo.clearFailing(tx, owner, sub.id);
  await repo.markFailing(tx, owner, sub.id, now);
  const cutoff = new Date(now.getTime() - webhookDisableAfterDays * dayMs);
  const disabled = await repo.disableIfFailingSince(tx, owner, sub.id, cutoff, now);
  if (!disabled) return;
  await repo.failPendingDeliveries(tx, disabled, now, "webhook.error.disabled");
  const mailbox = await repo.ownerUserId(tx, owner);
  if (mailbox) {
    await sendSystemMail(tx, {
      mailboxId: mailbox,
      providerId: sub.providerId,
      template: "webhookDisabled",
      params: { name: disabled.name, url: disabled.url },
      link: "/ds/webhook",
    });
  }
}
