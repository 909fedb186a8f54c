import { dashboardDays, dashboardListSize, type TDashboardOverview } from "@wms/contracts";
import type { TTenant } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { alarmLimit, currentAlarms } from "../inventory/index.ts";
import { counters, gettingStarted, ordersPerDay, topSales } from "./dashboard.repository.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The trend window in the caller's local time: the last `dashboardDays` local days (today included), and
 * the UTC instant the first of them began. offsetMinutes is east of UTC (+480 for Beijing).
 */
export function trendWindow(now: Date, offsetMinutes: number) {
  const local = new Date(now.getTime() + offsetMinutes * 60_000);
  const todayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const firstStart = todayStart - (dashboardDays - 1) * dayMs;
  const days = Array.from({ length: dashboardDays }, (_, i) =>
    new Date(firstStart + i * dayMs).toISOString().slice(0, 10),
  );
  return { days, since: new Date(firstStart - offsetMinutes * 60_000) };
}

/** Everything the home dashboard shows, for the tenant (staff) or the drop shipper's own goods and steps. */
export async function dashboardOverview(
  db: Db,
  tenant: TTenant,
  offsetMinutes: number,
  now = new Date(),
): Promise<TDashboardOverview> {
  const { days, since } = trendWindow(now, offsetMinutes);
  const [perDay, top, count, alarms, steps] = await Promise.all([
    ordersPerDay(db, tenant, since, offsetMinutes),
    topSales(db, tenant, since),
    counters(db, tenant),
    currentAlarms(db, tenant),
    gettingStarted(db, tenant),
  ]);
  const byDay = new Map(days.map((day) => [day, { day, created: 0, shipped: 0 }]));
  for (const row of perDay) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.kind] = row.n;
  }
  const low = alarms.list.filter((a) => a.kind === "low_stock");
  return {
    trend: [...byDay.values()],
    low_stock: {
      list: low.slice(0, dashboardListSize).map((a) => ({
        variant_id: a.variant_id,
        sku: a.sku,
        name_en: a.name_en,
        name_cn: a.name_cn,
        owner_code: a.owner_code,
        available: a.quantity,
        warning_quantity: a.warning_quantity,
      })),
      total: low.length,
      // The alarm query lists at most alarmLimit of each kind and says when it cut either list.
      truncated: alarms.truncated && low.length >= alarmLimit,
    },
    top_sales: top,
    counters: count,
    getting_started: steps,
  };
}
