import type { TFeeEstimate, TFeeEstimateQuery, TFeeKind } from "@wms/contracts";
import { Code } from "@wms/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { AccessScope } from "../../../kernel/access/access-scope.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { rowsOf } from "../../../kernel/db/sql-helpers.ts";
import { AppError } from "../../../kernel/errors.ts";
import { findChannel, tariffCost } from "../../logistics/index.ts";
import { presentAmount } from "../rates/rates.present.ts";
import { customerName } from "../rates/rates.repository.ts";
import { billingDay, currencyOf } from "../rates/rates.service.ts";
import { orderQuantities, receiptQuantities } from "./charges.events.ts";
import { presentQuantity } from "./charges.present.ts";
import {
  centsToMoney,
  chargeAmount,
  optionalKinds,
  rateOfKind,
  toCents,
  versionInEffect,
} from "./charges.record.ts";

type TEstimateRow = {
  kind: TFeeKind;
  quantity: string;
  rate: string | null;
  amount: string | null;
  version_id: string | null;
  approximate: boolean;
};

/**
 * The work an order of these lines and units would yield, as a lateral subquery `(kind, quantity,
 * cost_currency, approximate)`: the outbound fees, and its parcel when its channel is named (null: none):
 * the channel's packaging material at its cost, the carrier's cost by the channel's tariff at the declared
 * weight (approximate: the scale decides) and the parcel's fixed markup, as the hand-over records them
 * (shipping_parcel_costs) and the round reads them. The estimate and the credit hold read the same.
 */
export function expectedOrderWork(
  providerId: string,
  lines: SQL,
  units: SQL,
  channelId: SQL,
  weight: SQL,
): SQL {
  const channel = sql`from logistics_channels channel
    where channel.provider_id = ${providerId} and channel.id = ${channelId}`;
  return sql`(
    select kind, quantity, null::text as cost_currency, false as approximate from ${orderQuantities(lines, units)}
    union all
    select 'packaging_markup', m.cost, m.currency, false
    from logistics_channels channel
    join packaging_materials m on m.provider_id = channel.provider_id and m.id = channel.packaging_material_id
    where channel.provider_id = ${providerId} and channel.id = ${channelId}
    union all
    select 'shipping_markup_percent', ${tariffCost(sql`channel`, weight)}, null, true ${channel}
    union all
    select 'shipping_markup_fixed', 1, null, false ${channel}
  )`;
}

/**
 * A piece of work's rate in the version `v` and its amount (null: unpriced), as a lateral subquery over a
 * work row `w`: a cost in another currency than the billing one is unpriced, as in the round.
 */
export function expectedPrice(providerId: string, currency: string): SQL {
  return sql`(
    select rate, ${chargeAmount(sql`w.kind`, sql`w.quantity`, sql`rate`)} as amount
    from (select case when w.cost_currency is null or w.cost_currency = ${currency} then r.amount end as rate
      from ${rateOfKind(providerId, sql`v.version_id`, sql`w.kind`)} r) x
  )`;
}

/**
 * The price before the work (docs/billing.md): the fees an order or a receipt of these counts would be
 * charged under the version in effect today for the customer, with the round's fee kinds, quantities, rates
 * and amounts (rateOfKind, chargeAmount), in one statement; an order naming its channel adds its parcel
 * (packaging and shipping). A kind the version has no rate for is named as unpriced (the provider prices it
 * after the work), never counted as 0.
 */
export async function estimateFees(db: Db, scope: AccessScope, q: TFeeEstimateQuery): Promise<TFeeEstimate> {
  const { providerId, customerId: own } = await scope.tenant(q.provider_uuid);
  const customerId = own ?? q.customer_id ?? null;
  if (!own && customerId && (await customerName(db, providerId, customerId)) === null)
    throw new AppError(Code.badRequest, "billing.customerNotFound", {
      fields: { customer_id: "billing.customerNotFound" },
    });
  if (q.work === "order" && q.channel_id && !(await findChannel(db, providerId, q.channel_id)))
    throw new AppError(Code.badRequest, "billing.channelNotFound", {
      fields: { channel_id: "billing.channelNotFound" },
    });
  const currency = await currencyOf(db, providerId);
  const work =
    q.work === "order"
      ? expectedOrderWork(
          providerId,
          sql`${q.lines}::int`,
          sql`${q.units}::int`,
          sql`${q.channel_id ?? null}::uuid`,
          sql`${q.weight ?? "0"}::numeric`,
        )
      : sql`(select kind, quantity, null::text as cost_currency, false as approximate
          from ${receiptQuantities(sql`${q.units}::int`, sql`${q.cartons}::int`)})`;
  const rows = rowsOf<TEstimateRow>(
    await db.execute(sql`
      select w.kind, w.quantity::text, w.approximate, v.version_id, p.rate::text, p.amount::text
      from ${work} w
      left join lateral ${versionInEffect(providerId, sql`${customerId}::uuid`, sql`${billingDay()}::date`)} v on true
      cross join lateral ${expectedPrice(providerId, currency)} p
      where w.quantity > 0 and not (p.rate is null and w.kind in (${optionalKinds()}))`),
  );
  const items = rows.flatMap((r) =>
    r.rate !== null && r.amount !== null
      ? [
          {
            kind: r.kind,
            quantity: presentQuantity(r.quantity, r.kind),
            rate: presentAmount(r.rate),
            amount: r.amount,
            approximate: r.approximate,
          },
        ]
      : [],
  );
  return {
    currency,
    items,
    unpriced: rows.filter((r) => r.rate === null).map((r) => r.kind),
    total: centsToMoney(items.reduce((sum, i) => sum + toCents(i.amount), 0n)),
    priced: rows.some((r) => r.version_id !== null),
  };
}
