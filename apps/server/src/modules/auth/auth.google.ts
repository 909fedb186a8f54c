import { areaOfRole, Code, type TArea, type TGoogleRefusal, type TGoogleStatus } from "@wms/contracts";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import * as oidc from "openid-client";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import { randomToken, sha256 } from "../../kernel/crypto.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, badRequest, conflict, notFound } from "../../kernel/errors.ts";
import { callbackCookie } from "../../kernel/http/callback-cookie.ts";
import { recordAudit } from "../audit/index.ts";
import { GoogleOpenId, GoogleUnavailable } from "./auth.google-client.ts";
import {
  issueGoogleTicket,
  linkedUserOf,
  linkGoogle,
  noPassword,
  readGoogleTicket,
  useGoogleTicket,
} from "./auth.google-links.ts";
import * as repo from "./auth.repository.ts";
import { maySignIn, startSession } from "./auth.service.ts";
import { googleAttempts, googleLinks, googleTickets, users } from "./auth.tables.ts";
import { checkSignInThrottle } from "./auth.throttle.ts";

/** How long a trip to Google may take, from the button to the callback. */
const attemptTtlMs = 10 * 60_000;
/** Trips and tickets are kept this long after they end (a replay is told apart from a made-up state). */
const keepFor = "1 day";
export const callbackPath = "/api/auth/google/callback";

const clients = new WeakMap<TAppContext, GoogleOpenId>();

/** The platform's Google client, or 4004 when Google sign-in is not configured. */
function googleOf(ctx: TAppContext): GoogleOpenId {
  const settings = ctx.config.google;
  if (!settings) throw notFound("auth.google.off");
  let client = clients.get(ctx);
  if (!client) {
    client = new GoogleOpenId(settings, `${ctx.config.publicUrl}${callbackPath}`);
    clients.set(ctx, client);
  }
  return client;
}

/** The trip's binding, kept in the browser that started it (sent back on Google's redirect). */
export const bindingCookie = callbackCookie("wms_google", callbackPath, attemptTtlMs);

/**
 * Starts a trip to Google from the sign-in or sign-up page of `area`, or (with `linkUserId`) from a signed-in
 * user's security settings: keeps its state, nonce and PKCE verifier, and answers Google's address and the
 * value of the cookie that ties the trip to this browser.
 */
export async function startGoogle(ctx: TAppContext, area: TArea, linkUserId: string | null = null) {
  const google = googleOf(ctx);
  const checks = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  let url: string;
  try {
    url = await google.authorizationUrl(checks);
  } catch (err) {
    if (err instanceof GoogleUnavailable) throw new AppError(Code.unavailable, "auth.google.unavailable");
    throw err;
  }
  const binding = randomToken(32);
  await ctx.db.insert(googleAttempts).values({
    stateHash: sha256(checks.state),
    bindingHash: sha256(binding),
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    area,
    linkUserId,
  });
  if (Math.random() < 0.05) await pruneGoogleTrips(ctx.db);
  return { url, binding };
}

async function pruneGoogleTrips(db: Db) {
  await db.delete(googleAttempts).where(lt(googleAttempts.createdAt, sql`now() - ${keepFor}::interval`));
  await db.delete(googleTickets).where(lt(googleTickets.expiresAt, sql`now() - ${keepFor}::interval`));
}

/** A trip that ends on a screen with a refusal: where, and why (the screen says what to do). */
class Refused extends Error {
  constructor(readonly reason: TGoogleRefusal) {
    super(reason);
  }
}

const loginPath = (area: TArea, query: string) => `/${area}/login?${query}`;
const settingsPath = (area: TArea, query: string) => `/${area}/settings?tab=security&${query}`;

/**
 * Google's redirect back (`url`, the whole callback address). Every check is the server's: the trip is
 * known, unused and recent, it was started in this browser (`binding`), Google did not refuse, the code
 * is good for this trip's PKCE verifier, and the ID token is Google's (signature, issuer, audience, expiry,
 * nonce) for a verified email. Answers where the browser goes: the sign-in page with a ticket (sign in, or
 * link on the password), the sign-up page with one, the security settings (a link), or the sign-in page
 * with the reason it was refused. Never links by email alone.
 */
export async function finishGoogle(
  ctx: TAppContext,
  url: URL,
  binding: string,
  log: FastifyBaseLogger,
): Promise<string> {
  const state = url.searchParams.get("state") ?? "";
  const attempt: TClaim = state ? await claimAttempt(ctx.db, state) : { refused: "invalid", area: "p" };
  // A state nobody issued names no page: the provider's sign-in page (it links to the other one).
  if ("refused" in attempt) return loginPath(attempt.area, `google_error=${attempt.refused}`);
  const { row } = attempt;
  const back = (reason: TGoogleRefusal) =>
    row.linkUserId
      ? settingsPath(row.area, `google_error=${reason}`)
      : loginPath(row.area, `google_error=${reason}`);
  try {
    if (Date.now() - row.createdAt.getTime() > attemptTtlMs) throw new Refused("expired");
    if (!binding || sha256(binding) !== row.bindingHash) throw new Refused("invalid");
    const error = url.searchParams.get("error");
    if (error) throw new Refused(error === "access_denied" ? "refused" : "unavailable");
    const identity = await identityOf(
      ctx,
      url,
      { state, nonce: row.nonce, codeVerifier: row.codeVerifier },
      log,
    );
    if (!identity.emailVerified || !identity.email) throw new Refused("unverified");
    if (row.linkUserId) return await linkFromSettings(ctx.db, row.linkUserId, row.area, identity);
    return await nextStepOf(ctx.db, row.area, identity);
  } catch (err) {
    if (err instanceof Refused) return back(err.reason);
    throw err;
  }
}

type TClaim = { row: typeof googleAttempts.$inferSelect } | { refused: "replayed" | "invalid"; area: TArea };

/** Marks the trip of `state` used, once: a second callback with it is a replay. */
async function claimAttempt(db: Db, state: string): Promise<TClaim> {
  const stateHash = sha256(state);
  const [row] = await db
    .update(googleAttempts)
    .set({ usedAt: sql`now()` })
    .where(and(eq(googleAttempts.stateHash, stateHash), isNull(googleAttempts.usedAt)))
    .returning();
  if (row) return { row };
  const [known] = await db
    .select({ area: googleAttempts.area })
    .from(googleAttempts)
    .where(eq(googleAttempts.stateHash, stateHash));
  return known
    ? { refused: "replayed" as const, area: known.area }
    : { refused: "invalid" as const, area: "p" as const };
}

async function identityOf(
  ctx: TAppContext,
  url: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
  log: FastifyBaseLogger,
) {
  try {
    return await googleOf(ctx).identity(url, checks);
  } catch (err) {
    if (err instanceof GoogleUnavailable) {
      log.warn({ err: err.cause ?? err }, "Google sign-in: Google did not answer");
      throw new Refused("unavailable");
    }
    // A code that is not good (replayed at Google, made up), an ID token that fails a check: a forged answer.
    log.warn({ err }, "Google sign-in: the callback failed a check");
    throw new Refused("invalid");
  }
}

type TIdentity = { subject: string; email: string; name: string };

/** A signed-in user's link from the security settings. */
async function linkFromSettings(db: Db, userId: string, area: TArea, identity: TIdentity): Promise<string> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw new Refused("invalid");
  try {
    await db.transaction((tx) => linkGoogle(tx, user, identity));
  } catch (err) {
    if (err instanceof AppError && err.code === Code.conflict) throw new Refused("taken");
    throw err;
  }
  return settingsPath(area, "google=linked");
}

/**
 * What a verified identity may do on the sign-in or sign-up page of `area`: a linked Google account signs
 * its user in; an email that an account has asks for that account's password once (the link); an email
 * nobody has starts sign-up with it.
 */
async function nextStepOf(db: Db, area: TArea, identity: TIdentity): Promise<string> {
  const base = { area, subject: identity.subject, email: identity.email, name: identity.name };
  const userId = await linkedUserOf(db, identity.subject);
  if (userId) {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new Refused("invalid");
    if (areaOfRole(user.role) !== area) throw new Refused("elsewhere");
    if (!(await maySignIn(db, user))) throw new Refused("frozen");
    const ticket = await issueGoogleTicket(db, { ...base, kind: "session", userId });
    return loginPath(area, `google_session=${ticket}`);
  }
  const [known] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${identity.email}`)
    .limit(1);
  if (known) return loginPath(area, `google_link=${await issueGoogleTicket(db, { ...base, kind: "link" })}`);
  return `/signup?google_signup=${await issueGoogleTicket(db, { ...base, kind: "sign-up" })}`;
}

/** What a ticket is for (link or sign-up: the email the screen shows), without using it. */
export async function googleTicketInfo(db: Db, ticket: string) {
  const row = await readGoogleTicket(db, ticket);
  return { kind: row.kind, area: row.area, email: row.email, name: row.name };
}

/**
 * Signs in with a `session` ticket: the same throttle, audit row and session as a password sign-in (the
 * ticket names the user; the throttle counts per username and address).
 */
export async function finishGoogleSignIn(ctx: TAppContext, ticket: string, ip: string, csrfToken: string) {
  const { db } = ctx;
  const row = await useGoogleTicket(db, ticket, "session");
  const user = row.userId ? await repo.findUserById(db, row.userId) : undefined;
  if (!user) throw badRequest("auth.google.ticketInvalid");
  await checkSignInThrottle(db, user.username, ip);
  if (!(await maySignIn(db, user))) throw new AppError(Code.forbidden, "auth.frozen");
  await repo.recordLoginAttempt(db, user.username, ip, true);
  return startSession(db, user, ip, csrfToken, "google");
}

export async function googleStatus(ctx: TAppContext, scope: AccessScope): Promise<TGoogleStatus> {
  const [row] = await ctx.db
    .select({ email: googleLinks.email, linkedAt: googleLinks.createdAt, passwordHash: users.passwordHash })
    .from(users)
    .leftJoin(googleLinks, eq(googleLinks.userId, users.id))
    .where(eq(users.id, scope.userId));
  return {
    enabled: ctx.config.google !== undefined,
    email: row?.email ?? null,
    linked_at: row?.linkedAt?.toISOString() ?? null,
    has_password: row !== undefined && row.passwordHash !== noPassword,
  };
}

/** Unlinks the user's Google account, unless it is the account's only way to sign in (no password). */
export async function unlinkGoogle(db: Db, scope: AccessScope): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await repo.findUserById(tx, scope.userId);
    if (!user) throw new AppError(Code.loginExpired, "loginExpired");
    if (user.passwordHash === noPassword) throw conflict("auth.google.onlyWay");
    const removed = await tx
      .delete(googleLinks)
      .where(eq(googleLinks.userId, user.id))
      .returning({ email: googleLinks.email });
    if (removed.length === 0) throw badRequest("auth.google.notLinked");
    await recordAudit(tx, {
      providerId: user.providerId,
      actorUserId: user.id,
      actorName: user.username,
      action: "google-unlink",
      targetType: "user",
      targetId: user.id,
      detail: { email: removed[0]?.email ?? "" },
    });
  });
}
