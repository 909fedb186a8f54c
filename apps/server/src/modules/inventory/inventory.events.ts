import type { SQL } from "drizzle-orm";
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
 * Another module's reaction to changes of available stock (the stores module: a shop pushing stock has
 * the variant's new quantity to send). It is a data-modifying statement that runs INSIDE the ledger's one
 * statement (inventory.apply.ts), over the relation `changes`: one row per balance row whose available
 * changed, with the columns of TAvailableChange in snake case (provider_id, warehouse_id, customer_id,
 * variant_id, location_id, delta). So a batch of a hundred orders costs the listener nothing more than
 * one order. It must take no lock another ledger writer could wait on (the ledger locks balance rows in
 * one global order; see inventory.ledger.ts), and it cannot see the ledger's own writes (one snapshot).
 */
export type TAvailableChangeListener = {
  key: string;
  changesSql(changes: SQL): SQL;
};

export const availableChangeListeners = defineRegistry<TAvailableChangeListener>(
  "inventory.available-change-listeners",
  (l) => l.key,
);
