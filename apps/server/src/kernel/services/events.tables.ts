import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every live notification, kept for a day (kernel/services/events.ts): NOTIFY carries it to the instances
 * listening at that moment, and this table lets an instance whose listening connection was lost (a
 * database restart, a failover) find what was announced meanwhile. Not a tenant table: a channel is a
 * provider's id or a user's id, and the rows are read by time only (a coordinator-local table on a
 * sharded Postgres, like pg-boss's; docs/operations.md).
 */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").notNull(),
    message: jsonb("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_events_created_idx").on(t.createdAt)],
);
