import { sql } from "drizzle-orm";
import type { Db } from "../kernel/db/client.ts";
import { hashPassword } from "../kernel/passwords.ts";
import { users } from "../modules/auth/index.ts";
import { seedDemoBilling } from "../modules/billing/index.ts";
import { seedDemoInventory } from "../modules/inventory/index.ts";
import { seedDemoLogistics } from "../modules/logistics/index.ts";
import { seedDemoPackaging } from "../modules/packaging/index.ts";
import { seedDemoLabelTemplate, seedDemoProducts } from "../modules/products/index.ts";
import { seedDemoSourcing } from "../modules/sourcing/index.ts";
import { seedDemoStorageSelection } from "../modules/storage/index.ts";
import { insertCustomer, insertProvider } from "../modules/tenancy/index.ts";
import { seedDemoWarehousing } from "../modules/warehouses/index.ts";
import { seedDemoWaveStrategies } from "../modules/waves/index.ts";

export const demoPassword = "Demo@Pass2026";
export const demoLogins = [
  { username: "demo_provider", role: "provider", area: "/p/login" },
  { username: "demo_operator", role: "operator", area: "/p/login" },
  { username: "demo_shipper", role: "dropShipper", area: "/ds/login" },
] as const;

export type TDemoIds = {
  providerId: string;
  providerUserId: string;
  operatorUserId: string;
  shipperUserId: string;
  customerId: string;
};

/**
 * Demo data for a first start: one provider with an operator and a drop-shipper customer.
 * Later issues extend it (warehouse, products, stock). Also used by the e2e tests.
 */
export async function seedDemo(db: Db): Promise<TDemoIds> {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    const providerId = await insertProvider(tx, "Demo Fulfilment Co.");
    const insertUser = async (values: typeof users.$inferInsert) => {
      const [row] = await tx.insert(users).values(values).returning({ id: users.id });
      if (!row) throw new Error("seed user not created");
      return row.id;
    };
    const providerUserId = await insertUser({
      username: "demo_provider",
      passwordHash,
      role: "provider",
      providerId,
      storeName: "Demo Fulfilment Co.",
      email: "provider@demo.local",
      phone: "+86 21 5555 0100",
      address: "88 Harbour Road, Shenzhen",
    });
    const operatorUserId = await insertUser({
      username: "demo_operator",
      passwordHash,
      role: "operator",
      providerId,
      email: "operator@demo.local",
    });
    const shipperUserId = await insertUser({
      username: "demo_shipper",
      passwordHash,
      role: "dropShipper",
      storeName: "Demo Gadgets Store",
      email: "shipper@demo.local",
      phone: "+1 415 555 0199",
      address: "500 Market St, San Francisco",
    });
    const customerId = await insertCustomer(tx, providerId, shipperUserId);
    await seedDemoProducts(tx, providerId, customerId);
    const { warehouseId } = await seedDemoWarehousing(tx, providerId);
    await seedDemoPackaging(tx, providerId);
    await seedDemoWaveStrategies(tx, providerId);
    await seedDemoLabelTemplate(tx, providerId);
    await seedDemoStorageSelection(tx, { providerId, customerId, warehouseId, userId: shipperUserId });
    await seedDemoInventory(tx, { providerId, customerId, userId: providerUserId });
    await seedDemoLogistics(tx, providerId);
    await seedDemoSourcing(tx, { providerId, customerId, shipperUserId, providerUserId });
    await seedDemoBilling(tx, providerId);
    return { providerId, providerUserId, operatorUserId, shipperUserId, customerId };
  });
}

export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}
