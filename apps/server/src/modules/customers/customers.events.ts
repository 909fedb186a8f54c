import type { Db } from "../../kernel/db/client.ts";
import { defineRegistry } from "../../kernel/hooks.ts";

/** Who raised a balance (the staff account that topped it up). */
export type TBalanceRaiser = { userId: string; userName: string };

/**
 * Another module's reaction to a customer's balance going up (billing: orders held for credit are confirmed
 * when the money covers them). Runs in the top-up's transaction, after the balance and its ledger entry.
 */
export type TBalanceRaisedListener = {
  key: string;
  onRaised(tx: Db, providerId: string, customerId: string, by: TBalanceRaiser): Promise<void>;
};

export const balanceRaisedListeners = defineRegistry<TBalanceRaisedListener>(
  "customers.balance-raised",
  (l) => l.key,
);
