/**
 * npm run bench:soak (in apps/server; `npm run bench:soak` at the root): the platform as `npm start` runs it,
 * in a process of its own with its demo month, worked from outside for SOAK_MINUTES (5) by SOAK_USERS (20)
 * simulated users over real HTTP, as browsers would: drop shippers list and open their orders, look at
 * stock and the dashboard, create and submit orders; provider staff confirm them (and cut them off again, so
 * the stock they take comes back), list orders, receipts, waves, stock and mail. Each user waits 0.5-2 s
 * between actions and signs in again every few minutes. Prints, per call, the count, errors and
 * p50/p95/p99, and the process's memory (RSS) sampled every 5 s: after the warm-up (SOAK_WARMUP_SECONDS,
 * 60) its growth and its slope per minute. Runs on PGlite (a data folder of its own) and on the Postgres
 * server of BENCH_DATABASE_URL or TEST_DATABASE_URL (database wms_soak); SOAK_DATABASES=pglite|postgres
 * picks one. Record the figures in docs/benchmarks.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  dashboardEndpoints,
  inventoryEndpoints,
  mailEndpoints,
  ordersEndpoints,
  receiptsEndpoints,
  type TAnyEndpoint,
  type TInputOf,
  tenancyEndpoints,
  warehousesEndpoints,
  wavesEndpoints,
} from "@wms/contracts";
import { freshDatabase } from "../src/kernel/db/fresh-database.ts";
import { demoPassword } from "../src/seed/demo.ts";
import { signInOn, type TPlatformUser } from "../test/platform-client.ts";
import { startPlatformProcess, type TPlatformProcess } from "../test/platform-process.ts";
import { printGoals, type TGoalRow, under } from "./goals.ts";
import { percentile } from "./stats.ts";

const minutes = Number(process.env.SOAK_MINUTES ?? 5);
const userCount = Number(process.env.SOAK_USERS ?? 20);
const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? 60);
const databases = (process.env.SOAK_DATABASES ?? "pglite,postgres").split(",");
const p99GoalMs = 250;
/** How far the second half's RSS peak may pass the first half's and still count as flat (GC noise). */
const flatGrowthMb = 32;

const skus = ["EB-100-BLK", "PS-ALU-01", "TS-RED-M"];

type TRole = "provider" | "operator" | "dropShipper";
type TSample = { ms: number; ok: boolean; at: number };

class Recorder {
  readonly byCall = new Map<string, TSample[]>();
  readonly failures: string[] = [];

  async time<T extends { code: number; message: string }>(
    call: string,
    work: () => Promise<T>,
  ): Promise<T | null> {
    const started = performance.now();
    try {
      const answer = await work();
      const ok = answer.code === 200 || answer.code % 1000 === 0;
      this.add(call, performance.now() - started, ok);
      if (!ok) this.failures.push(`${call}: ${answer.code} ${answer.message}`);
      return answer;
    } catch (error) {
      this.add(call, performance.now() - started, false);
      this.failures.push(`${call}: ${String(error)}`);
      return null;
    }
  }

  add(call: string, ms: number, ok: boolean) {
    const list = this.byCall.get(call) ?? [];
    list.push({ ms, ok, at: Date.now() });
    this.byCall.set(call, list);
  }
}

/** The process `pid` and its descendants (tsx runs the server in a child process of its own). */
function processTree(pid: number): number[] {
  const children = (p: number): number[] => {
    try {
      return fs.readFileSync(`/proc/${p}/task/${p}/children`, "utf8").split(" ").filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i] as number));
  return all;
}

/** The platform's resident memory in MB (the whole process tree), from /proc. */
function rssMb(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kb / 1024);
}

/** Least-squares slope of (minute, MB) points. */
function slopePerMinute(points: { minute: number; mb: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.minute, 0) / n;
  const my = points.reduce((s, p) => s + p.mb, 0) / n;
  const num = points.reduce((s, p) => s + (p.minute - mx) * (p.mb - my), 0);
  const den = points.reduce((s, p) => s + (p.minute - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function startPlatform(
  database: string,
): Promise<{ platform: TPlatformProcess; cleanup(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wms-soak-${database}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    AUTH_RATE_LIMIT: "100000",
    PUBLIC_RATE_LIMIT: "100000",
  };
  if (database === "postgres") {
    const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!base) throw new Error("Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) for the Postgres soak");
    env.DATABASE_URL = await freshDatabase(base, "wms_soak");
  }
  const platform = await startPlatformProcess(env, { startMs: 600_000 });
  return {
    platform,
    cleanup: async () => {
      await platform.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type TSession = { user: TPlatformUser; role: TRole; username: string; index: number; signedInAt: number };

async function soak(database: string): Promise<TGoalRow[]> {
  console.log(`\n=== soak on ${database}: ${userCount} users for ${minutes} min ===`);
  const { platform, cleanup } = await startPlatform(database);
  const rec = new Recorder();
  const origin = platform.origin;
  const staff = await signInOn(origin, "demo_provider", "provider", demoPassword);
  const providers = await staff.call(tenancyEndpoints.all, undefined as never);
  const providerId = providers.data[0]?.provider_uuid as string;
  const warehouses = await staff.call(warehousesEndpoints.list, { page_size: 50 });
  const warehouseId = warehouses.data.list.find((w) => w.code === "SZ01")?.id as string;

  const roles: { username: string; role: TRole }[] = Array.from({ length: userCount }, (_, i) =>
    i % 10 < 2
      ? { username: "demo_provider", role: "provider" }
      : i % 10 < 3
        ? { username: "demo_operator", role: "operator" }
        : { username: "demo_shipper", role: "dropShipper" },
  );
  const staffCount = roles.filter((r) => r.role !== "dropShipper").length;
  const signIn = async (username: string, role: TRole) => {
    const started = performance.now();
    try {
      const user = await signInOn(origin, username, role, demoPassword);
      rec.add("sign-in", performance.now() - started, true);
      return user;
    } catch (error) {
      rec.add("sign-in", performance.now() - started, false);
      rec.failures.push(`sign-in: ${String(error)}`);
      return null;
    }
  };
  const sessions: TSession[] = [];
  let staffIndex = 0;
  for (const r of roles) {
    const user = await signIn(r.username, r.role);
    if (!user) throw new Error(`could not sign ${r.username} in`);
    sessions.push({
      user,
      ...r,
      index: r.role === "dropShipper" ? -1 : staffIndex++,
      signedInAt: Date.now(),
    });
  }
  const tenant = (s: TSession) => (s.role === "dropShipper" ? { provider_uuid: providerId } : {});
  const call = <E extends TAnyEndpoint>(s: TSession, name: string, e: E, input: TInputOf<E>) =>
    rec.time(name, () => s.user.call(e, input, { timeoutMs: 30_000 }));

  type TAction = (s: TSession) => Promise<unknown>;
  const shipperActions: TAction[] = [
    async (s: TSession) => {
      const list = await call(s, "list orders", ordersEndpoints.list, { ...tenant(s), page_size: 20 });
      const first = pick(list?.data.list ?? []);
      if (first)
        await call(s, "order detail", ordersEndpoints.detail, { ...tenant(s), order_id: first.order_id });
    },
    // A search as people type one: the end of an order code read off a parcel, a name, a SKU.
    (s: TSession) =>
      call(s, "list orders (search)", ordersEndpoints.list, {
        ...tenant(s),
        keyword: pick([
          `${String(Math.floor(Math.random() * 90) + 10).padStart(5, "0")}`,
          "Buyer",
          pick(skus),
        ]),
        page_size: 20,
      }),
    (s: TSession) => call(s, "inventory", inventoryEndpoints.list, { ...tenant(s), page_size: 20 }),
    (s: TSession) => call(s, "dashboard", dashboardEndpoints.overview, { ...tenant(s), tz_offset: 480 }),
    (s: TSession) => call(s, "mail", mailEndpoints.list, { page_size: 20 }),
    async (s: TSession) => {
      const created = await call(s, "create order", ordersEndpoints.create, {
        provider_uuid: providerId,
        warehouse_id: warehouseId,
        consignee: "Soak Buyer",
        phone: "+1 555 0100",
        email: "soak@example.com",
        country: "US",
        address: "1 Main Street",
        city: "Los Angeles",
        lines: [{ sku: pick(skus), quantity: 1 }],
      });
      if (created?.code === 1000)
        await call(s, "submit order", ordersEndpoints.batch, {
          provider_uuid: providerId,
          action: "submit",
          order_ids: [created.data.order_id],
        });
    },
  ];
  /** Staff member `s.index` of `staffCount` handles the submitted orders whose code falls to it: no two race. */
  const mine = (s: TSession, code: string) =>
    [...code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7) % staffCount === s.index;
  const staffActions: TAction[] = [
    async (s: TSession) => {
      const submitted = await call(s, "list orders (submitted)", ordersEndpoints.list, {
        status: "submitted",
        page_size: 50,
      });
      const ids = (submitted?.data.list ?? []).filter((o) => mine(s, o.code)).map((o) => o.order_id);
      if (ids.length === 0) return;
      const confirmed = await call(s, "confirm orders", ordersEndpoints.batch, {
        action: "confirm",
        order_ids: ids,
      });
      if (confirmed?.data.done.length)
        await call(s, "cut off orders", ordersEndpoints.batch, {
          action: "cut_off",
          order_ids: confirmed.data.done,
          reason: "soak",
        });
    },
    (s: TSession) => call(s, "list orders", ordersEndpoints.list, { page_size: 20 }),
    (s: TSession) => call(s, "inventory", inventoryEndpoints.list, { page_size: 20 }),
    (s: TSession) =>
      call(s, "stock log", inventoryEndpoints.stockLog, { barcode: pick(skus), page_size: 20 }),
    (s: TSession) => call(s, "receipts", receiptsEndpoints.list, { page_size: 20 }),
    (s: TSession) => call(s, "waves", wavesEndpoints.list, { page_size: 20 }),
    (s: TSession) => call(s, "dashboard", dashboardEndpoints.overview, { tz_offset: 480 }),
  ];

  const memory: { minute: number; mb: number }[] = [];
  const started = Date.now();
  const until = started + minutes * 60_000;
  const sampler = setInterval(() => {
    try {
      memory.push({ minute: (Date.now() - started) / 60_000, mb: rssMb(platform.pid) });
    } catch {
      // the process ended: the run's errors say why
    }
  }, 5_000);
  memory.push({ minute: 0, mb: rssMb(platform.pid) });

  await Promise.all(
    sessions.map(async (s) => {
      while (Date.now() < until) {
        // A browser's session is signed in again now and then (a new tab, an expired day).
        if (Date.now() - s.signedInAt > 60_000 + Math.random() * 60_000) {
          const user = await signIn(s.username, s.role);
          if (user) s.user = user;
          s.signedInAt = Date.now();
        }
        await pick(s.role === "dropShipper" ? shipperActions : staffActions)(s);
        await sleep(500 + Math.random() * 1500);
      }
    }),
  );
  clearInterval(sampler);
  const alive = platform.alive();
  await cleanup();

  // Figures.
  const rows: {
    call: string;
    n: number;
    errors: number;
    p50: number;
    p95: number;
    p99: number;
    max: number;
  }[] = [];
  const all: number[] = [];
  let errors = 0;
  // Latency is of the steady state: the calls of the warm-up (the first sign-ins, cold caches, code not yet
  // optimised) count for errors, not for the percentiles.
  const steadyFrom = started + warmupSeconds * 1000;
  let warmupCalls = 0;
  for (const [name, samples] of [...rec.byCall].sort(([a], [b]) => a.localeCompare(b))) {
    const steady = samples.filter((x) => x.at >= steadyFrom);
    warmupCalls += samples.length - steady.length;
    const ms = steady.map((x) => x.ms).sort((a, b) => a - b);
    all.push(...ms);
    const failed = samples.filter((x) => !x.ok).length;
    errors += failed;
    rows.push({
      call: name,
      n: ms.length,
      errors: failed,
      p50: Math.round(percentile(ms, 50)),
      p95: Math.round(percentile(ms, 95)),
      p99: Math.round(percentile(ms, 99)),
      max: Math.round(ms.at(-1) ?? 0),
    });
  }
  all.sort((a, b) => a - b);
  // Every call's p95 minute by minute: a platform that slows down as the soak goes on shows it here.
  const everySample = [...rec.byCall.values()].flat();
  const p95ByMinute = Array.from({ length: Math.ceil(minutes) }, (_, minute) =>
    Math.round(
      percentile(
        everySample
          .filter((x) => Math.floor((x.at - started) / 60_000) === minute)
          .map((x) => x.ms)
          .sort((a, b) => a - b),
        95,
      ),
    ),
  );
  const width = Math.max(...rows.map((r) => r.call.length));
  console.log(`${"call".padEnd(width)}  ${"n".padStart(6)} errors   p50   p95   p99   max (ms)`);
  for (const r of rows)
    console.log(
      `${r.call.padEnd(width)}  ${String(r.n).padStart(6)} ${String(r.errors).padStart(6)} ${String(r.p50).padStart(5)} ${String(r.p95).padStart(5)} ${String(r.p99).padStart(5)} ${String(r.max).padStart(5)}`,
    );
  const afterWarmup = memory.filter((m) => m.minute * 60 >= warmupSeconds);
  const atWarmup = afterWarmup[0]?.mb ?? 0;
  const atEnd = memory.at(-1)?.mb ?? 0;
  const slope = slopePerMinute(afterWarmup);
  // Flat: V8 grows its heap to what the load needs in the first minutes, then keeps it, with a collection
  // now and then that drops it for a while. So the second half's peak is held to the first half's (after
  // the warm-up): a leak raises it, a collection does not count against it.
  const peak = (list: typeof memory) => Math.max(0, ...list.map((m) => m.mb));
  const firstHalfPeak = peak(afterWarmup.filter((m) => m.minute < minutes / 2));
  const secondHalfPeak = peak(memory.filter((m) => m.minute >= minutes / 2));
  const secondHalfSlope = slopePerMinute(memory.filter((m) => m.minute >= minutes / 2));
  const requests = all.length;
  console.log(
    JSON.stringify(
      {
        database,
        requests,
        warmup_calls_not_in_percentiles: warmupCalls,
        per_second: Math.round(((requests + warmupCalls) / (minutes * 60)) * 10) / 10,
        errors,
        first_failures: rec.failures.slice(0, 5),
        p99_all_ms: Math.round(percentile(all, 99)),
        p95_by_minute_ms: p95ByMinute,
        rss_mb: {
          start: memory[0]?.mb,
          after_warmup: atWarmup,
          end: atEnd,
          max: Math.max(...memory.map((m) => m.mb)),
        },
        rss_growth_after_warmup_mb: atEnd - atWarmup,
        rss_slope_mb_per_minute: Math.round(slope * 100) / 100,
        rss_slope_second_half_mb_per_minute: Math.round(secondHalfSlope * 100) / 100,
        rss_peak_mb: { first_half_after_warmup: firstHalfPeak, second_half: secondHalfPeak },
        rss_samples: memory
          .filter((_, i) => i % 12 === 0)
          .map((m) => `${m.minute.toFixed(1)} min ${m.mb} MB`),
        load_average: os.loadavg().map((l) => l.toFixed(2)),
      },
      null,
      2,
    ),
  );
  return [
    { what: `${database}: process alive to the end`, figure: String(alive), goal: "true", met: alive },
    under(`${database}: errors`, errors, 1),
    ...rows.filter((r) => r.n > 0).map((r) => under(`${database}: p99 ${r.call}`, r.p99, p99GoalMs, " ms")),
    under(
      `${database}: RSS peak of the second half over the first's (${firstHalfPeak} MB)`,
      secondHalfPeak - firstHalfPeak,
      flatGrowthMb,
      " MB",
    ),
  ];
}

const goals: TGoalRow[] = [];
for (const database of databases) goals.push(...(await soak(database)));
const met = printGoals(`Soak goals (${userCount} users, ${minutes} min each)`, goals);
process.exit(met ? 0 : 1);
