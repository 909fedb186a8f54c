import type { TMailListQuery } from "@wms/contracts";
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { mailMessages } from "./mail.tables.ts";

export type TNewMail = typeof mailMessages.$inferInsert;

export async function insertMail(db: Db, rows: TNewMail[]) {
  if (rows.length === 0) return;
  await db.insert(mailMessages).values(rows);
}

export function listMail(db: Db, mailboxId: string, q: TMailListQuery) {
  return listPage(
    db,
    {
      select: db
        .select({
          id: mailMessages.id,
          kind: mailMessages.kind,
          subject: mailMessages.subject,
          preview: sql<string>`left(${mailMessages.body}, 200)`,
          body: sql<string>`left(${mailMessages.body}, 200)`,
          template: mailMessages.template,
          params: mailMessages.params,
          senderName: mailMessages.senderName,
          providerId: mailMessages.providerId,
          readAt: mailMessages.readAt,
          createdAt: mailMessages.createdAt,
        })
        .from(mailMessages),
      from: mailMessages,
      where: [
        eq(mailMessages.mailboxId, mailboxId),
        q.status === "read" ? isNotNull(mailMessages.readAt) : undefined,
        q.status === "unread" ? isNull(mailMessages.readAt) : undefined,
        filterEq(mailMessages.kind, q.kind),
      ],
      keyword: [mailMessages.subject, mailMessages.body, mailMessages.senderName],
      orderBy: [desc(mailMessages.createdAt), desc(mailMessages.id)],
    },
    q,
  );
}

export function findMail(db: Db, mailboxId: string, id: string) {
  return db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.mailboxId, mailboxId), eq(mailMessages.id, id)))
    .limit(1)
    .then((r) => r[0]);
}

export async function markMail(db: Db, mailboxId: string, ids: string[], read: boolean) {
  const rows = await db
    .update(mailMessages)
    .set({ readAt: read ? sql`coalesce(${mailMessages.readAt}, now())` : null })
    .where(and(eq(mailMessages.mailboxId, mailboxId), inArray(mailMessages.id, ids)))
    .returning({ id: mailMessages.id });
  return rows.length;
}

export async function deleteMail(db: Db, mailboxId: string, ids: string[]) {
  const rows = await db
    .delete(mailMessages)
    .where(and(eq(mailMessages.mailboxId, mailboxId), inArray(mailMessages.id, ids)))
    .returning({ id: mailMessages.id });
  return rows.length;
}

export async function countUnread(db: Db, mailboxId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailMessages)
    .where(and(eq(mailMessages.mailboxId, mailboxId), isNull(mailMessages.readAt)));
  return row?.n ?? 0;
}

/** SQL for the live unread count of a mailbox, evaluated inside the publishing transaction. */
export function unreadMessageSql(mailboxId: string) {
  return sql`json_build_object('type', 'mail', 'unread', (select count(*) from ${mailMessages} where ${mailMessages.mailboxId} = ${mailboxId}::uuid and ${mailMessages.readAt} is null))`;
}
