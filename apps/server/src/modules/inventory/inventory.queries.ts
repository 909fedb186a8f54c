import type { TInventoryRow, TStockLogRow, ZInventoryQuery, ZStockLogQuery } from "@wms/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { TTenant } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { bigListCountAhead, listPageSql } from "../../kernel/db/list-query.ts";
import { containsPattern, rowsOf } from "../../kernel/db/sql-helpers.ts";
import { sellableLocationSql } from "./inventory.bins.ts";

/**
 * Read side of inventory: statistics grouped by SKU, the stock log. Raw SQL because the list is a
 * lateral aggregate per variant (the page of variants is chosen first, by an index, then summed).
 */

export type TInventoryFilters = Omit<z.output<typeof ZInventoryQuery>, "page_size" | "cur_page"> & {
  after?: string | null;
  /** The keyword is exactly a SKU or barcode of the tenant (a scan): an index lookup, no contains-match. */
  exactCode?: boolean;
};

/** A keyword that is a whole SKU or barcode is matched exactly (index); other text is a contains-search. */
async function withExactCode<T extends TInventoryFilters>(db: Db, tenant: TTenant, f: T): Promise<T> {
  if (!f.keyword) return f;
  const found = rowsOf(
    await db.execute(sql`select 1 from product_variants where provider_id = ${tenant.providerId}
      and (sku = ${f.keyword} or (barcode = ${f.keyword} and barcode <> '')) limit 1`),
  );
  return { ...f, exactCode: found.length > 0 };
}

const seconds = (v: Date | string | null) => (v === null ? null : Math.floor(new Date(v).getTime() / 1000));

/** The WHERE of the variant list: tenant, owner (a drop shipper only ever sees its own), keyword. */
function variantWhere(
  tenant: TTenant,
  f: Pick<TInventoryFilters, "customer_id" | "keyword"> & { exactCode?: boolean },
): SQL {
  const parts: SQL[] = [sql`v.provider_id = ${tenant.providerId}`];
  const customerId = tenant.customerId ?? f.customer_id;
  if (customerId) parts.push(sql`v.customer_id = ${customerId}`);
  if (f.keyword && f.exactCode) {
    parts.push(sql`(v.sku = ${f.keyword} or (v.barcode = ${f.keyword} and v.barcode <> ''))`);
  } else if (f.keyword) {
    const p = containsPattern(f.keyword);
    parts.push(
      sql`(v.sku ilike ${p} or v.barcode ilike ${p} or v.name_en ilike ${p} or v.name_cn ilike ${p})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** Sellable (`l` is the balance row's location), defective (a defect bin) and the rest not for sale. */
const sellable = sellableLocationSql(sql`l`);
const defect = sql`l.type = 'defect'`;

function stockJoin(f: Pick<TInventoryFilters, "warehouse_id">): SQL {
  const warehouse = f.warehouse_id ? sql`and b.warehouse_id = ${f.warehouse_id}` : sql``;
  return sql`left join lateral (
      select coalesce(sum(b.on_hand), 0)::int as total,
             coalesce(sum(b.on_hand - b.draft_occupied - b.unpicked_occupied - b.picking_occupied)
               filter (where ${sellable}), 0)::int as available,
             coalesce(sum(b.draft_occupied), 0)::int as draft,
             coalesce(sum(b.unpicked_occupied), 0)::int as unpicked,
             coalesce(sum(b.picking_occupied), 0)::int as picking,
             coalesce(sum(b.on_hand) filter (where ${defect}), 0)::int as defective,
             coalesce(string_agg(distinct l.code, ', ') filter (where ${defect} and b.on_hand > 0), '') as defective_locations,
             coalesce(sum(b.on_hand) filter (where not ${sellable} and not ${defect}), 0)::int as unsellable,
             count(*) filter (where b.on_hand > 0)::int as locations,
             min(b.inbound_at) filter (where b.on_hand > 0) as first_inbound_at,
             min(b.expiry_date) filter (where b.on_hand > 0) as nearest_expiry
      from stock_balances b
      join warehouse_locations l on l.provider_id = b.provider_id and l.id = b.location_id
      where b.provider_id = v.provider_id and b.variant_id = v.id ${warehouse}
    ) s on true`;
}

/** Low stock: what can be sold (available) at or below the warning quantity. */
const lowStock = sql`(v.warning_quantity > 0 and s.available <= v.warning_quantity)`;

const sortColumns = {
  sku: sql`v.sku`,
  total: sql`s.total`,
  available: sql`s.available`,
  inbound_at: sql`s.first_inbound_at`,
} as const;

type TListRow = {
  variant_id: string;
  product_id: string;
  sku: string;
  barcode: string;
  name_cn: string;
  name_en: string;
  main_image_url: string;
  customer_id: string;
  owner_code: string;
  warning_quantity: number;
  total: number;
  available: number;
  draft: number;
  unpicked: number;
  picking: number;
  defective: number;
  defective_locations: string;
  unsellable: number;
  locations: number;
  first_inbound_at: Date | string | null;
  nearest_expiry: string | null;
  low: boolean;
};

function presentRow(r: TListRow): TInventoryRow {
  return {
    variant_id: r.variant_id,
    product_id: r.product_id,
    sku: r.sku,
    barcode: r.barcode,
    name_cn: r.name_cn,
    name_en: r.name_en,
    main_image_url: r.main_image_url,
    customer_id: r.customer_id,
    owner_code: r.owner_code,
    warning_quantity: r.warning_quantity,
    total: r.total,
    available: r.available,
    draft_occupied: r.draft,
    unpicked_occupied: r.unpicked,
    picking_occupied: r.picking,
    defective: r.defective,
    defective_locations: r.defective_locations,
    unsellable: r.unsellable,
    locations: r.locations,
    first_inbound_at: seconds(r.first_inbound_at),
    nearest_expiry_date: r.nearest_expiry ? String(r.nearest_expiry).slice(0, 10) : null,
    low_stock: r.low,
  };
}

const selectList = (f: TInventoryFilters, tenant: TTenant) => sql`
  select v.id as variant_id, v.product_id, v.sku, v.barcode, v.name_cn, v.name_en, v.main_image_url,
         v.customer_id, c.owner_code, v.warning_quantity, s.total, s.available, s.draft, s.unpicked, s.picking,
         s.defective, s.defective_locations, s.unsellable, s.locations,
         s.first_inbound_at, s.nearest_expiry::text as nearest_expiry, ${lowStock} as low
  from product_variants v
  join customers c on c.provider_id = v.provider_id and c.id = v.customer_id
  ${stockJoin(f)}
  where ${variantWhere(tenant, f)} ${f.low_stock ? sql`and ${lowStock}` : sql``}`;

/** Inventory statistics: one row per SKU (and owner), paged and sorted in SQL. */
export async function listInventory(db: Db, tenant: TTenant, query: z.output<typeof ZInventoryQuery>) {
  const q = await withExactCode(db, tenant, query);
  const { rows, total, capped } = await listPageSql<TListRow, typeof q>(
    db,
    {
      select: selectList(q, tenant),
      // The count needs the sums only when filtering on them; up to a limit past the page (100,000 SKUs).
      count: q.low_stock
        ? sql`from product_variants v ${stockJoin(q)} where ${variantWhere(tenant, q)} and ${lowStock}`
        : sql`from product_variants v where ${variantWhere(tenant, q)}`,
      countAhead: bigListCountAhead,
      sorts: sortColumns,
      nulls: "last",
      ties: [sql`v.sku`],
      tieOrder: "same",
      id: sql`v.id`,
    },
    q,
  );
  return { list: rows.map(presentRow), total, capped };
}

/** Keyset pages (by variant id) for the export mission. */
export async function inventoryPage(db: Db, tenant: TTenant, filters: TInventoryFilters, limit: number) {
  const f = await withExactCode(db, tenant, filters);
  const after = f.after ? sql`and v.id > ${f.after}` : sql``;
  const rows = rowsOf<TListRow>(
    await db.execute(sql`${selectList(f, tenant)} ${after} order by v.id limit ${limit}`),
  );
  return rows.map(presentRow);
}

export async function countInventory(db: Db, tenant: TTenant, filters: TInventoryFilters) {
  const f = await withExactCode(db, tenant, filters);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${selectList(f, tenant)}) x`),
  );
  return Number(row?.n ?? 0);
}

/** Location stock of one SKU: every balance row holding stock, with its lot and owner. */
export async function inventoryDetail(db: Db, tenant: TTenant, variantId: string, warehouseId?: string) {
  const owner = tenant.customerId ? sql`and b.customer_id = ${tenant.customerId}` : sql``;
  const warehouse = warehouseId ? sql`and b.warehouse_id = ${warehouseId}` : sql``;
  type TRow = {
    balance_id: string;
    warehouse_id: string;
    warehouse_code: string;
    location_id: string;
    location_code: string;
    location_type: string;
    sellable: boolean;
    batch: string;
    production_date: string | null;
    expiry_date: string | null;
    inbound_at: Date | string;
    owner_code: string;
    total: number;
    draft: number;
    unpicked: number;
    picking: number;
  };
  const rows = rowsOf<TRow>(
    await db.execute(sql`
    select b.id as balance_id, b.warehouse_id, w.code as warehouse_code, b.location_id, l.code as location_code,
           l.type as location_type, ${sellable} as sellable, b.batch, b.production_date::text as production_date,
           b.expiry_date::text as expiry_date, b.inbound_at, c.owner_code, b.on_hand as total,
           b.draft_occupied as draft, b.unpicked_occupied as unpicked, b.picking_occupied as picking
    from stock_balances b
    join warehouses w on w.provider_id = b.provider_id and w.id = b.warehouse_id
    join warehouse_locations l on l.provider_id = b.provider_id and l.id = b.location_id
    join customers c on c.provider_id = b.provider_id and c.id = b.customer_id
    where b.provider_id = ${tenant.providerId} and b.variant_id = ${variantId} and b.on_hand > 0 ${owner} ${warehouse}
    order by w.code, b.expiry_date nulls last, b.inbound_at, l.walk_sequence
    limit 500`),
  );
  return rows.map((r) => ({
    balance_id: r.balance_id,
    warehouse_id: r.warehouse_id,
    warehouse_code: r.warehouse_code,
    location_id: r.location_id,
    location_code: r.location_code,
    location_type: r.location_type,
    sellable: r.sellable,
    batch: r.batch,
    production_date: r.production_date,
    expiry_date: r.expiry_date,
    inbound_at: seconds(r.inbound_at) ?? 0,
    owner_code: r.owner_code,
    total: r.total,
    available: r.sellable ? r.total - r.draft - r.unpicked - r.picking : 0,
    draft_occupied: r.draft,
    unpicked_occupied: r.unpicked,
    picking_occupied: r.picking,
  }));
}

/** The stock log of the SKUs whose barcode or SKU is the scanned code (or of all, before one is typed), newest first, paged. */
export async function listStockLog(db: Db, tenant: TTenant, q: z.output<typeof ZStockLogQuery>) {
  const owner = tenant.customerId ? sql`and v.customer_id = ${tenant.customerId}` : sql``;
  const parts: SQL[] = [sql`g.provider_id = ${tenant.providerId}`];
  if (q.barcode) {
    parts.push(sql`g.variant_id in (select v.id from product_variants v where v.provider_id = ${tenant.providerId}
        and (v.barcode = ${q.barcode} or v.sku = ${q.barcode}) ${owner})`);
  } else if (tenant.customerId) {
    // No code yet: the latest changes of every SKU (a drop shipper's own).
    parts.push(sql`g.customer_id = ${tenant.customerId}`);
  }
  if (q.warehouse_id) parts.push(sql`g.warehouse_id = ${q.warehouse_id}`);
  if (q.reason) parts.push(sql`g.reason = ${q.reason}`);
  if (q.document_code)
    parts.push(sql`g.document_code ilike ${`${q.document_code.replace(/[%_\\]/g, "\\$&")}%`}`);
  if (q.start_time !== undefined) parts.push(sql`g.created_at >= to_timestamp(${q.start_time})`);
  if (q.end_time !== undefined) parts.push(sql`g.created_at <= to_timestamp(${q.end_time})`);
  const where = sql.join(parts, sql` and `);
  type TRow = Omit<TStockLogRow, "created_at" | "available_after"> & {
    created_at: Date | string;
    available_after: number;
  };
  const { rows, total } = await listPageSql<TRow, typeof q>(
    db,
    {
      select: sql`
    select g.id, g.created_at, g.reason, g.document_type, g.document_id, g.document_code, v.sku, v.barcode,
           w.code as warehouse_code, l.code as location_code, g.batch, c.owner_code, g.delta_on_hand as delta,
           g.on_hand_before, g.on_hand_after, g.delta_draft as draft_delta, g.delta_unpicked as unpicked_delta,
           g.delta_picking as picking_delta,
           (g.on_hand_after - g.draft_after - g.unpicked_after - g.picking_after) as available_after,
           coalesce(u.username, '') as operator, g.note
    from stock_logs g
    join product_variants v on v.provider_id = g.provider_id and v.id = g.variant_id
    left join warehouses w on w.provider_id = g.provider_id and w.id = g.warehouse_id
    left join warehouse_locations l on l.provider_id = g.provider_id and l.id = g.location_id
    left join customers c on c.provider_id = g.provider_id and c.id = g.customer_id
    left join users u on u.id = g.operator_user_id
    where ${where}`,
      count: sql`select count(*)::int as n from stock_logs g where ${where}`,
      sort: sql`g.created_at`,
      id: sql`g.id`,
      idOrder: "same",
    },
    q,
  );
  return {
    list: rows.map((r) => ({ ...r, id: Number(r.id), created_at: seconds(r.created_at) ?? 0 })),
    total,
  };
}
