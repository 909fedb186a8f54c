import type { TFeeEstimate, TFeeEstimateQuery, TFeeKind } from "@wms/contracts";
import { Code } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { AccessScope } from "../../../kernel/access/access-scope.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { rowsOf } from "../../../kernel/db/sql-helpers.ts";
import { AppError } from "../../../kernel/errors.ts";
import { presentAmount } from "../rates/rates.present.ts";
import { customerName } from "../rates/rates.repository.ts";
import { billingDay, currencyOf } from "../rates/rates.service.ts";
import { orderQuantities, receiptQuantities } from "./charges.events.ts";
import { presentQuantity } from "./charges.present.ts";
import { centsToMoney, toCents, versionInEffect } from "./charges.record.ts";

type TEstimateRow = {
  kind: TFeeKind;
  quantity: string;
  rate: string | null;
  amount: string | null;
  version_id: string | null;
};

/**
 * The price before the work (docs/billing.md): the fees an order or a receipt of these counts would be
 * charged under the version in effect today for the customer, with the round's fee kinds and quantities
 * and its rounding (Postgres' round(quantity x rate, 2)), in one statement. A kind the version has no rate
 * for is named as unpriced (the provider prices it after the work), never counted as 0.
 */
export async function estimateFees(db: Db, scope: AccessScope, q: TFeeEstimateQuery): Promise<TFeeEstimate> {
  const { providerId, customerId: own } = await scope.tenant(q.provider_uuid);
  const customerId = own ?? q.customer_id ?? null;
  if (!own && customerId && (await customerName(db, providerId, customerId)) === null)
    throw new AppError(Code.badRequest, "billing.customerNotFound", {
      fields: { customer_id: "billing.customerNotFound" },
    });
  const quantities =
    q.work === "order"
      ? orderQuantities(sql`${q.lines}::int`, sql`${q.units}::int`)
      : receiptQuantities(sql`${q.units}::int`, sql`${q.cartons}::int`);
  const rows = rowsOf<TEstimateRow>(
    await db.execute(sql`
      select k.kind, k.quantity::text, r.amount::text as rate, round(k.quantity * r.amount, 2)::text as amount,
        v.version_id
      from ${quantities}
      left join lateral ${versionInEffect(providerId, sql`${customerId}::uuid`, sql`${billingDay()}::date`)} v on true
      left join rate_card_rates r
        on r.provider_id = ${providerId} and r.version_id = v.version_id and r.kind = k.kind
        and r.location_type is null and r.age_from_days = 0
      where k.quantity > 0`),
  );
  const items = rows.flatMap((r) =>
    r.rate !== null && r.amount !== null
      ? [
          {
            kind: r.kind,
            quantity: presentQuantity(r.quantity),
            rate: presentAmount(r.rate),
            amount: r.amount,
          },
        ]
      : [],
  );
  return {
    currency: await currencyOf(db, providerId),
    items,
    unpriced: rows.filter((r) => r.rate === null).map((r) => r.kind),
    total: centsToMoney(items.reduce((sum, i) => sum + toCents(i.amount), 0n)),
    priced: rows.some((r) => r.version_id !== null),
  };
}
