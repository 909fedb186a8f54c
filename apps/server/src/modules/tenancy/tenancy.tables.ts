import { sql } from "drizzle-orm";
import { index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** A provider is a tenant: it owns warehouses, operators, logistics settings and customers. */
export const providers = pgTable("providers", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A drop shipper's account with one provider. Tenant table: provider_id leads the key,
 * so the schema can be distributed by tenant later.
 */
export const customers = pgTable(
  "customers",
  {
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id),
    id: uuid("id").notNull().defaultRandom(),
    userId: uuid("user_id").notNull(),
    ownerCode: text("owner_code").notNull(),
    accountStatus: text("account_status", { enum: ["active", "frozen"] })
      .notNull()
      .default("active"),
    paymentMethod: text("payment_method", { enum: ["prepaid", "credit", "monthly"] })
      .notNull()
      .default("prepaid"),
    balance: numeric("balance", { precision: 14, scale: 2 }).notNull().default("0"),
    creditLimit: numeric("credit_limit", { precision: 14, scale: 2 }).notNull().default("0"),
    company: text("company").notNull().default(""),
    wechatId: text("wechat_id").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
