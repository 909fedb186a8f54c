import type {
  TIntegrityBreach,
  TIntegrityInvariant,
  TIntegrityOverview,
  TIntegrityRun,
} from "@wms/contracts";
import { type SQL, sql } from "drizzle-orm";
import { expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import { inRolledBackTransaction, type TTestApp } from "../../../test/harness.ts";
import { rowsOf } from "../../kernel/db/sql-helpers.ts";
import { seedDemoHistory } from "../../seed/demo-history.ts";
import { checkTenant, runNightlyRound } from "./index.ts";

/**
 * The integrity check on the demo's history (a day of it: orders at every step, bags, waves, a shipping
 * notice handed over): it finds nothing there, and it finds each invariant broken on purpose. Every
 * breaking test writes the bad rows with raw SQL in a transaction that is rolled back after the check, so
 * the tests leave the data as they found it.
 */
const test = appTest.extend("history", { scope: "file" }, async ({ app }) =>
  seedDemoHistory(app.app, app.ctx.db, app.demo, { days: 1 }),
);

// A day of history takes a while on a loaded machine: seeded in the hook (60 s), not in the first test (30 s).
test.beforeAll(async ({ history }) => {
  expect(history).toBeDefined();
});

/** One row of the seeded data, found by `query` (fails the test when there is none). */
async function one<T>(t: TTestApp, query: SQL): Promise<T> {
  const [row] = rowsOf<T>(await t.ctx.db.execute(query));
  if (!row) throw new Error(`nothing found for ${JSON.stringify(query)}`);
  return row;
}

/** Writes `breaks`, checks the tenant in the same transaction, then rolls it all back: the breaches found. */
async function breachesAfter(t: TTestApp, ...breaks: SQL[]): Promise<TIntegrityBreach[]> {
  let found: TIntegrityBreach[] = [];
  await inRolledBackTransaction(t, async (tx) => {
    for (const statement of breaks) await tx.execute(statement);
    found = await checkTenant(tx, t.demo.providerId);
  });
  return found;
}

const codesOf = (found: TIntegrityBreach[], invariant: TIntegrityInvariant) =>
  found.filter((b) => b.invariant === invariant).map((b) => b.object_code);

type TOrder = { id: string; code: string };
const orderIn = (t: TTestApp, status: string) =>
  one<TOrder>(
    t,
    sql`select id, code from orders where provider_id = ${t.demo.providerId} and status = ${status} order by code limit 1`,
  );
/** An order of `status` in a bag, with its bag. */
const baggedOrder = (t: TTestApp, status: string) =>
  one<TOrder & { bag_id: string }>(
    t,
    sql`select o.id, o.code, i.bag_id from orders o
      join packing_bag_items i on i.provider_id = o.provider_id and i.order_id = o.id
      where o.provider_id = ${t.demo.providerId} and o.status = ${status} order by o.code limit 1`,
  );
/** A balance row with stock and its SKU. */
const stockedBalance = (t: TTestApp) =>
  one<{ id: string; sku: string }>(
    t,
    sql`select b.id, v.sku from stock_balances b join product_variants v on v.provider_id = b.provider_id and v.id = b.variant_id
      where b.provider_id = ${t.demo.providerId} and b.on_hand > b.draft_occupied + b.unpicked_occupied + b.picking_occupied
      order by v.sku, b.id limit 1`,
  );

test("the seeded demo has no breaches, and the run is kept for the screen", async ({ call, history }) => {
  expect(history).toBeDefined();
  const run = await call<TIntegrityRun>({ url: "/api/integrity/run-check", body: {} });
  expect(run.code).toBe(200);
  expect(run.data.breaches).toEqual([]);
  expect(run.data).toMatchObject({ kind: "manual", breach_count: 0 });
  const overview = await call<TIntegrityOverview>({ url: "/api/integrity/query-last-runs" });
  expect(overview.data).toEqual({ manual: run.data, nightly: null });
});

test("only the provider runs and reads the check", async ({ app, operator, shipper }) => {
  for (const who of [operator, shipper]) {
    expect((await app.call({ url: "/api/integrity/run-check", token: who.token, body: {} })).code).toBe(4003);
    expect((await app.call({ url: "/api/integrity/query-last-runs", token: who.token })).code).toBe(4003);
  }
});

test("bags: a bagged order out of its bag, and a parcel shipped outside its bag, are caught", async ({
  app,
  history,
}) => {
  expect(history).toBeDefined();
  const bagged = await baggedOrder(app, "bagged");
  const shipped = await baggedOrder(app, "shipped");
  const found = await breachesAfter(
    app,
    sql`delete from packing_bag_items where provider_id = ${app.demo.providerId} and order_id in (${bagged.id}, ${shipped.id})`,
  );
  expect(codesOf(found, "bag_missing").sort()).toEqual([bagged.code, shipped.code].sort());
  // The shipping notice listed the shipped one in its bag.
  expect(codesOf(found, "notice_bag")).toEqual([shipped.code]);
});

test("bags: a bag holding an order that is not (or no longer) packed is caught", async ({ app, history }) => {
  expect(history).toBeDefined();
  const bagged = await baggedOrder(app, "bagged");
  const confirmed = await orderIn(app, "confirmed");
  const found = await breachesAfter(
    app,
    sql`insert into packing_bag_items (provider_id, bag_id, order_id) values (${app.demo.providerId}, ${bagged.bag_id}, ${confirmed.id})`,
  );
  expect(found.filter((b) => b.invariant === "bag_foreign_order")).toEqual([
    expect.objectContaining({ object_kind: "order", object_id: confirmed.id, object_code: confirmed.code }),
  ]);
  expect(found.find((b) => b.invariant === "bag_foreign_order")?.detail).toMatchObject({
    status: "confirmed",
  });
});

test("allocations: stock held in a state the order's state does not allow is caught", async ({
  app,
  history,
}) => {
  expect(history).toBeDefined();
  const confirmed = await orderIn(app, "confirmed");
  const found = await breachesAfter(
    app,
    sql`update orders set status = 'cancelled' where provider_id = ${app.demo.providerId} and id = ${confirmed.id}`,
  );
  expect(found.filter((b) => b.invariant === "allocation_state")).toEqual([
    expect.objectContaining({
      object_code: confirmed.code,
      detail: expect.objectContaining({ status: "cancelled", state: "unpicked" }),
    }),
  ]);
});

test("allocations: a confirmed order holding less than its lines is caught", async ({ app, history }) => {
  expect(history).toBeDefined();
  const confirmed = await orderIn(app, "confirmed");
  const found = await breachesAfter(
    app,
    sql`update order_lines set quantity = quantity + 1 where provider_id = ${app.demo.providerId}
      and id = (select id from order_lines where provider_id = ${app.demo.providerId} and order_id = ${confirmed.id} order by position limit 1)`,
  );
  expect(codesOf(found, "allocation_quantity")).toEqual([confirmed.code]);
});

test("allocations: a balance row whose occupation is not the sum of its allocations is caught", async ({
  app,
  history,
}) => {
  expect(history).toBeDefined();
  const balance = await stockedBalance(app);
  const found = await breachesAfter(
    app,
    sql`insert into stock_allocations (provider_id, document_type, document_id, balance_id, state, document_code, variant_id, quantity)
      select provider_id, 'wave', gen_random_uuid(), id, 'picking', 'WV-NOWHERE', variant_id, 1
      from stock_balances where provider_id = ${app.demo.providerId} and id = ${balance.id}`,
  );
  expect(found.map((b) => [b.invariant, b.object_code])).toEqual([["allocation_balance", balance.sku]]);
});

test("ledger: a balance that is not the replay of its stock log is caught", async ({ app, history }) => {
  expect(history).toBeDefined();
  const balance = await stockedBalance(app);
  const found = await breachesAfter(
    app,
    sql`update stock_balances set on_hand = on_hand + 1 where provider_id = ${app.demo.providerId} and id = ${balance.id}`,
  );
  expect(found.map((b) => [b.invariant, b.object_code])).toEqual([["ledger_replay", balance.sku]]);
  expect(found[0]?.detail).toMatchObject({ balance_id: balance.id });
});

test("ledger: a stock log row that does not follow from the one before is caught", async ({
  app,
  history,
}) => {
  expect(history).toBeDefined();
  const balance = await stockedBalance(app);
  // A row that changes nothing (the replay still adds up) but starts from a count the balance never had.
  const found = await breachesAfter(
    app,
    sql`insert into stock_logs (provider_id, balance_id, warehouse_id, location_id, variant_id, customer_id, batch, reason,
        document_type, document_id, document_code, delta_on_hand, on_hand_before, on_hand_after, draft_after,
        unpicked_after, picking_after, operator_user_id)
      select provider_id, balance_id, warehouse_id, location_id, variant_id, customer_id, batch, reason, document_type,
        document_id, document_code, 0, on_hand_after + 5, on_hand_after + 5, draft_after, unpicked_after, picking_after,
        operator_user_id
      from stock_logs where provider_id = ${app.demo.providerId} and balance_id = ${balance.id} order by id desc limit 1`,
  );
  // The broken row, and the next one the real ledger would write would not follow either: one breach here.
  expect(found.map((b) => [b.invariant, b.object_code])).toEqual([["ledger_chain", balance.sku]]);
});

test("waves: an in_wave order in no open wave, and a member that left the floor unmarked, are caught", async ({
  app,
  history,
}) => {
  expect(history).toBeDefined();
  const inWave = await one<TOrder & { wave_id: string }>(
    app,
    sql`select o.id, o.code, m.wave_id from orders o join wave_orders m on m.provider_id = o.provider_id and m.order_id = o.id and m.result is null
      where o.provider_id = ${app.demo.providerId} and o.status = 'in_wave' order by o.code limit 1`,
  );
  const confirmed = await orderIn(app, "confirmed");
  const found = await breachesAfter(
    app,
    sql`delete from wave_orders where provider_id = ${app.demo.providerId} and order_id = ${inWave.id} and result is null`,
    sql`insert into wave_orders (provider_id, wave_id, order_id, position) values (${app.demo.providerId}, ${inWave.wave_id}, ${confirmed.id}, 99)`,
  );
  expect(codesOf(found, "wave_missing")).toEqual([inWave.code]);
  expect(codesOf(found, "wave_member_state")).toEqual([confirmed.code]);
});

test("waves: a finished wave still holding an open membership is caught", async ({ app, history }) => {
  expect(history).toBeDefined();
  const finished = await one<{ wave_id: string; code: string; order_id: string }>(
    app,
    sql`select w.id as wave_id, w.code, m.order_id from waves w join wave_orders m on m.provider_id = w.provider_id and m.wave_id = w.id
      where w.provider_id = ${app.demo.providerId} and w.status = 'picked' and m.result = 'picked' order by w.code limit 1`,
  );
  const found = await breachesAfter(
    app,
    sql`update wave_orders set result = null where provider_id = ${app.demo.providerId} and wave_id = ${finished.wave_id} and order_id = ${finished.order_id}`,
  );
  expect(codesOf(found, "wave_finished_open")).toEqual([finished.code]);
});

test("notices: a handed-over notice listing an order that did not ship is caught", async ({
  app,
  history,
}) => {
  expect(history).toBeDefined();
  const shipped = await baggedOrder(app, "shipped");
  const found = await breachesAfter(
    app,
    sql`update orders set status = 'weighed' where provider_id = ${app.demo.providerId} and id = ${shipped.id}`,
  );
  expect(codesOf(found, "notice_state")).toEqual([shipped.code]);
});

test("the nightly round checks every tenant once a night and keeps 30 days of runs", async ({
  app,
  call,
}) => {
  const night = new Date();
  night.setUTCHours(3, 0, 0, 0);
  const tenants = rowsOf<{ n: number }>(
    await app.ctx.db.execute(sql`select count(*)::int as n from providers`),
  );
  expect(await runNightlyRound(app.ctx.db, night)).toBe(Number(tenants[0]?.n));
  expect(await runNightlyRound(app.ctx.db, new Date(night.getTime() + 60_000))).toBe(0);
  const overview = await call<TIntegrityOverview>({ url: "/api/integrity/query-last-runs" });
  expect(overview.data.nightly).toMatchObject({ kind: "nightly", breach_count: 0, breaches: [] });
  // Before the night's hour nothing runs; 31 days later the run is gone and a new one is made.
  const early = new Date(night);
  early.setUTCHours(1);
  expect(await runNightlyRound(app.ctx.db, new Date(early.getTime() + 86_400_000))).toBe(0);
  await runNightlyRound(app.ctx.db, new Date(night.getTime() + 31 * 86_400_000));
  const kept = rowsOf<{ night: string }>(
    await app.ctx.db.execute(
      sql`select night from integrity_runs where provider_id = ${app.demo.providerId} and kind = 'nightly'`,
    ),
  );
  expect(kept.map((r) => r.night)).toEqual([
    new Date(night.getTime() + 31 * 86_400_000).toISOString().slice(0, 10),
  ]);
});
