import {
  Code,
  type TCreateWebhookRequest,
  type TUpdateWebhookRequest,
  type TWebhookListQuery,
  type TWebhookLogQuery,
  type TWebhookRef,
  type TWebhookSecret,
  webhookPreviousSecretValidHours,
  webhookTestEventType,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { presentPage } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, forbidden, notFound } from "../../kernel/errors.ts";
import { attempt, attemptRow, recordStreak } from "./webhooks.attempts.ts";
import { webhookClock } from "./webhooks.clock.ts";
import { checkUrlShape } from "./webhooks.http.ts";
import { newEventId } from "./webhooks.outbox.ts";
import { newSecret, presentLog, presentWebhook, previousExpiry } from "./webhooks.present.ts";
import * as repo from "./webhooks.repository.ts";
import { checkHost } from "./webhooks.ssrf.ts";

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
  if (enabling)
    Object.assign(set, { status: "enabled", disabledReason: null, failingSince: null, backoffUntil: null });
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
