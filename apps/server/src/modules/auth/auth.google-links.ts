import type { TArea } from "@wms/contracts";
import { Code } from "@wms/contracts";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { randomToken, sha256 } from "../../kernel/crypto.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, badRequest, conflict } from "../../kernel/errors.ts";
import { recordAudit } from "../audit/index.ts";
import { googleLinks, googleTickets, users } from "./auth.tables.ts";

/** The password hash of an account made with Google and no password: no password verifies against it. */
export const noPassword = "";

/** How long a ticket from the callback may wait: time to fill in the sign-up form. */
const ticketTtlMs = 30 * 60_000;

type TTicketKind = (typeof googleTickets.$inferSelect)["kind"];
type TTicketRow = typeof googleTickets.$inferSelect;

/** A one-time ticket for what a verified Google identity may do next; answers the ticket (only its hash is kept). */
export async function issueGoogleTicket(
  db: Db,
  values: { kind: TTicketKind; area: TArea; subject: string; email: string; name: string; userId?: string },
): Promise<string> {
  const ticket = randomToken(32);
  await db.insert(googleTickets).values({
    ...values,
    ticketHash: sha256(ticket),
    expiresAt: new Date(Date.now() + ticketTtlMs),
  });
  return ticket;
}

const ticketInvalid = () => badRequest("auth.google.ticketInvalid");

/** The ticket (of `kind` when named), if neither used nor expired. */
const usable = (ticket: string, kind?: TTicketKind) =>
  and(
    eq(googleTickets.ticketHash, sha256(ticket)),
    kind ? eq(googleTickets.kind, kind) : undefined,
    isNull(googleTickets.usedAt),
    gt(googleTickets.expiresAt, sql`now()`),
  );

/** A ticket (of `kind` when named) that is neither used nor expired, without using it. */
export async function readGoogleTicket(db: Db, ticket: string, kind?: TTicketKind): Promise<TTicketRow> {
  const [row] = await db.select().from(googleTickets).where(usable(ticket, kind));
  if (!row) throw ticketInvalid();
  return row;
}

/** Uses a ticket of `kind`, once: a second use (or a concurrent one) is refused. */
export async function useGoogleTicket(db: Db, ticket: string, kind: TTicketKind): Promise<TTicketRow> {
  const [row] = await db
    .update(googleTickets)
    .set({ usedAt: sql`now()` })
    .where(usable(ticket, kind))
    .returning();
  if (!row) throw ticketInvalid();
  return row;
}

/** The user a Google account is linked to, if any. */
export async function linkedUserOf(db: Db, subject: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: googleLinks.userId })
    .from(googleLinks)
    .where(eq(googleLinks.subject, subject));
  return row?.userId;
}

/**
 * Links a Google account to a user (one each way), with its audit row. Refused when the Google account is
 * another user's (`taken`) or the user already has one (`alreadyLinked`).
 */
export async function linkGoogle(
  tx: Db,
  user: { id: string; username: string; providerId: string | null },
  identity: { subject: string; email: string },
): Promise<void> {
  const other = await linkedUserOf(tx, identity.subject);
  if (other && other !== user.id) throw conflict("auth.google.taken");
  if (other === user.id) return;
  const inserted = await tx
    .insert(googleLinks)
    .values({ userId: user.id, subject: identity.subject, email: identity.email })
    .onConflictDoNothing()
    .returning({ userId: googleLinks.userId });
  if (inserted.length === 0) {
    // The user already has a link, or another user took this Google account a moment ago.
    throw (await linkedUserOf(tx, identity.subject))
      ? conflict("auth.google.taken")
      : conflict("auth.google.alreadyLinked");
  }
  await recordAudit(tx, {
    providerId: user.providerId,
    actorUserId: user.id,
    actorName: user.username,
    action: "google-link",
    targetType: "user",
    targetId: user.id,
    detail: { email: identity.email },
  });
}

/** Signing in with the password and a `link` ticket (of the same sign-in page): links that Google account. */
export async function linkGoogleOnPassword(
  db: Db,
  user: { id: string; username: string; providerId: string | null },
  ticket: string,
  area: TArea,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await useGoogleTicket(tx, ticket, "link");
    if (row.area !== area) throw ticketInvalid();
    await linkGoogle(tx, user, row);
  });
}

/** A new account made with a `sign-up` ticket: linked to that Google account, in the sign-up's transaction. */
export async function linkGoogleOnSignUp(tx: Db, userId: string, ticket: string): Promise<void> {
  const row = await useGoogleTicket(tx, ticket, "sign-up");
  const [user] = await tx
    .select({ id: users.id, username: users.username, providerId: users.providerId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError(Code.internal, "internal");
  await linkGoogle(tx, user, row);
}
