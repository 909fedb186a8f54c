import {
  Code,
  type TCreateWebhookRequest,
  type TUpdateWebhookRequest,
  type TWebhookListQuery,
  type TWebhookLogQuery,
  type TWebhookRef,
  type TWebhookSecret,
  webhookDisableAfterDays,
  webhookPreviousSecretValidHours,
  webhookRetryDelaysSeconds,
  webhookTestEventType,
} from "@wms/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { presentPage } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, forbidden, notFound } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { sendSystemMail } from "../mail/index.ts";
import { webhookClock } from "./webhooks.clock.ts";
import { checkUrlShape, sendWebhook, type TSendOutcome } from "./webhooks.http.ts";
import { newEventId } from "./webhooks.outbox.ts";
import {
  livePreviousSecret,
  newSecret,
  presentLog,
  presentWebhook,
  previousExpiry,
} from "./webhooks.present.ts";
import * as repo from "./webhooks.repository.ts";
import { checkHost } from "./webhooks.ssrf.ts";

const dayMs = 24 * 60 * 60 * 1000;
/** A claimed delivery is held this long: more than one attempt (15 s) plus recording it. */
const leaseMs = 60_000;
const batchSize = 20;
const parallelSends = 4;

/** The drop shipper's own rows with the provider it names; webhooks belong to drop shippers only. */
async function ownerOf(scope: AccessScope, providerUuid: string): Promise<repo.TOwner> {
  scope.requireRole("dropShipper");
  const tenant = await scope.tenant(providerUuid);
  if (!tenant.customerId) throw forbidden();
  return { providerId: tenant.providerId, customerId: tenant.customerId };
}

/** Refuses an address that may never receive webhooks (checked again at every delivery). */
async function validateUrl(url: string, allowInsecure: boolean): Promise<void> {
  const shape = checkUrlShape(url, allowInsecure);
  if (!shape.ok) {
    const field =
      shape.error === "webhook.error.insecureUrl"
        ? "webhook.httpsRequired"
        : shape.error === "webhook.error.blocked"
          ? "webhook.urlBlocked"
          : shape.error;
    throw badRequest("badRequest", { url: field });
  }
  // A name that resolves to a refused address is refused now; one that does not resolve yet is accepted.
  if (await checkHost(shape.url.hostname, allowInsecure))
    throw badRequest("badRequest", { url: "webhook.urlBlocked" });
}

// ---- subscriptions ----

export async function listWebhooks(db: Db, scope: AccessScope, q: TWebhookListQuery) {
  const owner = await ownerOf(scope, q.provider_uuid);
  return presentPage(await repo.listSubscriptions(db, owner, q), presentWebhook, q);
}

async function ownSubscription(db: Db, scope: AccessScope, ref: TWebhookRef) {
  const owner = await ownerOf(scope, ref.provider_uuid);
  const row = await repo.findSubscription(db, owner, ref.id);
  if (!row) throw notFound();
  return { owner, row };
}

export async function getWebhook(db: Db, scope: AccessScope, ref: TWebhookRef) {
  return presentWebhook((await ownSubscription(db, scope, ref)).row);
}

export async function createWebhook(ctx: TAppContext, scope: AccessScope, input: TCreateWebhookRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  await validateUrl(input.url, ctx.config.webhookAllowInsecure);
  const now = webhookClock.now();
  const row = await ctx.db.transaction((tx) =>
    repo.insertSubscription(tx, {
      ...owner,
      name: input.name,
      url: input.url,
      eventType: input.event_type,
      status: input.status,
      disabledReason: input.status === "disabled" ? "manual" : null,
      secret: newSecret(),
      authHeaderName: input.auth_header_name,
      authHeaderValue: input.auth_header_value,
      source: input.source,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return { ...presentWebhook(row), secret: row.secret };
}

export async function updateWebhook(ctx: TAppContext, scope: AccessScope, input: TUpdateWebhookRequest) {
  const { owner, row } = await ownSubscription(ctx.db, scope, input);
  if (input.url !== undefined && input.url !== row.url)
    await validateUrl(input.url, ctx.config.webhookAllowInsecure);
  const now = webhookClock.now();
  const set: Parameters<typeof repo.updateSubscription>[3] = { updatedAt: now };
  if (input.name !== undefined) set.name = input.name;
  if (input.url !== undefined) set.url = input.url;
  if (input.event_type !== undefined) set.eventType = input.event_type;
  if (input.source !== undefined) set.source = input.source;
  if (input.auth_header_name !== undefined) {
    set.authHeaderName = input.auth_header_name;
    if (input.auth_header_name === "") set.authHeaderValue = "";
  }
  if (input.auth_header_value !== undefined && (set.authHeaderName ?? row.authHeaderName) !== "") {
    set.authHeaderValue = input.auth_header_value;
  }
  if (
    (set.authHeaderName ?? row.authHeaderName) !== "" &&
    (set.authHeaderValue ?? row.authHeaderValue) === ""
  ) {
    throw badRequest("badRequest", { auth_header_value: "webhook.headerValueRequired" });
  }
  const enabling = input.status === "enabled" && row.status === "disabled";
  const disabling = input.status === "disabled" && row.status === "enabled";
  if (enabling) Object.assign(set, { status: "enabled", disabledReason: null, failingSince: null });
  if (disabling) Object.assign(set, { status: "disabled", disabledReason: "manual" });
  const updated = await ctx.db.transaction(async (tx) => {
    const changed = await repo.updateSubscription(tx, owner, row.id, set);
    if (changed && disabling) await repo.failPendingDeliveries(tx, changed, now, "webhook.error.disabled");
    return changed;
  });
  if (!updated) throw notFound();
  return presentWebhook(updated);
}

export async function deleteWebhook(ctx: TAppContext, scope: AccessScope, ref: TWebhookRef) {
  const owner = await ownerOf(scope, ref.provider_uuid);
  const now = webhookClock.now();
  // The callback log stays (it keeps name and url); deliveries still waiting can never be sent.
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await repo.deleteSubscription(tx, owner, ref.id);
    if (row) await repo.failPendingDeliveries(tx, row, now, "webhook.error.deleted");
    return row;
  });
  if (!deleted) throw notFound();
  return { id: deleted.id };
}

export async function revealSecret(db: Db, scope: AccessScope, ref: TWebhookRef): Promise<TWebhookSecret> {
  const { row } = await ownSubscription(db, scope, ref);
  return { id: row.id, secret: row.secret, previous_secret_expires_at: previousExpiry(row) };
}

/**
 * A new secret signs every attempt from now on, retries of earlier events included. The replaced one
 * stays valid for 24 hours: until then each attempt is signed with both (a second rotation within that
 * window replaces the previous secret with the one it rotates out, for a fresh 24 hours).
 */
export async function rotateSecret(db: Db, scope: AccessScope, ref: TWebhookRef): Promise<TWebhookSecret> {
  const { owner, row } = await ownSubscription(db, scope, ref);
  const now = webhookClock.now();
  const updated = await db.transaction((tx) =>
    repo.rotateSubscriptionSecret(tx, owner, row.id, {
      secret: newSecret(),
      previousUntil: new Date(now.getTime() + webhookPreviousSecretValidHours * 3600_000),
      now,
    }),
  );
  if (!updated) throw notFound();
  return { id: updated.id, secret: updated.secret, previous_secret_expires_at: previousExpiry(updated) };
}

// ---- the callback log ----

export async function listLog(db: Db, scope: AccessScope, q: TWebhookLogQuery) {
  const owner = await ownerOf(scope, q.provider_uuid);
  return presentPage(await repo.listAttempts(db, owner, q), presentLog, q);
}

async function logItem(db: Db, owner: repo.TOwner, attemptId: string) {
  const { rows } = await repo.listAttempts(db, owner, {
    provider_uuid: owner.providerId,
    page_size: 1,
    cur_page: 1,
    attemptId,
  });
  const row = rows[0];
  if (!row) throw notFound();
  return presentLog(row);
}

// ---- attempts ----

type TAttemptTarget = Pick<
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
function attempt(ctx: TAppContext, sub: TAttemptTarget, eventId: string, body: string, now: Date) {
  return sendWebhook({
    url: sub.url,
    secret: sub.secret,
    previousSecret: livePreviousSecret(sub, now)?.secret ?? null,
    authHeader: sub.authHeaderName ? { name: sub.authHeaderName, value: sub.authHeaderValue } : null,
    eventId,
    timestamp: seconds(now),
    body,
    allowInsecure: ctx.config.webhookAllowInsecure,
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
 * After an attempt at a real event: a success ends the failure streak; a failure starts it, and a
 * streak of 5 days disables the webhook, fails what was still waiting and tells the owner by mail.
 */
async function recordStreak(tx: Db, sub: TAttemptTarget, success: boolean, now: Date) {
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

/** "Send test event": a webhook.test event to one webhook now, whatever its status; returns the attempt. */
export async function sendTestEvent(ctx: TAppContext, scope: AccessScope, ref: TWebhookRef) {
  const { owner, row } = await ownSubscription(ctx.db, scope, ref);
  const now = webhookClock.now();
  const eventId = newEventId();
  const body = JSON.stringify({
    type: webhookTestEventType,
    timestamp: now.toISOString(),
    data: {
      webhook_id: row.id,
      name: row.name,
      event_type: row.eventType,
      message: "Test event from the WMS platform",
    },
  });
  const outcome = await attempt(ctx, row, eventId, body, now);
  const attemptId = await ctx.db.transaction(async (tx) => {
    const delivery = await repo.insertDelivery(tx, {
      ...owner,
      subscriptionId: row.id,
      eventId,
      eventType: webhookTestEventType,
      body,
      kind: "test",
      status: outcome.result,
      lastAttemptAt: now,
      createdAt: now,
    });
    // A test proves the endpoint works; a failed test is not an event that went missing.
    if (outcome.result === "success") await repo.clearFailing(tx, owner, row.id);
    return repo.insertAttempt(tx, attemptRow(row, delivery, "test", outcome, now));
  });
  return logItem(ctx.db, owner, attemptId);
}

/** Resends one delivery by hand (a new attempt now, same webhook-id and body); returns the attempt. */
export async function resendDelivery(
  ctx: TAppContext,
  scope: AccessScope,
  input: { provider_uuid: string; delivery_id: string },
) {
  const owner = await ownerOf(scope, input.provider_uuid);
  const delivery = await repo.findDelivery(ctx.db, owner, input.delivery_id);
  if (!delivery) throw notFound();
  const sub = await repo.findSubscription(ctx.db, owner, delivery.subscriptionId);
  if (!sub) throw new AppError(Code.notFound, "webhook.deleted");
  const now = webhookClock.now();
  const outcome = await attempt(ctx, sub, delivery.eventId, delivery.body, now);
  const attemptId = await ctx.db.transaction(async (tx) => {
    const id = await repo.insertAttempt(tx, attemptRow(sub, delivery, "manual", outcome, now));
    const success = outcome.result === "success";
    // A failed resend leaves a scheduled delivery on its schedule.
    await repo.updateDelivery(tx, delivery.providerId, delivery.id, {
      lastAttemptAt: now,
      ...(success
        ? { status: "success", nextAttemptAt: null }
        : delivery.status === "pending"
          ? {}
          : { status: "failed" }),
    });
    if (delivery.kind === "event") await recordStreak(tx, sub, success, now);
    else if (success) await repo.clearFailing(tx, owner, sub.id);
    return id;
  });
  return logItem(ctx.db, owner, attemptId);
}

/** One scheduled attempt of a claimed delivery, recorded with its next step in one transaction. */
async function deliverClaimed(ctx: TAppContext, delivery: repo.TDeliveryRow, now: Date) {
  const owner = { providerId: delivery.providerId, customerId: delivery.customerId };
  const sub = await repo.findSubscription(ctx.db, owner, delivery.subscriptionId);
  if (sub?.status !== "enabled") {
    // Disabled or deleted since the event: not sent (a disabled one shows in the log and can be resent).
    await ctx.db.transaction(async (tx) => {
      if (sub) await repo.failPendingDeliveries(tx, sub, now, "webhook.error.disabled");
      else
        await repo.updateDelivery(tx, delivery.providerId, delivery.id, {
          status: "failed",
          nextAttemptAt: null,
        });
    });
    return "failed" as const;
  }
  const outcome = await attempt(ctx, sub, delivery.eventId, delivery.body, now);
  const number = delivery.attempts + 1;
  const success = outcome.result === "success";
  const delay = webhookRetryDelaysSeconds[number - 1];
  await ctx.db.transaction(async (tx) => {
    await repo.insertAttempt(tx, attemptRow(sub, delivery, "auto", outcome, now));
    await repo.updateDelivery(
      tx,
      delivery.providerId,
      delivery.id,
      {
        attempts: number,
        lastAttemptAt: now,
        ...(success
          ? { status: "success", nextAttemptAt: null }
          : delay === undefined
            ? { status: "failed", nextAttemptAt: null }
            : { nextAttemptAt: new Date(now.getTime() + delay * 1000) }),
      },
      { onlyPending: true },
    ); // it may have been failed meanwhile (webhook disabled)
    await recordStreak(tx, sub, success, now);
  });
  return outcome.result;
}

/**
 * Sends every delivery due at `now` (one batch per call, a few in parallel) and returns what happened.
 * The poller calls it every second with the wall clock; tests call it with the time they choose.
 */
export async function runDueDeliveries(
  ctx: TAppContext,
  now: Date = webhookClock.now(),
  log?: FastifyBaseLogger,
): Promise<{ claimed: number; succeeded: number; failed: number }> {
  const claimed = await repo.claimDueDeliveries(ctx.db, now, new Date(now.getTime() + leaseMs), batchSize);
  const summary = { claimed: claimed.length, succeeded: 0, failed: 0 };
  const queue = [...claimed];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        const result = await deliverClaimed(ctx, next, now);
        summary[result === "success" ? "succeeded" : "failed"] += 1;
      } catch (err) {
        // Left claimed: the lease ends and the delivery is due again.
        log?.warn({ err, deliveryId: next.id }, "webhook delivery could not be recorded");
        summary.failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelSends, claimed.length) }, worker));
  return summary;
}

export const batchLimit = batchSize;
