import type { Db } from "../../kernel/db/client.ts";
import { defineRegistry } from "../../kernel/hooks.ts";

/** One balance row's available quantity changed (on hand, or what documents occupy of it). */
export type TAvailableChange = {
  providerId: string;
  warehouseId: string;
  customerId: string;
  variantId: string;
  locationId: string;
  /** The change of available: positive when stock arrived or was released, negative when taken or promised. */
  delta: number;
};

/**
 * Another module's reaction to a change of available stock (the stores module: a shop pushing stock
 * has the variant's new quantity to send). Runs in the ledger's transaction, after the balance row and
 * its log row were written, for every change whatever the document. A listener must take no lock another
 * ledger writer could wait on (the ledger locks balance rows in one global order; see inventory.ledger.ts).
 */
export type TAvailableChangeListener = {
  key: string;
  onAvailableChange(tx: Db, change: TAvailableChange): Promise<void>;
};

export const availableChangeListeners = defineRegistry<TAvailableChangeListener>(
  "inventory.available-change-listeners",
  (l) => l.key,
);
