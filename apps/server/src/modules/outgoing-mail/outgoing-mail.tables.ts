import { outgoingMailKinds, outgoingMailStatuses } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, newestFirst, stamp } from "../../kernel/db/columns.ts";

/**
 * The outbox of mail sent by SMTP: one row per mail, written in the transaction of what caused it and
 * sent by the worker after commit. A pending row whose next_attempt_at has passed is due; claiming it
 * moves next_attempt_at to the end of a lease, so a mail interrupted by a crash is tried again.
 *
 * `provider_id` is the tenant that sees the mail in its list; null for mail of no provider (a drop
 * shipper's own password reset, the marketing site's licence mail), which is only logged. So the key is
 * `id` alone, not the tenant pair.
 */
export const outgoingMails = pgTable(
  "outgoing_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id"),
    kind: text("kind", { enum: outgoingMailKinds }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** The text and html are emptied once the mail is sent: they may hold a reset link or a password. */
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    status: text("status", { enum: outgoingMailStatuses }).notNull().default("pending"),
    /** Attempts since it was queued or sent again (the backoff's exponent). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: stamp("next_attempt_at"),
    /** A temporary failure after this moment fails the mail for good (a day after it was queued). */
    retryUntil: stamp("retry_until").notNull(),
    /** A mail of no use after this moment (a reset link's expiry): retried until then only, never sent again after. */
    usefulUntil: stamp("useful_until"),
    /** The claim of the worker attempting it: only that worker records the attempt's outcome. */
    lease: uuid("lease"),
    lastError: text("last_error"),
    lastAttemptAt: stamp("last_attempt_at"),
    sentAt: stamp("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's queue: cross-tenant by nature, small (pending rows only).
    index("outgoing_mails_due_idx").on(t.nextAttemptAt).where(sql`status = 'pending'`),
    // The provider's list, newest first, by status, and by last attempt.
    index("outgoing_mails_provider_idx").on(t.providerId, ...newestFirst(t)),
    index("outgoing_mails_provider_status_idx").on(t.providerId, t.status, ...newestFirst(t)),
    index("outgoing_mails_provider_attempt_idx").on(
      t.providerId,
      t.lastAttemptAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
