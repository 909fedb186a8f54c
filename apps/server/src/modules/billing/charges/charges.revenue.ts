import {
  feeGroups,
  feeKindInfo,
  type TFeeGroup,
  type TFeeKind,
  type TRevenue,
  type TRevenueQuery,
} from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { AccessScope } from "../../../kernel/access/access-scope.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { rowsOf } from "../../../kernel/db/sql-helpers.ts";
import { billingDay, currencyOf } from "../rates/rates.service.ts";
import { centsToMoney, toCents } from "./charges.record.ts";

/** The first day of the UTC month `back` months before the one of `day` (YYYY-MM-DD). */
function monthStart(day: string, back: number) {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 10);
}

/**
 * What the provider's charges came to (credit notes less) in each of the last `months` UTC months by fee
 * group, and the current month's ten largest customers: two grouped statements over the charges by day
 * (billing_charges_day_idx), whatever the number of charges.
 */
export async function revenue(db: Db, scope: AccessScope, q: TRevenueQuery): Promise<TRevenue> {
  const providerId = scope.ownProviderId();
  const today = billingDay();
  const from = monthStart(today, q.months - 1);
  const current = monthStart(today, 0);
  const [byKind, customers, currency] = await Promise.all([
    db.execute(sql`
      select to_char(billing_day, 'YYYY-MM') as month, kind, sum(amount)::text as amount
      from billing_charges
      where provider_id = ${providerId} and billing_day >= ${from}::date
      group by 1, 2`),
    db.execute(sql`
      select c.customer_id, u.username as customer_name, k.owner_code, sum(c.amount)::text as amount
      from billing_charges c
      join customers k on k.provider_id = c.provider_id and k.id = c.customer_id
      join users u on u.id = k.user_id
      where c.provider_id = ${providerId} and c.billing_day >= ${current}::date
      group by c.customer_id, u.username, k.owner_code
      order by sum(c.amount) desc, k.owner_code
      limit 10`),
    currencyOf(db, providerId),
  ]);
  const cents = new Map<string, Map<TFeeGroup, bigint>>();
  for (const r of rowsOf<{ month: string; kind: TFeeKind; amount: string }>(byKind)) {
    const groups = cents.get(r.month) ?? new Map<TFeeGroup, bigint>();
    const group = feeKindInfo[r.kind].group as TFeeGroup;
    groups.set(group, (groups.get(group) ?? 0n) + toCents(r.amount));
    cents.set(r.month, groups);
  }
  const months = Array.from({ length: q.months }, (_, i) => monthStart(today, q.months - 1 - i).slice(0, 7));
  return {
    currency,
    months: months.map((month) => {
      const groups = [...(cents.get(month) ?? new Map<TFeeGroup, bigint>())].sort(
        ([a], [b]) => feeGroups.indexOf(a) - feeGroups.indexOf(b),
      );
      return {
        month,
        total: centsToMoney(groups.reduce((sum, [, c]) => sum + c, 0n)),
        by_group: groups.map(([group, c]) => ({ group, amount: centsToMoney(c) })),
      };
    }),
    customers: rowsOf<TRevenue["customers"][number]>(customers),
  };
}
