import type { TCustomerListQuery } from "@wms/contracts";
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { containsPattern } from "../../kernel/db/sql-helpers.ts";
import { users } from "../auth/index.ts";
import { customers } from "../tenancy/index.ts";
import { customerBalanceEntries } from "./customers.tables.ts";

export const customerColumns = {
  id: customers.id,
  userId: customers.userId,
  username: users.username,
  storeName: users.storeName,
  company: customers.company,
  ownerCode: customers.ownerCode,
  accountStatus: customers.accountStatus,
  paymentMethod: customers.paymentMethod,
  balance: customers.balance,
  creditLimit: customers.creditLimit,
  phone: users.phone,
  email: users.email,
  wechatId: customers.wechatId,
  createdAt: customers.createdAt,
};

export type TCustomerRow = { [K in keyof typeof customerColumns]: (typeof customerColumns)[K]["_"]["data"] };

const sortColumns = {
  created_at: customers.createdAt,
  username: users.username,
  balance: customers.balance,
  owner_code: customers.ownerCode,
} as const;

export async function listCustomers(db: Db, providerId: string, q: TCustomerListQuery) {
  const filters: (SQL | undefined)[] = [eq(customers.providerId, providerId)];
  if (q.account_status) filters.push(eq(customers.accountStatus, q.account_status));
  if (q.payment_method) filters.push(eq(customers.paymentMethod, q.payment_method));
  if (q.keyword) {
    const like = containsPattern(q.keyword);
    filters.push(
      or(
        ilike(users.username, like),
        ilike(users.storeName, like),
        ilike(customers.company, like),
        ilike(customers.ownerCode, like),
        ilike(users.phone, like),
        ilike(customers.wechatId, like),
      ),
    );
  }
  const where = and(...filters);
  const direction = q.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(where)
      .orderBy(direction(sortColumns[q.sort]), asc(customers.id))
      .limit(q.page_size)
      .offset((q.cur_page - 1) * q.page_size),
    db.select({ n: count() }).from(customers).innerJoin(users, eq(users.id, customers.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function findCustomer(db: Db, providerId: string, customerId: string) {
  return db
    .select(customerColumns)
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(customers.providerId, providerId), eq(customers.id, customerId)))
    .limit(1)
    .then((r) => r[0]);
}

export async function insertBalanceEntry(db: Db, entry: typeof customerBalanceEntries.$inferInsert) {
  const [row] = await db.insert(customerBalanceEntries).values(entry).returning();
  return row;
}

export async function listBalanceEntries(
  db: Db,
  providerId: string,
  customerId: string,
  page: { size: number; cur: number },
) {
  const where = and(
    eq(customerBalanceEntries.providerId, providerId),
    eq(customerBalanceEntries.customerId, customerId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customerBalanceEntries)
      .where(where)
      .orderBy(desc(customerBalanceEntries.createdAt), desc(customerBalanceEntries.id))
      .limit(page.size)
      .offset((page.cur - 1) * page.size),
    db.select({ n: count() }).from(customerBalanceEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
