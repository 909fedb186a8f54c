import type { TDashboardOverview } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { appTest } from "../../test/fixtures.ts";
import type { TPage } from "../../test/harness.ts";
import { rowsOf } from "../kernel/db/sql-helpers.ts";
import { replayStockLog } from "../modules/inventory/inventory.replay.ts";
import { runShopOrderRound } from "../modules/stores/index.ts";
import { seedDemoHistory } from "./demo-history.ts";
import { historyVariants } from "./demo-history-data.ts";

/**
 * The demo history on the test app's demo (three days of it, the month is the same loop): what a new user
 * of `npm start` is promised to find, and that it was made by the rules (the ledger replays, codes carry
 * their day, the stock log is append-only again afterwards).
 */
const days = 3;
const dayText = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const test = appTest.extend("history", { scope: "file" }, async ({ app }) =>
  seedDemoHistory(app.app, app.ctx.db, app.demo, { days }),
);

test("the dashboards show orders created and shipped on every past day, and what sold most", async ({
  app,
  history,
  provider,
  shipper,
}) => {
  expect(history.aged).toBeGreaterThan(100);
  for (const who of [provider, shipper]) {
    const query: Record<string, string> =
      who.role === "dropShipper" ? { provider_uuid: app.demo.providerId } : {};
    const { data } = await app.call<TDashboardOverview>({
      url: "/api/dashboard/overview",
      token: who.token,
      query,
    });
    for (let daysAgo = days - 1; daysAgo >= 1; daysAgo--) {
      const day = data.trend.find((d) => d.day === dayText(daysAgo));
      expect(day?.created, dayText(daysAgo)).toBeGreaterThan(0);
      expect(day?.shipped, dayText(daysAgo)).toBeGreaterThan(0);
    }
    expect(data.top_sales.map((s) => s.sku)).toContain("CB-USBC-1M");
    expect(data.counters).toEqual({
      awaiting_confirmation: 2,
      in_exception: 1,
      receipts_awaiting_receiving: 1,
    });
  }
});

test("today holds an order at every step of the flow", async ({ app, history }) => {
  expect(history).toBeDefined();
  const rows = rowsOf<{ status: string; n: number }>(
    await app.ctx.db.execute(sql`select status, count(*)::int as n from orders
      where provider_id = ${app.demo.providerId} and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
      group by status`),
  );
  const today = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  expect(today).toEqual({
    draft: 1,
    submitted: 2,
    cancelled: 1,
    confirmed: 1,
    in_wave: 3,
    picked: 1,
    reviewed: 1,
    bagged: 1,
    weighed: 1,
    exception: 1,
    shipped: 1,
  });
});

test("every document is numbered on the day it is dated, and the ledger replays to the balances", async ({
  app,
  history,
}) => {
  expect(history).toBeDefined();
  const misdated = rowsOf<{ code: string }>(
    await app.ctx.db.execute(sql`
      select code from orders where provider_id = ${app.demo.providerId}
        and substr(code, 3, 8) <> to_char(created_at at time zone 'UTC', 'YYYYMMDD')
      union all
      select code from waves where provider_id = ${app.demo.providerId}
        and substr(code, 3, 8) <> to_char(created_at at time zone 'UTC', 'YYYYMMDD')
      union all
      select code from receipts where provider_id = ${app.demo.providerId}
        and substr(code, 3, 8) <> to_char(created_at at time zone 'UTC', 'YYYYMMDD')`),
  );
  expect(misdated).toEqual([]);
  const firstLog = rowsOf<{ day: string }>(
    await app.ctx.db.execute(sql`select to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD') as day
      from stock_logs where provider_id = ${app.demo.providerId} and reason = 'receipt_putaway'`),
  );
  expect(firstLog[0]?.day).toBe(dayText(days));
  const replay = await replayStockLog(app.ctx.db, app.demo.providerId);
  expect(replay.mismatches).toEqual([]);
  expect(replay.brokenChain).toBe(0);
  // The stock log is append-only again once the history is dated.
  const refused = await app.ctx.db.execute(sql`update stock_logs set created_at = now()`).then(
    () => "updated",
    (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
  );
  expect(refused).toMatch(/append-only/);
});

test("the shipper has mail from the warehouse, a receipt is on its way and the export is done", async ({
  app,
  history,
  provider,
  shipper,
}) => {
  expect(history).toBeDefined();
  const mail = await app.call<{ list: { subject: string }[] }>({
    url: "/api/mail/query-mail",
    token: shipper.token,
  });
  expect(mail.data.list.map((m) => m.subject)).toContain("Holiday season cut-off times");
  const receipts = await app.call<{ list: { reference: string; status: string }[] }>({
    url: "/api/receipt/query-receipt",
    token: provider.token,
    query: { status: "submitted" },
  });
  expect(receipts.data.list.map((r) => r.reference)).toEqual(["PO-2026-HOME-03"]);
  const missions = await app.call<{ list: { kind: string; status: string }[] }>({
    url: "/api/mission/query-missions",
    token: provider.token,
  });
  expect(missions.data.list).toContainEqual(
    expect.objectContaining({ kind: "export:inventory", status: "completed" }),
  );
});

test("the demo's shop has a month of its own: variants linked, orders in and shipped, fulfilments back, a drift check; it never calls Shopify", async ({
  app,
  history,
  shipper,
}) => {
  expect(history).toBeDefined();
  const asShipper = (url: string, query: Record<string, unknown> = {}) =>
    app.call<TPage<Record<string, unknown>>>({
      url: `/api/shop-manager/${url}`,
      token: shipper.token,
      query: { provider_uuid: app.demo.providerId, ...query },
    });
  const shops = (await asShipper("query-shops")).data.list;
  expect(shops).toEqual([expect.objectContaining({ status: "active", demo: true })]);
  const shopId = String(shops[0]?.shop_id);

  const variants = (await asShipper("query-shop-products", { shop_id: shopId, page_size: 200 })).data;
  // Every variant of the shipper's catalogue, the month's range among them, linked as a sync leaves them.
  expect(variants.list.map((v) => v.sku)).toEqual(expect.arrayContaining(historyVariants.map((v) => v.sku)));
  expect(variants.list.every((v) => v.link_state === "linked")).toBe(true);

  // The worker's round: the demo shop's fulfilments stand as sent, its stock as the warehouse has it.
  await runShopOrderRound(app.ctx, new Date(Date.now() + 60_000));
  const pushed = (await asShipper("query-shop-products", { shop_id: shopId, page_size: 200 })).data.list;
  expect(pushed.every((v) => typeof v.stock_quantity === "number" && v.stock_error === null)).toBe(true);
  const orders = (await asShipper("query-shop-orders", { shop_id: shopId, page_size: 200 })).data;
  // One paid order a day came in, was converted and shipped with the day's others.
  expect(orders.total).toBe(days - 1);
  for (const order of orders.list) {
    expect(order).toMatchObject({ state: "converted", order_status: "shipped" });
    expect(order.fulfilment_push).toMatchObject({ state: "pushed" });
    expect(order.fulfilment_status).toBe("fulfilled");
  }

  const drift = await app.call<Record<string, unknown>>({
    url: "/api/shop-manager/query-stock-drift-summary",
    token: shipper.token,
    query: { provider_uuid: app.demo.providerId, shop_id: shopId },
  });
  expect(drift.data).toMatchObject({ push_stock: true, in_step: variants.total, repaired: 1 });

  // Whatever would call Shopify says it is the demo's shop; binding their own is still to do.
  const sync = await app.call({
    method: "POST",
    url: "/api/shop-manager/sync-all-products",
    token: shipper.token,
    body: { provider_uuid: app.demo.providerId, shop_id: shopId },
  });
  expect(sync.code).toBe(4001);
  expect(sync.message).toMatch(/demo's shop/);
  const overview = await app.call<TDashboardOverview>({
    url: "/api/dashboard/overview",
    token: shipper.token,
    query: { provider_uuid: app.demo.providerId },
  });
  expect(overview.data.getting_started.find((s) => s.step === "shop")?.done).toBe(false);
});

test("returns come back in the month and wait at every step today, a parcel nobody announced among them", async ({
  app,
  history,
  operator,
}) => {
  expect(history).toBeDefined();
  const rows = rowsOf<{ status: string; source: string; day: string; code: string }>(
    await app.ctx.db.execute(sql`select status, source, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
      code from returns where provider_id = ${app.demo.providerId} order by created_at`),
  );
  expect(rows.map((r) => r.status)).toEqual(["closed", "requested", "in_transit", "received"]);
  // The closed one was raised in the past and numbered on its day.
  const [closed] = rows;
  expect(closed?.day).toBe(dayText(2));
  expect(closed?.code.slice(2, 10)).toBe(dayText(2).replaceAll("-", ""));
  const parcels = await app.call<TPage<{ status: string }>>({
    url: "/api/returns/query-unidentified",
    token: operator.token,
    query: {},
  });
  expect(parcels.data.list.map((p) => p.status)).toEqual(["waiting"]);
  // Every unit of the closed one was inspected: all back on the shelf (one stock-log row each inspection)
  // but one written off.
  const units = rowsOf<{ disposition: string; n: number; logs: number }>(
    await app.ctx.db.execute(sql`select u.disposition, sum(u.quantity)::int as n,
      (select count(*)::int from stock_logs s where s.provider_id = r.provider_id and s.document_id = r.id) as logs
      from return_units u join returns r on r.provider_id = u.provider_id and r.id = u.return_id
      where r.provider_id = ${app.demo.providerId} and r.status = 'closed' group by 1, 3 order by 1`),
  );
  const disposed = units.find((u) => u.disposition === "dispose");
  expect(Number(disposed?.n)).toBe(1);
  expect(units.every((u) => ["dispose", "restock"].includes(u.disposition))).toBe(true);
  expect(Number(units[0]?.logs)).toBe(units.some((u) => u.disposition === "restock") ? 1 : 0);
});

test("the bulk zone was counted mid-month with one unit short approved; today a count of the pick faces is under way", async ({
  app,
  history,
}) => {
  expect(history).toBeDefined();
  const plans = rowsOf<{ kind: string; status: string; tasks: Record<string, number>; logs: number }>(
    await app.ctx.db.execute(sql`select p.kind, p.status,
      (select json_object_agg(status, n) from (select status, count(*)::int as n from count_tasks t
        where t.provider_id = p.provider_id and t.plan_id = p.id group by status) x) as tasks,
      (select count(*)::int from stock_logs s where s.provider_id = p.provider_id and s.document_id = p.id
        and s.reason = 'count_loss') as logs
      from count_plans p where p.provider_id = ${app.demo.providerId} order by p.created_at`),
  );
  expect(plans.map((p) => [p.kind, p.status])).toEqual([
    ["zone", "closed"],
    ["locations", "open"],
  ]);
  expect(plans[0]?.tasks.adjusted).toBe(1);
  expect(plans[0]?.logs).toBe(1);
  expect(plans[1]?.tasks).toMatchObject({ accurate: 2, recount: 1, review: 1 });
  expect((await replayStockLog(app.ctx.db, app.demo.providerId)).mismatches).toEqual([]);
});

test("pick faces are set today: one replenishment done by scan, the others waiting", async ({
  app,
  history,
}) => {
  expect(history).toBeDefined();
  const tasks = rowsOf<{ status: string; moved: number; quantity: number }>(
    await app.ctx.db.execute(sql`select status, moved, quantity from replenishments
      where provider_id = ${app.demo.providerId} order by code`),
  );
  expect(tasks.length).toBeGreaterThan(1);
  const done = tasks.filter((t) => t.status === "done");
  expect(done).toHaveLength(1);
  expect(done[0]?.moved).toBe(done[0]?.quantity);
  expect(tasks.filter((t) => t.status === "open")).toHaveLength(tasks.length - 1);
});
