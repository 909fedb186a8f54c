import { bigserial, index, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Append-only ledger of a customer's balance: every top-up and adjustment, with reason and operator. */
export const customerBalanceEntries = pgTable(
  "customer_balance_entries",
  {
    providerId: uuid("provider_id").notNull(),
    id: bigserial("id", { mode: "number" }).notNull(),
    customerId: uuid("customer_id").notNull(),
    kind: text("kind", { enum: ["topup", "adjustment"] }).notNull(),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    balanceAfter: numeric("balance_after", { precision: 14, scale: 2 }).notNull(),
    reason: text("reason").notNull(),
    operatorUserId: uuid("operator_user_id").notNull(),
    operatorName: text("operator_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.id] }),
    index("balance_entries_customer_idx").on(t.providerId, t.customerId, t.createdAt.desc()),
  ],
);
