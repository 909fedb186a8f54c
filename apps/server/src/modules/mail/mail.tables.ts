import { mailKinds } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, stamp } from "../../kernel/db/columns.ts";

/**
 * Internal mail. A mailbox is a notification channel: a drop shipper's user id, or a provider_uuid
 * (shared by the provider and its operators). Keyed by mailbox first, the way it is always read.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mailboxId: uuid("mailbox_id").notNull(),
    providerId: uuid("provider_id"),
    kind: text("kind", { enum: mailKinds }).notNull(),
    senderUserId: uuid("sender_user_id"),
    senderName: text("sender_name").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** System notices: rendered from this template in the reader's language (subject/body keep English for search). */
    template: text("template"),
    params: jsonb("params").$type<Record<string, string | number>>(),
    /** An in-app path the message is about (an order, a receipt), when there is one. */
    link: text("link"),
    readAt: stamp("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_mailbox_created_idx").on(t.mailboxId, t.createdAt.desc().nullsFirst()),
    index("mail_mailbox_unread_idx").on(t.mailboxId).where(sql`read_at is null`),
  ],
);
