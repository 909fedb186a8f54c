/**
 * Tenant-isolation probes of the sourcing service (spread into the matrix of tenant-isolation.test.ts). The
 * rival tenant's customer has a quoted request (pending its confirmation) for a link; no role of the demo
 * tenant may read, change, quote, confirm, assign or re-submit it, by id, link, customer or provider_uuid.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { sourcingQuotes, sourcingRequests } from "../src/modules/sourcing/sourcing.tables.ts";
import { ownTenant, type TTestApp } from "./harness.ts";
import { multipartFile, tinyPng, xlsxOf } from "./support/products.test-helpers.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import { callAs, expectRefused, insertId, refused, rivalByIdProbe } from "./tenant-isolation.shared.ts";

const rivalLink = "https://detail.1688.com/offer/990000000001.html";
const rivalRequest = { id: "", code: "SR209901010001" };

export async function seedRivalSourcing(t: TTestApp, foreign: TForeignTenant) {
  rivalRequest.id = await insertId(t, sourcingRequests, {
    providerId: foreign.providerId,
    customerId: foreign.customerId,
    code: rivalRequest.code,
    mode: "link",
    status: "pending_confirmation",
    url: rivalLink,
    marketplace: "1688",
    linkKey: "1688:990000000001",
    description: "RIVAL-SECRET",
    validUntil: new Date(Date.now() + 7 * 24 * 3600_000),
    createdBy: foreign.customerId,
  });
  await t.ctx.db.insert(sourcingQuotes).values({
    providerId: foreign.providerId,
    requestId: rivalRequest.id,
    supplierName: "Rival supplier",
    productTitle: "Rival product",
    currency: "USD",
    moq: 1,
    leadTimeDays: 1,
    validUntil: new Date(Date.now() + 7 * 24 * 3600_000),
    variants: [{ colour: "", size: "", sku: "RIVAL-SRC-1", unitCost: "1.00", weight: "0.100" }],
    shipping: [],
    quotedBy: foreign.customerId,
    quotedByName: "rival_provider",
  });
}

async function rivalUnchanged(t: TTestApp) {
  const [r] = await t.ctx.db
    .select({
      status: sourcingRequests.status,
      description: sourcingRequests.description,
      assigneeId: sourcingRequests.assigneeId,
    })
    .from(sourcingRequests)
    .where(eq(sourcingRequests.id, rivalRequest.id));
  expect(r).toEqual({ status: "pending_confirmation", description: "RIVAL-SECRET", assigneeId: null });
  const [q] = await t.ctx.db
    .select({ version: sourcingQuotes.version, supplier: sourcingQuotes.supplierName })
    .from(sourcingQuotes)
    .where(eq(sourcingQuotes.requestId, rivalRequest.id));
  expect(q).toEqual({ version: 1, supplier: "Rival supplier" });
  const copies = await t.ctx.db
    .select({ id: sourcingRequests.id })
    .from(sourcingRequests)
    .where(eq(sourcingRequests.description, "RIVAL-SECRET"));
  expect(copies).toHaveLength(1);
}

/** The rival request by id, in the caller's own tenant and naming the rival provider: always refused. */
function byIdProbe(path: string, method: "GET" | "POST", extra: Record<string, unknown> = {}): TEntry {
  return rivalByIdProbe(
    method,
    `/api/sourcing/${path}`,
    () => ({ sourcing_id: rivalRequest.id, ...extra }),
    rivalUnchanged,
  );
}

const quote = {
  supplier_name: "HACKED",
  product_title: "HACKED",
  lead_time_days: 1,
  valid_until: new Date(Date.now() + 3 * 24 * 3600_000).toISOString().slice(0, 10),
  variants: [{ unit_cost: "1", weight: "0.1" }],
};

export const sourcingMatrix: Record<string, TEntry> = {
  "POST /api/sourcing/create-sourcing": {
    probe: async (t, me, f) => {
      const item = { mode: "link", url: rivalLink, description: "probe" };
      const inRival = await callAs(t, me, "POST", "/api/sourcing/create-sourcing", {
        provider_uuid: f.providerId,
        items: [item],
      });
      expect(refused).toContain(inRival.code);
      if (me.role === "dropShipper") {
        // The rival's link is not a duplicate here: its records are another tenant's.
        const own = await callAs(t, me, "POST", "/api/sourcing/create-sourcing", {
          ...ownTenant(t, me),
          items: [item],
        });
        expect(own.code).toBe(1000);
        expect(JSON.stringify(own.data)).not.toContain(rivalRequest.code);
      } else {
        const staff = await callAs(t, me, "POST", "/api/sourcing/create-sourcing", { items: [item] });
        expect(staff.code).toBe(4003);
      }
      await rivalUnchanged(t);
    },
  },
  "POST /api/sourcing/upload-image": {
    probe: async (t, me, f) => {
      const file = multipartFile("a.png", tinyPng, "image/png");
      const res = await t.call({
        url: "/api/sourcing/upload-image",
        token: me.token,
        query: { provider_uuid: f.providerId },
        headers: file.headers,
        body: file.body,
      });
      expect(refused).toContain(res.code);
    },
  },
  "POST /api/sourcing/import-sourcing": {
    probe: async (t, me, f) => {
      const sheet = await xlsxOf(["Mode", "Link", "Description"], [["link", rivalLink, "probe import"]]);
      const file = multipartFile("sourcing.xlsx", sheet);
      const res = await t.call({
        url: "/api/sourcing/import-sourcing",
        token: me.token,
        query: { provider_uuid: f.providerId },
        headers: file.headers,
        body: file.body,
      });
      expect(refused).toContain(res.code);
      await rivalUnchanged(t);
    },
  },
  "GET /api/files/sourcing/:name": {
    exempt: "public by random unguessable name, like a CDN (sourcing images, as product images)",
  },
  "GET /api/sourcing/query-sourcing": {
    probe: async (t, me, f) => {
      const queries: Record<string, string>[] = [
        { page_size: "200" },
        { keyword: rivalRequest.code },
        { keyword: "RIVAL-SECRET" },
        { keyword: "Rival supplier" },
      ];
      for (const query of queries) {
        const res = await t.call<{ list: { sourcing_id: string }[] }>({
          url: "/api/sourcing/query-sourcing",
          token: me.token,
          query: { ...ownTenant(t, me), ...query },
        });
        expect(res.code).toBe(200);
        expect(res.data.list.map((r) => r.sourcing_id)).not.toContain(rivalRequest.id);
      }
      await expectRefused(
        t.call({
          url: "/api/sourcing/query-sourcing",
          token: me.token,
          query: { provider_uuid: f.providerId },
        }),
      );
      const byCustomer = await t.call<{ total: number }>({
        url: "/api/sourcing/query-sourcing",
        token: me.token,
        query: { ...ownTenant(t, me), customer_id: f.customerId },
      });
      expect(byCustomer.code).toBe(200);
      expect(byCustomer.data.total).toBe(0);
    },
  },
  "GET /api/sourcing/query-sourcing-detail": byIdProbe("query-sourcing-detail", "GET"),
  "POST /api/sourcing/resubmit-sourcing": byIdProbe("resubmit-sourcing", "POST"),
  "POST /api/sourcing/cancel-sourcing": byIdProbe("cancel-sourcing", "POST"),
  "POST /api/sourcing/start-sourcing": byIdProbe("start-sourcing", "POST"),
  "POST /api/sourcing/quote-sourcing": byIdProbe("quote-sourcing", "POST", quote),
  "POST /api/sourcing/reject-sourcing": byIdProbe("reject-sourcing", "POST", { reason: "HACKED" }),
  "POST /api/sourcing/reject-quote": byIdProbe("reject-quote", "POST", { reason: "HACKED" }),
  "POST /api/sourcing/confirm-quote": byIdProbe("confirm-quote", "POST"),
  "POST /api/sourcing/assign-sourcing": {
    probe: async (t, me) => {
      const res = await t.call<{ list: unknown[] }>({
        url: "/api/sourcing/assign-sourcing",
        token: me.token,
        body: { sourcing_ids: [rivalRequest.id], assignee_id: null },
      });
      if (me.role === "dropShipper") expect(res.code).toBe(4003);
      else expect(res).toMatchObject({ code: 200, data: { list: [] } });
      await rivalUnchanged(t);
    },
  },
  "GET /api/sourcing/query-staff": {
    probe: async (t, me) => {
      const res = await t.call<{ username: string }[]>({ url: "/api/sourcing/query-staff", token: me.token });
      if (me.role === "dropShipper") return expect(res.code).toBe(4003);
      expect(res.code).toBe(200);
      const names = res.data.map((u) => u.username);
      expect(names).toEqual(expect.arrayContaining(["demo_operator", "demo_provider"]));
      expect(names).not.toContain("rival_operator");
      expect(names).not.toContain("rival_provider");
    },
  },
  "GET /api/sourcing/query-quotas": {
    probe: async (t, me, f) => {
      const res = await t.call<{ customers: { customer_id: string }[] }>({
        url: "/api/sourcing/query-quotas",
        token: me.token,
      });
      if (me.role === "dropShipper") return expect(res.code).toBe(4003);
      expect(res.code).toBe(200);
      expect(res.data.customers.map((c) => c.customer_id)).not.toContain(f.customerId);
    },
  },
  "POST /api/sourcing/update-quota": {
    probe: async (t, me, f) => {
      const res = await t.call({
        url: "/api/sourcing/update-quota",
        token: me.token,
        body: { customer_id: f.customerId, daily_quota: 0 },
      });
      expect(refused).toContain(res.code);
    },
  },
  "GET /api/sourcing/query-my-quota": {
    probe: async (t, me, f) => {
      await expectRefused(
        t.call({
          url: "/api/sourcing/query-my-quota",
          token: me.token,
          query: { provider_uuid: f.providerId },
        }),
      );
    },
  },
};
