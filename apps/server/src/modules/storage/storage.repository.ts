import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { matches, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { users } from "../auth/index.ts";
import { customers, providers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";
import { storageSelections } from "./storage.tables.ts";

const storageColumns = {
  providerId: storageSelections.providerId,
  providerName: providers.name,
  customerId: storageSelections.customerId,
  ownerCode: customers.ownerCode,
  username: users.username,
  warehouseId: storageSelections.warehouseId,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  country: warehouses.country,
  city: warehouses.city,
  address: warehouses.address,
  warehouseStatus: warehouses.status,
  createdAt: storageSelections.createdAt,
};

/** Which tenants (and, for a drop shipper, which of its customer accounts) a storage query covers. */
export type TStorageFilter = {
  /** (provider, customer) pairs the caller may see; customerId null: every customer of that provider. */
  accounts: { providerId: string; customerId: string | null }[];
  warehouseId?: string;
};

function accountsWhere(f: TStorageFilter) {
  const parts = f.accounts.map((a) =>
    a.customerId
      ? and(eq(storageSelections.providerId, a.providerId), eq(storageSelections.customerId, a.customerId))
      : eq(storageSelections.providerId, a.providerId),
  );
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

export function listStorage(db: Db, f: TStorageFilter, page: { size: number; cur: number }) {
  return listPage(
    db,
    {
      select: db
        .select(storageColumns)
        .from(storageSelections)
        .innerJoin(providers, eq(providers.id, storageSelections.providerId))
        .innerJoin(
          customers,
          tenantRow(customers, storageSelections.providerId, storageSelections.customerId),
        )
        .innerJoin(users, eq(users.id, customers.userId))
        .innerJoin(
          warehouses,
          tenantRow(warehouses, storageSelections.providerId, storageSelections.warehouseId),
        ),
      from: storageSelections,
      where: [accountsWhere(f), filterEq(storageSelections.warehouseId, f.warehouseId)],
      orderBy: [asc(providers.name), asc(customers.ownerCode), asc(warehouses.code)],
    },
    { page_size: page.size, cur_page: page.cur },
  );
}

/** The warehouses a customer has selected with one provider. */
export function selectedWarehouseIds(db: Db, providerId: string, customerId: string) {
  return db
    .select({ warehouseId: storageSelections.warehouseId })
    .from(storageSelections)
    .where(and(eq(storageSelections.providerId, providerId), eq(storageSelections.customerId, customerId)))
    .then((r) => r.map((x) => x.warehouseId));
}

/** Replaces a customer's selection with exactly these warehouses (inside the caller's transaction). */
export async function replaceSelection(
  db: Db,
  providerId: string,
  customerId: string,
  warehouseIds: string[],
  userId: string,
) {
  await db
    .delete(storageSelections)
    .where(
      and(
        matches(storageSelections, { providerId, customerId }),
        notInArray(storageSelections.warehouseId, warehouseIds),
      ),
    );
  await db
    .insert(storageSelections)
    .values(warehouseIds.map((warehouseId) => ({ providerId, customerId, warehouseId, createdBy: userId })))
    .onConflictDoNothing();
}

const definitionColumns = {
  providerId: warehouses.providerId,
  providerName: providers.name,
  warehouseId: warehouses.id,
  code: warehouses.code,
  name: warehouses.name,
  country: warehouses.country,
  province: warehouses.province,
  city: warehouses.city,
  address: warehouses.address,
  postcode: warehouses.postcode,
  contactName: warehouses.contactName,
  contactPhone: warehouses.contactPhone,
};

/**
 * The enabled warehouses of these providers that can be chosen, each with how many of the given
 * customers (or, with no customer, how many customers at all) selected it. Bounded per provider.
 */
export function listDefinitions(db: Db, accounts: { providerId: string; customerId: string | null }[]) {
  if (accounts.length === 0) return Promise.resolve([]);
  const providerIds = accounts.map((a) => a.providerId);
  const mine = accounts.filter((a) => a.customerId).map((a) => a.customerId as string);
  const counted =
    mine.length > 0
      ? sql<number>`(select count(*)::int from ${storageSelections} s
          where s.provider_id = ${warehouses.providerId} and s.warehouse_id = ${warehouses.id}
          and s.customer_id in (${sql.join(
            mine.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}))`
      : sql<number>`(select count(*)::int from ${storageSelections} s
          where s.provider_id = ${warehouses.providerId} and s.warehouse_id = ${warehouses.id})`;
  return db
    .select({ ...definitionColumns, customerCount: counted })
    .from(warehouses)
    .innerJoin(providers, eq(providers.id, warehouses.providerId))
    .where(and(inArray(warehouses.providerId, providerIds), eq(warehouses.status, "enabled")))
    .orderBy(asc(providers.name), asc(warehouses.code))
    .limit(500);
}

/** Whether any customer selected each warehouse (delete refusal). */
export async function warehousesWithSelections(db: Db, providerId: string, warehouseIds: string[]) {
  if (warehouseIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: storageSelections.warehouseId })
    .from(storageSelections)
    .where(
      and(eq(storageSelections.providerId, providerId), inArray(storageSelections.warehouseId, warehouseIds)),
    );
  return rows.map((r) => r.id);
}

/** Active customer accounts of a drop shipper (for queries without provider_uuid). */
export function activeAccountsOfUser(db: Db, userId: string) {
  return db
    .select({ providerId: customers.providerId, customerId: customers.id })
    .from(customers)
    .where(and(eq(customers.userId, userId), eq(customers.accountStatus, "active")))
    .limit(200);
}
