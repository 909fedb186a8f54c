import type { TDisputeListQuery } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { filterEq, listPage } from "../../../kernel/db/list-query.ts";
import { firstOrNull, firstRowOf, tenantRow } from "../../../kernel/db/sql-helpers.ts";
import { users } from "../../auth/index.ts";
import { customers } from "../../tenancy/index.ts";
import { billingCharges, billingDisputes } from "../billing.tables.ts";

const d = billingDisputes;
const c = billingCharges;

/** A dispute with its charge and its customer, as both lists and every answer show it. */
const columns = {
  id: d.id,
  status: d.status,
  reason: d.reason,
  raisedBy: d.raisedBy,
  raisedAt: d.createdAt,
  resolvedBy: d.resolvedBy,
  resolvedAt: d.resolvedAt,
  resolutionNote: d.resolutionNote,
  creditNoteId: d.creditNoteId,
  customerId: d.customerId,
  customerName: users.username,
  /** The customer's user: its mailbox. */
  customerUserId: customers.userId,
  ownerCode: customers.ownerCode,
  chargeId: d.chargeId,
  kind: c.kind,
  sourceCode: c.sourceCode,
  billingDay: c.billingDay,
  amount: c.amount,
  currency: c.currency,
};

const selectDisputes = (db: Db) =>
  db
    .select(columns)
    .from(d)
    .innerJoin(c, tenantRow(c, d.providerId, d.chargeId))
    .innerJoin(customers, tenantRow(customers, d.providerId, d.customerId))
    .innerJoin(users, eq(users.id, customers.userId));

/** A page of a provider's disputes (a customer's only when named), newest first by default. */
export function listDisputes(
  db: Db,
  providerId: string,
  customerId: string | undefined,
  q: TDisputeListQuery,
) {
  return listPage(
    db,
    {
      from: d,
      select: selectDisputes(db),
      id: d.id,
      idOrder: "same",
      where: [eq(d.providerId, providerId), filterEq(d.customerId, customerId), filterEq(d.status, q.status)],
      sorts: { raised_at: d.createdAt },
    },
    q,
  );
}
export type TDisputeRow = Awaited<ReturnType<typeof listDisputes>>["rows"][number];

export const findDispute = (db: Db, providerId: string, disputeId: string) =>
  firstOrNull(selectDisputes(db).where(tenantRow(d, providerId, disputeId)));

/** One dispute locked for the transaction (a decision is taken once). */
export const lockDispute = (tx: Db, providerId: string, disputeId: string) =>
  firstRowOf(tx, d, tenantRow(d, providerId, disputeId), "update");

/** The open dispute of a charge, if any. */
export const openDisputeOf = (tx: Db, providerId: string, chargeId: string) =>
  firstOrNull(
    tx
      .select({ id: d.id })
      .from(d)
      .where(and(eq(d.providerId, providerId), eq(d.chargeId, chargeId), eq(d.status, "open"))),
  );

export async function insertDispute(tx: Db, values: typeof d.$inferInsert) {
  const [row] = await tx.insert(d).values(values).onConflictDoNothing().returning({ id: d.id });
  return row ?? null;
}

export const decideDispute = (
  tx: Db,
  providerId: string,
  disputeId: string,
  values: Pick<typeof d.$inferInsert, "status" | "resolvedBy" | "resolutionNote" | "creditNoteId">,
) =>
  tx
    .update(d)
    .set({ ...values, resolvedAt: new Date(), updatedAt: new Date() })
    .where(tenantRow(d, providerId, disputeId));

/** The open dispute of a charge, settled by its credit note (accepted, linked). */
export const settleOpenDisputes = (
  tx: Db,
  providerId: string,
  chargeId: string,
  creditNoteId: string,
  by: string,
  note: string,
) =>
  tx
    .update(d)
    .set({
      status: "accepted",
      creditNoteId,
      resolvedBy: by,
      resolutionNote: note,
      resolvedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(d.providerId, providerId), eq(d.chargeId, chargeId), eq(d.status, "open")));
