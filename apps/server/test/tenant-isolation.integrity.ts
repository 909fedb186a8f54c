/**
 * Tenant-isolation probes of the integrity check (spread into the matrix of tenant-isolation.test.ts). The
 * rival tenant gets a stored run with a breach and a balance row its stock log does not explain (a breach
 * of its own): the demo provider's runs show neither; operators and drop shippers are refused.
 */
import type { TIntegrityOverview, TIntegrityRun } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { integrityRuns } from "../src/modules/integrity/index.ts";
import type { TSignedIn, TTestApp } from "./harness.ts";
import { expectRefused, type TEntry, type TForeignTenant } from "./tenant-isolation.shared.ts";

const rivalCode = "RIVAL-INTEGRITY";
let seeded: Promise<string> | undefined;

/** Created on first use; answers the id of the rival's unexplained balance row. */
function seedRivalIntegrity(t: TTestApp, f: TForeignTenant) {
  seeded ??= (async () => {
    const balanceId = crypto.randomUUID();
    await t.ctx.db.execute(sql`insert into stock_balances (provider_id, id, warehouse_id, variant_id, customer_id, location_id, on_hand)
      values (${f.providerId}, ${balanceId}, gen_random_uuid(), gen_random_uuid(), ${f.customerId}, gen_random_uuid(), 3)`);
    const breach = {
      invariant: "ledger_replay",
      object_kind: "balance",
      object_id: balanceId,
      object_code: rivalCode,
      detail: {},
    } as const;
    for (const kind of ["manual", "nightly"] as const) {
      await t.ctx.db.insert(integrityRuns).values({
        providerId: f.providerId,
        kind,
        night: kind === "nightly" ? "2099-01-01" : null,
        startedAt: new Date(Date.now() + 60_000),
        finishedAt: new Date(Date.now() + 60_000),
        breachCount: 1,
        breaches: [breach],
      });
    }
    return balanceId;
  })();
  return seeded;
}

const staffRefused = async (t: TTestApp, me: TSignedIn, url: string, method: "GET" | "POST") =>
  expectRefused(t.call({ url, method, token: me.token, ...(method === "POST" ? { body: {} } : {}) }));

export const integrityMatrix: Record<string, TEntry> = {
  "GET /api/integrity/query-last-runs": {
    probe: async (t, me, f) => {
      await seedRivalIntegrity(t, f);
      if (me.role !== "provider") return staffRefused(t, me, "/api/integrity/query-last-runs", "GET");
      const own = await t.call<TIntegrityOverview>({
        url: "/api/integrity/query-last-runs",
        token: me.token,
      });
      expect(own.code).toBe(200);
      expect(JSON.stringify(own.data)).not.toContain(rivalCode);
    },
  },
  "POST /api/integrity/run-check": {
    probe: async (t, me, f) => {
      const balanceId = await seedRivalIntegrity(t, f);
      if (me.role !== "provider") return staffRefused(t, me, "/api/integrity/run-check", "POST");
      const run = await t.call<TIntegrityRun>({ url: "/api/integrity/run-check", token: me.token, body: {} });
      expect(run.code).toBe(200);
      expect(JSON.stringify(run.data)).not.toContain(balanceId);
      expect(JSON.stringify(run.data)).not.toContain(rivalCode);
    },
  },
};
