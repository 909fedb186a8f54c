import { and, count, desc, eq, gt, gte, isNull, max, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TSessionLookup } from "../../kernel/access/session.ts";
import type { Db } from "../../kernel/db/client.ts";
import { auditLog } from "../audit/index.ts";
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

const sameUsername = (username: string) => sql`lower(${loginAttempts.username}) = lower(${username})`;

/**
 * Failures of a username since `since`, counted up to `cap` only: a flood of attempts costs each check at
 * most `cap` index entries (login_attempts_user_idx).
 */
export async function countRecentFailures(
  db: Db,
  username: string,
  since: Date,
  cap: number,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(loginAttempts)
    .where(and(sameUsername(username), eq(loginAttempts.succeeded, false), gte(loginAttempts.at, since)))
    .limit(cap)
    .as("matching");
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/**
 * When the `n`th latest failure from an address since `since` happened, whatever the username; none when
 * there were fewer. A failure its username made good from the same address (a typo, then the right
 * password) is not counted: staff behind one office address who mistype at the start of a shift are not
 * taken for a spray, whose guesses never succeed. Read newest first along login_attempts_ip_idx (ip, at),
 * each failure checked along login_attempts_user_ip_idx, stopping at the `n`th one that counts.
 */
export async function nthLatestFailureAt(
  db: Db,
  ip: string,
  since: Date,
  n: number,
): Promise<Date | undefined> {
  const later = alias(loginAttempts, "later");
  const [row] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        gte(loginAttempts.at, since),
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                sql`lower(${later.username}) = lower(${loginAttempts.username})`,
                eq(later.ip, loginAttempts.ip),
                eq(later.succeeded, true),
                gt(later.at, loginAttempts.at),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(loginAttempts.at))
    .offset(n - 1)
    .limit(1);
  return row?.at;
}

/** The latest `limit` attempts of one username from one address since `since`, newest first. */
export function latestPairAttempts(db: Db, username: string, ip: string, since: Date, limit: number) {
  return db
    .select({ succeeded: loginAttempts.succeeded, at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(sameUsername(username), eq(loginAttempts.ip, ip), gte(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(limit);
}

/**
 * Serialises one throttling decision across requests and instances until the transaction ends
 * (two-key advisory lock; the migration lock uses the one-key form, so they never collide).
 */
export async function lockThrottleKey(tx: Db, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(7261002, hashtext(${key}))`);
}

/** The audit action that records a ceiling warning mail (one per window). */
export const ceilingWarningAction = "sign-in-ceiling-warning";

/** Whether the ceiling warning of a user was recorded (audit log) since `since`. */
export async function ceilingWarnedSince(db: Db, user: TUserRow, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        user.providerId ? eq(auditLog.providerId, user.providerId) : isNull(auditLog.providerId),
        eq(auditLog.targetType, "user"),
        eq(auditLog.targetId, user.id),
        gte(auditLog.at, since),
        eq(auditLog.action, ceilingWarningAction),
      ),
    )
    .limit(1);
  return rows.length > 0;
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

/**
 * Reset links issued to a user since `since`: how many, and when the latest was issued. The table keeps
 * no issue time, so it is the expiry minus the link lifetime (`ttlMs`).
 */
export async function recentPasswordResets(db: Db, userId: string, since: Date, ttlMs: number) {
  const [row] = await db
    .select({ n: count(), latestExpiry: max(passwordResets.expiresAt) })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.userId, userId), gt(passwordResets.expiresAt, new Date(since.getTime() + ttlMs))),
    );
  const latest = row?.latestExpiry ? new Date(new Date(row.latestExpiry).getTime() - ttlMs) : null;
  return { count: row?.n ?? 0, latestIssuedAt: latest };
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

/** The active user behind an unexpired, unrevoked token (the kernel's session lookup). */
export const findSessionByTokenHash: TSessionLookup = async (db, tokenHash) => {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      role: users.role,
      providerId: users.providerId,
      status: users.status,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (row?.status !== "active") return null;
  return { userId: row.userId, username: row.username, role: row.role, providerId: row.providerId };
};

export type TNewUser = typeof users.$inferInsert;

/** Creates a user; undefined when the username is already taken (also when a concurrent call took it). */
export async function insertUserIfFree(db: Db, values: TNewUser) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes a user's own fields (profile, avatar); `updated_at` moves with them. */
export async function updateUser(
  db: Db,
  userId: string,
  patch: Partial<Pick<TNewUser, "storeName" | "email" | "phone" | "address" | "avatarUrl">>,
) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
