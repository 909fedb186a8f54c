/**
 * What the tenant-isolation matrix files share: the shape of a probe and of a matrix entry, the answer
 * codes that count as refused, the caller's own tenant in a query and the rival's stocked variant.
 */
import { and, eq } from "drizzle-orm";
import { productVariants } from "../src/modules/products/index.ts";
import type { TSignedIn, TTestApp } from "./harness.ts";

/** The rival tenant the matrix files seed rows of. */
export type TForeignTenant = { providerId: string; customerId: string };
/** Calls as `me` (a role of the demo tenant) that try to reach the rival tenant's rows, with their expectations. */
export type TProbe = (t: TTestApp, me: TSignedIn, foreign: TForeignTenant) => Promise<void>;
/** One endpoint of the matrix: a probe, or why it needs none. */
export type TEntry = { probe: TProbe } | { exempt: string };

/** The answer codes of a refused call: forbidden or not found. */
export const refused = [4003, 4004];

/** The caller's own tenant in a query: drop shippers name the demo provider, staff name none. */
export const ownTenant = (t: TTestApp, me: TSignedIn): Record<string, string> =>
  me.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : {};

/** The SKU seedRivalWarehousing gives the rival tenant. */
export const rivalSku = "RIVAL-STORAGE-SKU";

/** The id of the rival's variant of `rivalSku` (call after seedRivalWarehousing). */
export async function rivalVariantId(t: TTestApp, providerId: string) {
  const [variant] = await t.ctx.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.providerId, providerId), eq(productVariants.sku, rivalSku)));
  return variant?.id ?? "";
}
