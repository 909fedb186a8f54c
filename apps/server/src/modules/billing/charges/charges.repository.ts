import type {
  TChargeListQuery,
  TChargeSource,
  TChargeSummaryQuery,
  TDisputeStatus,
  TFeeGroup,
  TUnpricedListQuery,
} from "@wms/contracts";
import { feeKindInfo, feeKinds, ZChargeListQuery } from "@wms/contracts";
import { and, eq, gte, inArray, lte, min, type SQL, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Db } from "../../../kernel/db/client.ts";
import { filterEq, keywordOf, listPage } from "../../../kernel/db/list-query.ts";
import { firstOrNull, firstRowOf, tenantRow, uuidArray } from "../../../kernel/db/sql-helpers.ts";
import { users } from "../../auth/index.ts";
import { customers } from "../../tenancy/index.ts";
import { warehouses } from "../../warehouses/index.ts";
import { billingCharges, billingCursors, billingUnpricedWork, rateCardVersions } from "../billing.tables.ts";

/** The first moment a provider's billing covers: the first day any version of its cards starts (null: no card yet). */
export async function billingStart(db: Db, providerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ day: min(rateCardVersions.effectiveFrom) })
    .from(rateCardVersions)
    .where(eq(rateCardVersions.providerId, providerId));
  return row?.day ? new Date(`${row.day}T00:00:00Z`) : null;
}

/** The providers with at least one card version: those the charging round visits. */
export async function billingProviders(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ id: rateCardVersions.providerId }).from(rateCardVersions);
  return rows.map((r) => r.id);
}

/** A source's cursor of a provider, locked for the transaction (made at `start` on the first round). */
export async function lockCursor(
  tx: Db,
  providerId: string,
  source: TChargeSource,
  start: Date,
): Promise<Date> {
  await tx.insert(billingCursors).values({ providerId, source, through: start }).onConflictDoNothing();
  const row = await firstOrNull(
    tx
      .select({ through: billingCursors.through })
      .from(billingCursors)
      .where(and(eq(billingCursors.providerId, providerId), eq(billingCursors.source, source)))
      .for("update"),
  );
  return row?.through ?? start;
}

export const moveCursor = (tx: Db, providerId: string, source: TChargeSource, through: Date) =>
  tx
    .update(billingCursors)
    .set({ through: sql`greatest(${billingCursors.through}, ${through})` })
    .where(and(eq(billingCursors.providerId, providerId), eq(billingCursors.source, source)));

// ------------------------------------------------------------------ the lists

/** A charge or an unpriced item: the work they share, and whose and where it is. */
type TWorkTable = typeof billingCharges | typeof billingUnpricedWork;

const workColumns = <T extends TWorkTable>(t: T) => ({
  id: t.id,
  customerId: t.customerId,
  customerName: users.username,
  ownerCode: customers.ownerCode,
  warehouseId: t.warehouseId,
  warehouseCode: warehouses.code,
  kind: t.kind,
  sourceKind: t.sourceKind,
  sourceId: t.sourceId,
  sourceCode: t.sourceCode,
  eventAt: t.eventAt,
  billingDay: t.billingDay,
  quantity: t.quantity,
  locationType: t.locationType,
  ageFromDays: t.ageFromDays,
});

/** The joins that name a row's customer and warehouse. */
const partyJoins = (t: TWorkTable) => ({
  customer: tenantRow(customers, t.providerId, t.customerId),
  user: eq(users.id, customers.userId),
  warehouse: tenantRow(warehouses, t.providerId, t.warehouseId),
});

/** The list options both lists share: the provider's rows, a document-code search, ties by id. */
const workList = (t: TWorkTable, providerId: string) => ({
  from: t,
  keyword: [t.sourceCode],
  id: t.id,
  idOrder: "same" as const,
  providerFilter: eq(t.providerId, providerId),
});

/** The kinds of a fee group, for the group filter. */
const kindsOf = (group: TFeeGroup) => feeKinds.filter((k) => feeKindInfo[k].group === group);

/** The conditions of the charges filter (the list's, its totals' and the export's): customer, warehouse, kind, group, days. */
export function chargeConditions(customerId: string | undefined, q: TChargeSummaryQuery) {
  const t = billingCharges;
  return [
    filterEq(t.customerId, customerId),
    filterEq(t.warehouseId, q.warehouse_id),
    filterEq(t.kind, q.kind),
    q.group ? inArray(t.kind, kindsOf(q.group)) : undefined,
    q.day_from ? gte(t.billingDay, q.day_from) : undefined,
    q.day_to ? lte(t.billingDay, q.day_to) : undefined,
  ];
}

/**
 * What the charges a filter selects add up to, by fee kind, in one grouped statement (credit notes count
 * with their negative amounts). The keyword matches the document code as the list's does.
 */
export function sumCharges(
  db: Db,
  providerId: string,
  customerId: string | undefined,
  q: TChargeSummaryQuery,
) {
  const t = billingCharges;
  return db
    .select({
      kind: t.kind,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${t.amount})::text`,
    })
    .from(t)
    .where(
      and(
        eq(t.providerId, providerId),
        ...chargeConditions(customerId, q),
        keywordOf(q.keyword, t.sourceCode),
      ),
    )
    .groupBy(t.kind)
    .orderBy(t.kind);
}

/** A charge's own columns beside the work: its price, and whether it was priced by hand or is a credit note. */
const chargeColumns = (t: typeof billingCharges) => ({
  ...workColumns(t),
  rate: t.rate,
  amount: t.amount,
  currency: t.currency,
  rateVersionId: t.rateVersionId,
  creditOfId: t.creditOfId,
  note: t.note,
});

/** Charges with their customer's name and owner code and their warehouse's code (the export's rows). */
export function chargeParties(db: Db) {
  const t = billingCharges;
  const on = partyJoins(t);
  return db
    .select(chargeColumns(t))
    .from(t)
    .innerJoin(customers, on.customer)
    .innerJoin(users, on.user)
    .leftJoin(warehouses, on.warehouse)
    .$dynamic();
}

/** A provider's charges (one customer's when `customerId`), filtered by day, kind, group and warehouse. */
export function listCharges(
  db: Db,
  providerId: string,
  customerId: string | undefined,
  q: TChargeListQuery,
  only?: SQL,
) {
  const t = billingCharges;
  const { providerFilter, ...list } = workList(t, providerId);
  const on = partyJoins(t);
  const columns = {
    ...chargeColumns(t),
    creditedBy: sql<string | null>`(select c.id from billing_charges c
      where c.provider_id = ${t.providerId} and c.credit_of_id = ${t.id} limit 1)`,
    // The charge's latest dispute, by billing_disputes_charge_idx.
    dispute: sql<{
      id: string;
      status: TDisputeStatus;
    } | null>`(select json_build_object('id', d.id, 'status', d.status)
      from billing_disputes d where d.provider_id = ${t.providerId} and d.charge_id = ${t.id}
      order by d.created_at desc limit 1)`,
    createdAt: t.createdAt,
  };
  return listPage(
    db,
    {
      ...list,
      select: db
        .select(columns)
        .from(t)
        .innerJoin(customers, on.customer)
        .innerJoin(users, on.user)
        .leftJoin(warehouses, on.warehouse),
      where: [providerFilter, ...chargeConditions(customerId, q), only],
      sorts: { billing_day: t.billingDay, amount: t.amount, source_code: t.sourceCode },
    },
    q,
  );
}
export type TChargeRow = Awaited<ReturnType<typeof listCharges>>["rows"][number];

export function listUnpriced(db: Db, providerId: string, q: TUnpricedListQuery) {
  const t = billingUnpricedWork;
  const { providerFilter, ...list } = workList(t, providerId);
  const on = partyJoins(t);
  const columns = {
    ...workColumns(t),
    status: t.status,
    resolvedBy: t.resolvedBy,
    resolvedAt: t.resolvedAt,
    waiveReason: t.waiveReason,
    chargeId: t.chargeId,
  };
  return listPage(
    db,
    {
      ...list,
      select: db
        .select(columns)
        .from(t)
        .innerJoin(customers, on.customer)
        .innerJoin(users, on.user)
        .leftJoin(warehouses, on.warehouse),
      where: [
        providerFilter,
        filterEq(t.status, q.status),
        filterEq(t.customerId, q.customer_id),
        filterEq(t.kind, q.kind),
      ],
      sorts: { billing_day: t.billingDay, source_code: t.sourceCode },
    },
    q,
  );
}
export type TUnpricedRow = Awaited<ReturnType<typeof listUnpriced>>["rows"][number];

/** The open items among `ids`, locked for the transaction (the others were priced or waived meanwhile). */
export const lockOpenUnpriced = (tx: Db, providerId: string, ids: string[]) =>
  tx
    .select()
    .from(billingUnpricedWork)
    .where(
      and(
        eq(billingUnpricedWork.providerId, providerId),
        sql`${billingUnpricedWork.id} = any(${uuidArray(ids)})`,
        eq(billingUnpricedWork.status, "open"),
      ),
    )
    .orderBy(billingUnpricedWork.id)
    .for("update");
export type TUnpricedWorkRow = typeof billingUnpricedWork.$inferSelect;

/** Inserts charges (a value may be SQL: an amount computed by Postgres); answers them as stored. */
export async function insertCharges(tx: Db, rows: PgInsertValue<typeof billingCharges>[]) {
  return tx.insert(billingCharges).values(rows).returning();
}
export type TStoredCharge = typeof billingCharges.$inferSelect;

/** One charge of the provider, locked for the transaction (a credit note is written once per charge). */
export const lockCharge = (tx: Db, providerId: string, chargeId: string) =>
  firstRowOf(tx, billingCharges, tenantRow(billingCharges, providerId, chargeId), "update");

/** The credit note of a charge, if one was issued. */
export const creditNoteOf = (db: Db, providerId: string, chargeId: string) =>
  firstRowOf(
    db,
    billingCharges,
    and(eq(billingCharges.providerId, providerId), eq(billingCharges.creditOfId, chargeId)),
  );

/** One charge as the charges list answers it (the credit note just written, for its answer). */
export async function findListedCharge(db: Db, providerId: string, chargeId: string) {
  const { rows } = await listCharges(
    db,
    providerId,
    undefined,
    ZChargeListQuery.parse({ page_size: 1 }),
    eq(billingCharges.id, chargeId),
  );
  return rows[0] ?? null;
}

/**
 * Marks open items resolved, in one statement: `waived` (with its reason) or `priced`, each item then
 * naming the charge that priced it (`chargeOf`: item id -> charge id).
 */
export async function resolveUnpriced(
  tx: Db,
  providerId: string,
  resolution:
    | { status: "waived"; ids: string[]; waiveReason: string }
    | { status: "priced"; chargeOf: Map<string, string> },
  resolvedBy: string,
) {
  const t = billingUnpricedWork;
  const ids = resolution.status === "waived" ? resolution.ids : [...resolution.chargeOf.keys()];
  const chargeId =
    resolution.status === "priced"
      ? sql`(${JSON.stringify(Object.fromEntries(resolution.chargeOf))}::jsonb ->> ${t.id}::text)::uuid`
      : null;
  await tx
    .update(t)
    .set({
      status: resolution.status,
      resolvedBy,
      resolvedAt: new Date(),
      ...(resolution.status === "waived" ? { waiveReason: resolution.waiveReason } : { chargeId }),
    })
    .where(and(eq(t.providerId, providerId), sql`${t.id} = any(${uuidArray(ids)})`));
}
