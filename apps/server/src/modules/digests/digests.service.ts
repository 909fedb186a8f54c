import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf, uuidArray } from "../../kernel/db/sql-helpers.ts";
import { startPoller } from "../../kernel/services/poller.ts";
import { sendSystemMail, type TSystemMail, type TSystemMailHold } from "../mail/index.ts";
import { orders } from "../orders/index.ts";
import { userPreferences } from "../settings/index.ts";
import { customers } from "../tenancy/index.ts";
import { shippedDigests } from "./digests.tables.ts";

/**
 * The shipped-orders digest (issue 40 item 7, docs/digests.md): a drop shipper whose preference
 * `shipped_mail` is "digest" (for the provider, else their general one) gets no orderShipped notice per
 * order; once a UTC day is over, one ordersShippedDigest notice lists that day's shipped orders.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** Which of `pairs` (mailbox = the shipper's user, provider) chose the digest: keys `${provider}/${user}`. */
async function digestChoosers(db: Db, pairs: { mailboxId: string; providerId: string }[]) {
  const users = [...new Set(pairs.map((p) => p.mailboxId))];
  const rows = rowsOf<{ user_id: string; provider_key: string; mode: string | null }>(
    await db.execute(sql`select user_id, provider_key, prefs->>'shipped_mail' as mode from ${userPreferences}
      where user_id = any(${uuidArray(users)})`),
  );
  const mode = new Map(rows.map((r) => [`${r.provider_key}/${r.user_id}`, r.mode]));
  const chosen = new Set<string>();
  for (const p of pairs) {
    const own = mode.get(`${p.providerId}/${p.mailboxId}`);
    if ((own ?? mode.get(`/${p.mailboxId}`)) === "digest") chosen.add(`${p.providerId}/${p.mailboxId}`);
  }
  return chosen;
}

/** Holds back the orderShipped notices of recipients who chose the digest (mail's systemMailHolds). */
export const shippedDigestHold: TSystemMailHold = {
  name: "digests.shipped",
  async keep(db, mails) {
    const shipped = mails.filter(
      (m): m is TSystemMail & { providerId: string } =>
        m.template === "orderShipped" && m.providerId !== null,
    );
    if (shipped.length === 0) return mails;
    const chosen = await digestChoosers(db, shipped);
    return mails.filter(
      (m) => !(m.template === "orderShipped" && chosen.has(`${m.providerId}/${m.mailboxId}`)),
    );
  },
};

type TShippedRow = { provider_id: string; user_id: string; code: string; tracking_number: string | null };

/**
 * Sends the digests of the UTC day before `now`: one notice per drop shipper (and provider) who chose the
 * digest and had orders shipped that day, each with its row in shipped_digests in one transaction (a
 * digest already sent is not sent again). Answers how many digests it sent.
 */
export async function runDigestRound(db: Db, now = new Date()): Promise<number> {
  const to = new Date(Math.floor(now.getTime() / dayMs) * dayMs);
  const from = new Date(to.getTime() - dayMs);
  const day = from.toISOString().slice(0, 10);
  // Every shipper's effective choice per provider (the provider's own, else the general one), then the
  // orders of those who chose the digest, shipped that day (orders_shipped_idx).
  const rows = rowsOf<TShippedRow>(
    await db.execute(sql`
      with chooser as (
        select c.provider_id, c.id as customer_id, c.user_id
        from ${customers} c
        where coalesce(
          (select p.prefs->>'shipped_mail' from ${userPreferences} p where p.user_id = c.user_id and p.provider_key = c.provider_id::text),
          (select p.prefs->>'shipped_mail' from ${userPreferences} p where p.user_id = c.user_id and p.provider_key = '')
        ) = 'digest')
      select ch.provider_id, ch.user_id, o.code, o.tracking_number
      from chooser ch
      join ${orders} o on o.provider_id = ch.provider_id and o.customer_id = ch.customer_id
      where o.shipped_at >= ${from} and o.shipped_at < ${to} and o.status = 'shipped'
      order by ch.provider_id, ch.user_id, o.shipped_at, o.code`),
  );
  const groups = new Map<string, TShippedRow[]>();
  for (const r of rows) {
    const key = `${r.provider_id}/${r.user_id}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  let sent = 0;
  for (const list of groups.values()) {
    const [first] = list;
    if (!first) continue;
    const wrote = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(shippedDigests)
        .values({ providerId: first.provider_id, mailboxId: first.user_id, day, orderCount: list.length })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false;
      await sendSystemMail(tx, {
        mailboxId: first.user_id,
        providerId: first.provider_id,
        template: "ordersShippedDigest",
        params: {
          day,
          count: list.length,
          orders: list.map((o) => `${o.code}: ${o.tracking_number || "—"}`).join("\n"),
        },
      });
      return true;
    });
    if (wrote) sent++;
  }
  return sent;
}

/** The round every `digestPollMs` on this instance (it sends yesterday's digests once); returns its stop function. */
export function startDigestWorker(ctx: TAppContext, log: FastifyBaseLogger) {
  return startPoller(ctx.config.digestPollMs, () => runDigestRound(ctx.db), log, "digest round failed");
}
