import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { TAppContext } from "../../../kernel/context.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { startPoller } from "../../../kernel/services/poller.ts";
import { releaseCreditHolds } from "../credit/credit.hold.ts";
import { currencyOf } from "../rates/rates.service.ts";
import { chargeStorageNights } from "../storage/storage.night.ts";
import { type TWorkSource, workSources } from "./charges.events.ts";
import {
  cursorMarginMs,
  postAndAnnounce,
  rateOfKind,
  recorded,
  recordPricedWork,
  type TRecordedRow,
  type TRoundResult,
  versionInEffect,
} from "./charges.record.ts";
import * as repo from "./charges.repository.ts";

/**
 * One source's work in [since, until) not yet charged nor listed as unpriced: charged at the rate of the
 * version in effect on its UTC day, or listed as unpriced work when that version has no rate for the kind.
 * One statement; the unique charge key makes a second look at the same work a no-op.
 */
function chargeStatement(
  providerId: string,
  currency: string,
  source: TWorkSource,
  since: Date,
  until: Date,
): SQL {
  return sql`
    with work as (${source.work(providerId, since, until)}),
    keyed as (
      select w.*, ${source.source} || ':' || w.source_id || ':' || w.kind as charge_key,
        (w.event_at at time zone 'UTC')::date as billing_day
      from work w
    ),
    priced as (
      select k.*, null::text as location_type, null::int as age_from_days, v.version_id,
        -- A cost in another currency cannot be reckoned in the billing currency: unpriced.
        case when k.cost_currency is null or k.cost_currency = ${currency} then r.amount end as rate
      from keyed k
      left join lateral ${versionInEffect(providerId, sql`k.customer_id`, sql`k.billing_day`)} v on true
      left join lateral ${rateOfKind(providerId, sql`v.version_id`, sql`k.kind`)} r on true
    )${recordPricedWork(providerId, currency, source.source)}`;
}

/**
 * Charges one provider's work done since its cursors, up to `until`, in one transaction: every source's
 * charges and unpriced work, the balance postings, the cursors moved on. The cursors are locked first, so
 * two instances running the round for one provider take turns. Work before the provider's first card
 * version (its billing start) is never charged nor listed: it was done before billing began.
 */
export async function chargeProvider(db: Db, providerId: string, until = new Date()): Promise<TRoundResult> {
  return db.transaction(async (tx) => {
    const start = await repo.billingStart(tx, providerId);
    if (!start) return { charged: 0, unpriced: 0 };
    const currency = await currencyOf(tx, providerId);
    const rows: TRecordedRow[] = [];
    for (const source of workSources) {
      const through = await repo.lockCursor(tx, providerId, source.source, start);
      const since = new Date(Math.max(start.getTime(), through.getTime() - cursorMarginMs));
      rows.push(...(await recorded(tx, chargeStatement(providerId, currency, source, since, until))));
      await repo.moveCursor(tx, providerId, source.source, until);
    }
    return postAndAnnounce(tx, providerId, rows);
  });
}

/**
 * The round over every provider that has begun billing: the work done since the last round, then the
 * storage nights due, then the held orders the customers' credit now covers; answers how many charges it made.
 */
export async function runChargingRound(db: Db, until = new Date()): Promise<number> {
  let charged = 0;
  for (const providerId of await repo.billingProviders(db)) {
    charged += (await chargeProvider(db, providerId, until)).charged;
    charged += (await chargeStorageNights(db, providerId, until)).charged;
    // Held orders a credit note, a raised limit or a top-up elsewhere now covers are confirmed.
    await db.transaction((tx) => releaseCreditHolds(tx, providerId));
  }
  return charged;
}

/** The round every `billingPollMs` on this instance; returns its stop function. */
export function startBillingWorker(ctx: TAppContext, log: FastifyBaseLogger) {
  return startPoller(ctx.config.billingPollMs, () => runChargingRound(ctx.db), log, "billing round failed");
}
