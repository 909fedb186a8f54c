import { randomBytes } from "node:crypto";
import {
  areaOfRole,
  Code,
  checkChangePassword,
  isProviderSide,
  isStrongSignUpPassword,
  limits,
  type TLanguage,
  type TRegisterRequest,
  type TRole,
  type TSignInRequest,
} from "@wms/contracts";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import { decryptAesEcbHex, randomToken, sha256 } from "../../kernel/crypto.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, badRequest, conflict } from "../../kernel/errors.ts";
import { hashPassword, verifyPassword } from "../../kernel/passwords.ts";
import { recordAudit } from "../audit/index.ts";
import { queueMail } from "../outgoing-mail/index.ts";
import {
  customers,
  findLink,
  findProvider,
  insertCustomer,
  insertProvider,
  listLinksOfUser,
} from "../tenancy/index.ts";
import {
  linkGoogleOnPassword,
  linkGoogleOnSignUp,
  noPassword,
  readGoogleTicket,
} from "./auth.google-links.ts";
import * as repo from "./auth.repository.ts";
import { shopListReader } from "./auth.shop-list.ts";
import { users } from "./auth.tables.ts";
import { checkSignInThrottle, claimResetMail, warnOwnerOnCeiling } from "./auth.throttle.ts";
import { userSettingsReader } from "./auth.user-settings.ts";

export async function issueAesKey(db: Db, username: string, purpose: "sign-up" | "login"): Promise<string> {
  const key = randomBytes(16).toString("hex");
  await repo.insertAesKey(db, username, purpose, key, new Date(Date.now() + limits.aesKeyTtlMs));
  // Opportunistic clean-up keeps the table small without a scheduler.
  if (Math.random() < 0.05) await repo.purgeExpiredAesKeys(db);
  return key;
}

/** Decrypts a password with one of the username's outstanding keys and burns that key. */
async function decryptWithKey(db: Db, username: string, purpose: "sign-up" | "login", cipherHex: string[]) {
  for (const key of await repo.findAesKeys(db, username, purpose)) {
    const plain = cipherHex.map((c) => decryptAesEcbHex(key.keyHex, c));
    if (plain.every((p) => p !== null)) {
      if (!(await repo.consumeAesKey(db, key.id))) continue;
      return plain as string[];
    }
  }
  throw new AppError(Code.badRequest, "auth.aesKeyExpired");
}

/** The /p login serves providers and operators alike; /ds only drop shippers. */
function roleMatches(requested: TRole, actual: TRole): boolean {
  return isProviderSide(requested) ? isProviderSide(actual) : actual === requested;
}

/** A new bearer token; an impersonation token (provider acting as its customer) lives one hour. */
export async function issueAccessToken(
  db: Db,
  userId: string,
  impersonatorUserId: string | null = null,
): Promise<string> {
  const token = randomToken(32);
  const ttl = impersonatorUserId ? 3600_000 : limits.accessTokenTtlMs;
  await repo.insertAccessToken(db, sha256(token), userId, new Date(Date.now() + ttl), impersonatorUserId);
  return token;
}

/** The signed-in user's data: spec's sign-in data (user, avatar, shops, default_settings). */
export async function homeData(db: Db, userId: string) {
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError(Code.loginExpired, "loginExpired");
  const providers = isProviderSide(user.role)
    ? [await findProvider(db, user.providerId ?? "")].filter((p) => p !== undefined)
    : (await listLinksOfUser(db, user.id, { size: 200, cur: 1 })).list.map((l) => ({
        provider_uuid: l.provider_uuid,
        name_of_provider: l.name_of_provider,
      }));
  const settings = await userSettingsReader.require()(db, user.id);
  return {
    user: {
      username: user.username,
      user_role: user.role,
      user_related_id: isProviderSide(user.role) ? (user.providerId ?? "") : user.id,
    },
    user_avatar_url: user.avatarUrl,
    shops: isProviderSide(user.role) ? [] : await shopListReader.require()(db, user.id),
    default_settings: { ...settings, provider_uuid: providers[0]?.provider_uuid ?? null },
    must_change_password: user.mustChangePassword,
    providers,
  };
}

/** Throttled first (see `authThrottle`): a refused or slowed attempt never reaches the password check. */
export async function signIn(
  ctx: TAppContext,
  input: TSignInRequest,
  ip: string,
  csrfToken: string,
  log: FastifyBaseLogger,
) {
  const { db } = ctx;
  const userFailures = await checkSignInThrottle(db, input.username, ip);

  const [password] = await decryptWithKey(db, input.username, "login", [input.password]);
  const user = await repo.findUserByUsername(db, input.username);
  // Same answer for an unknown user and a wrong password: nothing to enumerate.
  const passwordOk = user !== undefined && (await verifyPassword(user.passwordHash, password ?? ""));
  const valid = passwordOk && roleMatches(input.role, user.role);
  await repo.recordLoginAttempt(db, input.username, ip, valid);
  if (passwordOk && !valid) {
    // The right password on the other area's sign-in page: it only tells its owner where to sign in.
    const area = areaOfRole(user.role);
    throw new AppError(Code.badRequest, `auth.signInAt.${area}`, { sign_in_area: area });
  }
  if (!user || !valid) {
    await warnOwnerOnCeiling(ctx, user, userFailures + 1, log);
    throw new AppError(Code.badRequest, "auth.wrongCredentials");
  }
  if (!(await maySignIn(db, user))) throw new AppError(Code.forbidden, "auth.frozen");
  // A Google account waiting for this password (a `link` ticket) is linked now, before the session.
  if (input.google_ticket) await linkGoogleOnPassword(db, user, input.google_ticket, areaOfRole(input.role));
  return startSession(db, user, ip, csrfToken, "password");
}

/** An account that may sign in: active, and for a drop shipper, not frozen by every provider it has. */
export async function maySignIn(db: Db, user: { id: string; role: TRole; status: string }): Promise<boolean> {
  if (user.status !== "active") return false;
  return !(user.role === "dropShipper" && (await isFrozenEverywhere(db, user.id)));
}

/** A signed-in session for `user`, however it proved who it is: its token, the audit row, the sign-in data. */
export async function startSession(
  db: Db,
  user: { id: string; username: string; providerId: string | null },
  ip: string,
  csrfToken: string,
  method: "password" | "google",
) {
  const accessToken = await issueAccessToken(db, user.id);
  await recordAudit(db, {
    providerId: user.providerId,
    actorUserId: user.id,
    actorName: user.username,
    action: "sign-in",
    targetType: "user",
    targetId: user.id,
    detail: method === "password" ? { ip } : { ip, method },
  });
  return { access_token: accessToken, csrf_token: csrfToken, ...(await homeData(db, user.id)) };
}

/** A drop shipper whose every provider account is frozen cannot sign in (one active account is enough). */
async function isFrozenEverywhere(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ status: customers.accountStatus })
    .from(customers)
    .where(eq(customers.userId, userId));
  return rows.length > 0 && rows.every((r) => r.status === "frozen");
}

export async function register(ctx: TAppContext, input: TRegisterRequest, csrfToken: string) {
  const { db } = ctx;
  // Without a password only with Google (a sign-up ticket): the account then signs in with Google alone.
  if (!input.password && !input.google_ticket)
    throw badRequest("auth.google.passwordRequired", { password: "validation.required" });
  const [password] = input.password
    ? await decryptWithKey(db, input.username, "sign-up", [input.password])
    : [undefined];
  if (input.password && (!password || !isStrongSignUpPassword(password))) {
    throw badRequest("password.signUpRule", { password: "password.signUpRule" });
  }
  if (input.google_ticket) await readGoogleTicket(db, input.google_ticket, "sign-up");
  if (input.role === "dropShipper" && !input.supplier) {
    throw badRequest("auth.supplierRequired", { supplier: "auth.supplierRequired" });
  }
  if (input.supplier && !(await findProvider(db, input.supplier)))
    throw badRequest("badRequest", { supplier: "field.invalid" });
  if (await repo.findUserByUsername(db, input.username)) throw conflict("auth.usernameTaken");
  const passwordHash = password ? await hashPassword(password) : noPassword;

  const userId = await db.transaction(async (tx) => {
    const providerId = input.role === "provider" ? await insertProvider(tx, input.store_name) : null;
    const inserted = await tx
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        role: input.role,
        providerId,
        storeName: input.store_name,
        storeLogo: input.store_logo ?? null,
        email: input.email,
        phone: input.phone,
        address: input.address ?? "",
        avatarUrl: input.avatar ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const id = inserted[0]?.id;
    if (!id) throw conflict("auth.usernameTaken");
    if (input.role === "dropShipper" && input.supplier) await insertCustomer(tx, input.supplier, id);
    if (input.google_ticket) await linkGoogleOnSignUp(tx, id, input.google_ticket);
    await recordAudit(tx, {
      providerId: providerId ?? input.supplier ?? null,
      actorUserId: id,
      actorName: input.username,
      action: "register",
      targetType: "user",
      targetId: id,
    });
    return id;
  });
  const accessToken = await issueAccessToken(db, userId);
  return { access_token: accessToken, csrf_token: csrfToken, ...(await homeData(db, userId)) };
}

export async function signOut(db: Db, tokenHash: string) {
  await repo.revokeToken(db, tokenHash);
}

export async function changePassword(
  db: Db,
  scope: AccessScope,
  input: { old_password: string; new_password: string; confirm_password: string },
) {
  const [oldPassword, newPassword, confirm] = (await decryptWithKey(db, scope.session.username, "login", [
    input.old_password,
    input.new_password,
    input.confirm_password,
  ])) as [string, string, string];
  if (newPassword !== confirm)
    throw badRequest("auth.passwordMismatch", { confirm_password: "auth.passwordMismatch" });
  const rule = checkChangePassword(newPassword);
  if (rule) throw badRequest(rule, { new_password: rule });
  const user = await repo.findUserById(db, scope.userId);
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) {
    throw badRequest("auth.oldPasswordWrong", { old_password: "auth.oldPasswordWrong" });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await repo.revokeAllTokens(tx, user.id);
    await recordAudit(tx, {
      providerId: user.providerId,
      actorUserId: user.id,
      actorName: user.username,
      action: "change-password",
      targetType: "user",
      targetId: user.id,
    });
  });
}

/**
 * Always answers the same way, so the form cannot be used to find out which accounts exist; past the
 * reset-mail limits (`authThrottle`) it sends nothing and only logs. `mailLang` is the language of the
 * reset mail (its recipient is the one asking).
 */
export async function forgotPassword(
  ctx: TAppContext,
  username: string,
  role: TRole,
  mailLang: TLanguage,
  log: FastifyBaseLogger,
) {
  const user = await repo.findUserByUsername(ctx.db, username);
  if (!user || !roleMatches(role, user.role) || !user.email || user.status !== "active") return;
  const token = randomToken(32);
  const area = areaOfRole(user.role);
  const link = `${ctx.config.publicUrl}/${area}/turn-the-table?token=${encodeURIComponent(token)}`;
  const zh = mailLang === "zh_cn";
  const email = user.email;
  const expiresAt = new Date(Date.now() + limits.passwordResetTtlMs);
  // The link and its mail are written together: a mail for every link, and no link without one.
  const refused = await claimResetMail(ctx.db, user.id, async (tx) => {
    await repo.insertPasswordReset(tx, sha256(token), user.id, expiresAt);
    await queueMail(tx, {
      kind: "passwordReset",
      providerId: user.providerId,
      usefulUntil: expiresAt,
      to: email,
      subject: zh ? "重置您的密码" : "Reset your password",
      text: zh
        ? `您好 ${user.username}，\n\n请在 30 分钟内打开以下链接重置密码（只能使用一次）：\n${link}\n\n如果不是您本人操作，请忽略此邮件。`
        : `Hello ${user.username},\n\nOpen this link within 30 minutes to choose a new password (it works once):\n${link}\n\nIf you did not ask for this, ignore this message.`,
    });
  });
  if (refused) {
    log.warn({ username: user.username, limit: refused }, "password reset mail not sent: limit reached");
  }
}

export async function resetPassword(
  db: Db,
  input: { token: string; new_password: string; confirm_password: string },
) {
  if (input.new_password !== input.confirm_password) {
    throw badRequest("auth.passwordMismatch", { confirm_password: "auth.passwordMismatch" });
  }
  const rule = checkChangePassword(input.new_password);
  if (rule) throw badRequest(rule, { new_password: rule });
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    const reset = await repo.consumePasswordReset(tx, sha256(input.token));
    if (!reset) throw badRequest("auth.resetInvalid");
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, reset.userId));
    await repo.revokeAllTokens(tx, reset.userId);
  });
}

export { findLink };
