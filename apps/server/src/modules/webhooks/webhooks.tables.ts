import {
  webhookDeliveryKinds,
  webhookDeliveryStatuses,
  webhookDisabledReasons,
  webhookResults,
  webhookStatuses,
  webhookTriggers,
} from "@wms/contracts";
import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, stamp, tenantKey, tenantKeys, timestamps } from "../../kernel/db/columns.ts";

/**
 * A drop shipper's webhook subscription with one provider (tenant row: provider_id leads the key,
 * customer_id is the owner). One event type per subscription.
 */
export const webhookSubscriptions = pgTable(
  "webhook_subscriptions",
  {
    ...tenantKey(),
    customerId: uuid("customer_id").notNull(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    eventType: text("event_type").notNull(),
    status: text("status", { enum: webhookStatuses }).notNull().default("enabled"),
    /** `whsec_` + base64 of 24 random bytes; it signs, so it is kept recoverable. */
    secret: text("secret").notNull(),
    /**
     * The secret before the last rotation, kept (like `secret`) so that deliveries are signed with both
     * until previous_secret_expires_at (rotation + 24 h); ignored once that has passed.
     */
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: stamp("previous_secret_expires_at"),
    authHeaderName: text("auth_header_name").notNull().default(""),
    authHeaderValue: text("auth_header_value").notNull().default(""),
    source: text("source").notNull().default("manual"),
    disabledReason: text("disabled_reason", { enum: webhookDisabledReasons }),
    /** First failure of the current streak; cleared by any success. */
    failingSince: stamp("failing_since"),
    /**
     * After a failed attempt, no scheduled delivery of this webhook starts before this time (its own
     * backoff: other webhooks are not held up); cleared by any success.
     */
    backoffUntil: stamp("backoff_until"),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("webhook_subscriptions", t),
    index("webhook_subscriptions_owner_idx").on(t.providerId, t.customerId, t.createdAt.desc().nullsFirst()),
    index("webhook_subscriptions_match_idx")
      .on(t.providerId, t.customerId, t.eventType)
      .where(sql`status = 'enabled'`),
  ],
);

/**
 * The outbox: one row per event and subscription, written in the transaction of the change it reports.
 * A pending row with next_attempt_at in the past is due; claiming it moves next_attempt_at forward and
 * sets leased_until to the same time (a lease), so a delivery interrupted by a crash is tried again and
 * never lost, and the deliveries in flight to a webhook can be counted (its concurrency cap).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    ...tenantKey(),
    customerId: uuid("customer_id").notNull(),
    subscriptionId: uuid("subscription_id").notNull(),
    /** The webhook-id header (`msg_…`), the same for every attempt. */
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The exact JSON body that is signed and sent: { type, timestamp, data }. */
    body: text("body").notNull(),
    kind: text("kind", { enum: webhookDeliveryKinds }).notNull().default("event"),
    status: text("status", { enum: webhookDeliveryStatuses }).notNull().default("pending"),
    /** Scheduled (automatic) attempts made so far. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: stamp("next_attempt_at"),
    lastAttemptAt: stamp("last_attempt_at"),
    /** While an attempt is in flight: the end of its lease (cleared when the attempt is recorded). */
    leasedUntil: stamp("leased_until"),
    createdAt: createdAt(),
    /**
     * Write order: events of one transaction share created_at (and often next_attempt_at), so this keeps
     * "status_changed, then exception" in the order the change announced them, for receivers and the log.
     */
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    ...tenantKeys("webhook_deliveries", t),
    // The poller's queue (pending rows only): walked webhook by webhook, each one's oldest due first.
    index("webhook_deliveries_queue_idx")
      .on(t.providerId, t.subscriptionId, t.nextAttemptAt, t.seq)
      .where(sql`status = 'pending'`),
    // The attempts in flight, counted per webhook at each claim (a handful of rows).
    index("webhook_deliveries_leased_idx")
      .on(t.providerId, t.subscriptionId, t.leasedUntil)
      .where(sql`status = 'pending' and leased_until is not null`),
  ],
);

/** The callback log: one row per attempt, with what was sent and what came back. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    ...tenantKey(),
    customerId: uuid("customer_id").notNull(),
    deliveryId: uuid("delivery_id").notNull(),
    subscriptionId: uuid("subscription_id").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    /** Name and url of the subscription at the time of the attempt. */
    name: text("name").notNull(),
    url: text("url").notNull(),
    trigger: text("trigger", { enum: webhookTriggers }).notNull(),
    result: text("result", { enum: webhookResults }).notNull(),
    attemptedAt: stamp("attempted_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** A message key (webhook.error.*), localised when read, with its {detail}. */
    error: text("error"),
    errorDetail: text("error_detail"),
    requestBody: text("request_body").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
  },
  (t) => [
    ...tenantKeys("webhook_attempts", t),
    index("webhook_attempts_owner_idx").on(t.providerId, t.customerId, t.attemptedAt.desc().nullsFirst()),
    index("webhook_attempts_subscription_idx").on(
      t.providerId,
      t.subscriptionId,
      t.attemptedAt.desc().nullsFirst(),
    ),
    index("webhook_attempts_delivery_idx").on(t.providerId, t.deliveryId),
  ],
);
