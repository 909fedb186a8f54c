import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
import { providers } from "../tenancy/index.ts";

/**
 * The shipped-orders digests sent (docs/digests.md): one row per provider, mailbox and UTC day, written
 * with the digest mail in one transaction, so each is sent exactly once however many instances run the round.
 */
export const shippedDigests = pg.pgTable(
  "shipped_digests",
  {
    providerId: pg
      .uuid("provider_id")
      .notNull()
      .references(() => providers.id),
    mailboxId: pg.uuid("mailbox_id").notNull(),
    /** The UTC day (YYYY-MM-DD) whose shipped orders the digest lists. */
    day: pg.text("day").notNull(),
    orderCount: pg.integer("order_count").notNull(),
    sentAt: col.createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.providerId, t.mailboxId, t.day] })],
);
