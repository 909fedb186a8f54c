import type {
  TCreateWaveStrategyRequest,
  TSpecificWaveStrategiesQuery,
  TUpdateWaveStrategyRequest,
  TWaveStrategy,
  TWaveStrategyListQuery,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import type { TEditableColumns } from "../../kernel/db/columns.ts";
import { insertRow, presentPage, tenantRow, updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { writeGuard } from "../../kernel/db/write-guard.ts";
import { badRequest, orNotFound } from "../../kernel/errors.ts";
import { times } from "../../kernel/present.ts";
import { auditedTransaction } from "../audit/index.ts";
import { findWarehouse, labelOf, type TWarehouseReferenceChecker } from "../warehouses/index.ts";
import * as repo from "./waves.strategies.repository.ts";
import { waveStrategies } from "./waves.tables.ts";

/**
 * Wave strategies (warehousing settings): how confirmed orders are grouped into waves, for every
 * warehouse or bound to one. The provider writes them, operators read them; a bound warehouse is not
 * deleted under them (waveStrategyWarehouseReferences, provided in waves.module.ts).
 */

/** Runs a write; a duplicate name becomes 4009 with the field, a vanished warehouse 4009 too. */
const guarded = writeGuard({ wave_strategies_name_uq: ["name", "warehouse.waveNameTaken"] });

type TStrategyColumns = TEditableColumns<typeof waveStrategies>;

async function requireWarehouse(db: Db, providerId: string, id: string) {
  return orNotFound(await findWarehouse(db, providerId, id), "warehouse.notFound");
}

function presentWave(r: typeof waveStrategies.$inferSelect): TWaveStrategy {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    warehouse_id: r.warehouseId,
    max_orders_per_wave: r.maxOrdersPerWave,
    max_lines_per_wave: r.maxLinesPerWave,
    enabled: r.enabled,
    remark: r.remark,
    ...times(r),
  };
}

async function requireWave(db: Db, providerId: string, id: string) {
  return orNotFound(await repo.findWaveStrategy(db, providerId, id), "warehouse.waveNotFound");
}

/** The columns a create or update request sets (an update's omitted fields stay undefined). */
function strategyColumns(input: TCreateWaveStrategyRequest): TStrategyColumns;
function strategyColumns(input: TUpdateWaveStrategyRequest): Partial<TStrategyColumns>;
function strategyColumns(input: Partial<TCreateWaveStrategyRequest>): Partial<TStrategyColumns> {
  return {
    name: input.name,
    kind: input.kind,
    warehouseId: input.warehouse_id,
    maxOrdersPerWave: input.max_orders_per_wave,
    maxLinesPerWave: input.max_lines_per_wave,
    enabled: input.enabled,
    remark: input.remark,
  };
}

export async function listWaveStrategies(db: Db, scope: AccessScope, q: TWaveStrategyListQuery) {
  return presentPage(await repo.listWaveStrategies(db, scope.ownProviderId(), q), presentWave, q);
}

/** customer-settings/query-specific-wave-strategies: what the wave screen offers (enabled by default). */
export async function specificWaveStrategies(db: Db, scope: AccessScope, q: TSpecificWaveStrategiesQuery) {
  const providerId = scope.ownProviderId();
  if (q.warehouse_id) await requireWarehouse(db, providerId, q.warehouse_id);
  const rows = await repo.specificWaveStrategies(db, providerId, {
    warehouse_id: q.warehouse_id,
    kind: q.kind,
    enabled: q.enabled ?? true,
  });
  return rows.map(presentWave);
}

export async function createWaveStrategy(db: Db, scope: AccessScope, input: TCreateWaveStrategyRequest) {
  const providerId = scope.ownProviderId();
  if (input.warehouse_id) await requireWarehouse(db, providerId, input.warehouse_id);
  const { row } = await guarded(() =>
    auditedTransaction(db, scope, providerId, "create", "wave-strategy", async (tx) => {
      const created = await insertRow(tx, waveStrategies, { providerId, ...strategyColumns(input) });
      return { id: created.id, detail: { name: input.name }, row: created };
    }),
  );
  return presentWave(row);
}

export async function updateWaveStrategy(db: Db, scope: AccessScope, input: TUpdateWaveStrategyRequest) {
  const providerId = scope.ownProviderId();
  const current = await requireWave(db, providerId, input.wave_strategy_id);
  if (input.warehouse_id) await requireWarehouse(db, providerId, input.warehouse_id);
  const orders = input.max_orders_per_wave ?? current.maxOrdersPerWave;
  const lines = input.max_lines_per_wave ?? current.maxLinesPerWave;
  if (lines < orders) {
    throw badRequest("warehouse.waveLinesBelowOrders", {
      max_lines_per_wave: "warehouse.waveLinesBelowOrders",
    });
  }
  const { wave_strategy_id: id, ...changes } = input;
  const { row } = await guarded(() =>
    auditedTransaction(db, scope, providerId, "update", "wave-strategy", async (tx) => {
      const updated = await updateTenantRow(tx, waveStrategies, providerId, id, strategyColumns(input));
      return { id, detail: changes, row: orNotFound(updated, "warehouse.waveNotFound") };
    }),
  );
  return presentWave(row);
}

export async function deleteWaveStrategy(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  const row = await requireWave(db, providerId, id);
  await auditedTransaction(db, scope, providerId, "delete", "wave-strategy", async (tx) => {
    await tx.delete(waveStrategies).where(tenantRow(waveStrategies, providerId, id));
    return { id, detail: { name: row.name } };
  });
  return null;
}

/** Wave strategies bound to a warehouse keep it from being deleted (they are part of the settings). */
const waveStrategiesReferencing: TWarehouseReferenceChecker["referenced"] = async (
  db,
  providerId,
  object,
  ids,
) => {
  if (object !== "warehouse") return [];
  const out: string[] = [];
  for (const id of ids) if ((await repo.waveStrategiesOfWarehouse(db, providerId, id)) > 0) out.push(id);
  return out;
};

/** A warehouse that wave strategies are bound to is not deleted under them. */
export const waveStrategyWarehouseReferences: TWarehouseReferenceChecker = {
  kind: "wave-strategies",
  label: labelOf("warehouse.waveStrategiesLabel"),
  referenced: waveStrategiesReferencing,
};
