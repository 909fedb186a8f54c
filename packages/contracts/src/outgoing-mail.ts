import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, orderBy, sortBy, ZKeyword } from "./list-fields.ts";

/**
 * Outgoing mail (the outbox): every mail the platform sends by SMTP is a row, sent by a worker and retried
 * for a day (docs/outgoing-mail.md). Not the internal mailbox (mail.ts), whose messages are shown in the app.
 */
export const outgoingMailStatuses = ["pending", "sent", "failed"] as const;
export type TOutgoingMailStatus = (typeof outgoingMailStatuses)[number];

/** What a mail is for: the list shows it, and says who the mail concerns without showing its text. */
export const outgoingMailKinds = [
  "passwordReset",
  "signInWarning",
  "customerCredentials",
  "siteLicence",
] as const;
export type TOutgoingMailKind = (typeof outgoingMailKinds)[number];

/** One outgoing mail as the provider sees it: never its text (it may hold a reset link or a password). */
export const ZOutgoingMail = z.object({
  id: z.string(),
  kind: z.enum(outgoingMailKinds),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(outgoingMailStatuses),
  /** Attempts since it was queued (or sent again). */
  attempts: z.number().int(),
  /** What the mail server (or the connection) said at the last failed attempt, as it said it. */
  last_error: z.string().nullable(),
  /** Unix seconds. */
  created_at: z.number().int(),
  last_attempt_at: z.number().int().nullable(),
  /** When a pending mail is tried next; null once it is sent or failed. */
  next_attempt_at: z.number().int().nullable(),
  sent_at: z.number().int().nullable(),
  /** Failed, and still of use (a password-reset link lasts 30 minutes): "send again" may queue it. */
  can_send_again: z.boolean(),
});
export type TOutgoingMail = z.infer<typeof ZOutgoingMail>;

export const outgoingMailSorts = ["created_at", "last_attempt_at"] as const;

export const ZOutgoingMailListQuery = z.object({
  ...ZPageQuery.shape,
  /** Matches the recipient or the subject. */
  keyword: ZKeyword,
  status: optionalFilter(z.enum(outgoingMailStatuses)),
  sort: sortBy(outgoingMailSorts, "created_at"),
  order: orderBy("desc"),
});
export type TOutgoingMailListQuery = z.infer<typeof ZOutgoingMailListQuery>;

export const ZOutgoingMailRef = z.object({ id: z.string().uuid("field.invalid") });
