import {
  Code,
  channelOptionsMax,
  type TAllChannelsQuery,
  type TChannel,
  type TChannelListQuery,
  type TChannelOption,
  type TChannelTariff,
  type TCreateChannelRequest,
  type TSpecifiedChannelsQuery,
  type TUpdateChannelRequest,
} from "@wms/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import type { TEditableColumns } from "../../kernel/db/columns.ts";
import { insertRow, presentPage, tenantRow, updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError, orNotFound } from "../../kernel/errors.ts";
import { times } from "../../kernel/present.ts";
import { auditedTransaction } from "../audit/index.ts";
import { packagingMaterials } from "../packaging/index.ts";
import type { TWarehouseReferenceChecker } from "../warehouses/index.ts";
import { labelOf, warehouses } from "../warehouses/index.ts";
import * as repo from "./logistics.repository.ts";
import { fieldError, guarded } from "./logistics.shared.ts";
import { logisticsApiAccounts, logisticsChannels } from "./logistics.tables.ts";
import { trackUrlExists } from "./logistics.track-urls.ts";

const ch = logisticsChannels;

// A warehouse that channels ship from is not deleted under them (the foreign key holds it under concurrency).
export const channelWarehouseReferences: TWarehouseReferenceChecker = {
  kind: "logistics-channels",
  label: labelOf("logistics.channelsLabel"),
  referenced: async (db, providerId, object, ids) => {
    if (object !== "warehouse") return [];
    const rows = await db
      .selectDistinct({ id: ch.warehouseId })
      .from(ch)
      .where(and(eq(ch.providerId, providerId), inArray(ch.warehouseId, ids)));
    return rows.map((r) => r.id);
  },
};

type TRow = NonNullable<Awaited<ReturnType<typeof repo.findChannel>>>;

function present(r: TRow): TChannel {
  return {
    id: r.id,
    name: r.name,
    code: r.code,
    internal_channel_id: r.internalChannelId,
    warehouse_id: r.warehouseId,
    warehouse_code: r.warehouseCode,
    warehouse_name: r.warehouseName,
    packaging_material_id: r.packagingMaterialId,
    packaging_material_name: r.packagingMaterialName,
    carrier_kind: r.carrierKind,
    tariff: tariffOf(r),
    api_account_id: r.apiAccountId,
    api_account_name: r.apiAccountName,
    track_url_id: r.trackUrlId,
    track_url_template: r.trackUrlTemplate,
    status: r.status,
    ...times(r),
  };
}

/** A channel's tariff as answered (the table's check keeps the four columns all set or all null). */
function tariffOf(r: TRow): TChannelTariff | null {
  const { tariffFirstKg, tariffFirstPrice, tariffStepKg, tariffStepPrice } = r;
  if (
    tariffFirstKg === null ||
    tariffFirstPrice === null ||
    tariffStepKg === null ||
    tariffStepPrice === null
  )
    return null;
  return {
    first_kg: trimmedDecimal(tariffFirstKg),
    first_price: tariffFirstPrice,
    step_kg: trimmedDecimal(tariffStepKg),
    step_price: tariffStepPrice,
  };
}

/** "0.500" as "0.5", "2.000" as "2": a weight as people write it. */
const trimmedDecimal = (v: string) => v.replace(/\.?0+$/, "");

function option(r: TRow): TChannelOption {
  const { id, name, code, warehouse_id, carrier_kind, track_url_template, status } = present(r);
  return { id, name, code, warehouse_id, carrier_kind, track_url_template, status };
}

async function requireChannel(db: Db, providerId: string, id: string) {
  return orNotFound(await repo.findChannel(db, providerId, id));
}

export async function listChannels(db: Db, scope: AccessScope, q: TChannelListQuery) {
  return presentPage(await repo.listChannels(db, scope.ownProviderId(), q), present, q);
}

export async function getChannel(db: Db, scope: AccessScope, id: string) {
  return present(await requireChannel(db, scope.ownProviderId(), id));
}

export async function allChannels(db: Db, scope: AccessScope, q: TAllChannelsQuery) {
  const rows = await repo.channelOptions(db, scope.ownProviderId(), q, channelOptionsMax);
  return rows.map(option);
}

/**
 * The channel lookup of order forms (spec: getLogisticsInternalChannel). Staff act in their own tenant;
 * a drop shipper must name the provider, whose active customer it must be.
 */
export async function specifiedChannels(db: Db, scope: AccessScope, q: TSpecifiedChannelsQuery) {
  if (!scope.isProviderSide && !q.provider_uuid)
    throw new AppError(Code.badRequest, "logistics.providerUuidRequired");
  const { providerId } = await scope.tenant(q.provider_uuid);
  const ids = q.channel_ids
    ?.split(",")
    .map((s) => s.trim())
    .filter((s) => /^[0-9a-f-]{36}$/i.test(s));
  const rows = await repo.channelOptions(
    db,
    providerId,
    { warehouse_id: q.warehouse_id, status: "enabled", ids },
    channelOptionsMax,
  );
  return rows.map(option);
}

/** Every referenced row must be the caller's own (or a system track URL); field errors otherwise. */
async function checkReferences(db: Db, providerId: string, input: Partial<TCreateChannelRequest>) {
  const owned = async (
    table: typeof warehouses | typeof packagingMaterials | typeof logisticsApiAccounts,
    id: string,
  ) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(tenantRow(table, providerId, id))
        .limit(1)
    ).length > 0;
  if (input.warehouse_id && !(await owned(warehouses, input.warehouse_id)))
    throw fieldError("warehouse_id", "logistics.unknownWarehouse");
  if (input.packaging_material_id && !(await owned(packagingMaterials, input.packaging_material_id)))
    throw fieldError("packaging_material_id", "logistics.unknownPackaging");
  if (input.api_account_id && !(await owned(logisticsApiAccounts, input.api_account_id)))
    throw fieldError("api_account_id", "logistics.unknownApiAccount");
  if (input.track_url_id && !(await trackUrlExists(db, providerId, input.track_url_id)))
    throw fieldError("track_url_id", "logistics.unknownTrackUrl");
}

/** A tariff's columns: all four set, all four cleared (null), or left alone (undefined, an update without it). */
function tariffColumns(tariff: TCreateChannelRequest["tariff"] | undefined) {
  if (tariff === undefined) return {};
  return {
    tariffFirstKg: tariff?.first_kg ?? null,
    tariffFirstPrice: tariff?.first_price ?? null,
    tariffStepKg: tariff?.step_kg ?? null,
    tariffStepPrice: tariff?.step_price ?? null,
  };
}

/** The columns a create or update request sets (an update's omitted fields stay undefined). */
function channelColumns(input: TCreateChannelRequest): TEditableColumns<typeof ch>;
function channelColumns(input: TUpdateChannelRequest): Partial<TEditableColumns<typeof ch>>;
function channelColumns(input: Partial<TCreateChannelRequest>): Partial<TEditableColumns<typeof ch>> {
  return {
    name: input.name,
    code: input.code,
    internalChannelId: input.internal_channel_id,
    warehouseId: input.warehouse_id,
    packagingMaterialId: input.packaging_material_id,
    carrierKind: input.carrier_kind,
    ...tariffColumns(input.tariff),
    apiAccountId: input.api_account_id,
    trackUrlId: input.track_url_id,
    status: input.status,
  };
}

export async function createChannel(db: Db, scope: AccessScope, input: TCreateChannelRequest) {
  const providerId = scope.ownProviderId();
  const { id } = await guarded(() =>
    auditedTransaction(db, scope, providerId, "create", "logistics-channel", async (tx) => {
      await checkReferences(tx, providerId, input);
      const row = await insertRow(tx, ch, { providerId, ...channelColumns(input) });
      return { id: row.id, detail: { code: input.code } };
    }),
  );
  return getChannel(db, scope, id);
}

export async function updateChannel(db: Db, scope: AccessScope, input: TUpdateChannelRequest) {
  const providerId = scope.ownProviderId();
  const id = input.channel_id;
  await guarded(() =>
    auditedTransaction(db, scope, providerId, "update", "logistics-channel", async (tx) => {
      await requireChannel(tx, providerId, id);
      await checkReferences(tx, providerId, input);
      await updateTenantRow(tx, ch, providerId, id, channelColumns(input));
      return { id, detail: { ...input } };
    }),
  );
  return getChannel(db, scope, id);
}

export async function deleteChannel(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  await auditedTransaction(db, scope, providerId, "delete", "logistics-channel", async (tx) => {
    const row = await requireChannel(tx, providerId, id);
    await tx.delete(ch).where(tenantRow(ch, providerId, id));
    return { id, detail: { code: row.code } };
  });
  return null;
}
