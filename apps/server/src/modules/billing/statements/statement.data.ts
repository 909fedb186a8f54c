import type { TFeeKind, TStatementQuery } from "@wms/contracts";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { AccessScope } from "../../../kernel/access/access-scope.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { firstOrNull, tenantRow } from "../../../kernel/db/sql-helpers.ts";
import { badRequest, notFound } from "../../../kernel/errors.ts";
import { users } from "../../auth/index.ts";
import { customers, providers } from "../../tenancy/index.ts";
import { billingCharges } from "../billing.tables.ts";
import { presentQuantity } from "../charges/charges.present.ts";
import { centsToMoney, toCents } from "../charges/charges.record.ts";
import { sumCharges } from "../charges/charges.repository.ts";
import { presentAmount } from "../rates/rates.present.ts";
import { currencyOf } from "../rates/rates.service.ts";

/** One charge on a statement (a credit note with its negative quantity and amount). */
export type TStatementLine = {
  day: string;
  document: string;
  kind: TFeeKind;
  locationType: string | null;
  ageFromDays: number | null;
  quantity: string;
  rate: string;
  amount: string;
  credit: boolean;
};

export type TStatement = {
  provider: string;
  customer: string;
  ownerCode: string;
  month: string;
  from: string;
  to: string;
  currency: string;
  /** By fee kind, credit notes less: the charges screen's totals for the month. */
  byKind: { kind: TFeeKind; count: number; amount: string }[];
  count: number;
  total: string;
  lines: TStatementLine[];
  /** The customer's balance when the statement was made. */
  balance: string;
  issuedAt: Date;
};

/** The first and last UTC day of a month (YYYY-MM). */
export function daysOf(month: string) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/**
 * The statement of one customer's month, in three reads: its totals by kind (the same grouped statement as
 * the charges screen's totals), its charges by day and document, and who it is for. A drop shipper's own;
 * provider staff name the customer (4001 without one, 4004 when it is not theirs).
 */
export async function statementOf(db: Db, scope: AccessScope, q: TStatementQuery): Promise<TStatement> {
  const { providerId, customerId: own } = await scope.tenant(q.provider_uuid);
  const customerId = own ?? q.customer_id;
  if (!customerId)
    throw badRequest("billing.statementCustomer", { customer_id: "billing.statementCustomer" });
  const party = await firstOrNull(
    db
      .select({
        customer: users.username,
        ownerCode: customers.ownerCode,
        balance: customers.balance,
        provider: providers.name,
      })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .innerJoin(providers, eq(providers.id, customers.providerId))
      .where(tenantRow(customers, providerId, customerId)),
  );
  if (!party) throw notFound("billing.customerNotFound");
  const { from, to } = daysOf(q.month);
  const t = billingCharges;
  const [byKind, rows, currency] = await Promise.all([
    sumCharges(db, providerId, customerId, { day_from: from, day_to: to }),
    db
      .select()
      .from(t)
      .where(
        and(
          eq(t.providerId, providerId),
          eq(t.customerId, customerId),
          gte(t.billingDay, from),
          lte(t.billingDay, to),
        ),
      )
      .orderBy(asc(t.billingDay), asc(t.sourceCode), asc(t.kind), asc(t.id)),
    currencyOf(db, providerId),
  ]);
  return {
    ...party,
    month: q.month,
    from,
    to,
    currency,
    byKind,
    count: byKind.reduce((n, k) => n + k.count, 0),
    total: centsToMoney(byKind.reduce((sum, k) => sum + toCents(k.amount), 0n)),
    lines: rows.map((r) => ({
      day: r.billingDay,
      document: r.sourceCode,
      kind: r.kind,
      locationType: r.locationType,
      ageFromDays: r.ageFromDays,
      quantity: presentQuantity(r.quantity, r.kind),
      rate: presentAmount(r.rate),
      amount: r.amount,
      credit: r.creditOfId !== null,
    })),
    issuedAt: new Date(),
  };
}
