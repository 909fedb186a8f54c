import type { TCustomerListQuery } from "@wms/contracts";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
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

const userJoin = eq(users.id, customers.userId);

const sortColumns = {
  created_at: customers.createdAt,
  username: users.username,
  balance: customers.balance,
  owner_code: customers.ownerCode,
} as const;

export function listCustomers(db: Db, providerId: string, q: TCustomerListQuery) {
  return listPage(
    db,
    {
      select: db.select(customerColumns).from(customers).innerJoin(users, userJoin),
      from: customers,
      countJoins: [{ table: users, on: userJoin }],
      where: [
        eq(customers.providerId, providerId),
        filterEq(customers.accountStatus, q.account_status),
        filterEq(customers.paymentMethod, q.payment_method),
      ],
      keyword: [
        users.username,
        users.storeName,
        customers.company,
        customers.ownerCode,
        users.phone,
        customers.wechatId,
      ],
      sorts: sortColumns,
      id: customers.id,
    },
    q,
  );
}

export function findCustomer(db: Db, providerId: string, customerId: string) {
  return db
    .select(customerColumns)
    .from(customers)
    .innerJoin(users, userJoin)
    .where(tenantRow(customers, providerId, customerId))
    .limit(1)
    .then((r) => r[0]);
}

export async function insertBalanceEntry(db: Db, entry: typeof customerBalanceEntries.$inferInsert) {
  const [row] = await db.insert(customerBalanceEntries).values(entry).returning();
  return row;
}

export function listBalanceEntries(
  db: Db,
  providerId: string,
  customerId: string,
  page: { size: number; cur: number },
) {
  return listPage(
    db,
    {
      from: customerBalanceEntries,
      where: [
        eq(customerBalanceEntries.providerId, providerId),
        eq(customerBalanceEntries.customerId, customerId),
      ],
      orderBy: [desc(customerBalanceEntries.createdAt), desc(customerBalanceEntries.id)],
    },
    { page_size: page.size, cur_page: page.cur },
  );
}
