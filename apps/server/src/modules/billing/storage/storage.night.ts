import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import {
  cursorMarginMs,
  postAndAnnounce,
  recorded,
  recordPricedWork,
  type TRoundResult,
  versionInEffect,
} from "../charges/charges.record.ts";
import * as repo from "../charges/charges.repository.ts";
import { currencyOf, cutOf } from "../rates/rates.service.ts";
import { minimumStatement } from "../statements/statement.minimum.ts";
import { announceStatements, lastDayOfMonth } from "../statements/statement.ready.ts";

/**
 * Storage fees, one night at a time (docs/billing.md "Storage"). A night is a UTC day: its figure is each
 * customer's stock as of the day's end, read from the ledger, so running it again (or later) gives the same.
 */

const dayMs = 86_400_000;

/** The most nights one round charges for one provider (one transaction each, a quarter); the next round goes on. */
export const nightsPerRound = 92;

/**
 * The storage work of one night, priced, as the `priced` of recordPricedWork:
 * - the stock of every balance row at the day's end: its on hand now less what the log changed since (one
 *   grouped scan of the day's later log rows), and the age of its lot in days: from its inbound time, or,
 *   when the row emptied and refilled since, from the last refill the log shows before the day's end;
 * - per location (and customer), the oldest lot's age prices the location-day by the location's type (the
 *   type's own rates, else the version's rates for every type) and the age tier it falls in;
 * - per lot with known dimensions (the warehouse's measurements, else the owner's), its volume prices the
 *   cubic metre-days by the lot's own age tier, when the version has such rates;
 * - a location counts by location-day when the version prices storage by location, or has no storage rate
 *   at all (then it is unpriced work), or holds a lot whose volume is unknown (nothing is free by accident).
 * One row per (customer, warehouse, kind, location type, tier): the charge of that night.
 */
function storageWork(providerId: string, day: string): SQL {
  const cut = cutOf(day);
  return sql`
    with later as (
      select s.balance_id, sum(s.delta_on_hand) as delta
      from stock_logs s
      where s.provider_id = ${providerId} and s.created_at >= ${cut}
      group by s.balance_id
    ),
    at_cut as (
      select b.id, b.customer_id, b.warehouse_id, b.location_id, b.variant_id, b.inbound_at,
        b.on_hand - coalesce(l.delta, 0) as quantity
      from stock_balances b
      left join later l on l.balance_id = b.id
      where b.provider_id = ${providerId}
    ),
    lots as (
      select a.customer_id, a.warehouse_id, a.location_id, a.variant_id, a.quantity,
        greatest(0, ${day}::date - (coalesce(
          case when a.inbound_at < ${cut} then a.inbound_at
          else (
            select max(s.created_at) from stock_logs s
            where s.provider_id = ${providerId} and s.balance_id = a.id and s.created_at < ${cut}
              and s.on_hand_before = 0 and s.delta_on_hand > 0
          ) end, a.inbound_at) at time zone 'UTC')::date) as age_days
      from at_cut a
      where a.quantity > 0
    ),
    versions as (
      select c.customer_id, v.version_id,
        exists (
          select 1 from rate_card_rates r
          where r.provider_id = ${providerId} and r.version_id = v.version_id and r.kind = 'storage_location_day'
        ) as by_location,
        exists (
          select 1 from rate_card_rates r
          where r.provider_id = ${providerId} and r.version_id = v.version_id and r.kind = 'storage_cubic_metre_day'
        ) as by_volume
      from (select distinct customer_id from lots) c
      left join lateral ${versionInEffect(providerId, sql`c.customer_id`, sql`${day}::date`)} v on true
    ),
    tiers as (
      select r.version_id, r.kind, r.location_type, r.age_from_days, r.amount,
        lead(r.age_from_days) over (
          partition by r.version_id, r.kind, r.location_type order by r.age_from_days
        ) as age_to
      from rate_card_rates r
      where r.provider_id = ${providerId} and r.kind in ('storage_location_day', 'storage_cubic_metre_day')
        and r.version_id in (select version_id from versions)
    ),
    measured as (
      select l.*, v.version_id, v.by_location, v.by_volume,
        coalesce(case when p.inspection_length > 0 and p.inspection_width > 0 and p.inspection_height > 0
          then p.inspection_length * p.inspection_width * p.inspection_height
          else p.length * p.width * p.height end, 0) / 1000000 as unit_m3
      from lots l
      join versions v on v.customer_id = l.customer_id
      left join product_variants p on p.provider_id = ${providerId} and p.id = l.variant_id
    ),
    located as (
      select m.customer_id, m.warehouse_id, m.location_id, m.version_id, max(m.age_days) as age_days
      from measured m
      where m.by_location or not m.by_volume or m.unit_m3 = 0
      group by m.customer_id, m.warehouse_id, m.location_id, m.version_id
    ),
    by_location as (
      select d.customer_id, d.warehouse_id, d.version_id, wl.type as location_type, t.age_from_days as tier,
        t.amount as rate
      from located d
      join warehouse_locations wl on wl.provider_id = ${providerId} and wl.id = d.location_id
      left join (
        select distinct version_id, location_type from tiers
        where kind = 'storage_location_day' and location_type is not null
      ) own on own.version_id = d.version_id and own.location_type = wl.type
      left join tiers t
        on t.version_id = d.version_id and t.kind = 'storage_location_day'
        and coalesce(t.location_type, '') = coalesce(own.location_type, '')
        and d.age_days >= t.age_from_days and (t.age_to is null or d.age_days < t.age_to)
    ),
    by_volume as (
      select m.customer_id, m.warehouse_id, m.version_id, m.quantity * m.unit_m3 as cubic_metres,
        t.age_from_days as tier, t.amount as rate
      from measured m
      left join tiers t
        on t.version_id = m.version_id and t.kind = 'storage_cubic_metre_day'
        and m.age_days >= t.age_from_days and (t.age_to is null or m.age_days < t.age_to)
      where m.by_volume and m.unit_m3 > 0
    ),
    work as (
      select customer_id, warehouse_id, version_id, 'storage_location_day' as kind, location_type, tier, rate,
        count(*)::numeric as quantity
      from by_location
      group by customer_id, warehouse_id, version_id, location_type, tier, rate
      union all
      select customer_id, warehouse_id, version_id, 'storage_cubic_metre_day', null, tier, rate,
        round(sum(cubic_metres), 4)
      from by_volume
      group by customer_id, warehouse_id, version_id, tier, rate
    ),
    priced as (
      select w.customer_id, w.warehouse_id,
        'storage:' || ${day} || ':' || w.customer_id || ':' || w.warehouse_id || ':' || w.kind || ':'
          || coalesce(w.location_type, '') || ':' || coalesce(w.tier::text, 'unpriced') as charge_key,
        w.kind, md5(${`storage:${day}:`} || w.customer_id || ':' || w.warehouse_id)::uuid as source_id,
        ${`ST${day.replaceAll("-", "")}-`} || h.code as source_code,
        ${cut}::timestamptz as event_at, ${day}::date as billing_day, w.quantity, w.location_type,
        w.tier as age_from_days, w.version_id, w.rate
      from work w
      join warehouses h on h.provider_id = ${providerId} and h.id = w.warehouse_id
      where w.quantity > 0
    )`;
}

/** The nights due after a cursor (the first moment not yet charged): each day whose end is a margin past. */
export function dueNights(through: Date, until: Date, limit = nightsPerRound): string[] {
  const nights: string[] = [];
  for (let day = Math.floor(through.getTime() / dayMs) * dayMs; nights.length < limit; day += dayMs) {
    if (day + dayMs + cursorMarginMs > until.getTime()) break;
    nights.push(new Date(day).toISOString().slice(0, 10));
  }
  return nights;
}

/**
 * Charges the next storage night of a provider due by `until`, in one transaction: its storage cursor
 * locked (two instances take turns; the unique charge key makes a night charged once in any case), the
 * night's work charged or listed as unpriced, posted and announced, the cursor moved to the night's end.
 * Answers null when no night is due.
 */
async function chargeNextNight(
  db: Db,
  providerId: string,
  until: Date,
): Promise<(TRoundResult & { night: string }) | null> {
  return db.transaction(async (tx) => {
    const start = await repo.billingStart(tx, providerId);
    if (!start) return null;
    const through = await repo.lockCursor(tx, providerId, "storage", start);
    const [night] = dueNights(through, until, 1);
    if (!night) return null;
    const currency = await currencyOf(tx, providerId);
    const statement = sql`${storageWork(providerId, night)}${recordPricedWork(providerId, currency, "storage")}`;
    const rows = await recorded(tx, statement);
    // The month's last night closes it: the monthly minimums are charged, and its statements are ready.
    const closes = lastDayOfMonth(night);
    if (closes) rows.push(...(await recorded(tx, minimumStatement(providerId, currency, night.slice(0, 7)))));
    const result = await postAndAnnounce(tx, providerId, rows);
    if (closes) await announceStatements(tx, providerId, night.slice(0, 7));
    await repo.moveCursor(tx, providerId, "storage", cutOf(night));
    return { ...result, night };
  });
}

/**
 * Charges a provider's storage nights due by `until` (each day's end, a margin past it), oldest first, one
 * transaction per night, at most `nightsPerRound`: a night missed while the platform was down is charged
 * by the next round. Billing starts on the provider's first card version's day.
 */
export async function chargeStorageNights(
  db: Db,
  providerId: string,
  until = new Date(),
): Promise<TRoundResult & { nights: string[] }> {
  const total = { charged: 0, unpriced: 0, nights: [] as string[] };
  while (total.nights.length < nightsPerRound) {
    const night = await chargeNextNight(db, providerId, until);
    if (!night) break;
    total.charged += night.charged;
    total.unpriced += night.unpriced;
    total.nights.push(night.night);
  }
  return total;
}
