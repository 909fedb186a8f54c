import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
import { recordAudit } from "../audit/index.ts";
import { productVariants } from "./products.tables.ts";

/**
 * A SKU's weight learnt at the weighing bench (docs/packing.md "Batch weighing"): the first parcel of a SKU
 * that had no weight (0, e.g. created before weights were asked for) records what the scale said, once the
 * bench confirmed it. Only a weightless SKU is written, so a weight someone entered is never overwritten;
 * the change is in the audit log. Answers whether it was written.
 */
export async function recordVariantWeight(
  tx: Db,
  who: { providerId: string; userId: string; userName: string },
  variantId: string,
  kg: number,
): Promise<boolean> {
  const weight = kg.toFixed(3);
  const written = await tx
    .update(productVariants)
    .set({ weight, updatedAt: sql`now()` })
    .where(and(tenantRow(productVariants, who.providerId, variantId), eq(productVariants.weight, "0")))
    .returning({ id: productVariants.id, sku: productVariants.sku });
  const [row] = written;
  if (!row) return false;
  await recordAudit(tx, {
    providerId: who.providerId,
    actorUserId: who.userId,
    actorName: who.userName,
    action: "record-weight-variant",
    targetType: "variant",
    targetId: row.id,
    detail: { sku: row.sku, weight, source: "weighing" },
  });
  return true;
}
