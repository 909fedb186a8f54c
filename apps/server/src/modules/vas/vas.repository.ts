import type { TVasOrderQuery } from "@wms/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { documentFilters, ownedRow, type TDocumentOwner } from "../../kernel/db/customer-documents.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { firstOrNull, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { users } from "../auth/index.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";
import { vasOrders } from "./vas.tables.ts";

const v = vasOrders;

/** A work order with the names of its customer, warehouse and SKU, as the lists show it. */
const columns = {
  id: v.id,
  code: v.code,
  customerId: v.customerId,
  customerName: users.username,
  ownerCode: customers.ownerCode,
  warehouseId: v.warehouseId,
  warehouseCode: warehouses.code,
  kind: v.kind,
  variantId: v.variantId,
  sku: productVariants.sku,
  quantity: v.quantity,
  doneQuantity: v.doneQuantity,
  instructions: v.instructions,
  status: v.status,
  note: v.note,
  requestedBy: v.requestedBy,
  doneBy: v.doneBy,
  closedAt: v.closedAt,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
};

function named(db: Db) {
  return db
    .select(columns)
    .from(v)
    .innerJoin(customers, tenantRow(customers, v.providerId, v.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .innerJoin(warehouses, tenantRow(warehouses, v.providerId, v.warehouseId))
    .innerJoin(productVariants, tenantRow(productVariants, v.providerId, v.variantId));
}
export type TVasRow = Awaited<ReturnType<typeof listVasOrders>>["rows"][number];

/** The work orders the owner sees, filtered, searched (code, SKU), sorted and paged in SQL. */
export function listVasOrders(db: Db, owner: TDocumentOwner, q: TVasOrderQuery) {
  return listPage(
    db,
    {
      select: named(db),
      from: v,
      countJoins: [{ table: productVariants, on: tenantRow(productVariants, v.providerId, v.variantId) }],
      where: [...documentFilters(v, owner, q), filterEq(v.kind, q.kind)],
      keyword: [v.code, productVariants.sku],
      sorts: { created_at: v.createdAt, code: v.code },
      id: v.id,
      idOrder: "same",
    },
    q,
  );
}

/** One work order the owner sees, with its names. */
export const findVasOrder = (db: Db, owner: TDocumentOwner, id: string) =>
  firstOrNull(named(db).where(ownedRow(v, owner, id)));
