import type { TOutgoingMailListQuery } from "@wms/contracts";
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
import { outgoingMails } from "./outgoing-mail.tables.ts";

/** SQL of the outbox. The provider's calls are bounded by its provider_id; the worker's are cross-tenant. */

export type TOutgoingMailRow = typeof outgoingMails.$inferSelect;
export type TNewOutgoingMail = typeof outgoingMails.$inferInsert;

export async function insertOutgoingMail(db: Db, values: TNewOutgoingMail) {
  const [row] = await db.insert(outgoingMails).values(values).returning({ id: outgoingMails.id });
  if (!row) throw new Error("outgoing mail not queued");
  return row.id;
}

/**
 * Claims up to `limit` due mails for one round of this worker: each gets the round's `lease` and its next
 * attempt moves to `leaseUntil`, so no other worker takes it meanwhile (rows another holds are skipped),
 * and a crash leaves it due again once the lease ends.
 */
export function claimDueMail(db: Db, now: Date, lease: { id: string; until: Date }, limit: number) {
  const due = db
    .select({ id: outgoingMails.id })
    .from(outgoingMails)
    .where(and(eq(outgoingMails.status, "pending"), lte(outgoingMails.nextAttemptAt, now)))
    .orderBy(asc(outgoingMails.nextAttemptAt), asc(outgoingMails.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outgoingMails)
    .set({ nextAttemptAt: lease.until, lease: lease.id })
    .where(and(inArray(outgoingMails.id, due), eq(outgoingMails.status, "pending")))
    .returning();
}

/** The outcome of an attempt, written only by the worker still holding the mail's lease. */
export type TAttemptOutcome =
  | { status: "sent" }
  | { status: "pending"; nextAttemptAt: Date; error: string }
  | { status: "failed"; error: string };

export async function recordAttempt(
  db: Db,
  claimed: { id: string; lease: string; attempts: number },
  at: Date,
  outcome: TAttemptOutcome,
): Promise<boolean> {
  const common = { attempts: claimed.attempts + 1, lastAttemptAt: at, lease: null };
  const set =
    outcome.status === "sent"
      ? {
          ...common,
          status: "sent" as const,
          sentAt: at,
          nextAttemptAt: null,
          lastError: null,
          bodyText: "",
          bodyHtml: null,
        }
      : outcome.status === "pending"
        ? { ...common, nextAttemptAt: outcome.nextAttemptAt, lastError: outcome.error }
        : { ...common, status: "failed" as const, nextAttemptAt: null, lastError: outcome.error };
  const rows = await db
    .update(outgoingMails)
    .set(set)
    .where(
      and(
        eq(outgoingMails.id, claimed.id),
        eq(outgoingMails.status, "pending"),
        eq(outgoingMails.lease, claimed.lease),
      ),
    )
    .returning({ id: outgoingMails.id });
  return rows.length > 0;
}

const listed = {
  id: outgoingMails.id,
  kind: outgoingMails.kind,
  recipient: outgoingMails.recipient,
  subject: outgoingMails.subject,
  status: outgoingMails.status,
  attempts: outgoingMails.attempts,
  lastError: outgoingMails.lastError,
  createdAt: outgoingMails.createdAt,
  lastAttemptAt: outgoingMails.lastAttemptAt,
  nextAttemptAt: outgoingMails.nextAttemptAt,
  sentAt: outgoingMails.sentAt,
  usefulUntil: outgoingMails.usefulUntil,
};
/** A mail as the provider's list reads it: never its text. */
export type TListedMail = { [K in keyof typeof listed]: TOutgoingMailRow[K] };

const sorts = {
  created_at: outgoingMails.createdAt,
  last_attempt_at: outgoingMails.lastAttemptAt,
} as const;

export function listProviderMail(db: Db, providerId: string, q: TOutgoingMailListQuery) {
  return listPage(
    db,
    {
      select: db.select(listed).from(outgoingMails),
      from: outgoingMails,
      where: [eq(outgoingMails.providerId, providerId), filterEq(outgoingMails.status, q.status)],
      keyword: [outgoingMails.recipient, outgoingMails.subject],
      // Postgres' default for nulls (a mail never attempted yet), as the indexes are ordered.
      sorts,
      id: outgoingMails.id,
      idOrder: "same",
    },
    q,
  );
}

export function findProviderMail(db: Db, providerId: string, id: string) {
  return db
    .select(listed)
    .from(outgoingMails)
    .where(tenantRow(outgoingMails, providerId, id))
    .limit(1)
    .then((r) => r[0]);
}

/**
 * A failed mail of the provider back in the outbox, due at once, retried until `retryUntil` (or until it
 * is of no use); none when it has not failed or is of no use any more.
 */
export function requeueFailedMail(db: Db, providerId: string, id: string, now: Date, retryUntil: Date) {
  return db
    .update(outgoingMails)
    .set({
      status: "pending",
      attempts: 0,
      nextAttemptAt: now,
      retryUntil: sql`least(${retryUntil.toISOString()}::timestamptz, coalesce(${outgoingMails.usefulUntil}, 'infinity'))`,
      lease: null,
    })
    .where(
      and(
        tenantRow(outgoingMails, providerId, id),
        eq(outgoingMails.status, "failed"),
        or(isNull(outgoingMails.usefulUntil), gt(outgoingMails.usefulUntil, now)),
      ),
    )
    .returning({ id: outgoingMails.id })
    .then((r) => r[0]);
}
