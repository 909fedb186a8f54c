import { and, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { accessTokens, aesKeys, appSecrets, loginAttempts, passwordResets, users } from "./auth.tables.ts";

export type TUserRow = typeof users.$inferSelect;

export function findUserByUsername(db: Db, username: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1)
    .then((r) => r[0]);
}

export function findUserById(db: Db, id: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((r) => r[0]);
}

export async function insertAesKey(
  db: Db,
  username: string,
  purpose: "sign-up" | "login",
  keyHex: string,
  expiresAt: Date,
) {
  await db.insert(aesKeys).values({ username, purpose, keyHex, expiresAt });
}

/** The unexpired keys issued for a username, newest first (a user may have two tabs open). */
export function findAesKeys(db: Db, username: string, purpose: "sign-up" | "login") {
  return db
    .select({ id: aesKeys.id, keyHex: aesKeys.keyHex })
    .from(aesKeys)
    .where(
      and(
        eq(aesKeys.purpose, purpose),
        sql`lower(${aesKeys.username}) = lower(${username})`,
        gt(aesKeys.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(aesKeys.id))
    .limit(5);
}

/** Deletes a key; false when another request used it first (one use only). */
export async function consumeAesKey(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(aesKeys).where(eq(aesKeys.id, id)).returning({ id: aesKeys.id });
  return deleted.length === 1;
}

export async function purgeExpiredAesKeys(db: Db) {
  await db.delete(aesKeys).where(sql`${aesKeys.expiresAt} < now()`);
}

export async function recordLoginAttempt(db: Db, username: string, ip: string, succeeded: boolean) {
  await db.insert(loginAttempts).values({ username, ip, succeeded });
}

export async function countRecentFailures(db: Db, username: string, ip: string, since: Date) {
  const [byUser] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        sql`lower(${loginAttempts.username}) = lower(${username})`,
        eq(loginAttempts.succeeded, false),
        gte(loginAttempts.at, since),
      ),
    );
  const [byIp] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gte(loginAttempts.at, since)));
  return { byUser: byUser?.n ?? 0, byIp: byIp?.n ?? 0 };
}

export async function insertAccessToken(
  db: Db,
  tokenHash: string,
  userId: string,
  expiresAt: Date,
  impersonatorUserId: string | null = null,
) {
  await db.insert(accessTokens).values({ tokenHash, userId, expiresAt, impersonatorUserId });
}

export async function revokeToken(db: Db, tokenHash: string) {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.tokenHash, tokenHash));
}

export async function revokeAllTokens(db: Db, userId: string) {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}

export async function insertPasswordReset(db: Db, tokenHash: string, userId: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ tokenHash, userId, expiresAt });
}

/** Marks a reset link used and returns its user; undefined when unknown, used or expired. */
export function consumePasswordReset(db: Db, tokenHash: string) {
  return db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId })
    .then((r) => r[0]);
}

export async function getOrCreateSecret(db: Db, name: string, create: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing`);
  return row.value;
}
