import type { TReturnQuery, TUnidentifiedQuery } from "@wms/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import {
  documentFilters,
  entriesOf,
  ownedRow,
  type TDocumentOwner,
} from "../../kernel/db/customer-documents.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { firstOrNull, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { users } from "../auth/index.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";
import { returnLines, returnLogs, returns, returnUnits, unidentifiedReturns } from "./returns.tables.ts";

const r = returns;

/** An RMA with its customer's and warehouse's names and its unit counts, as lists show it. */
const summaryColumns = {
  id: r.id,
  providerId: r.providerId,
  code: r.code,
  customerId: r.customerId,
  customerName: users.username,
  ownerCode: customers.ownerCode,
  warehouseId: r.warehouseId,
  warehouseCode: warehouses.code,
  source: r.source,
  status: r.status,
  orderId: r.orderId,
  orderCode: r.orderCode,
  consignee: r.consignee,
  trackingNumber: r.trackingNumber,
  note: r.note,
  markings: r.markings,
  photos: r.photos,
  receivedAt: r.receivedAt,
  inspectedAt: r.inspectedAt,
  closedAt: r.closedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  unitCount: sql<number>`(select coalesce(sum(l.quantity), 0) from ${returnLines} l
    where l.provider_id = ${r.providerId} and l.return_id = ${r.id})`.mapWith(Number),
  inspectedCount: sql<number>`(select coalesce(sum(u.quantity), 0) from ${returnUnits} u
    where u.provider_id = ${r.providerId} and u.return_id = ${r.id})`.mapWith(Number),
};

function named(db: Db) {
  return db
    .select(summaryColumns)
    .from(r)
    .innerJoin(customers, tenantRow(customers, r.providerId, r.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .innerJoin(warehouses, tenantRow(warehouses, r.providerId, r.warehouseId));
}

export type TReturnRow = Awaited<ReturnType<typeof findReturn>> & {};

/** The RMAs the owner sees, filtered, searched (code, tracking number, order code, consignee), sorted and paged in SQL. */
export function listReturns(db: Db, owner: TDocumentOwner, q: TReturnQuery) {
  return listPage(
    db,
    {
      select: named(db),
      from: r,
      where: [...documentFilters(r, owner, q), filterEq(r.source, q.source)],
      keyword: [r.code, r.trackingNumber, r.orderCode, r.consignee],
      sorts: { created_at: r.createdAt, code: r.code, received_at: r.receivedAt },
      nulls: "last",
      id: r.id,
      idOrder: "same",
    },
    q,
  );
}

/** One RMA the owner sees, with its names and counts. */
export const findReturn = (db: Db, owner: TDocumentOwner, id: string) =>
  firstOrNull(named(db).where(ownedRow(r, owner, id)));

/** RMAs of a provider matching `where` (the returns bench's look-ups), newest first. */
export const returnsWhere = (db: Db, providerId: string, where: ReturnType<typeof and>, limit: number) =>
  named(db)
    .where(and(eq(r.providerId, providerId), where))
    .orderBy(sql`${r.createdAt} desc`, sql`${r.id} desc`)
    .limit(limit);

/** An RMA's lines with their SKUs and what their units became, in order. */
export function linesOf(db: Db, providerId: string, returnId: string) {
  const l = returnLines;
  return db
    .select({
      id: l.id,
      variantId: l.variantId,
      productId: productVariants.productId,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
      nameEn: productVariants.nameEn,
      nameCn: productVariants.nameCn,
      quantity: l.quantity,
      reason: l.reason,
      reasonNote: l.reasonNote,
      missing: l.missing,
      done: sql<Record<string, number>>`coalesce((select jsonb_object_agg(d.disposition, d.n) from (
        select u.disposition, sum(u.quantity)::int as n from ${returnUnits} u
        where u.provider_id = ${l.providerId} and u.line_id = ${l.id} group by u.disposition) d), '{}'::jsonb)`,
    })
    .from(l)
    .innerJoin(productVariants, tenantRow(productVariants, l.providerId, l.variantId))
    .where(and(eq(l.providerId, providerId), eq(l.returnId, returnId)))
    .orderBy(asc(l.position));
}
export type TReturnLineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** An RMA's inspections with their SKUs, oldest first. */
export function unitsOf(db: Db, providerId: string, returnId: string) {
  const u = returnUnits;
  return db
    .select({
      id: u.id,
      lineId: u.lineId,
      sku: productVariants.sku,
      quantity: u.quantity,
      disposition: u.disposition,
      locationCode: u.locationCode,
      note: u.note,
      photos: u.photos,
      inspectedByName: u.inspectedByName,
      createdAt: u.createdAt,
    })
    .from(u)
    .innerJoin(returnLines, tenantRow(returnLines, u.providerId, u.lineId))
    .innerJoin(productVariants, tenantRow(productVariants, u.providerId, returnLines.variantId))
    .where(and(eq(u.providerId, providerId), eq(u.returnId, returnId)))
    .orderBy(asc(u.createdAt), asc(u.id));
}

export const logsOf = (db: Db, providerId: string, returnId: string) =>
  entriesOf(db, returnLogs, returnLogs.returnId, providerId, returnId);

const p = unidentifiedReturns;
const unidentifiedColumns = {
  id: p.id,
  code: p.code,
  warehouseId: p.warehouseId,
  warehouseCode: warehouses.code,
  trackingNumber: p.trackingNumber,
  markings: p.markings,
  photos: p.photos,
  status: p.status,
  receivedByName: p.receivedByName,
  receivedAt: p.receivedAt,
  returnId: p.returnId,
  returnCode: r.code,
  customerName: users.username,
  assignedByName: p.assignedByName,
  assignedAt: p.assignedAt,
};

function unidentifiedNamed(db: Db) {
  return db
    .select(unidentifiedColumns)
    .from(p)
    .innerJoin(warehouses, tenantRow(warehouses, p.providerId, p.warehouseId))
    .leftJoin(r, tenantRow(r, p.providerId, p.returnId))
    .leftJoin(customers, tenantRow(customers, r.providerId, r.customerId))
    .leftJoin(users, eq(users.id, customers.userId));
}
export type TUnidentifiedRow = Awaited<ReturnType<typeof findUnidentified>> & {};

/** The provider's unidentified parcels, filtered, searched (code, tracking number, markings), sorted and paged. */
export function listUnidentified(db: Db, providerId: string, q: TUnidentifiedQuery) {
  return listPage(
    db,
    {
      select: unidentifiedNamed(db),
      from: p,
      where: [
        eq(p.providerId, providerId),
        filterEq(p.warehouseId, q.warehouse_id),
        filterEq(p.status, q.status),
      ],
      keyword: [p.code, p.trackingNumber, p.markings],
      sorts: { received_at: p.receivedAt, code: p.code },
      id: p.id,
      idOrder: "same",
    },
    q,
  );
}

export const findUnidentified = (db: Db, providerId: string, id: string) =>
  firstOrNull(unidentifiedNamed(db).where(and(eq(p.providerId, providerId), eq(p.id, id))));
