import type { TDashboardOverview } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { appTest } from "../../test/fixtures.ts";
import { rowsOf } from "../kernel/db/sql-helpers.ts";
import { replayStockLog } from "../modules/inventory/inventory.replay.ts";
import { seedDemoHistory } from "./demo-history.ts";

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
