import type { TApiAccountListQuery, TChannelListQuery, TTrackUrlListQuery } from "@wms/contracts";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, keywordOf, listPage } from "../../kernel/db/list-query.ts";
import { findTenantRow, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { packagingMaterials } from "../packaging/index.ts";
import { warehouses } from "../warehouses/index.ts";
import {
  logisticsApiAccounts,
  logisticsChannels,
  logisticsDefaultTrackUrls,
  logisticsTrackUrls,
} from "./logistics.tables.ts";

// ---------------------------------------------------------------- channels

const ch = logisticsChannels;
const customUrl = logisticsTrackUrls;
const defaultUrl = logisticsDefaultTrackUrls;
export const channelColumns = {
  id: ch.id,
  providerId: ch.providerId,
  name: ch.name,
  code: ch.code,
  internalChannelId: ch.internalChannelId,
  warehouseId: ch.warehouseId,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  packagingMaterialId: ch.packagingMaterialId,
  packagingMaterialName: packagingMaterials.name,
  carrierKind: ch.carrierKind,
  tariffFirstKg: ch.tariffFirstKg,
  tariffFirstPrice: ch.tariffFirstPrice,
  tariffStepKg: ch.tariffStepKg,
  tariffStepPrice: ch.tariffStepPrice,
  apiAccountId: ch.apiAccountId,
  apiAccountName: logisticsApiAccounts.name,
  trackUrlId: ch.trackUrlId,
  trackUrlTemplate: sql<string | null>`coalesce(${customUrl.url}, ${defaultUrl.url})`,
  status: ch.status,
  createdAt: ch.createdAt,
  updatedAt: ch.updatedAt,
};
export type TChannelRow = Awaited<ReturnType<typeof findChannel>> & {};

/** Channels with the names of what they reference; every join stays inside the tenant. */
function channelSelect(db: Db) {
  return db
    .select(channelColumns)
    .from(ch)
    .innerJoin(warehouses, tenantRow(warehouses, ch.providerId, ch.warehouseId))
    .leftJoin(packagingMaterials, tenantRow(packagingMaterials, ch.providerId, ch.packagingMaterialId))
    .leftJoin(logisticsApiAccounts, tenantRow(logisticsApiAccounts, ch.providerId, ch.apiAccountId))
    .leftJoin(customUrl, tenantRow(customUrl, ch.providerId, ch.trackUrlId))
    .leftJoin(defaultUrl, eq(defaultUrl.id, ch.trackUrlId));
}

const channelSorts = {
  code: ch.code,
  name: ch.name,
  created_at: ch.createdAt,
  updated_at: ch.updatedAt,
} as const;

function channelFilters(providerId: string, q: Partial<TChannelListQuery>): SQL | undefined {
  return and(
    eq(ch.providerId, providerId),
    filterEq(ch.warehouseId, q.warehouse_id),
    filterEq(ch.carrierKind, q.carrier_kind),
    filterEq(ch.status, q.status),
    keywordOf(q.keyword, ch.name, ch.code, ch.internalChannelId),
  );
}

export function listChannels(db: Db, providerId: string, q: TChannelListQuery) {
  return listPage(
    db,
    {
      select: channelSelect(db),
      from: ch,
      where: [channelFilters(providerId, q)],
      sorts: channelSorts,
      id: ch.id,
    },
    q,
  );
}

export function channelOptions(
  db: Db,
  providerId: string,
  q: { warehouse_id?: string; status?: "enabled" | "disabled"; ids?: string[] },
  max: number,
) {
  const where = and(channelFilters(providerId, q), q.ids ? inArray(ch.id, q.ids) : undefined);
  return channelSelect(db).where(where).orderBy(asc(ch.code)).limit(max);
}

export function findChannel(db: Db, providerId: string, id: string) {
  return channelSelect(db)
    .where(tenantRow(ch, providerId, id))
    .limit(1)
    .then((r) => r[0]);
}

export async function countChannelsWhere(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(ch).where(where);
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- API accounts

const api = logisticsApiAccounts;
/**
 * Channels using each account. Written with qualified names: in a single-table select drizzle leaves
 * columns unqualified, and "id" would then resolve to the channel's own id inside the subquery.
 */
const channelCount = sql<number>`(select count(*)::int from "logistics_channels" c where c."provider_id" = "logistics_api_accounts"."provider_id" and c."api_account_id" = "logistics_api_accounts"."id")`;
const apiSorts = { name: api.name, created_at: api.createdAt, updated_at: api.updatedAt } as const;

export function listApiAccounts(db: Db, providerId: string, q: TApiAccountListQuery) {
  return listPage(
    db,
    {
      select: db.select({ row: api, channelCount }).from(api),
      from: api,
      where: [eq(api.providerId, providerId)],
      keyword: [api.name, api.clientId, api.account],
      sorts: apiSorts,
      id: api.id,
    },
    q,
  );
}

export function findApiAccount(db: Db, providerId: string, id: string) {
  return db
    .select({ row: api, channelCount })
    .from(api)
    .where(tenantRow(api, providerId, id))
    .limit(1)
    .then((r) => r[0]);
}

export function apiNames(db: Db, providerId: string, max: number) {
  return db
    .select({ id: api.id, name: api.name })
    .from(api)
    .where(eq(api.providerId, providerId))
    .orderBy(asc(api.name))
    .limit(max);
}

// ---------------------------------------------------------------- track URLs

/** Default and custom URLs in one SQL list (UNION ALL), sorted and paged by the database. */
export function listTrackUrls(db: Db, providerId: string, q: TTrackUrlListQuery) {
  const defaults = db
    .select({
      id: defaultUrl.id,
      nameCn: defaultUrl.nameCn,
      nameEn: defaultUrl.nameEn,
      url: defaultUrl.url,
      scope: sql<"default" | "custom">`'default'`.as("scope"),
      owner: sql<string>`''`.as("owner"),
      createdAt: defaultUrl.createdAt,
      updatedAt: defaultUrl.updatedAt,
    })
    .from(defaultUrl)
    .where(
      and(
        q.scope === "custom" ? sql`false` : undefined,
        keywordOf(q.keyword, defaultUrl.nameCn, defaultUrl.nameEn, defaultUrl.url),
      ),
    );
  const customs = db
    .select({
      id: customUrl.id,
      nameCn: customUrl.nameCn,
      nameEn: customUrl.nameEn,
      url: customUrl.url,
      scope: sql<"default" | "custom">`'custom'`.as("scope"),
      owner: customUrl.owner,
      createdAt: customUrl.createdAt,
      updatedAt: customUrl.updatedAt,
    })
    .from(customUrl)
    .where(
      and(
        eq(customUrl.providerId, providerId),
        q.scope === "default" ? sql`false` : undefined,
        keywordOf(q.keyword, customUrl.nameCn, customUrl.nameEn, customUrl.url),
      ),
    );
  const both = unionAll(defaults, customs);
  return listPage(
    db,
    {
      select: both,
      from: both.as("urls"),
      sorts: {
        name_en: sql.identifier("name_en"),
        name_cn: sql.identifier("name_cn"),
        created_at: sql.identifier("created_at"),
        updated_at: sql.identifier("updated_at"),
      },
      id: sql`"id"`,
    },
    q,
  );
}

export function findCustomTrackUrl(db: Db, providerId: string, id: string) {
  return findTenantRow(db, customUrl, providerId, id);
}

export function findDefaultTrackUrl(db: Db, id: string) {
  return db
    .select()
    .from(defaultUrl)
    .where(eq(defaultUrl.id, id))
    .limit(1)
    .then((r) => r[0]);
}
