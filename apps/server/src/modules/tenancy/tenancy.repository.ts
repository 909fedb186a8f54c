import { and, asc, eq, sql } from "drizzle-orm";
import type { TTenantMembership } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { listPage } from "../../kernel/db/list-query.ts";
import { rowsOf, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { customers, providers } from "./tenancy.tables.ts";

export async function insertProvider(db: Db, name: string): Promise<string> {
  const [row] = await db.insert(providers).values({ name }).returning({ id: providers.id });
  if (!row) throw new Error("provider not created");
  return row.id;
}

/** Whether the provider has this customer. */
export async function customerExists(db: Db, providerId: string, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(tenantRow(customers, providerId, customerId))
    .limit(1);
  return Boolean(row);
}

export function findProvider(db: Db, id: string) {
  return db
    .select({ provider_uuid: providers.id, name_of_provider: providers.name })
    .from(providers)
    .where(eq(providers.id, id))
    .limit(1)
    .then((r) => r[0]);
}

/** Providers open to sign-up's supplier choice, by name. Bounded: a directory, not a data export. */
export function listAllProviders(db: Db) {
  return db
    .select({ provider_uuid: providers.id, name_of_provider: providers.name })
    .from(providers)
    .orderBy(asc(providers.name))
    .limit(500);
}

const linkColumns = {
  customer_id: customers.id,
  provider_uuid: customers.providerId,
  name_of_provider: providers.name,
  owner_code: customers.ownerCode,
  account_status: customers.accountStatus,
  payment_method: customers.paymentMethod,
  balance: customers.balance,
  credit_limit: customers.creditLimit,
};

/** A drop shipper's accounts with its providers, paged and filtered in SQL. */
export async function listLinksOfUser(
  db: Db,
  userId: string,
  page: { size: number; cur: number; keyword?: string },
) {
  const providerJoin = eq(providers.id, customers.providerId);
  const { rows, total } = await listPage(
    db,
    {
      select: db.select(linkColumns).from(customers).innerJoin(providers, providerJoin),
      from: customers,
      countJoins: [{ table: providers, on: providerJoin }],
      where: [eq(customers.userId, userId)],
      keyword: [providers.name],
      orderBy: [asc(providers.name)],
    },
    { page_size: page.size, cur_page: page.cur, keyword: page.keyword },
  );
  return { list: rows, total };
}

export function findLink(db: Db, userId: string, providerId: string) {
  return db
    .select(linkColumns)
    .from(customers)
    .innerJoin(providers, eq(providers.id, customers.providerId))
    .where(and(eq(customers.userId, userId), eq(customers.providerId, providerId)))
    .limit(1)
    .then((r) => r[0]);
}

/** Owner codes are short and human-typable (they go on labels): C + 6 characters, unique per provider. */
function newOwnerCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let code = "C";
  for (let i = 0; i < 6; i++) code += alphabet[Math.floor(Math.random() * alphabet.length)];
  return code;
}

export async function insertCustomer(db: Db, providerId: string, userId: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const rows = await db
      .insert(customers)
      .values({ providerId, userId, ownerCode: newOwnerCode() })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (rows[0]) return rows[0].id;
    const existing = await findLink(db, userId, providerId);
    if (existing) return existing.customer_id;
    if (attempt > 5) throw new Error("could not allocate an owner code");
  }
}

/** A drop shipper's customer account with one provider (the kernel's access scope asks it). */
export const findMembership: TTenantMembership = async (db, providerId, userId) => {
  const rows = await db
    .select({ customerId: customers.id, status: customers.accountStatus })
    .from(customers)
    .where(and(eq(customers.providerId, providerId), eq(customers.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
};

export type TCustomerAccountPatch = Partial<
  Pick<
    typeof customers.$inferInsert,
    "company" | "wechatId" | "paymentMethod" | "creditLimit" | "accountStatus"
  >
>;

/** Changes a customer account's terms or status (the customers module's screens). */
export async function updateCustomerAccount(
  db: Db,
  providerId: string,
  customerId: string,
  patch: TCustomerAccountPatch,
) {
  await db
    .update(customers)
    .set(patch)
    .where(tenantRow(customers, providerId, customerId));
}

/**
 * Moves the balance by a signed amount in one conditional statement: it cannot drop below
 * -credit_limit, and concurrent adjustments never lose an update. Undefined when refused.
 */
export function moveCustomerBalance(db: Db, providerId: string, customerId: string, amount: string) {
  return db
    .update(customers)
    .set({ balance: sql`${customers.balance} + ${amount}::numeric` })
    .where(
      and(
        tenantRow(customers, providerId, customerId),
        // Money in is always taken (a balance charges left below the limit climbs back); money out stops at the limit.
        sql`(${amount}::numeric >= 0 or ${customers.balance} + ${amount}::numeric >= -${customers.creditLimit})`,
      ),
    )
    .returning({ balance: customers.balance })
    .then((r) => r[0]);
}

/**
 * Takes money out of many customers' balances at once (billing's charges for work done; a negative amount,
 * a credit note, puts it back), in one statement: each customer's balance moved once by the sum of its
 * amounts. No credit-limit check: the work is done, a charge is never refused (docs/billing.md). Answers
 * each moved customer's balance after the move.
 */
export async function chargeCustomerBalances(
  db: Db,
  providerId: string,
  amounts: { customerId: string; amount: string }[],
): Promise<{ customerId: string; balance: string }[]> {
  if (amounts.length === 0) return [];
  const input = JSON.stringify(amounts.map((a) => ({ customer_id: a.customerId, amount: a.amount })));
  const result = await db.execute(sql`
    update customers c set balance = c.balance - t.total
    from (
      select customer_id, sum(amount) as total
      from jsonb_to_recordset(${input}::jsonb) as a(customer_id uuid, amount numeric)
      group by customer_id
    ) t
    where c.provider_id = ${providerId} and c.id = t.customer_id
    returning c.id as "customerId", c.balance::text as balance`);
  return rowsOf<{ customerId: string; balance: string }>(result);
}
