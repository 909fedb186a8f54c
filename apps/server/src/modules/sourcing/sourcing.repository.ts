import type { TSourcingQuery, TSourcingStatus } from "@wms/contracts";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../kernel/db/client.ts";
import { entriesOf, ownedBy, ownedRow, type TDocumentOwner } from "../../kernel/db/customer-documents.ts";
import { dayCode, reserveDayNumbers } from "../../kernel/db/day-codes.ts";
import { filterEq, listPage, withinDays } from "../../kernel/db/list-query.ts";
import { firstOrNull, firstRowOf, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { users } from "../auth/index.ts";
import { products } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { sourcingLogs, sourcingQuotes, sourcingRequests, sourcingSequences } from "./sourcing.tables.ts";

/** Whose requests a call sees: one provider, and within it one customer (drop shippers always). */
export type TSourcingOwner = TDocumentOwner;

/** `count` consecutive codes of the day, e.g. SR202611250007: one upsert, never shared between writers. */
export async function nextSourcingCodes(db: Db, providerId: string, count: number, now?: Date) {
  const { day, first } = await reserveDayNumbers(db, sourcingSequences, providerId, count, now);
  return Array.from({ length: count }, (_, i) => dayCode({ prefix: "SR", digits: 4 }, day, first + i));
}

const assignees = alias(users, "assignee");

const summaryColumns = {
  id: sourcingRequests.id,
  code: sourcingRequests.code,
  providerId: sourcingRequests.providerId,
  customerId: sourcingRequests.customerId,
  ownerCode: customers.ownerCode,
  customerName: users.username,
  customerUserId: customers.userId,
  mode: sourcingRequests.mode,
  status: sourcingRequests.status,
  url: sourcingRequests.url,
  marketplace: sourcingRequests.marketplace,
  keywords: sourcingRequests.keywords,
  imageUrl: sourcingRequests.imageUrl,
  productId: sourcingRequests.productId,
  productTitle: products.title,
  expectedPrice: sourcingRequests.expectedPrice,
  purchaseReason: sourcingRequests.purchaseReason,
  description: sourcingRequests.description,
  itemsCount: sourcingRequests.itemsCount,
  assigneeId: sourcingRequests.assigneeId,
  assigneeName: assignees.username,
  rejectReason: sourcingRequests.rejectReason,
  validUntil: sourcingRequests.validUntil,
  createdProductId: sourcingRequests.createdProductId,
  createdAt: sourcingRequests.createdAt,
  updatedAt: sourcingRequests.updatedAt,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(sourcingRequests)
    .innerJoin(customers, tenantRow(customers, sourcingRequests.providerId, sourcingRequests.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .leftJoin(assignees, eq(assignees.id, sourcingRequests.assigneeId))
    .leftJoin(products, tenantRow(products, sourcingRequests.providerId, sourcingRequests.productId));
}
export type TSummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["execute"]>>[number];

const sortColumns = {
  created_at: sourcingRequests.createdAt,
  code: sourcingRequests.code,
  status: sourcingRequests.status,
  updated_at: sourcingRequests.updatedAt,
};

function assigneeFilter(assignee: string | undefined, me: string): SQL | undefined {
  if (!assignee) return undefined;
  if (assignee === "unassigned") return isNull(sourcingRequests.assigneeId);
  return eq(sourcingRequests.assigneeId, assignee === "mine" ? me : assignee);
}

/** One page of the owner's requests; `me` is the caller (the "mine" filter). */
export function listSourcing(db: Db, owner: TSourcingOwner, q: TSourcingQuery, me: string) {
  return listPage(
    db,
    {
      select: summaryQuery(db),
      from: sourcingRequests,
      where: [
        ownedBy(sourcingRequests, owner),
        filterEq(sourcingRequests.customerId, q.customer_id),
        filterEq(sourcingRequests.status, q.status),
        filterEq(sourcingRequests.mode, q.mode),
        assigneeFilter(q.assignee, me),
        ...withinDays(sourcingRequests.createdAt, q.date_from, q.date_to),
      ],
      keyword: [
        sourcingRequests.code,
        sourcingRequests.url,
        sourcingRequests.keywords,
        sourcingRequests.description,
        (like) =>
          sql`exists (select 1 from ${sourcingQuotes} q where q.provider_id = ${sourcingRequests.providerId}
          and q.request_id = ${sourcingRequests.id} and (q.supplier_name ilike ${like} or q.product_title ilike ${like}))`,
      ],
      sorts: sortColumns,
      id: sourcingRequests.id,
      idOrder: "same",
    },
    q,
  );
}

export function findSummary(db: Db, owner: TSourcingOwner, id: string) {
  return firstOrNull(summaryQuery(db).where(ownedRow(sourcingRequests, owner, id)));
}

export function findSummaries(db: Db, providerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return summaryQuery(db)
    .where(and(eq(sourcingRequests.providerId, providerId), inArray(sourcingRequests.id, ids)))
    .orderBy(sourcingRequests.code);
}

/** The request row, locked for the rest of the transaction (one writer per request at a time). */
export function lockRequest(db: Db, owner: TSourcingOwner, id: string) {
  return firstRowOf(db, sourcingRequests, ownedRow(sourcingRequests, owner, id), "update");
}
export type TRequestRow = typeof sourcingRequests.$inferSelect;

/** Moves a request from the state it was read in; false when someone moved it first. */
export async function setStatus(
  db: Db,
  r: { providerId: string; id: string; status: TSourcingStatus },
  to: TSourcingStatus,
  set: Partial<typeof sourcingRequests.$inferInsert>,
) {
  const changed = await db
    .update(sourcingRequests)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(
      and(
        eq(sourcingRequests.providerId, r.providerId),
        eq(sourcingRequests.id, r.id),
        eq(sourcingRequests.status, r.status),
      ),
    )
    .returning({ id: sourcingRequests.id });
  return changed.length === 1;
}

export function insertLogs(db: Db, rows: (typeof sourcingLogs.$inferInsert)[]) {
  return rows.length ? db.insert(sourcingLogs).values(rows) : Promise.resolve();
}

export function logsOf(db: Db, providerId: string, requestId: string) {
  return entriesOf(db, sourcingLogs, sourcingLogs.requestId, providerId, requestId);
}

export function quoteOf(db: Db, providerId: string, requestId: string) {
  return firstOrNull(
    db
      .select()
      .from(sourcingQuotes)
      .where(and(eq(sourcingQuotes.providerId, providerId), eq(sourcingQuotes.requestId, requestId))),
  );
}
export type TQuoteRow = typeof sourcingQuotes.$inferSelect;

/** Writes the request's quote, replacing the last one (its version counts up). */
export async function saveQuote(
  db: Db,
  quote: Omit<typeof sourcingQuotes.$inferInsert, "version" | "quotedAt">,
) {
  const [row] = await db
    .insert(sourcingQuotes)
    .values({ ...quote, version: 1 })
    .onConflictDoUpdate({
      target: [sourcingQuotes.providerId, sourcingQuotes.requestId],
      set: { ...quote, version: sql`${sourcingQuotes.version} + 1`, quotedAt: new Date() },
    })
    .returning({ version: sourcingQuotes.version });
  return row?.version ?? 1;
}

/** The customer's requests whose link has one of `keys` (the duplicates of a submission), oldest first. */
export function requestsWithLinks(db: Db, providerId: string, customerId: string, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: sourcingRequests.id,
      code: sourcingRequests.code,
      status: sourcingRequests.status,
      url: sourcingRequests.url,
      linkKey: sourcingRequests.linkKey,
      createdAt: sourcingRequests.createdAt,
    })
    .from(sourcingRequests)
    .where(
      and(
        eq(sourcingRequests.providerId, providerId),
        eq(sourcingRequests.customerId, customerId),
        inArray(sourcingRequests.linkKey, keys),
      ),
    )
    .orderBy(sourcingRequests.createdAt, sourcingRequests.id)
    .limit(200);
}

/** Is `userId` the provider or one of its operators (a possible assignee)? */
export async function isStaffOf(db: Db, providerId: string, userId: string) {
  const row = await firstOrNull(
    db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.providerId, providerId),
          inArray(users.role, ["provider", "operator"]),
        ),
      ),
  );
  return row !== null;
}

/** The provider and its operators, by name. */
export function staffOf(db: Db, providerId: string) {
  return db
    .select({ user_id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(and(eq(users.providerId, providerId), inArray(users.role, ["provider", "operator"])))
    .orderBy(users.role, users.username);
}

/** Sets the assignee of the provider's requests `ids` that are in one of `from`; answers the ids changed. */
export async function assign(
  db: Db,
  providerId: string,
  ids: string[],
  assigneeId: string | null,
  from: readonly TSourcingStatus[],
) {
  const rows = await db
    .update(sourcingRequests)
    .set({ assigneeId, updatedAt: new Date() })
    .where(
      and(
        eq(sourcingRequests.providerId, providerId),
        inArray(sourcingRequests.id, ids),
        inArray(sourcingRequests.status, [...from]),
      ),
    )
    .returning({ id: sourcingRequests.id, code: sourcingRequests.code, status: sourcingRequests.status });
  return rows;
}

/** Which of `ids` are products of the customer's own catalogue. */
export async function ownProductIds(
  db: Db,
  owner: { providerId: string; customerId: string },
  ids: string[],
) {
  if (ids.length === 0) return new Set<string>();
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.providerId, owner.providerId),
        eq(products.customerId, owner.customerId),
        inArray(products.id, ids),
      ),
    );
  return new Set(found.map((p) => p.id));
}

/** The users (socket channel, mailbox) of customers, keyed `${providerId}/${customerId}`. */
export async function customerUsers(db: Db, rows: { providerId: string; customerId: string }[]) {
  if (rows.length === 0) return new Map<string, string>();
  const found = await db
    .select({ providerId: customers.providerId, id: customers.id, userId: customers.userId })
    .from(customers)
    .where(
      sql`(${customers.providerId}, ${customers.id}) in (${sql.join(
        rows.map((r) => sql`(${r.providerId}::uuid, ${r.customerId}::uuid)`),
        sql`, `,
      )})`,
    );
  return new Map(found.map((c) => [`${c.providerId}/${c.id}`, c.userId]));
}
