import type { Db } from "../../kernel/db/client.ts";
import { storageSelections } from "./storage.tables.ts";

/** The demo customer stores its goods in the demo warehouse. */
export async function seedDemoStorageSelection(
  tx: Db,
  ids: { providerId: string; customerId: string; warehouseId: string; userId: string },
) {
  await tx.insert(storageSelections).values({
    providerId: ids.providerId,
    customerId: ids.customerId,
    warehouseId: ids.warehouseId,
    createdBy: ids.userId,
  });
}
