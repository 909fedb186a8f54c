import { accountStatuses, paymentMethods } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { index, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, tenantKey } from "../../kernel/db/columns.ts";

/** A provider is a tenant: it owns warehouses, operators, logistics settings and customers. */
export const providers = pgTable("providers", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

/**
 * A drop shipper's account with one provider. Tenant table: provider_id leads the key,
 * so the schema can be distributed by tenant later.
 */
export const customers = pgTable(
  "customers",
  {
    ...tenantKey(() => providers.id),
    userId: uuid("user_id").notNull(),
    ownerCode: text("owner_code").notNull(),
    accountStatus: text("account_status", { enum: accountStatuses }).notNull().default("active"),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull().default("prepaid"),
    balance: numeric("balance", { precision: 14, scale: 2 }).notNull().default("0"),
    creditLimit: numeric("credit_limit", { precision: 14, scale: 2 }).notNull().default("0"),
    company: text("company").notNull().default(""),
    wechatId: text("wechat_id").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.id] }),
    uniqueIndex("customers_provider_user_uq").on(t.providerId, t.userId),
    uniqueIndex("customers_provider_owner_code_uq").on(t.providerId, t.ownerCode),
    uniqueIndex("customers_id_uq").on(t.id),
    index("customers_user_idx").on(t.userId),
    index("customers_status_idx").on(t.providerId, t.accountStatus).where(sql`account_status = 'frozen'`),
  ],
);
