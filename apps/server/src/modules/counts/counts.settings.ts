import type { TCountSettings } from "@wms/contracts";
import { eq } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { countSettings } from "./counts.tables.ts";

/** Without a saved row: any variance of a first count is recounted; above 100.00 the provider approves. */
const defaults = { recountThreshold: 0, approvalLimit: "100.00" };

export async function settingsOf(db: Db, providerId: string) {
  const [row] = await db.select().from(countSettings).where(eq(countSettings.providerId, providerId));
  return row ?? { providerId, ...defaults };
}

const present = (s: { recountThreshold: number; approvalLimit: string }): TCountSettings => ({
  recount_threshold: s.recountThreshold,
  approval_limit: Number(s.approvalLimit).toFixed(2),
});

export async function readCountSettings(db: Db, scope: AccessScope) {
  return present(await settingsOf(db, scope.ownProviderId()));
}

export async function saveCountSettings(db: Db, scope: AccessScope, input: TCountSettings) {
  const values = { recountThreshold: input.recount_threshold, approvalLimit: input.approval_limit };
  const [row] = await db
    .insert(countSettings)
    .values({ providerId: scope.ownProviderId(), ...values })
    .onConflictDoUpdate({ target: countSettings.providerId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return present(row ?? { ...defaults, ...values });
}
