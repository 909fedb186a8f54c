import { and, eq, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf, uuidArray } from "../../kernel/db/sql-helpers.ts";
import type { TDeliveryRow } from "./webhooks.repository.ts";
import { webhookDeliveries } from "./webhooks.tables.ts";

/*
 * The delivery queue (SQL only): which webhooks have due deliveries, and the fair claim of them. The queue
 * is cross-tenant by nature: the poller of each instance serves every provider.
 */

export type TClaimCaps = {
  /** Deliveries this claim may take in all (the instance's free slots). */
  total: number;
  /** Deliveries in flight to one webhook at once, over all instances. */
  perWebhook: number;
};

type TQueued = { provider_id: string; subscription_id: string; live: boolean };

/** How many attempts to webhook `w` (a row with provider_id, subscription_id) are in flight at `at`. */
const inFlight = (w: string, at: SQL) => sql`(
  select count(*)::int from webhook_deliveries f
   where f.provider_id = ${sql.raw(w)}.provider_id and f.subscription_id = ${sql.raw(w)}.subscription_id
     and f.status = 'pending' and f.leased_until is not null and f.leased_until > ${at})`;

/** Whether webhook `w` has a delivery due at `at`. */
const hasDue = (w: string, at: SQL) => sql`exists (
  select 1 from webhook_deliveries d
   where d.provider_id = ${sql.raw(w)}.provider_id and d.subscription_id = ${sql.raw(w)}.subscription_id
     and d.status = 'pending' and d.next_attempt_at <= ${at})`;

/**
 * The webhooks with a delivery due at `now` that may take one: enabled, out of backoff and below their
 * cap (`live`), or disabled or deleted since the event (not live: their deliveries are failed, not sent).
 * A skip scan of the queue index: one probe per webhook with pending rows, however long its backlog.
 */
function queuedWebhooks(db: Db, at: SQL, perWebhook: number) {
  return db
    .execute(sql`
    with recursive queued(provider_id, subscription_id) as (
      (select provider_id, subscription_id from webhook_deliveries
        where status = 'pending' order by provider_id, subscription_id limit 1)
      union all
      select next.provider_id, next.subscription_id from queued q
      cross join lateral (
        select d.provider_id, d.subscription_id from webhook_deliveries d
         where d.status = 'pending'
           and (d.provider_id, d.subscription_id) > (q.provider_id, q.subscription_id)
         order by d.provider_id, d.subscription_id limit 1) next
    )
    select q.provider_id, q.subscription_id, coalesce(s.status = 'enabled', false) as live
      from queued q
      left join webhook_subscriptions s on s.provider_id = q.provider_id and s.id = q.subscription_id
     where ${hasDue("q", at)}
       and (s.status is distinct from 'enabled'
            or ((s.backoff_until is null or s.backoff_until <= ${at}) and ${inFlight("q", at)} < ${perWebhook}))`)
    .then((result) => rowsOf<TQueued>(result));
}

/**
 * Locks the enabled webhooks of `queued` still out of backoff, skipping those another instance is
 * claiming for: one claimer at a time per webhook, so its cap holds over all instances. Answers them.
 */
function lockWebhooks(tx: Db, queued: TQueued[], at: SQL) {
  return tx
    .execute(sql`
    select s.provider_id, s.id as subscription_id from webhook_subscriptions s
     where (s.provider_id, s.id) in (
             select * from unnest(${uuidArray(queued.map((q) => q.provider_id))},
                                  ${uuidArray(queued.map((q) => q.subscription_id))}))
       and s.status = 'enabled' and (s.backoff_until is null or s.backoff_until <= ${at})
       for update skip locked`)
    .then((result) => rowsOf<Omit<TQueued, "live">>(result));
}

/**
 * Claims, for each of `webhooks`, its oldest due deliveries up to its free slots (cap minus what is in
 * flight: read after the lock, so it counts every instance's claims), at most `caps.total` in all, in
 * turns: every webhook's first before any webhook's second, and within a turn the providers alternate
 * (then the webhook waiting longest goes first). Claiming moves next_attempt_at to `leaseUntil` and sets
 * leased_until: no other instance takes the row meanwhile, and a crash leaves it due when the lease ends.
 */
function claimInTurns(
  tx: Db,
  webhooks: Omit<TQueued, "live">[],
  at: SQL,
  leaseUntil: Date,
  caps: TClaimCaps,
): Promise<TDeliveryRow[]> {
  const fair = sql`
    with webhook(provider_id, subscription_id) as (
      select * from unnest(${uuidArray(webhooks.map((w) => w.provider_id))},
                           ${uuidArray(webhooks.map((w) => w.subscription_id))})),
    picked as (
      select w.provider_id, w.subscription_id, d.id, d.next_attempt_at, d.seq from webhook w
      cross join lateral (
        select d.id, d.next_attempt_at, d.seq from webhook_deliveries d
         where d.provider_id = w.provider_id and d.subscription_id = w.subscription_id
           and d.status = 'pending' and d.next_attempt_at <= ${at}
         order by d.next_attempt_at, d.seq
         limit greatest(${caps.perWebhook} - ${inFlight("w", at)}, 0)
           for update skip locked) d),
    turns as (
      select provider_id, id, next_attempt_at,
             row_number() over (partition by subscription_id order by next_attempt_at, seq) as turn,
             min(next_attempt_at) over (partition by subscription_id) as waiting_since,
             subscription_id
        from picked),
    ranked as (
      select provider_id, id, turn, waiting_since,
             row_number() over (partition by turn, provider_id order by waiting_since, subscription_id) as round
        from turns)
    select provider_id, id from ranked order by turn, round, waiting_since limit ${caps.total}`;
  const d = webhookDeliveries;
  return tx
    .update(d)
    .set({ nextAttemptAt: leaseUntil, leasedUntil: leaseUntil })
    .where(
      and(
        sql`(${d.providerId}, ${d.id}) in (${fair})`,
        eq(d.status, "pending"),
        lte(d.nextAttemptAt, sql`${at}`),
      ),
    )
    .returning();
}

/**
 * Claims due deliveries for this instance, fairly between webhooks and providers: a webhook in backoff
 * or with `caps.perWebhook` attempts in flight is skipped, the others take turns. Answers the claimed
 * rows in write order.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseUntil: Date,
  caps: TClaimCaps,
): Promise<TDeliveryRow[]> {
  if (caps.total <= 0) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const queued = await queuedWebhooks(db, at, caps.perWebhook);
  if (queued.length === 0) return [];
  const claimed = await db.transaction(async (tx) => {
    const live = queued.filter((q) => q.live);
    const locked = live.length > 0 ? await lockWebhooks(tx, live, at) : [];
    const webhooks = [...locked, ...queued.filter((q) => !q.live)];
    return webhooks.length > 0 ? claimInTurns(tx, webhooks, at, leaseUntil, caps) : [];
  });
  return claimed.sort((a, b) => a.seq - b.seq);
}
