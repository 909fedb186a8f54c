import type { TMailListQuery } from "@wms/contracts";
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { containsPattern } from "../../kernel/db/sql-helpers.ts";
import { mailMessages } from "./mail.tables.ts";

export type TNewMail = typeof mailMessages.$inferInsert;

export async function insertMail(db: Db, rows: TNewMail[]) {
  if (rows.length === 0) return;
  await db.insert(mailMessages).values(rows);
}

export async function listMail(db: Db, mailboxId: string, q: TMailListQuery) {
  const filters: (SQL | undefined)[] = [eq(mailMessages.mailboxId, mailboxId)];
  if (q.status === "read") filters.push(isNotNull(mailMessages.readAt));
  if (q.status === "unread") filters.push(isNull(mailMessages.readAt));
  if (q.kind) filters.push(eq(mailMessages.kind, q.kind));
  if (q.keyword) {
    const like = containsPattern(q.keyword);
    filters.push(
      or(
        ilike(mailMessages.subject, like),
        ilike(mailMessages.body, like),
        ilike(mailMessages.senderName, like),
      ),
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
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
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(q.page_size)
      .offset((q.cur_page - 1) * q.page_size),
    db.select({ n: count() }).from(mailMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
