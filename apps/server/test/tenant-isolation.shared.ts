/**
 * What the tenant-isolation matrix files share: the shape of a probe and of a matrix entry, the answer
 * codes that count as refused, the caller's own tenant in a query, the rival's stocked variant and the
 * probe builders (refused call, rival row by id, staff list).
 */
import { and, eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { expect } from "vitest";
import { productVariants } from "../src/modules/products/index.ts";
import type { TSignedIn, TTestApp } from "./harness.ts";

/** The rival tenant the matrix files seed rows of. */
export type TForeignTenant = { providerId: string; customerId: string };
/** Calls as `me` (a role of the demo tenant) that try to reach the rival tenant's rows, with their expectations. */
export type TProbe = (t: TTestApp, me: TSignedIn, foreign: TForeignTenant) => Promise<void>;
/** One endpoint of the matrix: a probe, or why it needs none. */
export type TEntry = { probe: TProbe } | { exempt: string };

/** The answer codes of a refused call: forbidden or not found. */
export const refused = [4003, 4004];

/** The caller's own tenant in a query: drop shippers name the demo provider, staff name none. */
export const ownTenant = (t: TTestApp, me: TSignedIn): Record<string, string> =>
  me.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : {};

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
  expect(refused).toContain((await res).code);
}

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
 * A rival row by id, asked in each of `tenants` (by default the caller's own tenant, then naming the rival
 * provider): every call answers one of `codes`, and `unchanged` then checks the rival's rows.
 */
export function rivalByIdProbe(
  method: TMethod,
  url: string,
  payload: () => Record<string, unknown>,
  unchanged: (t: TTestApp) => Promise<void>,
  {
    tenants = (t, me, f) => [ownTenant(t, me), { provider_uuid: f.providerId }],
    codes = refused,
  }: {
    tenants?: (t: TTestApp, me: TSignedIn, f: TForeignTenant) => Record<string, string>[];
    codes?: number[];
  } = {},
): TEntry {
  return {
    probe: async (t, me, f) => {
      for (const tenant of tenants(t, me, f)) {
        const res = await callAs(t, me, method, url, { ...tenant, ...payload() });
        expect(codes).toContain(res.code);
      }
      await unchanged(t);
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
