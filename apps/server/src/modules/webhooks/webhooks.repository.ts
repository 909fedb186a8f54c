import type { TWebhookListQuery, TWebhookLogQuery } from "@wms/contracts";
import { and, asc, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { matches, rowsOf, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { customers } from "../tenancy/index.ts";
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from "./webhooks.tables.ts";

export type TSubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type TDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type TNewAttempt = typeof webhookAttempts.$inferInsert;
/** The drop shipper (customer) of one provider who owns the rows. */
export type TOwner = { providerId: string; customerId: string };

const ownedSub = (o: TOwner) =>
  and(eq(webhookSubscriptions.providerId, o.providerId), eq(webhookSubscriptions.customerId, o.customerId));

// ---- subscriptions ----

export function listSubscriptions(db: Db, owner: TOwner, q: TWebhookListQuery) {
  return listPage(
    db,
    {
      from: webhookSubscriptions,
      where: [
        ownedSub(owner),
        filterEq(webhookSubscriptions.eventType, q.event_type),
        filterEq(webhookSubscriptions.status, q.status),
        filterEq(webhookSubscriptions.source, q.source),
      ],
      keyword: [webhookSubscriptions.name, webhookSubscriptions.url],
      orderBy: [desc(webhookSubscriptions.createdAt), asc(webhookSubscriptions.id)],
    },
    q,
  );
}

export function findSubscription(db: Db, owner: TOwner, id: string) {
  return db
    .select()
    .from(webhookSubscriptions)
    .where(and(ownedSub(owner), eq(webhookSubscriptions.id, id)))
    .limit(1)
    .then((r) => r[0]);
}

export async function insertSubscription(db: Db, values: typeof webhookSubscriptions.$inferInsert) {
  const [row] = await db.insert(webhookSubscriptions).values(values).returning();
  if (!row) throw new Error("webhook subscription not created");
  return row;
}

export function updateSubscription(
  db: Db,
  owner: TOwner,
  id: string,
  set: Partial<typeof webhookSubscriptions.$inferInsert>,
) {
  return db
    .update(webhookSubscriptions)
    .set(set)
    .where(and(ownedSub(owner), eq(webhookSubscriptions.id, id)))
    .returning()
    .then((r) => r[0]);
}

/**
 * Rotation in one statement: the current secret becomes the previous one (valid until `previousUntil`),
 * replacing any earlier previous secret, and `secret` takes the new value. SET reads the row as it was,
 * so concurrent rotations each keep the secret they replaced.
 */
export function rotateSubscriptionSecret(
  db: Db,
  owner: TOwner,
  id: string,
  input: { secret: string; previousUntil: Date; now: Date },
) {
  return db
    .update(webhookSubscriptions)
    .set({
      previousSecret: sql`${webhookSubscriptions.secret}`,
      previousSecretExpiresAt: input.previousUntil,
      secret: input.secret,
      updatedAt: input.now,
    })
    .where(and(ownedSub(owner), eq(webhookSubscriptions.id, id)))
    .returning()
    .then((r) => r[0]);
}

export function deleteSubscription(db: Db, owner: TOwner, id: string) {
  return db
    .delete(webhookSubscriptions)
    .where(and(ownedSub(owner), eq(webhookSubscriptions.id, id)))
    .returning()
    .then((r) => r[0]);
}

/** A success ends the failure streak and the backoff. */
export async function clearFailing(db: Db, owner: TOwner, id: string) {
  await db
    .update(webhookSubscriptions)
    .set({ failingSince: null, backoffUntil: null })
    .where(and(ownedSub(owner), eq(webhookSubscriptions.id, id)));
}

/** The shortest and longest backoff of a failing webhook (the shortest is the first retry delay). */
const webhookBackoffMs = { min: 5_000, max: 60_000 } as const;

/**
 * A failed attempt started at `now` starts the streak unless one is running, and puts the webhook in
 * backoff: none of its scheduled deliveries starts before `now` plus as long as the streak has lasted,
 * 5 s at least and 1 min at most (a later backoff already set stays).
 */
export async function markFailing(db: Db, owner: TOwner, id: string, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`coalesce(${webhookSubscriptions.failingSince}, ${at})`;
  const streakMs = sql`extract(epoch from ${at} - ${since}) * 1000`;
  const { min, max } = webhookBackoffMs;
  await db
    .update(webhookSubscriptions)
    .set({
      failingSince: since,
      backoffUntil: sql`greatest(${webhookSubscriptions.backoffUntil},
        ${at} + least(greatest(${streakMs}, ${min}), ${max}) * interval '1 millisecond')`,
    })
    .where(and(ownedSub(owner), eq(webhookSubscriptions.id, id)));
}

/** Disables an enabled subscription whose streak started at or before the cutoff; the row when it did. */
export function disableIfFailingSince(db: Db, owner: TOwner, id: string, cutoff: Date, now: Date) {
  return db
    .update(webhookSubscriptions)
    .set({ status: "disabled", disabledReason: "failing", updatedAt: now })
    .where(
      and(
        ownedSub(owner),
        eq(webhookSubscriptions.id, id),
        eq(webhookSubscriptions.status, "enabled"),
        lte(webhookSubscriptions.failingSince, cutoff),
      ),
    )
    .returning()
    .then((r) => r[0]);
}

export function ownerUserId(db: Db, owner: TOwner) {
  return db
    .select({ userId: customers.userId })
    .from(customers)
    .where(tenantRow(customers, owner.providerId, owner.customerId))
    .limit(1)
    .then((r) => r[0]?.userId);
}

// ---- deliveries (the outbox) ----

/**
 * One pending delivery per enabled subscription to each event's type, for many events in one statement;
 * answers how many deliveries were written.
 */
export async function insertEventDeliveries(
  db: Db,
  events: (TOwner & { eventId: string; type: string; body: string })[],
  at: Date,
): Promise<number> {
  const now = at.toISOString();
  const input = JSON.stringify(
    events.map((e, n) => ({ n, p: e.providerId, c: e.customerId, id: e.eventId, t: e.type, b: e.body })),
  );
  const result = await db.execute(sql`
    insert into webhook_deliveries
      (provider_id, customer_id, subscription_id, event_id, event_type, body, kind, status, attempts, next_attempt_at, created_at)
    select s.provider_id, s.customer_id, s.id, e.id, e.t, e.b, 'event', 'pending', 0,
      ${now}::timestamptz, ${now}::timestamptz
    from jsonb_to_recordset(${input}::jsonb) as e(n int, p uuid, c uuid, id text, t text, b text)
    join webhook_subscriptions s
      on s.provider_id = e.p and s.customer_id = e.c and s.event_type = e.t and s.status = 'enabled'
    order by e.n
    returning id`);
  return rowsOf(result).length;
}

export async function insertDelivery(db: Db, values: typeof webhookDeliveries.$inferInsert) {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  if (!row) throw new Error("webhook delivery not created");
  return row;
}

export function findDelivery(db: Db, owner: TOwner, id: string) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(matches(webhookDeliveries, { providerId: owner.providerId, customerId: owner.customerId, id }))
    .limit(1)
    .then((r) => r[0]);
}

export async function updateDelivery(
  db: Db,
  providerId: string,
  id: string,
  set: Partial<typeof webhookDeliveries.$inferInsert>,
  options: { onlyPending?: boolean } = {},
) {
  await db
    .update(webhookDeliveries)
    .set(set)
    .where(
      and(
        tenantRow(webhookDeliveries, providerId, id),
        options.onlyPending ? eq(webhookDeliveries.status, "pending") : undefined,
      ),
    );
}

/**
 * Ends every pending delivery of a subscription as failed. With an error key, each gets a log row
 * saying why it was not sent (so its owner sees it and can resend it by hand).
 */
export async function failPendingDeliveries(
  db: Db,
  sub: Pick<TSubscriptionRow, "providerId" | "customerId" | "id" | "name" | "url">,
  now: Date,
  error: string | null,
) {
  const failed = await db
    .update(webhookDeliveries)
    .set({ status: "failed", nextAttemptAt: null })
    .where(
      and(
        matches(webhookDeliveries, { providerId: sub.providerId, subscriptionId: sub.id }),
        eq(webhookDeliveries.status, "pending"),
      ),
    )
    .returning();
  if (error && failed.length > 0) {
    await db.insert(webhookAttempts).values(
      failed.map((d) => ({
        providerId: d.providerId,
        customerId: d.customerId,
        deliveryId: d.id,
        subscriptionId: d.subscriptionId,
        eventId: d.eventId,
        eventType: d.eventType,
        name: sub.name,
        url: sub.url,
        trigger: "auto" as const,
        result: "failed" as const,
        attemptedAt: now,
        durationMs: 0,
        error,
        requestBody: d.body,
      })),
    );
  }
  return failed.length;
}

// ---- the callback log ----

export async function insertAttempt(db: Db, values: TNewAttempt) {
  const [row] = await db.insert(webhookAttempts).values(values).returning({ id: webhookAttempts.id });
  if (!row) throw new Error("webhook attempt not recorded");
  return row.id;
}

const logColumns = {
  id: webhookAttempts.id,
  deliveryId: webhookAttempts.deliveryId,
  subscriptionId: webhookAttempts.subscriptionId,
  name: webhookAttempts.name,
  url: webhookAttempts.url,
  eventType: webhookAttempts.eventType,
  eventId: webhookAttempts.eventId,
  trigger: webhookAttempts.trigger,
  result: webhookAttempts.result,
  attemptedAt: webhookAttempts.attemptedAt,
  durationMs: webhookAttempts.durationMs,
  error: webhookAttempts.error,
  errorDetail: webhookAttempts.errorDetail,
  requestBody: webhookAttempts.requestBody,
  responseStatus: webhookAttempts.responseStatus,
  responseBody: webhookAttempts.responseBody,
  deliveryStatus: webhookDeliveries.status,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
};
export type TLogRow = Awaited<ReturnType<typeof listAttempts>>["rows"][number];

const deliveryJoin = tenantRow(webhookDeliveries, webhookAttempts.providerId, webhookAttempts.deliveryId);

export function listAttempts(db: Db, owner: TOwner, q: TWebhookLogQuery & { attemptId?: string }) {
  return listPage(
    db,
    {
      select: db.select(logColumns).from(webhookAttempts).leftJoin(webhookDeliveries, deliveryJoin),
      from: webhookAttempts,
      where: [
        eq(webhookAttempts.providerId, owner.providerId),
        eq(webhookAttempts.customerId, owner.customerId),
        filterEq(webhookAttempts.id, q.attemptId),
        filterEq(webhookAttempts.subscriptionId, q.webhook_id),
        filterEq(webhookAttempts.eventType, q.event_type),
        filterEq(webhookAttempts.result, q.result),
        q.date_from !== undefined
          ? gte(webhookAttempts.attemptedAt, new Date(q.date_from * 1000))
          : undefined,
        q.date_to !== undefined
          ? lt(webhookAttempts.attemptedAt, new Date((q.date_to + 1) * 1000))
          : undefined,
      ],
      keyword: [
        webhookAttempts.name,
        webhookAttempts.url,
        webhookAttempts.eventId,
        webhookAttempts.errorDetail,
        webhookAttempts.requestBody,
        webhookAttempts.responseBody,
      ],
      orderBy: [desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id)],
    },
    q,
  );
}
