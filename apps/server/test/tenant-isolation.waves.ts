/**
 * Tenant-isolation probes of waves (spread into the matrix of tenant-isolation.test.ts). The rival
 * tenant gets an open wave in its warehouse (with its wave strategy); no role of the demo tenant may
 * list, read, print or confirm it, nor generate waves from the rival's warehouse, strategy or orders.
 * Drop shippers are refused every wave call by role.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { waves } from "../src/modules/waves/index.ts";
import type { TTestApp } from "./harness.ts";
import {
  insertId,
  listedCodes,
  rivalByIdProbe,
  type TEntry,
  type TForeignTenant,
} from "./tenant-isolation.shared.ts";
import { rival } from "./tenant-isolation.warehouses.ts";

const rivalWave = { id: "", code: "WV20990101-001" };

/** Call after seedRivalWarehousing (it needs the rival warehouse and wave strategy). */
export async function seedRivalWave(t: TTestApp, foreign: TForeignTenant) {
  rivalWave.id = await insertId(t, waves, {
    providerId: foreign.providerId,
    code: rivalWave.code,
    warehouseId: rival.warehouseId,
    strategyId: rival.waveId,
    strategyName: "Rival wave",
    strategyKind: "same-zone",
    orderCount: 0,
    lineCount: 0,
    unitCount: 0,
    createdBy: foreign.customerId,
  });
}

const refused = [4001, 4003, 4004];

async function rivalWaveUnchanged(t: TTestApp) {
  const [w] = await t.ctx.db
    .select({ status: waves.status, pickedAt: waves.pickedAt })
    .from(waves)
    .where(eq(waves.id, rivalWave.id));
  expect(w).toEqual({ status: "picking", pickedAt: null });
}

/** The rival wave by id, with no tenant and naming the rival provider: refused, and the wave unchanged. */
const byId = (method: "GET" | "POST", url: string, extra: Record<string, unknown> = {}): TEntry =>
  rivalByIdProbe(method, url, () => ({ wave_id: rivalWave.id, ...extra }), rivalWaveUnchanged, {
    tenants: (_t, _me, f): Record<string, string>[] => [{}, { provider_uuid: f.providerId }],
    codes: refused,
  });

const generateProbe = (url: string): TEntry => ({
  probe: async (t, me, f) => {
    const before = await t.ctx.db
      .select({ id: waves.id })
      .from(waves)
      .where(eq(waves.providerId, f.providerId));
    const bodies = [
      { warehouse_id: rival.warehouseId, strategy_id: rival.waveId },
      { warehouse_id: rival.warehouseId, strategy_id: rival.waveId, provider_uuid: f.providerId },
    ];
    for (const body of bodies) {
      const res = await t.call({ url, token: me.token, body });
      expect(refused).toContain(res.code);
    }
    const after = await t.ctx.db
      .select({ id: waves.id })
      .from(waves)
      .where(eq(waves.providerId, f.providerId));
    expect(after).toHaveLength(before.length);
  },
});

export const wavesMatrix: Record<string, TEntry> = {
  "GET /api/delivery_list/query-wave-list-specific-element": {
    probe: async (t, me, f) => {
      const own = await listedCodes(t, me, "/api/delivery_list/query-wave-list-specific-element", {
        keyword: "WV2099",
      });
      if (me.role === "dropShipper") expect(own.code).toBe(4003);
      else expect(own.codes).not.toContain(rivalWave.code);
      const named = await t.call({
        url: "/api/delivery_list/query-wave-list-specific-element",
        token: me.token,
        query: { provider_uuid: f.providerId, strategy_id: rival.waveId },
      });
      if (named.code === 200) expect((named.data as { list: unknown[] }).list).toEqual([]);
      else expect(refused).toContain(named.code);
    },
  },
  "GET /api/wave/query-wave-detail": byId("GET", "/api/wave/query-wave-detail"),
  "GET /api/wave/print-pick-list": {
    probe: async (t, me) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/wave/print-pick-list?wave_id=${rivalWave.id}`,
        headers: { authorization: `Bearer ${me.token}` },
      });
      expect(res.headers["content-type"]).not.toBe("application/pdf");
      expect(refused).toContain(res.json().code);
    },
  },
  "POST /api/wave/confirm-picking": byId("POST", "/api/wave/confirm-picking", { lines: [] }),
  "POST /api/wave/preview-waves": generateProbe("/api/wave/preview-waves"),
  "POST /api/wave/generate-waves": generateProbe("/api/wave/generate-waves"),
};
