import { integrityRunKinds, type TIntegrityBreach } from "@wms/contracts";
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import * as col from "../../kernel/db/columns.ts";
import { providers } from "../tenancy/index.ts";

/**
 * One run of the integrity check for one tenant (docs/integrity.md): started by the provider's "Check
 * integrity" button (manual) or by the nightly round (nightly, at most one per tenant and UTC night).
 * The breaches are kept with their run (at most integrityBreachLimit of them; breach_count says how many
 * there were): they are only ever read with it. Runs older than 30 days are deleted by the nightly round.
 */
export const integrityRuns = pg.pgTable(
  "integrity_runs",
  {
    ...col.tenantKey(() => providers.id),
    kind: pg.text("kind", { enum: integrityRunKinds }).notNull(),
    /** The UTC day (YYYY-MM-DD) a nightly run stands for; null for a manual run. */
    night: pg.text("night"),
    startedBy: pg.uuid("started_by"),
    startedAt: col.stamp("started_at").notNull(),
    finishedAt: col.stamp("finished_at").notNull(),
    breachCount: pg.integer("breach_count").notNull(),
    breaches: pg.jsonb("breaches").$type<TIntegrityBreach[]>().notNull().default([]),
  },
  (t) => [
    ...col.tenantKeys("integrity_runs", t),
    // The screen reads the newest run of each kind.
    pg.index("integrity_runs_kind_idx").on(t.providerId, t.kind, t.startedAt.desc().nullsFirst()),
    // One nightly run per tenant and night, however many instances run the round.
    pg.uniqueIndex("integrity_runs_night_uq").on(t.providerId, t.night).where(sql`night is not null`),
    // The clean-up deletes by age over all tenants.
    pg.index("integrity_runs_started_idx").on(t.startedAt),
  ],
);
