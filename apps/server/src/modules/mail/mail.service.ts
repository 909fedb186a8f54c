import {
  Code,
  isMailTemplate,
  renderMail,
  type TLanguage,
  type TMailDetail,
  type TMailItem,
  type TMailListQuery,
  type TMailTemplate,
} from "@wms/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { toPage } from "../../kernel/db/sql-helpers.ts";
import { AppError, notFound } from "../../kernel/errors.ts";
import { defineRegistry } from "../../kernel/hooks.ts";
import { seconds } from "../../kernel/present.ts";
import { publishEventSql } from "../../kernel/services/events.ts";
import { users } from "../auth/index.ts";
import { customers } from "../tenancy/index.ts";
import * as repo from "./mail.repository.ts";

/** The mailbox (and notification channel) of the caller. */
export function mailboxOf(scope: AccessScope): string {
  return scope.isProviderSide ? scope.ownProviderId() : scope.userId;
}

/**
 * A mail as its reader sees it: a system notice is rendered for its recipient in `lang`, the reader's
 * language (a document, not a text the envelope renders: the preview is a cut of the rendered body).
 */
function localise(
  row: {
    template: string | null;
    params: Record<string, string | number> | null;
    subject: string;
    body: string;
  },
  lang: TLanguage,
) {
  if (row.template && isMailTemplate(row.template)) return renderMail(row.template, row.params ?? {}, lang);
  return { subject: row.subject, body: row.body };
}

export type TSystemMail = {
  mailboxId: string;
  providerId: string | null;
  template: TMailTemplate;
  params: Record<string, string | number>;
  link?: string;
};

/**
 * A system notice to one mailbox. Call it inside the transaction of the change it reports: the mail
 * and its live unread count are only seen if that transaction commits.
 */
export function sendSystemMail(db: Db, mail: TSystemMail): Promise<void> {
  return sendSystemMails(db, [mail]);
}

/**
 * A module that holds back some system notices its recipients asked to get otherwise (the shipped-orders
 * digest: modules/digests): answers the notices still to send now. Held ones are its to deliver later.
 */
export type TSystemMailHold = { name: string; keep(db: Db, mails: TSystemMail[]): Promise<TSystemMail[]> };
export const systemMailHolds = defineRegistry<TSystemMailHold>("mail.systemMailHolds", (h) => h.name);

/** Many system notices in one insert, and one live unread count per mailbox (a notice's orders shipped). */
export async function sendSystemMails(db: Db, all: TSystemMail[]): Promise<void> {
  let mails = all;
  for (const hold of systemMailHolds.all()) if (mails.length > 0) mails = await hold.keep(db, mails);
  if (mails.length === 0) return;
  await repo.insertMail(
    db,
    mails.map((mail) => {
      const english = renderMail(mail.template, mail.params, "en_us");
      return {
        mailboxId: mail.mailboxId,
        providerId: mail.providerId,
        kind: "system" as const,
        senderName: "System",
        subject: english.subject,
        body: english.body,
        template: mail.template,
        params: mail.params,
        link: mail.link ?? null,
      };
    }),
  );
  for (const mailboxId of new Set(mails.map((m) => m.mailboxId)))
    await publishEventSql(db, mailboxId, repo.unreadMessageSql(mailboxId));
}

export async function listMail(db: Db, scope: AccessScope, q: TMailListQuery, lang: TLanguage) {
  const { rows, total } = await repo.listMail(db, mailboxOf(scope), q);
  const list: TMailItem[] = rows.map((r) => {
    const text = localise(r, lang);
    return {
      id: r.id,
      kind: r.kind,
      subject: text.subject,
      preview: text.body.slice(0, 200),
      sender_name: r.senderName,
      provider_uuid: r.providerId,
      is_read: r.readAt !== null,
      created_at: seconds(r.createdAt),
    };
  });
  return toPage(list, total, q);
}

/** Opening a message marks it read. */
export async function openMail(
  db: Db,
  scope: AccessScope,
  id: string,
  lang: TLanguage,
): Promise<TMailDetail> {
  const mailbox = mailboxOf(scope);
  const row = await repo.findMail(db, mailbox, id);
  if (!row) throw notFound();
  if (!row.readAt) {
    await db.transaction(async (tx) => {
      await repo.markMail(tx, mailbox, [id], true);
      await publishEventSql(tx, mailbox, repo.unreadMessageSql(mailbox));
    });
  }
  const text = localise(row, lang);
  return {
    id: row.id,
    kind: row.kind,
    subject: text.subject,
    preview: text.body.slice(0, 200),
    body: text.body,
    link: row.link,
    sender_name: row.senderName,
    provider_uuid: row.providerId,
    is_read: true,
    created_at: seconds(row.createdAt),
  };
}

export async function markMail(db: Db, scope: AccessScope, ids: string[], read: boolean) {
  const mailbox = mailboxOf(scope);
  return db.transaction(async (tx) => {
    const changed = await repo.markMail(tx, mailbox, ids, read);
    await publishEventSql(tx, mailbox, repo.unreadMessageSql(mailbox));
    return { changed };
  });
}

export async function deleteMail(db: Db, scope: AccessScope, ids: string[]) {
  const mailbox = mailboxOf(scope);
  return db.transaction(async (tx) => {
    const deleted = await repo.deleteMail(tx, mailbox, ids);
    await publishEventSql(tx, mailbox, repo.unreadMessageSql(mailbox));
    return { deleted };
  });
}

export async function countUnread(db: Db, scope: AccessScope) {
  return { count: await repo.countUnread(db, mailboxOf(scope)) };
}

/** The customers a provider can write to (its own, active ones). */
export async function recipients(db: Db, scope: AccessScope) {
  const providerId = scope.ownProviderId();
  return db
    .select({
      customer_id: customers.id,
      username: users.username,
      store_name: users.storeName,
      owner_code: customers.ownerCode,
    })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(customers.providerId, providerId), eq(customers.accountStatus, "active")))
    .orderBy(asc(users.username))
    .limit(1000);
}

/** A provider or operator writes to one of its customers, or to all of them. */
export async function sendToCustomers(
  db: Db,
  scope: AccessScope,
  input: { customer_id?: string; all_customers?: boolean; subject: string; body: string },
) {
  const providerId = scope.ownProviderId();
  const targets = await db
    .select({ userId: customers.userId })
    .from(customers)
    .where(
      and(
        eq(customers.providerId, providerId),
        input.customer_id ? eq(customers.id, input.customer_id) : eq(customers.accountStatus, "active"),
      ),
    );
  if (targets.length === 0)
    throw input.customer_id ? notFound() : new AppError(Code.conflict, "mail.noCustomers");
  const [sender] = await db
    .select({ name: users.storeName, username: users.username })
    .from(users)
    .where(eq(users.id, scope.userId));
  const senderName = sender?.name || sender?.username || scope.session.username;
  await db.transaction(async (tx) => {
    await repo.insertMail(
      tx,
      targets.map((t) => ({
        mailboxId: t.userId,
        providerId,
        kind: "message" as const,
        senderUserId: scope.userId,
        senderName,
        subject: input.subject,
        body: input.body,
      })),
    );
    for (const t of targets) await publishEventSql(tx, t.userId, repo.unreadMessageSql(t.userId));
  });
  return { recipients: targets.length };
}
