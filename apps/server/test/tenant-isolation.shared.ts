/**
 * What the tenant-isolation matrix files share: the shape of a probe and of a matrix entry, the answer
 * codes that count as refused, the caller's own tenant in a query, the rival's stocked variant and the
 * probe builders (refused call, rival row by id, staff list).
 */
import { and, eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { expect } from "vitest";
import { productVariants } from "../src/modules/products/index.ts";
import { ownTenant, type TSignedIn, type TTestApp } from "./harness.ts";

/** The rival tenant the matrix files seed rows of. */
export type TForeignTenant = { providerId: string; customerId: string };
/** Calls as `me` (a role of the demo tenant) that try to reach the rival tenant's rows, with their expectations. */
export type TProbe = (t: TTestApp, me: TSignedIn, foreign: TForeignTenant) => Promise<void>;
/** One endpoint of the matrix: a probe, or why it needs none. */
export type TEntry = { probe: TProbe } | { exempt: string };

/** The answer codes of a refused call: forbidden or not found. */
export const refused = [4003, 4004];

/** The SKU seedRivalWarehousing gives the rival tenant. */
export const rivalSku = "RIVAL-STORAGE-SKU";

/** The id of the rival's variant of `rivalSku` (call after seedRivalWarehousing). */
export async function rivalVariantId(t: TTestApp, providerId: string) {
  const [variant] = await t.ctx.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.providerId, providerId), eq(productVariants.sku, rivalSku)));
  return variant?.id ?? "";
}

type TMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Calls `url` as `me`: a GET sends `payload` as its query, any other method as its body. */
export function callAs(
  t: TTestApp,
  me: TSignedIn,
  method: TMethod,
  url: string,
  payload: Record<string, unknown>,
) {
  return method === "GET"
    ? t.call({ url, token: me.token, query: payload as Record<string, string> })
    : t.call({ url, method, token: me.token, body: payload });
}

/** Expects the call to be refused (forbidden or not found). */
export async function expectRefused(res: Promise<{ code: number }>) {
  const answer = await res;
  expect(refused, JSON.stringify(answer)).toContain(answer.code);
}

/** `me`'s GET of the first 200 rows of the list at `url`: its code, and the codes it lists (read only from a list). */
export async function listedCodes(
  t: TTestApp,
  me: TSignedIn,
  url: string,
  query: Record<string, string> = {},
) {
  const res = await t.call<{ list: { code: string }[] }>({
    url,
    token: me.token,
    query: { page_size: "200", ...query },
  });
  return {
    code: res.code,
    get codes() {
      return res.data.list.map((r) => r.code);
    },
  };
}

/** Expects `me`'s GET of `url` naming the rival provider to be refused. */
export const expectRivalProviderRefused = (
  t: TTestApp,
  me: TSignedIn,
  foreign: TForeignTenant,
  url: string,
) => expectRefused(callAs(t, me, "GET", url, { provider_uuid: foreign.providerId }));

/**
 * One call naming the rival's rows (`payload` from the rival tenant) is refused for every role;
 * `after`, when given, then checks that the rival's rows are unchanged.
 */
export function refusedProbe<F extends TForeignTenant = TForeignTenant>(
  url: string,
  method: TMethod,
  payload: (foreign: F) => Record<string, unknown>,
  after?: (t: TTestApp) => Promise<void>,
): { probe: (t: TTestApp, me: TSignedIn, foreign: F) => Promise<void> } {
  return {
    probe: async (t, me, foreign) => {
      await expectRefused(callAs(t, me, method, url, payload(foreign)));
      if (after) await after(t);
    },
  };
}

/**
 * Matrix entries of `refusedProbe`s keyed by their route ("METHOD /api/…"), each with the payload naming the
 * rival's rows; `after`, when given, then checks that the rival's rows are unchanged.
 */
export function refusedRoutes<F extends TForeignTenant = TForeignTenant>(
  routes: Record<string, (foreign: F) => Record<string, unknown>>,
  after?: (t: TTestApp) => Promise<void>,
) {
  return Object.fromEntries(
    Object.entries(routes).map(([route, payload]) => {
      const [method, url] = route.split(" ") as [TMethod, string];
      return [route, refusedProbe(url, method, payload, after)];
    }),
  );
}

/**
 * A rival row by id, asked in each of `tenants` (by default the caller's own tenant, then naming the rival
 * provider): every call answers one of `codes`, and `unchanged`, when given, then checks the rival's rows.
 */
export function rivalByIdProbe<F extends TForeignTenant = TForeignTenant>(
  method: TMethod,
  url: string,
  payload: (t: TTestApp, f: F) => Record<string, unknown> | Promise<Record<string, unknown>>,
  unchanged?: (t: TTestApp, f: F) => Promise<void>,
  {
    tenants = (t, me, f) => [ownTenant(t, me), { provider_uuid: f.providerId }],
    codes = refused,
  }: {
    tenants?: (t: TTestApp, me: TSignedIn, f: TForeignTenant) => Record<string, string>[];
    codes?: number[];
  } = {},
): { probe: (t: TTestApp, me: TSignedIn, foreign: F) => Promise<void> } {
  return {
    probe: async (t, me, f) => {
      const ids = await payload(t, f);
      for (const tenant of tenants(t, me, f)) {
        const res = await callAs(t, me, method, url, { ...tenant, ...ids });
        expect(codes).toContain(res.code);
      }
      if (unchanged) await unchanged(t, f);
    },
  };
}

/**
 * A staff list (provider-only with `providerOnly`): callers without the role are refused with 4003,
 * the others get 200 and never see the rival's `id` in the list, for each of `queries`.
 */
export function staffListProbe(
  url: string,
  id: () => string,
  queries: () => Record<string, string>[],
  providerOnly = false,
): TEntry {
  return {
    probe: async (t, me) => {
      for (const query of queries()) {
        const res = await t.call<{ list: { id: string }[] }>({ url, token: me.token, query });
        if (me.role === "dropShipper" || (providerOnly && me.role === "operator")) {
          expect(res.code).toBe(4003);
          continue;
        }
        expect(res.code).toBe(200);
        expect(res.data.list.map((r) => r.id)).not.toContain(id());
      }
    },
  };
}

/** Inserts one seed row into `table` and answers its id ("" when no row came back). */
export async function insertId<T extends PgTable & { id: PgColumn }>(
  t: TTestApp,
  table: T,
  values: PgInsertValue<T>,
): Promise<string> {
  const [row] = await t.ctx.db.insert(table).values(values).returning({ id: table.id });
  return (row?.id as string | undefined) ?? "";
}
