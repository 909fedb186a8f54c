import { sql } from "drizzle-orm";
import { stockBalances } from "./inventory.tables.ts";

/** Shared by the ledger functions: what a balance row is, and what changes it. */

export type TStockDocument = {
  type: "receipt" | "adjustment" | "move" | "order" | "wave" | "return" | "rma" | "count" | "replenishment";
  id: string;
  code: string;
};
/** Dates are YYYY-MM-DD. */
export type TStockLot = { batch?: string; productionDate?: string | null; expiryDate?: string | null };
export type TStockActor = { providerId: string; userId: string };

export type TBalance = typeof stockBalances.$inferSelect;
export type TDeltas = { onHand?: number; draft?: number; unpicked?: number; picking?: number };

export const deltaKey = { draft: "draft", unpicked: "unpicked", picking: "picking" } as const;

/** A balance row's available quantity in SQL (`sum(${availableSql})` over rows): on hand less every occupation. */
export const availableSql = sql`${stockBalances.onHand} - ${stockBalances.draftOccupied} - ${stockBalances.unpickedOccupied} - ${stockBalances.pickingOccupied}`;

export const availableOf = (
  b: Pick<TBalance, "onHand" | "draftOccupied" | "unpickedOccupied" | "pickingOccupied">,
) => b.onHand - b.draftOccupied - b.unpickedOccupied - b.pickingOccupied;
