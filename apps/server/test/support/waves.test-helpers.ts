import type { TWaveDetail, TWaveSummary } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { waveStrategies } from "../../src/modules/waves/waves.tables.ts";
import type { TSignedIn, TTestApp } from "../harness.ts";
import { addStock, newVariant, stockFixture } from "./inventory.test-helpers.ts";
import { act, createOrder, orderBody } from "./orders.test-helpers.ts";

/** A fresh SKU with stock on the given pick locations (index into SZ01's pick bins in walk order). */
export async function skuAt(t: TTestApp, sku: string, stock: { pick: number; quantity: number }[]) {
  const f = await stockFixture(t);
  const variant = await newVariant(t, sku);
  for (const s of stock) {
    const location = f.pick[s.pick];
    if (!location) throw new Error(`no pick location ${s.pick}`);
    await addStock(t, f, variant.id, location.id, s.quantity);
  }
  return { variant, fixture: f };
}

/** A confirmed order of the demo shipper in SZ01 (created, submitted, confirmed by the provider). */
export async function confirmedOrder(
  t: TTestApp,
  who: { shipper: TSignedIn; provider: TSignedIn },
  warehouseId: string,
  lines: { sku: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  const created = await createOrder(t, who.shipper, orderBody(warehouseId, lines, extra));
  if (created.code !== 1000 && created.code !== 200) throw new Error(`create: ${JSON.stringify(created)}`);
  await act(t, who.shipper, "submit", [created.data.order_id]);
  const confirmed = await act(t, who.provider, "confirm", [created.data.order_id]);
  if (confirmed.code !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed)}`);
  return { id: created.data.order_id, code: created.data.code };
}

export async function strategy(
  t: TTestApp,
  kind: "single-item" | "multi-item" | "same-channel" | "same-zone",
  maxOrdersPerWave: number,
  maxLinesPerWave = 1000,
) {
  const [row] = await t.ctx.db
    .insert(waveStrategies)
    .values({
      providerId: t.demo.providerId,
      name: `${kind} ${maxOrdersPerWave}/${maxLinesPerWave} ${Math.random().toString(36).slice(2, 8)}`,
      kind,
      maxOrdersPerWave,
      maxLinesPerWave,
    })
    .returning({ id: waveStrategies.id });
  return row?.id as string;
}

export async function demoStrategy(t: TTestApp, name: string) {
  const [row] = await t.ctx.db
    .select({ id: waveStrategies.id })
    .from(waveStrategies)
    .where(and(eq(waveStrategies.providerId, t.demo.providerId), eq(waveStrategies.name, name)));
  return row?.id as string;
}

/** One line of a picking confirmation: how many of a variant were picked at a location. */
export type TPickLine = { location_id: string; variant_id: string; picked: number };

/** Generates waves of `orderIds` in `warehouseId` with the strategy `strategyId`, as `who`. */
export function generateWaves(
  t: TTestApp,
  who: TSignedIn,
  warehouseId: string,
  strategyId: string,
  orderIds: string[],
) {
  return t.call<{ waves: TWaveSummary[]; skipped_count: number }>({
    url: "/api/wave/generate-waves",
    token: who.token,
    body: { warehouse_id: warehouseId, strategy_id: strategyId, order_ids: orderIds },
  });
}

/** The wave's detail (its lines and orders) as `who` reads it. */
export async function waveDetail(t: TTestApp, who: TSignedIn, waveId: string) {
  return (
    await t.call<TWaveDetail>({
      url: "/api/wave/query-wave-detail",
      token: who.token,
      query: { wave_id: waveId },
    })
  ).data;
}

/** Confirms the picking of the wave's `lines`, as `who`. */
export function confirmPicking(t: TTestApp, who: TSignedIn, waveId: string, lines: TPickLine[]) {
  return t.call<TWaveDetail>({
    url: "/api/wave/confirm-picking",
    token: who.token,
    body: { wave_id: waveId, lines },
  });
}

/** The pick lines that pick every line of the wave in full. */
export const fullPick = (d: Pick<TWaveDetail, "lines">): TPickLine[] =>
  d.lines.map((l) => ({ location_id: l.location_id, variant_id: l.variant_id, picked: l.required }));
