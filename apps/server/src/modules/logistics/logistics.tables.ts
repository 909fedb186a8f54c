import { carrierKinds, channelStatuses } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tenantForeignKey, tenantKey, tenantKeys, timestamps } from "../../kernel/db/columns.ts";
import { packagingMaterials } from "../packaging/index.ts";
import { providers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";

/**
 * Logistics settings of a provider. Tenant tables lead every key with provider_id; the system's default
 * track URLs are a small global table (the same rows for every tenant, read-only for providers).
 */

/** Credentials of a carrier's API. api_token and password are AES-256-GCM ciphertexts (logistics.secrets.ts). */
export const logisticsApiAccounts = pgTable(
  "logistics_api_accounts",
  {
    ...tenantKey(() => providers.id),
    name: text("name").notNull(),
    clientId: text("client_id").notNull().default(""),
    account: text("account").notNull().default(""),
    apiTokenEnc: text("api_token_enc"),
    /** The last characters shown masked; kept so the masked hint never needs the key. */
    apiTokenHint: text("api_token_hint").notNull().default(""),
    passwordEnc: text("password_enc"),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("logistics_api_accounts", t),
    uniqueIndex("logistics_api_accounts_name_uq").on(t.providerId, t.name),
    index("logistics_api_accounts_created_idx").on(t.providerId, t.createdAt),
  ],
);

/** System track URLs (scope "default"), seeded by migration; every provider sees them. */
export const logisticsDefaultTrackUrls = pgTable("logistics_default_track_urls", {
  id: uuid("id").primaryKey().defaultRandom(),
  nameCn: text("name_cn").notNull(),
  nameEn: text("name_en").notNull(),
  url: text("url").notNull(),
  ...timestamps(),
});

/** A provider's own track URLs (scope "custom"). */
export const logisticsTrackUrls = pgTable(
  "logistics_track_urls",
  {
    ...tenantKey(() => providers.id),
    nameCn: text("name_cn").notNull(),
    nameEn: text("name_en").notNull(),
    url: text("url").notNull(),
    /** Username of the creator, shown as the owner. */
    owner: text("owner").notNull(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("logistics_track_urls", t),
    index("logistics_track_urls_name_idx").on(t.providerId, t.nameEn),
    index("logistics_track_urls_created_idx").on(t.providerId, t.createdAt),
  ],
);

/**
 * A logistics channel: where it ships from, how its tracking numbers are obtained (carrier kind), the
 * API account it uses and the track URL orders link to. track_url_id names a default or a custom URL,
 * so it has no foreign key; the service checks it on write and refuses deleting a used custom URL.
 */
export const logisticsChannels = pgTable(
  "logistics_channels",
  {
    ...tenantKey(() => providers.id),
    name: text("name").notNull(),
    code: text("code").notNull(),
    internalChannelId: text("internal_channel_id").notNull().default(""),
    warehouseId: uuid("warehouse_id").notNull(),
    /** Deleting the packaging material clears it here (it is only a default). */
    packagingMaterialId: uuid("packaging_material_id").references(() => packagingMaterials.id, {
      onDelete: "set null",
    }),
    carrierKind: text("carrier_kind", { enum: carrierKinds }).notNull(),
    /**
     * The carrier's tariff, in the provider's billing currency (all four or none): a parcel up to
     * `tariff_first_kg` costs `tariff_first_price`, each started `tariff_step_kg` beyond it `tariff_step_price`.
     * Read at hand-over into the parcel's cost (shipping_parcel_costs), which billing passes through.
     */
    tariffFirstKg: numeric("tariff_first_kg", { precision: 10, scale: 3 }),
    tariffFirstPrice: numeric("tariff_first_price", { precision: 12, scale: 2 }),
    tariffStepKg: numeric("tariff_step_kg", { precision: 10, scale: 3 }),
    tariffStepPrice: numeric("tariff_step_price", { precision: 12, scale: 2 }),
    apiAccountId: uuid("api_account_id"),
    trackUrlId: uuid("track_url_id"),
    status: text("status", { enum: channelStatuses }).notNull().default("enabled"),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys("logistics_channels", t),
    uniqueIndex("logistics_channels_code_uq").on(t.providerId, t.code),
    tenantForeignKey("logistics_channels_warehouse_fk", [t.providerId, t.warehouseId], warehouses),
    tenantForeignKey(
      "logistics_channels_api_account_fk",
      [t.providerId, t.apiAccountId],
      logisticsApiAccounts,
    ),
    index("logistics_channels_warehouse_idx").on(t.providerId, t.warehouseId, t.code),
    index("logistics_channels_name_idx").on(t.providerId, t.name),
    index("logistics_channels_api_idx").on(t.providerId, t.apiAccountId),
    index("logistics_channels_track_url_idx").on(t.providerId, t.trackUrlId),
    check(
      "logistics_channels_tariff_ck",
      sql`(tariff_first_price is null and tariff_first_kg is null and tariff_step_kg is null and tariff_step_price is null)
        or (tariff_first_price is not null and tariff_first_kg is not null and tariff_step_kg > 0 and tariff_step_price is not null)`,
    ),
  ],
);

/** The provider's waybill sequence for self-issued tracking numbers (one row per provider). */
export const logisticsWaybillSequences = pgTable("logistics_waybill_sequences", {
  providerId: uuid("provider_id")
    .primaryKey()
    .references(() => providers.id),
  lastValue: bigint("last_value", { mode: "number" }).notNull().default(0),
});
