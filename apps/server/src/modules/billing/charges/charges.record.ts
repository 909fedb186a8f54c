import { feeKindInfo, feeKinds, type TChargeSource, type TFeeKindInfo } from "@wms/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { rowsOf } from "../../../kernel/db/sql-helpers.ts";
import { postCharges, type TChargePosting } from "../../customers/index.ts";
import { announceCharges, type TChargeAnnounced } from "./charges.announce.ts";

/**
 * What every source of work shares once its work is priced: the version in effect on a day, and the one
 * tail that charges priced work or lists it as unpriced, posts it and announces it.
 */

/** How far before its cursor a round looks again: a transaction that stamped its event earlier may commit later. */
export const cursorMarginMs = 10 * 60_000;

/**
 * The card version that prices a customer's work on a day, as a lateral subquery answering `version_id`:
 * the customer's own card when one of its versions had started by then, else the default card's.
 */
export function versionInEffect(providerId: string, customerId: SQL, day: SQL): SQL {
  return sql`(
    select v.id as version_id
    from rate_cards c
    join rate_card_versions v on v.provider_id = c.provider_id and v.card_id = c.id and v.effective_from <= ${day}
    where c.provider_id = ${providerId} and (c.customer_id = ${customerId} or c.customer_id is null)
    order by c.customer_id is null, v.effective_from desc
    limit 1
  )`;
}

/** The kinds of one basis, as a SQL list of strings (never empty: a sentinel keeps `in (…)` valid). */
function kindsWhere(test: (info: TFeeKindInfo) => boolean): SQL {
  const kinds = feeKinds.filter((k) => test(feeKindInfo[k]));
  return sql.join(
    ["-", ...kinds].map((k) => sql`${k}`),
    sql`, `,
  );
}

/**
 * A charge's amount from its kind, quantity and rate, rounded to cents by Postgres (half away from zero):
 * quantity x rate for money kinds; for percent kinds the quantity is money, charged with the percent on top
 * (`costPlus`: packaging and shipping pass their cost through) or as the percent of it (`share`: a quote's
 * value). The round, the storage nights, the estimate and work priced by hand all use it.
 */
export function chargeAmount(kind: SQL, quantity: SQL, rate: SQL): SQL {
  return sql`round(case
    when ${kind} in (${kindsWhere((i) => i.basis === "costPlus")}) then ${quantity} * (1 + ${rate} / 100)
    when ${kind} in (${kindsWhere((i) => i.basis === "share")}) then ${quantity} * ${rate} / 100
    else ${quantity} * ${rate} end, 2)`;
}

/**
 * The rate of an unqualified kind in a version (a lateral subquery answering `amount`, null: unpriced). The
 * shipping pair prices one fee, the carrier's cost plus a markup: a version with only the fixed markup passes
 * the cost through at 0 %. Optional kinds (the fixed markup) with no rate are dropped by recordPricedWork.
 */
export function rateOfKind(providerId: string, versionId: SQL, kind: SQL): SQL {
  const rateOf = (k: SQL) => sql`(select r.amount from rate_card_rates r
    where r.provider_id = ${providerId} and r.version_id = ${versionId} and r.kind = ${k}
      and r.location_type is null and r.age_from_days = 0)`;
  return sql`(select coalesce(${rateOf(kind)},
    case when ${kind} = 'shipping_markup_percent' and ${rateOf(sql`'shipping_markup_fixed'`)} is not null then 0 end
  ) as amount)`;
}

/** Kinds whose work is dropped, neither charged nor listed, when the version has no rate for them. */
export const optionalKinds = () => kindsWhere((i) => i.optional === true);

/** A row the tail answers: a charge it made (as announced), or an item it listed as unpriced. */
export type TRecordedRow = TChargeAnnounced & {
  what: "charge" | "unpriced";
  /** When the work was done, in milliseconds. */
  event_ms: number;
};

/**
 * The end of a statement whose `with` has made `priced`: one row per piece of work with customer_id,
 * warehouse_id, charge_key, kind, source_id, source_code, event_at, billing_day, quantity, location_type,
 * age_from_days, version_id and rate (null: unpriced). A document already charged or listed is left alone (the
 * unique charge key makes two looks at once a no-op); the rest is charged at its rate, quantity x rate rounded
 * to cents by Postgres (chargeAmount), or listed as unpriced work (optional kinds without a rate are dropped). Answers TRecordedRow.
 */
export function recordPricedWork(providerId: string, currency: string, source: TChargeSource): SQL {
  return sql`,
    -- A document is priced whole, once: its work is left alone when any of it was charged or listed already
    -- (so an optional fee a first look dropped for want of a rate is not charged by a later look under a card
    -- that came meanwhile); the unique charge key catches two rounds at once. One hashed set of documents.
    priced_before as (
      select c.source_id from billing_charges c
      where c.provider_id = ${providerId} and c.source_kind = ${source}
        and c.source_id in (select source_id from priced)
      union all
      select u.source_id from billing_unpriced_work u
      where u.provider_id = ${providerId} and u.source_kind = ${source}
        and u.source_id in (select source_id from priced)
    ),
    fresh as (
      select p.* from priced p
      where p.source_id not in (select source_id from priced_before)
        and not (p.rate is null and p.kind in (${optionalKinds()}))
    ),
    charged as (
      insert into billing_charges (provider_id, customer_id, warehouse_id, charge_key, kind, source_kind, source_id,
        source_code, event_at, billing_day, quantity, location_type, age_from_days, rate, amount, currency,
        rate_version_id)
      select ${providerId}, customer_id, warehouse_id, charge_key, kind, ${source}, source_id, source_code,
        event_at, billing_day, quantity, location_type, age_from_days, rate,
        ${chargeAmount(sql`kind`, sql`quantity`, sql`rate`)}, ${currency}, version_id
      from fresh where rate is not null
      on conflict do nothing
      returning id, customer_id, kind, source_kind, source_id, source_code, billing_day, quantity, location_type,
        age_from_days, rate, amount, currency, event_at
    ),
    unpriced as (
      insert into billing_unpriced_work (provider_id, customer_id, warehouse_id, charge_key, kind, source_kind,
        source_id, source_code, event_at, billing_day, quantity, location_type, age_from_days)
      select ${providerId}, customer_id, warehouse_id, charge_key, kind, ${source}, source_id, source_code,
        event_at, billing_day, quantity, location_type, age_from_days
      from fresh where rate is null
      on conflict do nothing
      returning customer_id
    )
    select 'charge' as what, id, customer_id, kind, source_kind, source_id, source_code, billing_day::text,
      quantity::text, location_type, age_from_days, rate::text, amount::text, currency, null::uuid as credit_of,
      extract(epoch from event_at)::float8 * 1000 as event_ms
    from charged
    union all
    select 'unpriced', null, customer_id, '', '', null, '', '', '', null, null, '', '0', '', null, 0 from unpriced`;
}

/** Runs statements ending in recordPricedWork; answers their rows. */
export async function recorded(tx: Db, statement: SQL): Promise<TRecordedRow[]> {
  return rowsOf<TRecordedRow>(await tx.execute(statement));
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
 * Posts the charges among `rows` to the balances, in the order the work was done (one entry per document),
 * and announces them as `charge.created`; answers how many were charged and listed as unpriced.
 */
export async function postAndAnnounce(
  tx: Db,
  providerId: string,
  rows: TRecordedRow[],
): Promise<TRoundResult> {
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
}
