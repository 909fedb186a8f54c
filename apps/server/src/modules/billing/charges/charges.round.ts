import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { TAppContext } from "../../../kernel/context.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { rowsOf } from "../../../kernel/db/sql-helpers.ts";
import { startPoller } from "../../../kernel/services/poller.ts";
import { postCharges, type TChargePosting } from "../../customers/index.ts";
import { currencyOf } from "../rates/rates.service.ts";
import { announceCharges, type TChargeAnnounced } from "./charges.announce.ts";
import { type TWorkSource, workSources } from "./charges.events.ts";
import * as repo from "./charges.repository.ts";

/** How far before its cursor a round looks again: a transaction that stamped its event earlier may commit later. */
export const cursorMarginMs = 10 * 60_000;

/** A row the round's statement answers: a charge it made (as announced), or an item it listed as unpriced. */
type TRoundRow = TChargeAnnounced & {
  what: "charge" | "unpriced";
  /** When the work was done, in milliseconds. */
  event_ms: number;
};

/**
 * One source's work in [since, until) not yet charged nor listed as unpriced: charged at the rate of the
 * version in effect on its UTC day (the customer's own card when one of its versions had started, else the
 * default's), or listed as unpriced work when that version has no rate for the kind. One statement; the
 * unique charge key makes a second look at the same work a no-op.
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
    fresh as (
      select k.* from keyed k
      where not exists (select 1 from billing_charges c where c.provider_id = ${providerId} and c.charge_key = k.charge_key)
        and not exists (
          select 1 from billing_unpriced_work u where u.provider_id = ${providerId} and u.charge_key = k.charge_key
        )
    ),
    priced as (
      select f.*, p.version_id, p.rate from fresh f
      left join lateral (
        select v.id as version_id, r.amount as rate
        from rate_cards c
        join rate_card_versions v
          on v.provider_id = c.provider_id and v.card_id = c.id and v.effective_from <= f.billing_day
        left join rate_card_rates r
          on r.provider_id = v.provider_id and r.version_id = v.id and r.kind = f.kind
          and r.location_type is null and r.age_from_days = 0
        where c.provider_id = ${providerId} and (c.customer_id = f.customer_id or c.customer_id is null)
        order by c.customer_id is null, v.effective_from desc
        limit 1
      ) p on true
    ),
    charged as (
      insert into billing_charges (provider_id, customer_id, warehouse_id, charge_key, kind, source_kind, source_id,
        source_code, event_at, billing_day, quantity, rate, amount, currency, rate_version_id)
      select ${providerId}, customer_id, warehouse_id, charge_key, kind, ${source.source}, source_id, source_code,
        event_at, billing_day, quantity, rate, round(quantity * rate, 2), ${currency}, version_id
      from priced where rate is not null
      on conflict do nothing
      returning id, customer_id, kind, source_kind, source_id, source_code, billing_day, quantity, rate, amount,
        currency, event_at
    ),
    unpriced as (
      insert into billing_unpriced_work (provider_id, customer_id, warehouse_id, charge_key, kind, source_kind,
        source_id, source_code, event_at, billing_day, quantity)
      select ${providerId}, customer_id, warehouse_id, charge_key, kind, ${source.source}, source_id, source_code,
        event_at, billing_day, quantity
      from priced where rate is null
      on conflict do nothing
      returning customer_id
    )
    select 'charge' as what, id, customer_id, kind, source_kind, source_id, source_code, billing_day::text,
      quantity::text, rate::text, amount::text, currency, null::uuid as credit_of,
      extract(epoch from event_at)::float8 * 1000 as event_ms
    from charged
    union all
    select 'unpriced', null, customer_id, '', '', null, '', '', '', '', '0', '', null, 0 from unpriced`;
}

/** One balance entry per document: the sum of the charges one round made for it (none for a sum of 0). */
export function postingsOf(
  rows: { customer_id: string; source_code: string; amount: string }[],
): TChargePosting[] {
  const cents = new Map<string, { customerId: string; reason: string; cents: bigint }>();
  for (const r of rows) {
    const key = `${r.customer_id}|${r.source_code}`;
    const entry = cents.get(key) ?? { customerId: r.customer_id, reason: r.source_code, cents: 0n };
    entry.cents += toCents(r.amount);
    cents.set(key, entry);
  }
  return [...cents.values()]
    .filter((e) => e.cents !== 0n)
    .map((e) => ({ customerId: e.customerId, reason: e.reason, amount: centsToMoney(e.cents) }));
}

/** An amount of money with 2 decimals ("-1.20") as whole cents, exactly. */
export const toCents = (amount: string) => BigInt(amount.replace(".", ""));

/** Whole cents as an amount of money with 2 decimals. */
export const centsToMoney = (c: bigint) => {
  const sign = c < 0n ? "-" : "";
  const abs = (c < 0n ? -c : c).toString().padStart(3, "0");
  return `${sign}${abs.slice(0, -2)}.${abs.slice(-2)}`;
};

export type TRoundResult = { charged: number; unpriced: number };

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
    const rows: TRoundRow[] = [];
    for (const source of workSources) {
      const through = await repo.lockCursor(tx, providerId, source.source, start);
      const since = new Date(Math.max(start.getTime(), through.getTime() - cursorMarginMs));
      rows.push(
        ...rowsOf<TRoundRow>(await tx.execute(chargeStatement(providerId, currency, source, since, until))),
      );
      await repo.moveCursor(tx, providerId, source.source, until);
    }
    // The ledger reads in the order the work was done.
    const charges = rows
      .filter((r) => r.what === "charge")
      .sort((a, b) => Number(a.event_ms) - Number(b.event_ms));
    await postCharges(tx, providerId, postingsOf(charges));
    await announceCharges(
      tx,
      providerId,
      charges.map(({ what, event_ms, ...charge }) => charge),
    );
    return { charged: charges.length, unpriced: rows.length - charges.length };
  });
}

/** The round over every provider that has begun billing; answers how many charges it made. */
export async function runChargingRound(db: Db, until = new Date()): Promise<number> {
  let charged = 0;
  for (const providerId of await repo.billingProviders(db)) {
    charged += (await chargeProvider(db, providerId, until)).charged;
  }
  return charged;
}

/** The round every `billingPollMs` on this instance; returns its stop function. */
export function startBillingWorker(ctx: TAppContext, log: FastifyBaseLogger) {
  return startPoller(ctx.config.billingPollMs, () => runChargingRound(ctx.db), log, "billing round failed");
}
