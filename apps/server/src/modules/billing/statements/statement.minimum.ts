import { type SQL, sql } from "drizzle-orm";
import { recordPricedWork, versionInEffect } from "../charges/charges.record.ts";
import { cutOf } from "../rates/rates.service.ts";
import { daysOf } from "./statement.data.ts";

/**
 * The monthly minimum (fee kind `monthly_minimum`, docs/billing.md "Statements"), charged when a month
 * closes: a customer with work charged in the month whose charges (credit notes less) come to less than the
 * minimum of the version in effect on its last day is charged the difference, dated that day, keyed
 * `minimum:<month>:<customer>` (once). A month without any charge is not topped up (the customer had not
 * begun, or had stopped); a version without a minimum has none. One statement, ending as every source does.
 */
export function minimumStatement(providerId: string, currency: string, month: string): SQL {
  const { from, to } = daysOf(month);
  return sql`
    with months as (
      select c.customer_id, sum(c.amount) as total
      from billing_charges c
      where c.provider_id = ${providerId} and c.billing_day between ${from}::date and ${to}::date
        and c.kind <> 'monthly_minimum'
      group by c.customer_id
    ),
    minimums as (
      select m.customer_id, m.total, v.version_id, r.amount as minimum
      from months m
      left join lateral ${versionInEffect(providerId, sql`m.customer_id`, sql`${to}::date`)} v on true
      join rate_card_rates r
        on r.provider_id = ${providerId} and r.version_id = v.version_id and r.kind = 'monthly_minimum'
    ),
    priced as (
      select n.customer_id, null::uuid as warehouse_id,
        'minimum:' || ${month} || ':' || n.customer_id as charge_key, 'monthly_minimum' as kind,
        md5(${`minimum:${month}:`} || n.customer_id)::uuid as source_id, ${`MIN${month.replace("-", "")}`} as source_code,
        ${cutOf(to)}::timestamptz as event_at, ${to}::date as billing_day, 1::numeric as quantity,
        null::text as location_type, null::int as age_from_days, n.version_id, n.minimum - n.total as rate
      from minimums n
      where n.total < n.minimum
    )${recordPricedWork(providerId, currency, "minimum")}`;
}
