import type { TOutgoingMail, TOutgoingMailListQuery } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { presentPage } from "../../kernel/db/sql-helpers.ts";
import { conflict, orNotFound } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { wakeAfterCommit } from "../../kernel/services/wakes.ts";
import { outgoingMailWake } from "./outgoing-mail.queue.ts";
import * as repo from "./outgoing-mail.repository.ts";
import { outgoingMailClock, retryWindowMs } from "./outgoing-mail.schedule.ts";

/** A failed mail can be sent again while it is of use (a reset link expires). */
const canSendAgain = (row: repo.TListedMail, now: Date) =>
  row.status === "failed" && (row.usefulUntil === null || row.usefulUntil > now);

function present(row: repo.TListedMail, now = outgoingMailClock.now()): TOutgoingMail {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: seconds(row.createdAt),
    last_attempt_at: seconds(row.lastAttemptAt),
    next_attempt_at: seconds(row.nextAttemptAt),
    sent_at: seconds(row.sentAt),
    can_send_again: canSendAgain(row, now),
  };
}

/** The provider's outgoing mail: its own tenant's only (mail of no provider is in the log, not here). */
export async function listOutgoingMail(db: Db, scope: AccessScope, q: TOutgoingMailListQuery) {
  const now = outgoingMailClock.now();
  return presentPage(await repo.listProviderMail(db, scope.ownProviderId(), q), (r) => present(r, now), q);
}

/** A failed mail back in the outbox: tried at once (the worker is woken), then retried for another day. */
export async function sendAgain(db: Db, scope: AccessScope, id: string): Promise<TOutgoingMail> {
  const providerId = scope.ownProviderId();
  const now = outgoingMailClock.now();
  await db.transaction(async (tx) => {
    const requeued = await repo.requeueFailedMail(
      tx,
      providerId,
      id,
      now,
      new Date(now.getTime() + retryWindowMs),
    );
    if (!requeued) {
      const row = orNotFound(await repo.findProviderMail(tx, providerId, id));
      throw conflict(row.status === "failed" ? "outgoingMail.noLongerUseful" : "outgoingMail.notFailed");
    }
    await wakeAfterCommit(tx, outgoingMailWake);
  });
  return present(orNotFound(await repo.findProviderMail(db, providerId, id)));
}
