import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { contactInfo, userPreferences } from "./settings.tables.ts";

export function findPreferences(db: Db, userId: string, providerKey: string) {
  return db
    .select({ prefs: userPreferences.prefs })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.providerKey, providerKey)))
    .limit(1)
    .then((r) => r[0]?.prefs);
}

/** Merges the given fields into the stored preferences in one statement. */
export async function mergePreferences(
  db: Db,
  userId: string,
  providerKey: string,
  prefs: Record<string, string>,
) {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, providerKey, prefs })
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.providerKey],
      set: {
        prefs: sql`${userPreferences.prefs} || excluded.prefs`,
        updatedAt: new Date(),
      },
    })
    .returning({ prefs: userPreferences.prefs });
  return row?.prefs ?? prefs;
}

export function findContactInfo(db: Db, userId: string) {
  return db
    .select({ info: contactInfo.info })
    .from(contactInfo)
    .where(eq(contactInfo.userId, userId))
    .limit(1)
    .then((r) => r[0]?.info);
}

export async function saveContactInfo(db: Db, userId: string, info: Record<string, string>) {
  await db
    .insert(contactInfo)
    .values({ userId, info })
    .onConflictDoUpdate({ target: contactInfo.userId, set: { info, updatedAt: new Date() } });
}
