import type { TOutgoingMailKind } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import type { TMail } from "../../kernel/services/mail.ts";
import { wakeAfterCommit } from "../../kernel/services/wakes.ts";
import { insertOutgoingMail } from "./outgoing-mail.repository.ts";
import { outgoingMailClock, retryWindowMs } from "./outgoing-mail.schedule.ts";

/** The name the worker is woken by after a commit that queued mail (`wakeAfterCommit`). */
export const outgoingMailWake = "outgoing-mail";

export type TQueuedMail = TMail & {
  kind: TOutgoingMailKind;
  /** The tenant that sees the mail in its list; none for mail of no provider (only logged). */
  providerId?: string | null;
  /** A mail of no use after this moment (a reset link that expires) is retried until then only. */
  usefulUntil?: Date;
};

/**
 * Queues one mail. Call it INSIDE the transaction of what causes the mail (outbox pattern): nothing is
 * sent for a change that rolls back, nothing is lost if the process stops or the mail server is away, and
 * no request waits on the mail server. Once the transaction commits, the worker of every instance is
 * woken and one of them sends it (within about a second); it is retried for a day. Answers the row's id.
 */
export async function queueMail(tx: Db, mail: TQueuedMail): Promise<string> {
  const now = outgoingMailClock.now();
  const dayLater = now.getTime() + retryWindowMs;
  const retryUntil = new Date(Math.min(dayLater, mail.usefulUntil?.getTime() ?? dayLater));
  const id = await insertOutgoingMail(tx, {
    providerId: mail.providerId ?? null,
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html ?? null,
    nextAttemptAt: now,
    retryUntil,
    usefulUntil: mail.usefulUntil ?? null,
    createdAt: now,
  });
  await wakeAfterCommit(tx, outgoingMailWake);
  return id;
}
