import { setTimeout as sleep } from "node:timers/promises";
import { Code, limits, renderMail, toLanguage } from "@wms/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError } from "../../kernel/errors.ts";
import { recordAudit } from "../audit/index.ts";
import { queueMail } from "../outgoing-mail/index.ts";
import * as repo from "./auth.repository.ts";
import { userSettingsReader } from "./auth.user-settings.ts";

/**
 * Sign-in and reset-mail throttling (NIST SP 800-63B §5.2.2, OWASP ASVS 5.0 ch. 6): slow the attacker,
 * never lock the owner out. Everything is computed from `login_attempts`, `password_resets` and the audit
 * log in the database, so it holds across instances.
 *
 * - Per (username, address): the first `pairFreeFailures` failures since the last success from that
 *   address are free; from then on the pair is refused (4029, retry_after) for `pairFirstLockMs` after
 *   its latest failure, doubling with each further failure (1, 2, 4, 8 min) up to `pairMaxLockMs`.
 *   Failures older than `pairMemoryMs` are forgotten. Other addresses are not affected.
 * - Per username, every address together: at `userCeiling` failures within `userWindowMs` every answer
 *   for that username is delayed by `userCeilingDelayMs` (right password included, and it still signs
 *   in), and the owner is mailed once per `userWindowMs` (recorded in the audit log).
 * - Per address, every username together (password spraying: few passwords on many usernames, which the
 *   pair rule lets through at 5 a username): from `ipMaxFailures` failures within `ipWindowMs`, known
 *   usernames or not, the address is refused (4029, retry_after) until its oldest counted failure leaves
 *   the window. No account is locked: its owner signs in from any other address. 20 in 15 minutes, down
 *   from 50: the pair rule allows one username at most 9 failures from an address in 15 minutes, so it
 *   takes at least 3 usernames to get there (a few mistyped passwords behind one office address stay
 *   below it), while the spray found in testing (5 passwords on each of 7 usernames, 35 guesses) is
 *   refused from its 21st guess. A failure its username made good from the same address (a typo, then
 *   the right password) is not counted: staff sharing an office's address are not taken for a spray. A
 *   minimum of distinct usernames was left out: 20 failures already need 3.
 * - Password-reset mails per account: one per `resetMailGapMs`, at most `resetMailsPerDay` a day;
 *   beyond that forgot-password answers as usual and sends nothing.
 */
export const authThrottle = {
  pairFreeFailures: 5,
  pairFirstLockMs: 60_000,
  pairMaxLockMs: 15 * 60_000,
  pairMemoryMs: 24 * 3600_000,
  userCeiling: 100,
  userWindowMs: 3600_000,
  userCeilingDelayMs: 1_000,
  ipMaxFailures: 20,
  ipWindowMs: 15 * 60_000,
  resetMailGapMs: 3 * 60_000,
  resetMailsPerDay: 5,
} as const;

const t = authThrottle;

/** Attempts of a pair worth reading: beyond this many failures the lock is at its cap anyway. */
const pairAttemptsToRead = t.pairFreeFailures + Math.ceil(Math.log2(t.pairMaxLockMs / t.pairFirstLockMs));

/** How long the pair stays refused after its latest failure, given its failures since its last success. */
export function pairLockMs(failures: number): number {
  if (failures < t.pairFreeFailures) return 0;
  return Math.min(t.pairMaxLockMs, t.pairFirstLockMs * 2 ** (failures - t.pairFreeFailures));
}

/** A 4029 that tells the client when to come back (the envelope copies it into Retry-After). */
function refusedFor(ms: number) {
  return new AppError(Code.tooManyRequests, "auth.signInThrottled", { retry_after: Math.ceil(ms / 1000) });
}

/** The address is refused for every username: a 4029 saying so, with when to come back. */
function addressRefusedFor(ms: number) {
  const seconds = Math.ceil(ms / 1000);
  return new AppError(
    Code.tooManyRequests,
    "auth.addressThrottled",
    { retry_after: seconds },
    { minutes: Math.ceil(seconds / 60) },
  );
}

/**
 * Runs before the password is looked at: refuses a busy address or a locked pair, and delays every answer
 * for a username over its ceiling. Returns the username's failure count in its window (capped).
 */
export async function checkSignInThrottle(db: Db, username: string, ip: string): Promise<number> {
  const now = Date.now();
  const [oldestCountedByIp, byUser, pair] = await Promise.all([
    repo.nthLatestFailureAt(db, ip, new Date(now - t.ipWindowMs), t.ipMaxFailures),
    repo.countRecentFailures(db, username, new Date(now - t.userWindowMs), t.userCeiling),
    repo.latestPairAttempts(db, username, ip, new Date(now - t.pairMemoryMs), pairAttemptsToRead),
  ]);
  if (oldestCountedByIp) throw addressRefusedFor(oldestCountedByIp.getTime() + t.ipWindowMs - now);

  const sinceSuccess = pair.findIndex((a) => a.succeeded);
  const failures = sinceSuccess === -1 ? pair.length : sinceSuccess;
  const latest = pair[0];
  if (latest && failures > 0) {
    const remaining = latest.at.getTime() + pairLockMs(failures) - now;
    if (remaining > 0) throw refusedFor(remaining);
  }
  if (byUser >= t.userCeiling) await sleep(t.userCeilingDelayMs);
  return byUser;
}

/**
 * After a failure that brings the username to its ceiling: mails the owner, once per window. The audit
 * entry is the record of the warning; an advisory lock keeps two instances from both sending it.
 */
export async function warnOwnerOnCeiling(
  ctx: TAppContext,
  user: repo.TUserRow | undefined,
  failuresInWindow: number,
  log: FastifyBaseLogger,
) {
  if (failuresInWindow < t.userCeiling || !user) return;
  const since = new Date(Date.now() - t.userWindowMs);
  const due = await ctx.db.transaction(async (tx) => {
    await repo.lockThrottleKey(tx, `sign-in-ceiling:${user.id}`);
    if (await repo.ceilingWarnedSince(tx, user, since)) return false;
    await recordAudit(tx, {
      providerId: user.providerId,
      actorUserId: null,
      actorName: "system",
      action: repo.ceilingWarningAction,
      targetType: "user",
      targetId: user.id,
      detail: { failures: failuresInWindow, window_minutes: t.userWindowMs / 60_000 },
    });
    if (user.email) {
      const lang = toLanguage((await userSettingsReader.require()(tx, user.id)).language);
      const mail = renderMail(
        "signInCeilingReached",
        { username: user.username, failures: failuresInWindow, minutes: t.userWindowMs / 60_000 },
        lang,
      );
      await queueMail(tx, {
        kind: "signInWarning",
        providerId: user.providerId,
        to: user.email,
        subject: mail.subject,
        text: mail.body,
      });
    }
    return true;
  });
  if (!due) return;
  log.warn(
    { username: user.username, failures: failuresInWindow },
    "sign-in failure ceiling reached: answers slowed, owner warned",
  );
}

/**
 * Claims a reset mail for the user within the limits, inserting its link in the same transaction
 * (so concurrent requests cannot both pass). Returns why not when a limit refuses it.
 */
export async function claimResetMail(
  db: Db,
  userId: string,
  insertLink: (tx: Db) => Promise<void>,
): Promise<"gap" | "daily" | null> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    await repo.lockThrottleKey(tx, `password-reset:${userId}`);
    const recent = await repo.recentPasswordResets(
      tx,
      userId,
      new Date(now - 24 * 3600_000),
      limits.passwordResetTtlMs,
    );
    if (recent.count >= t.resetMailsPerDay) return "daily";
    if (recent.latestIssuedAt && now - recent.latestIssuedAt.getTime() < t.resetMailGapMs) return "gap";
    await insertLink(tx);
    return null;
  });
}
