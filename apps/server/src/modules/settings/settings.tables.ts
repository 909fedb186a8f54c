import { jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { stamp } from "../../kernel/db/columns.ts";
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
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.providerKey] })],
);

export const contactInfo = pgTable("contact_info", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  info: jsonb("info").$type<Record<string, string>>().notNull(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});
