import { nearExpiryDays, type TAlarm } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { TTenant } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { rowsOf } from "../../kernel/db/sql-helpers.ts";
import { sellableBalanceSql } from "./inventory.bins.ts";

/** A variant's available over all warehouses, of sellable stock only (defective stock never counts). */
const sellableAvailableOfVariant = sql`coalesce((select sum(b.on_hand - b.draft_occupied - b.unpicked_occupied - b.picking_occupied)
  from stock_balances b where b.provider_id = v.provider_id and b.variant_id = v.id
    and ${sellableBalanceSql(sql`b.provider_id`, sql`b.location_id`)}), 0)`;

/** At most this many alarms of each kind are answered (the list says when it was cut). */
export const alarmLimit = 100;

/**
 * Current alarms (GET alarms/current): SKUs whose available (sellable) stock over all warehouses is at or below the
 * variant's inventory warning quantity (only variants with a warning quantity set), and lots on hand that
 * expire within nearExpiryDays (30) days or have expired. A drop shipper sees its own SKUs only.
 */
export async function currentAlarms(db: Db, tenant: TTenant) {
  const owner = tenant.customerId ? sql`and v.customer_id = ${tenant.customerId}` : sql``;
  type TLow = {
    variant_id: string;
    sku: string;
    name_en: string;
    name_cn: string;
    owner_code: string;
    available: number;
    warning_quantity: number;
  };
  const low = rowsOf<TLow>(
    await db.execute(sql`
    select v.id as variant_id, v.sku, v.name_en, v.name_cn, c.owner_code, v.warning_quantity,
           ${sellableAvailableOfVariant}::int as available
    from product_variants v
    join customers c on c.provider_id = v.provider_id and c.id = v.customer_id
    where v.provider_id = ${tenant.providerId} and v.warning_quantity > 0 ${owner}
      and ${sellableAvailableOfVariant} <= v.warning_quantity
    order by 7 asc, v.sku
    limit ${alarmLimit + 1}`),
  );
  type TExpiry = TLow & {
    warehouse_code: string;
    batch: string;
    expiry_date: string;
    days_left: number;
    on_hand: number;
  };
  const expiring = rowsOf<TExpiry>(
    await db.execute(sql`
    select v.id as variant_id, v.sku, v.name_en, v.name_cn, c.owner_code, v.warning_quantity, w.code as warehouse_code,
           b.batch, b.expiry_date::text as expiry_date, (b.expiry_date - current_date)::int as days_left,
           sum(b.on_hand)::int as on_hand
    from stock_balances b
    join product_variants v on v.provider_id = b.provider_id and v.id = b.variant_id
    join customers c on c.provider_id = b.provider_id and c.id = b.customer_id
    join warehouses w on w.provider_id = b.provider_id and w.id = b.warehouse_id
    where b.provider_id = ${tenant.providerId} and b.on_hand > 0 and b.expiry_date is not null
      and b.expiry_date <= current_date + ${nearExpiryDays}::int ${owner}
    group by v.id, v.sku, v.name_en, v.name_cn, c.owner_code, v.warning_quantity, w.code, b.batch, b.expiry_date
    order by b.expiry_date, v.sku
    limit ${alarmLimit + 1}`),
  );
  const list: TAlarm[] = [
    ...low.slice(0, alarmLimit).map((r) => ({
      kind: "low_stock" as const,
      variant_id: r.variant_id,
      sku: r.sku,
      name_en: r.name_en,
      name_cn: r.name_cn,
      owner_code: r.owner_code,
      quantity: Number(r.available),
      warning_quantity: r.warning_quantity,
      warehouse_code: null,
      batch: null,
      expiry_date: null,
      days_left: null,
    })),
    ...expiring.slice(0, alarmLimit).map((r) => ({
      kind: "near_expiry" as const,
      variant_id: r.variant_id,
      sku: r.sku,
      name_en: r.name_en,
      name_cn: r.name_cn,
      owner_code: r.owner_code,
      quantity: Number(r.on_hand),
      warning_quantity: r.warning_quantity,
      warehouse_code: r.warehouse_code,
      batch: r.batch,
      expiry_date: r.expiry_date,
      days_left: Number(r.days_left),
    })),
  ];
  return { list, total: list.length, truncated: low.length > alarmLimit || expiring.length > alarmLimit };
}
