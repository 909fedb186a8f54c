import {
  Code,
  maxOrdersPerGeneration,
  type TGenerateWavesRequest,
  type TLanguage,
  type TWaveDetail,
  type TWavePickLine,
  type TWavePreview,
  type TWaveQuery,
  type TWaveRef,
  type TWaveSummary,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { presentPage } from "../../kernel/db/sql-helpers.ts";
import { hasCjkFont } from "../../kernel/documents/pdf-labels.ts";
import {
  AppError,
  badRequest,
  bilingual,
  notFound,
  type Text,
  type TWithTexts,
} from "../../kernel/errors.ts";
import { renderData } from "../../kernel/i18n.ts";
import { actorOf, refused, transitionAllTogether } from "../orders/index.ts";
import { planReplenishments } from "../replenishment/index.ts";
import { renderPickList } from "./waves.pdf.ts";
import { planWaves, type TPlannedWave } from "./waves.plan.ts";
import * as repo from "./waves.repository.ts";

/** Waves: generate from confirmed orders by a strategy, list, detail (see docs/waves.md). */

export function presentSummary(r: { wave: repo.TWaveRow; warehouseCode: string }): TWaveSummary {
  const w = r.wave;
  return {
    wave_id: w.id,
    code: w.code,
    warehouse_id: w.warehouseId,
    warehouse_code: r.warehouseCode,
    strategy_id: w.strategyId,
    strategy_name: w.strategyName,
    strategy_kind: w.strategyKind,
    status: w.status,
    order_count: w.orderCount,
    line_count: w.lineCount,
    unit_count: w.unitCount,
    exception_count: w.exceptionCount,
    created_at: w.createdAt.toISOString(),
    picked_at: w.pickedAt?.toISOString() ?? null,
  };
}

/** The strategy and the orders it groups; refuses foreign, disabled, unknown or non-confirmed input. */
async function plan(db: Db, providerId: string, input: TGenerateWavesRequest) {
  const warehouse = await repo.findWarehouse(db, providerId, input.warehouse_id);
  if (!warehouse) throw badRequest("wave.warehouseNotFound", { warehouse_id: "wave.warehouseNotFound" });
  const strategy = await repo.findStrategy(db, providerId, input.strategy_id);
  if (!strategy) throw badRequest("wave.strategyNotFound", { strategy_id: "wave.strategyNotFound" });
  if (!strategy.enabled) throw badRequest("wave.strategyDisabled", { strategy_id: "wave.strategyDisabled" });
  if (strategy.warehouseId && strategy.warehouseId !== warehouse.id) {
    throw badRequest("wave.strategyOtherWarehouse", { strategy_id: "wave.strategyOtherWarehouse" });
  }
  const ids = input.order_ids ? [...new Set(input.order_ids)] : undefined;
  const candidates = await repo.waveCandidates(db, providerId, {
    warehouseId: warehouse.id,
    orderIds: ids,
    limit: maxOrdersPerGeneration,
  });
  if (ids && candidates.length < ids.length) throw notFound("order.notFound");
  for (const o of candidates) {
    if (o.warehouseId !== warehouse.id) {
      throw new AppError(Code.badRequest, "wave.orderOtherWarehouse", null, { code: o.code });
    }
    if (o.status !== "confirmed") throw refused(o, "start_wave");
  }
  return { warehouse, strategy, ...planWaves(strategy, candidates) };
}

const previewOf = (waves: TPlannedWave[], skipped: number): TWavePreview => ({
  order_count: waves.reduce((n, w) => n + w.orders.length, 0),
  wave_count: waves.length,
  skipped_count: skipped,
  waves: waves.map((w) => ({ order_count: w.orders.length, line_count: w.lineCount })),
});

export async function previewWaves(db: Db, scope: AccessScope, input: TGenerateWavesRequest) {
  const actor = await actorOf(scope, input.provider_uuid);
  const p = await plan(db, actor.providerId, input);
  return previewOf(p.waves, p.skipped.length);
}

/**
 * Creates the planned waves, one transaction each: a code, the wave row, its orders, and every order
 * through start_wave (unpicked -> picking occupied). An order taken meanwhile by another wave or cut
 * off fails its wave with the lifecycle's 4009 (waves created before it stay).
 */
export async function generateWaves(db: Db, scope: AccessScope, input: TGenerateWavesRequest) {
  const actor = await actorOf(scope, input.provider_uuid);
  const p = await plan(db, actor.providerId, input);
  if (p.waves.length === 0) throw new AppError(Code.conflict, "wave.nothingToWave");
  const created: TWaveSummary[] = [];
  for (const planned of p.waves) {
    const wave = await db.transaction(async (tx) => {
      const row = await repo.insertWave(tx, {
        providerId: actor.providerId,
        code: await repo.nextWaveCode(tx, actor.providerId),
        warehouseId: p.warehouse.id,
        strategyId: p.strategy.id,
        strategyName: p.strategy.name,
        strategyKind: p.strategy.kind,
        orderCount: planned.orders.length,
        lineCount: planned.lineCount,
        unitCount: planned.unitCount,
        createdBy: actor.userId,
      });
      const ids = planned.orders.map((o) => o.id);
      await repo.insertWaveOrders(tx, actor.providerId, row.id, ids);
      await transitionAllTogether(tx, actor, { orderIds: ids, action: "start_wave", reason: row.code });
      // The wave's faces that its picking takes below their minimum are replenished ahead of it, last in the
      // transaction (its insert waits on no other writer's lock while holding the wave's).
      await planReplenishments(tx, actor.providerId, {
        warehouseId: p.warehouse.id,
        orderIds: ids,
        reason: "wave",
        waveCode: row.code,
      });
      return row;
    });
    created.push(presentSummary({ wave, warehouseCode: p.warehouse.code }));
  }
  return { waves: created, skipped_count: p.skipped.length };
}

export async function listWaves(db: Db, scope: AccessScope, q: TWaveQuery) {
  const actor = await actorOf(scope, q.provider_uuid);
  return presentPage(await repo.listWaves(db, actor.providerId, q), presentSummary, q);
}

type TPortion = Awaited<ReturnType<typeof repo.openPortions>>[number];
/** A pick line whose product name is still in both languages. */
type TPickLine = Omit<TWavePickLine, "name"> & { name: Text };

/** The product name in both languages, each falling back to the other. */
const productName = (en: string | null, cn: string | null) =>
  bilingual({ en_us: en || cn || "", zh_cn: cn || en || "" });

/** Portions summed per location and SKU, in walk order (the pick list). */
export function aggregateLines(portions: TPortion[]): TPickLine[] {
  const lines = new Map<string, TPickLine>();
  for (const p of portions) {
    const key = `${p.locationId}|${p.variantId}`;
    const line = lines.get(key);
    if (line) {
      line.required += p.quantity;
      const batches = new Set([...line.batches.split(", "), ...(p.batches ?? "").split(", ")]);
      line.batches = [...batches].filter(Boolean).sort().join(", ");
      continue;
    }
    lines.set(key, {
      location_id: p.locationId,
      location_code: p.locationCode,
      walk_sequence: p.walkSequence,
      variant_id: p.variantId,
      sku: p.sku,
      name: productName(p.nameEn, p.nameCn),
      batches: p.batches ?? "",
      required: p.quantity,
      picked: null,
    });
  }
  return [...lines.values()];
}

export async function loadWave(db: Db, providerId: string, waveId: string): Promise<TWithTexts<TWaveDetail>> {
  const found = await repo.findWave(db, providerId, waveId);
  if (!found) throw notFound("wave.notFound");
  const open = found.wave.status === "picking";
  const [orderRows, lines] = await Promise.all([
    repo.ordersOfWave(db, providerId, waveId),
    open
      ? repo.openPortions(db, providerId, waveId).then((p) => aggregateLines(p))
      : repo.storedLines(db, providerId, waveId).then((rows) =>
          rows.map((l) => ({
            location_id: l.locationId,
            location_code: l.locationCode,
            walk_sequence: l.walkSequence,
            variant_id: l.variantId,
            sku: l.sku,
            name: productName(l.nameEn, l.nameCn),
            batches: "",
            required: l.required,
            picked: l.picked,
          })),
        ),
  ]);
  return {
    ...presentSummary(found),
    orders: orderRows.map((o) => ({
      order_id: o.orderId,
      code: o.code,
      status: o.status,
      result: o.result,
      exception_reason: o.exceptionReason,
      line_count: o.lineCount,
      unit_count: o.unitCount,
    })),
    lines,
  };
}

export async function getWave(db: Db, scope: AccessScope, q: TWaveRef) {
  const actor = await actorOf(scope, q.provider_uuid);
  return loadWave(db, actor.providerId, q.wave_id);
}

/**
 * The pick list PDF in the document's language (the route passes the caller's): product names in it
 * when a CJK font is installed, else in English.
 */
export async function printPickList(db: Db, scope: AccessScope, q: TWaveRef, documentLang: TLanguage) {
  const actor = await actorOf(scope, q.provider_uuid);
  const lang = hasCjkFont() ? documentLang : "en_us";
  const wave = renderData(await loadWave(db, actor.providerId, q.wave_id), lang) as TWaveDetail;
  return { pdf: await renderPickList(wave), code: wave.code };
}
