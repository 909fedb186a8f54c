import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { findTenantRow } from "../../kernel/db/sql-helpers.ts";
import { labelTemplates } from "./products.tables.ts";

/** SQL of product label templates: every query is bounded by the provider. */

/** Every template of the provider, default first. Bounded: a settings list, not a data export. */
export function listLabelTemplates(db: Db, providerId: string) {
  return db
    .select()
    .from(labelTemplates)
    .where(eq(labelTemplates.providerId, providerId))
    .orderBy(desc(labelTemplates.isDefault), asc(labelTemplates.name))
    .limit(200);
}

export function findLabelTemplate(db: Db, providerId: string, id: string) {
  return findTenantRow(db, labelTemplates, providerId, id);
}

/** Makes no template of the provider the default (before another one becomes it). */
export async function clearDefaultLabelTemplate(db: Db, providerId: string) {
  await db
    .update(labelTemplates)
    .set({ isDefault: false })
    .where(and(eq(labelTemplates.providerId, providerId), eq(labelTemplates.isDefault, true)));
}
