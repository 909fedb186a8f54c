import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { TAppContext } from "../../kernel/context.ts";
import { writeWhileDatabaseAway } from "../../kernel/db/retry.ts";
import { startDrainingWorker } from "../../kernel/services/poller.ts";
import { outgoingMailWake } from "./outgoing-mail.queue.ts";
import {
  claimDueMail,
  recordAttempt,
  type TAttemptOutcome,
  type TOutgoingMailRow,
} from "./outgoing-mail.repository.ts";
import { nextAttemptAfterFailure, outgoingMailClock } from "./outgoing-mail.schedule.ts";

/** How long the record of an attempt is tried again while the database is away (well within the lease). */
const recordRetryPlan = { firstDelayMs: 250, maxDelayMs: 2_000, giveUpAfterMs: 2 * 60_000 };

/** Mails one round of one instance sends at once. */
export const batchLimit = 4;

/** The lease outlasts the longest attempt, so a mail is never taken by another worker while it is tried. */
const leaseMs = (ctx: TAppContext) => Math.max(5 * 60_000, 2 * ctx.mailTransport.attemptLimitMs);

async function attempt(ctx: TAppContext, row: TOutgoingMailRow, lease: string, log?: FastifyBaseLogger) {
  const sent = await ctx.mailTransport.send({
    to: row.recipient,
    subject: row.subject,
    text: row.bodyText,
    ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
  });
  const at = outgoingMailClock.now();
  const attempts = row.attempts + 1;
  let outcome: TAttemptOutcome;
  if (sent.result === "sent") outcome = { status: "sent" };
  else {
    const next = sent.result === "temporary" ? nextAttemptAfterFailure(attempts, at, row.retryUntil) : null;
    outcome = next
      ? { status: "pending", nextAttemptAt: next, error: sent.error }
      : { status: "failed", error: sent.error };
  }
  // A database restart between the send and its record would send the mail again when the lease ends:
  // the record is tried again until the database is back (within the lease).
  let recorded = false;
  await writeWhileDatabaseAway(async () => {
    recorded = await recordAttempt(ctx.db, { id: row.id, lease, attempts: row.attempts }, at, outcome);
  }, recordRetryPlan);
  // Mail of no provider is seen nowhere but here: every outcome is logged.
  const about = { mailId: row.id, kind: row.kind, to: row.recipient, providerId: row.providerId, attempts };
  if (!recorded) log?.warn(about, "outgoing mail: lease lost before the attempt was recorded");
  else if (outcome.status === "sent") log?.info(about, "mail sent");
  else if (outcome.status === "pending")
    log?.warn(
      { ...about, error: outcome.error, next: outcome.nextAttemptAt },
      "mail not sent yet: will retry",
    );
  else log?.error({ ...about, error: outcome.error }, "mail failed: not sent and no longer retried");
}

/**
 * One round: claims up to `batchLimit` due mails and tries each once, side by side (an attempt never
 * takes longer than the transport's limit). Answers how many were claimed.
 */
export async function runDueMail(ctx: TAppContext, log?: FastifyBaseLogger): Promise<{ claimed: number }> {
  const now = outgoingMailClock.now();
  const lease = { id: randomUUID(), until: new Date(now.getTime() + leaseMs(ctx)) };
  const rows = await claimDueMail(ctx.db, now, lease, batchLimit);
  await Promise.all(rows.map((row) => attempt(ctx, row, lease.id, log)));
  return { claimed: rows.length };
}

/** Rounds until nothing is due (what a mail retried later waits for is not due yet). */
export async function runUntilNoMailDue(ctx: TAppContext, log?: FastifyBaseLogger): Promise<void> {
  for (;;) {
    const { claimed } = await runDueMail(ctx, log);
    if (claimed === 0) return;
  }
}

/**
 * The outgoing-mail worker of this instance: a round every `mailPollMs`, and one at once when a commit
 * queued mail (`wakeAfterCommit`, on every instance), never two rounds at a time on one instance; several
 * instances share the outbox (claiming skips what another holds). `mailPollMs` <= 0 starts nothing (tests
 * run the rounds). Returns the stop function, which waits for the round in progress.
 */
export function startOutgoingMailWorker(ctx: TAppContext, log: FastifyBaseLogger): () => Promise<void> {
  return startDrainingWorker({
    every: ctx.config.mailPollMs,
    wakers: ctx.wakers,
    wakeName: outgoingMailWake,
    batch: batchLimit,
    round: async () => (await runDueMail(ctx, log)).claimed,
    log,
    failure: "outgoing mail round failed",
  });
}
