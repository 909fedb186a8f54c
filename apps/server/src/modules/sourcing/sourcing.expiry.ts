import { and, eq, gt, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { startPoller } from "../../kernel/services/poller.ts";
import { announceChanges, mailCustomer } from "./sourcing.notify.ts";
import * as repo from "./sourcing.repository.ts";
import { sourcingRequests } from "./sourcing.tables.ts";

/**
 * Quotes nobody answered in time (docs/sourcing.md, "Expiry"): a warning mail a day before a quote's
 * validity ends, and the quote expired once it has. Each is one conditional UPDATE per batch, so every
 * request is warned and expired exactly once however many instances run the round.
 */

/** How long before the end of its validity the customer is warned. */
export const expiryWarningMs = 24 * 60 * 60 * 1000;
const batch = 500;

const returned = {
  id: sourcingRequests.id,
  providerId: sourcingRequests.providerId,
  customerId: sourcingRequests.customerId,
  code: sourcingRequests.code,
  validUntil: sourcingRequests.validUntil,
};

const pending = eq(sourcingRequests.status, "pending_confirmation");

/** The batch of requests `where` picks, at most `batch`, by the partial index on valid_until. */
const batchOf = (where: SQL | undefined) =>
  sql`(${sourcingRequests.providerId}, ${sourcingRequests.id}) in (select provider_id, id from ${sourcingRequests} where ${where} order by valid_until limit ${batch} for update skip locked)`;

/** Warns the customers of quotes that end within a day (once per quote); answers how many. */
export async function warnExpiringQuotes(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    const soon = new Date(now.getTime() + expiryWarningMs);
    const rows = await tx
      .update(sourcingRequests)
      .set({ expiryWarnedAt: now })
      .where(
        batchOf(
          and(
            pending,
            isNull(sourcingRequests.expiryWarnedAt),
            gt(sourcingRequests.validUntil, now),
            lte(sourcingRequests.validUntil, soon),
          ),
        ),
      )
      .returning(returned);
    const users = await repo.customerUsers(tx, rows);
    for (const r of rows) {
      const customerUserId = users.get(`${r.providerId}/${r.customerId}`);
      if (!customerUserId) continue;
      const validUntil = (r.validUntil ?? now).toISOString().slice(0, 16).replace("T", " ");
      await mailCustomer(tx, { ...r, customerUserId }, "sourcingQuoteExpiring", { valid_until: validUntil });
    }
    return rows.length;
  });
}

/** Expires the quotes whose validity has passed: the state, the log, the customer's socket and the webhooks. */
export async function expireQuotes(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sourcingRequests)
      .set({ status: "expired", closedAt: now, updatedAt: now })
      .where(batchOf(and(pending, lte(sourcingRequests.validUntil, now))))
      .returning(returned);
    await repo.insertLogs(
      tx,
      rows.map((r) => ({
        providerId: r.providerId,
        requestId: r.id,
        action: "expire",
        fromStatus: "pending_confirmation",
        toStatus: "expired",
        actorUserId: null,
        actorName: "System",
        detail: { valid_until: r.validUntil?.toISOString() ?? null },
      })),
    );
    const users = await repo.customerUsers(tx, rows);
    await announceChanges(
      tx,
      rows.map((r) => ({
        ...r,
        customerUserId: users.get(`${r.providerId}/${r.customerId}`) ?? "",
        from: "pending_confirmation" as const,
        status: "expired" as const,
      })),
    );
    return rows.length;
  });
}

/** Runs a batch step until a batch comes back short; answers how many rows it took in all. */
async function untilDone(step: () => Promise<number>) {
  let total = 0;
  for (;;) {
    const n = await step();
    total += n;
    if (n < batch) return total;
  }
}

/** One round: warn, then expire, each until nothing is left. */
export async function runSourcingRound(db: Db, now = new Date()) {
  const warned = await untilDone(() => warnExpiringQuotes(db, now));
  const expired = await untilDone(() => expireQuotes(db, now));
  return { warned, expired };
}

/** The round every `sourcingPollMs` on this instance; returns its stop function. */
export function startSourcingWorker(ctx: TAppContext, log: FastifyBaseLogger) {
  return startPoller(ctx.config.sourcingPollMs, () => runSourcingRound(ctx.db), log, "sourcing round failed");
}
