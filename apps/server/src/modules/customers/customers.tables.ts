import { balanceEntryKinds } from "@wms/contracts";
import { bigserial, index, numeric, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../kernel/db/columns.ts";

/** Append-only ledger of a customer's balance: every top-up and adjustment, with reason and operator. */
export const customerBalanceEntries = pgTable(
  "customer_balance_entries",
  {
    providerId: uuid("provider_id").notNull(),
    id: bigserial("id", { mode: "number" }).notNull(),
    customerId: uuid("customer_id").notNull(),
    kind: text("kind", { enum: balanceEntryKinds }).notNull(),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    balanceAfter: numeric("balance_after", { precision: 14, scale: 2 }).notNull(),
    reason: text("reason").notNull(),
    /** Null for a charge billing posted: no one typed it. */
    operatorUserId: uuid("operator_user_id"),
    operatorName: text("operator_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.id] }),
    index("balance_entries_customer_idx").on(t.providerId, t.customerId, t.createdAt.desc().nullsFirst()),
  ],
);
