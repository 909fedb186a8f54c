import { ZRequiredWeight } from "@wms/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { badRequest, notFound } from "../../kernel/errors.ts";
import { auditEntry, recordAudit } from "../audit/index.ts";
import { productVariants } from "./products.tables.ts";

/**
 * Weights known before weighing (issue 40). A variant's weight is required by the product form, the API, the
 * import and a sourcing quote; variants stored before that (or synced from a shop that had none) keep 0, which
 * means "unknown". The weighing screen offers to record the first weight of such a variant instead of
 * failing its parcel: these are the functions it calls, in its own transaction.
 */

/** Who records the weight (written to the audit log). */
export type TWeightActor = { providerId: string; userId: string; username: string };

export type TRecordedWeight =
  /** The variant had no weight and now has `weight` (kg, 3 decimals). */
  | { recorded: true; variantId: string; sku: string; weight: string }
  /** The variant already had a weight (someone set it meanwhile): nothing changed. */
  | { recorded: false; variantId: string; sku: string; weight: string };

/**
 * Sets the weight of a variant of the tenant that has none (0), in the caller's transaction, audit-logged
 * ("record-variant-weight" on the product). A variant that already has a weight is left as it is and answered
 * `recorded: false` with that weight (a conditional update, so two stations recording at once write once).
 * `kg` as the product form takes it: more than 0, at most 3 decimals (4001 on `weight` otherwise); a variant
 * not of the tenant is 4004.
 */
export async function recordVariantWeight(
  tx: Db,
  actor: TWeightActor,
  variantId: string,
  kg: number | string,
): Promise<TRecordedWeight> {
  const parsed = ZRequiredWeight.safeParse(kg);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? "product.weightFormat";
    throw badRequest(key, { weight: key });
  }
  const [updated] = await tx
    .update(productVariants)
    .set({ weight: parsed.data, updatedAt: new Date() })
    .where(
      and(
        eq(productVariants.providerId, actor.providerId),
        eq(productVariants.id, variantId),
        sql`${productVariants.weight} = 0`,
      ),
    )
    .returning({
      sku: productVariants.sku,
      productId: productVariants.productId,
      weight: productVariants.weight,
    });
  if (updated) {
    await recordAudit(
      tx,
      auditEntry(
        { userId: actor.userId, session: { username: actor.username } },
        actor.providerId,
        "record-variant-weight",
        "product",
        updated.productId,
        { variant_id: variantId, sku: updated.sku, weight: updated.weight },
      ),
    );
    return { recorded: true, variantId, sku: updated.sku, weight: updated.weight };
  }
  const [current] = await tx
    .select({ sku: productVariants.sku, weight: productVariants.weight })
    .from(productVariants)
    .where(and(eq(productVariants.providerId, actor.providerId), eq(productVariants.id, variantId)));
  if (!current) throw notFound();
  return { recorded: false, variantId, sku: current.sku, weight: current.weight };
}

/** Which of `variantIds` (of the tenant) have no weight (0): the weighing screen's "record it" case. */
export async function variantsWithoutWeight(
  tx: Db,
  providerId: string,
  variantIds: string[],
): Promise<string[]> {
  if (variantIds.length === 0) return [];
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.providerId, providerId),
        inArray(productVariants.id, [...new Set(variantIds)]),
        sql`${productVariants.weight} = 0`,
      ),
    );
  return rows.map((r) => r.id);
}
