import type { TOutgoingMail } from "@wms/contracts";
import { asc, eq } from "drizzle-orm";
import { setOutgoingMailClock } from "../../src/modules/outgoing-mail/outgoing-mail.schedule.ts";
import { outgoingMails } from "../../src/modules/outgoing-mail/outgoing-mail.tables.ts";
import type { TSignedIn, TTestApp } from "../harness.ts";

/** The outbox rows of mail to `recipient`, oldest first (everything the table holds: body, lease, times). */
export function mailRowsTo(t: TTestApp, recipient: string) {
  return t.ctx.db
    .select()
    .from(outgoingMails)
    .where(eq(outgoingMails.recipient, recipient))
    .orderBy(asc(outgoingMails.createdAt));
}

/** The one outbox row of mail to `recipient`; fails the test when there is not exactly one. */
export async function mailRowTo(t: TTestApp, recipient: string) {
  const rows = await mailRowsTo(t, recipient);
  if (rows.length !== 1) throw new Error(`${rows.length} outgoing mails to ${recipient}, expected one`);
  return rows[0] as (typeof rows)[number];
}

/** A provider opens a customer account and has its password mailed to `recipient`; answers the call and how long it took. */
export async function createCustomerMailing(
  t: TTestApp,
  provider: TSignedIn,
  username: string,
  recipient: string,
) {
  const started = Date.now();
  const res = await t.call<{ mail: string }>({
    url: "/api/customer/create-customer",
    token: provider.token,
    body: { username, send_mail: true, recipient_email: recipient },
  });
  return { res, ms: Date.now() - started };
}

/** The provider's outgoing-mail list with `query`. */
export function listOutgoingMail(t: TTestApp, who: TSignedIn, query: Record<string, string> = {}) {
  return t.call<{ list: TOutgoingMail[]; total: number }>({
    url: "/api/outgoing-mail/query-outgoing-mail",
    token: who.token,
    query,
  });
}

/** The outgoing-mail clock stands at `at` until the next call (or `restoreClock`). */
export function setClock(at: Date) {
  const fixed = new Date(at);
  setOutgoingMailClock(() => fixed);
}

export const restoreClock = () => setOutgoingMailClock(null);

/** Resolves once `check` holds (polled every 50 ms), or fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not within ${ms} ms: ${what}`);
}
