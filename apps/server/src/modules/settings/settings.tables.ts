import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../auth/index.ts";

/** Preferences per user and provider ('' when not tied to a provider). */
export const userPreferences = pgTable(
  "user_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    providerKey: text("provider_key").notNull().default(""),
    prefs: jsonb("prefs").$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.providerKey] })],
);

export const contactInfo = pgTable("contact_info", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  info: jsonb("info").$type<Record<string, string>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
