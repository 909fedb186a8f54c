/**
 * Tenant-isolation probes of billing (spread into the matrix of tenant-isolation.test.ts). The rival tenant
 * has a default card and a card of its customer, each with a version and rates, and its own currency; no
 * role of the demo tenant may read, change or delete them, or make a card for the rival's customer.
 */
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { expect } from "vitest";
import {
  billingCharges,
  billingDisputes,
  billingSettings,
  billingUnpricedWork,
  rateCardRates,
  rateCards,
  rateCardVersions,
} from "../src/modules/billing/billing.tables.ts";
import { ownTenant, type TTestApp } from "./harness.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import {
  callAs,
  expectRivalProviderRefused,
  insertId,
  refused,
  rivalByIdProbe,
  staffListProbe,
} from "./tenant-isolation.shared.ts";

const rival = {
  defaultCardId: "",
  customerCardId: "",
  versionId: "",
  chargeId: "",
  unpricedId: "",
  disputeId: "",
};
const rivalCode = "SO-RIVAL-BILLED";
const rivalRate = { kind: "outbound_order" as const, amount: "9.8765" };

export async function seedRivalBilling(t: TTestApp, foreign: TForeignTenant) {
  const providerId = foreign.providerId;
  await t.ctx.db.insert(billingSettings).values({ providerId, currency: "JPY" });
  rival.defaultCardId = await insertId(t, rateCards, { providerId, customerId: null });
  rival.customerCardId = await insertId(t, rateCards, { providerId, customerId: foreign.customerId });
  for (const cardId of [rival.defaultCardId, rival.customerCardId]) {
    // A day to come: a version the rival could still edit or delete.
    rival.versionId = await insertId(t, rateCardVersions, {
      providerId,
      cardId,
      effectiveFrom: "2099-01-01",
      createdBy: "rival_provider",
    });
    await t.ctx.db
      .insert(rateCardRates)
      .values({ providerId, versionId: rival.versionId, position: 0, ...rivalRate });
  }
  const work = {
    providerId,
    customerId: foreign.customerId,
    kind: "outbound_order" as const,
    sourceKind: "order" as const,
    sourceId: foreign.customerId,
    sourceCode: rivalCode,
    eventAt: new Date(),
    billingDay: new Date().toISOString().slice(0, 10),
    quantity: "1",
  };
  rival.chargeId = await insertId(t, billingCharges, {
    ...work,
    chargeKey: "rival:charge",
    rate: "9.8765",
    amount: "9.88",
    currency: "JPY",
  });
  rival.unpricedId = await insertId(t, billingUnpricedWork, { ...work, chargeKey: "rival:unpriced" });
  rival.disputeId = await insertId(t, billingDisputes, {
    providerId,
    customerId: foreign.customerId,
    chargeId: rival.chargeId,
    reason: "RIVAL-DISPUTE",
    raisedBy: "rival_shipper",
  });
}

/** The rival's dispute is as seeded: open, unanswered, and the only one of its tenant. */
async function rivalDisputeUnchanged(t: TTestApp, f: TForeignTenant) {
  const rows = await t.ctx.db
    .select()
    .from(billingDisputes)
    .where(eq(billingDisputes.providerId, f.providerId));
  expect(rows.map((r) => [r.id, r.status, r.resolvedBy])).toEqual([[rival.disputeId, "open", null]]);
}

/** The rival's charge and unpriced work are as seeded: nothing priced, waived or added. */
async function rivalWorkUnchanged(t: TTestApp, f: TForeignTenant) {
  const charges = await t.ctx.db
    .select()
    .from(billingCharges)
    .where(eq(billingCharges.providerId, f.providerId));
  expect(charges.map((c) => c.id)).toEqual([rival.chargeId]);
  const [item] = await t.ctx.db
    .select()
    .from(billingUnpricedWork)
    .where(eq(billingUnpricedWork.id, rival.unpricedId));
  expect(item).toMatchObject({ status: "open", resolvedBy: null });
}

/** The rival's unpriced work, priced or waived by id: refused (a provider finds none of its own open). */
const unpricedProbe = (path: string, extra: Record<string, string>): TEntry => ({
  probe: async (t, me, f) => {
    const res = await callAs(t, me, "POST", `/api/billing/${path}`, { ids: [rival.unpricedId], ...extra });
    // The provider is told the item is no longer open (its own tenant holds no such item), the others are refused.
    expect(res.code).toBe(me.role === "provider" ? 4009 : 4003);
    await rivalWorkUnchanged(t, f);
  },
});

async function rivalUnchanged(t: TTestApp, f: TForeignTenant) {
  const cards = await t.ctx.db.select().from(rateCards).where(eq(rateCards.providerId, f.providerId));
  expect(cards.map((c) => c.id).sort()).toEqual([rival.defaultCardId, rival.customerCardId].sort());
  const versions = await t.ctx.db
    .select()
    .from(rateCardVersions)
    .where(eq(rateCardVersions.providerId, f.providerId));
  expect(versions.map((v) => v.effectiveFrom)).toEqual(["2099-01-01", "2099-01-01"]);
  const rates = await t.ctx.db.select().from(rateCardRates).where(eq(rateCardRates.providerId, f.providerId));
  expect(rates.map((r) => r.amount)).toEqual([rivalRate.amount, rivalRate.amount]);
  const [settings] = await t.ctx.db
    .select()
    .from(billingSettings)
    .where(eq(billingSettings.providerId, f.providerId));
  expect(settings?.currency).toBe("JPY");
}

const version = {
  effective_from: "2099-06-01",
  rates: [{ kind: "outbound_order", amount: "0.01" }],
  note: "HACKED",
};

/** A write naming the rival's card or version: refused (a provider finds no such card in its own tenant). */
const writeProbe = (method: "POST" | "PUT" | "DELETE", path: string, ids: () => Record<string, string>) =>
  rivalByIdProbe(method, `/api/billing/${path}`, () => ({ ...version, ...ids() }), rivalUnchanged);

/**
 * A statement of the rival's customer, or naming the rival provider: the provider finds no such customer of
 * its own (4004), a drop shipper's statement is always its own (the xlsx never lists the rival's charge),
 * operators never see prices; naming the rival provider is refused.
 */
const statementProbe = (path: "statement-pdf" | "statement-xlsx"): TEntry => ({
  probe: async (t, me, f) => {
    const url = `/api/billing/${path}`;
    const month = new Date().toISOString().slice(0, 7);
    const res = await t.app.inject({
      method: "GET",
      url: `${url}?${new URLSearchParams({ ...ownTenant(t, me), month, customer_id: f.customerId })}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    if (me.role === "dropShipper") {
      expect(res.statusCode).toBe(200);
      if (path === "statement-xlsx") {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        const cells: string[] = [];
        workbook.worksheets[0]?.eachRow((row) => cells.push(JSON.stringify(row.values)));
        expect(cells.join()).not.toContain(rivalCode);
      }
    } else expect(JSON.parse(res.body).code).toBe(me.role === "provider" ? 4004 : 4003);
    const named = await callAs(t, me, "GET", url, { provider_uuid: f.providerId, month });
    expect(refused).toContain(named.code);
  },
});

export const billingMatrix: Record<string, TEntry> = {
  "GET /api/billing/query-rate-cards": staffListProbe(
    "/api/billing/query-rate-cards",
    () => rival.customerCardId,
    (): Record<string, string>[] => [{ page_size: "200" }, { keyword: "rival" }, { card_type: "customer" }],
    true,
  ),
  "GET /api/billing/rate-card-detail": rivalByIdProbe("GET", "/api/billing/rate-card-detail", () => ({
    card_id: rival.customerCardId,
  })),
  "POST /api/billing/create-rate-card": {
    probe: async (t, me, f) => {
      const res = await callAs(t, me, "POST", "/api/billing/create-rate-card", {
        ...version,
        customer_id: f.customerId,
      });
      // The provider is told the customer is not one of its own (a field error), the others are refused.
      expect([...refused, 4001]).toContain(res.code);
      if (me.role === "provider") expect(res.code).toBe(4001);
      await rivalUnchanged(t, f);
    },
  },
  "POST /api/billing/add-rate-version": writeProbe("POST", "add-rate-version", () => ({
    card_id: rival.defaultCardId,
  })),
  "PUT /api/billing/update-rate-version": writeProbe("PUT", "update-rate-version", () => ({
    version_id: rival.versionId,
  })),
  "DELETE /api/billing/delete-rate-version": writeProbe("DELETE", "delete-rate-version", () => ({
    version_id: rival.versionId,
  })),
  "DELETE /api/billing/delete-rate-card": writeProbe("DELETE", "delete-rate-card", () => ({
    card_id: rival.customerCardId,
  })),
  "GET /api/billing/get-billing-settings": {
    probe: async (t, me, f) => {
      const res = await callAs(t, me, "GET", "/api/billing/get-billing-settings", {
        provider_uuid: f.providerId,
      });
      if (me.role !== "provider") return expect(res.code).toBe(4003);
      expect(res.code).toBe(200);
      expect(JSON.stringify(res.data)).not.toContain("JPY");
    },
  },
  "PUT /api/billing/update-billing-settings": {
    probe: async (t, me, f) => {
      const res = await callAs(t, me, "PUT", "/api/billing/update-billing-settings", {
        provider_uuid: f.providerId,
        currency: "USD",
      });
      // The provider changes its own settings only (the rival's stay JPY).
      expect(res.code).toBe(me.role === "provider" ? 200 : 4003);
      await rivalUnchanged(t, f);
    },
  },
  "GET /api/billing/query-charges": {
    probe: async (t, me, f) => {
      const queries: Record<string, string>[] = [
        { page_size: "200" },
        { keyword: rivalCode },
        { customer_id: f.customerId },
      ];
      for (const query of queries) {
        const res = await callAs(t, me, "GET", "/api/billing/query-charges", {
          ...ownTenant(t, me),
          ...query,
        });
        if (me.role === "operator") {
          expect(res.code).toBe(4003);
          continue;
        }
        expect(res.code).toBe(200);
        expect(JSON.stringify(res.data)).not.toContain(rivalCode);
      }
      await expectRivalProviderRefused(t, me, f, "/api/billing/query-charges");
    },
  },
  "GET /api/billing/query-charges-summary": {
    probe: async (t, me, f) => {
      const url = "/api/billing/query-charges-summary";
      for (const query of [{}, { keyword: rivalCode }, { customer_id: f.customerId }]) {
        const res = await callAs(t, me, "GET", url, { ...ownTenant(t, me), ...query });
        if (me.role === "operator") {
          expect(res.code).toBe(4003);
          continue;
        }
        expect(res.code).toBe(200);
        // The rival's charge (9.88 JPY) never counts in the caller's totals.
        expect(JSON.stringify(res.data)).not.toContain("JPY");
        // The rival's document, or (the provider) the rival's customer, selects nothing; a drop shipper's
        // customer filter is always its own.
        const nothing = "keyword" in query || (me.role === "provider" && "customer_id" in query);
        if (nothing) expect(res.data).toMatchObject({ count: 0, total: "0.00" });
      }
      await expectRivalProviderRefused(t, me, f, url);
    },
  },
  "GET /api/billing/query-unpriced-work": staffListProbe(
    "/api/billing/query-unpriced-work",
    () => rival.unpricedId,
    (): Record<string, string>[] => [{ page_size: "200" }, { keyword: rivalCode }, { status: "open" }],
    true,
  ),
  "POST /api/billing/price-unpriced-work": unpricedProbe("price-unpriced-work", { rate: "0.01" }),
  "POST /api/billing/waive-unpriced-work": unpricedProbe("waive-unpriced-work", { reason: "HACKED" }),
  "POST /api/billing/credit-charge": {
    probe: async (t, me, f) => {
      const res = await callAs(t, me, "POST", "/api/billing/credit-charge", {
        charge_id: rival.chargeId,
        reason: "HACKED",
      });
      // The provider finds no such charge in its own tenant; the others may not credit at all.
      expect(res.code).toBe(me.role === "provider" ? 4004 : 4003);
      await rivalWorkUnchanged(t, f);
    },
  },
  "GET /api/billing/estimate-fees": {
    probe: async (t, me, f) => {
      const url = "/api/billing/estimate-fees";
      const work = { work: "order", lines: "2", units: "5" };
      const rivals = await callAs(t, me, "GET", url, { ...work, provider_uuid: f.providerId });
      expect(refused).toContain(rivals.code);
      // The rival's customer: the provider is told it is not one of its own; a drop shipper's estimate is
      // always its own card's; operators never see prices.
      const res = await callAs(t, me, "GET", url, {
        ...ownTenant(t, me),
        ...work,
        customer_id: f.customerId,
      });
      const expected = { provider: 4001, dropShipper: 200, operator: 4003 } as const;
      expect(res.code).toBe(expected[me.role as keyof typeof expected]);
      expect(JSON.stringify(res.data)).not.toContain(rivalRate.amount.slice(0, 4));
      expect(JSON.stringify(res.data)).not.toContain("JPY");
    },
  },
  "POST /api/billing/dispute-charge": {
    probe: async (t, me, f) => {
      // The rival's charge: a drop shipper finds no such charge of its own; staff may not dispute at all.
      const res = await callAs(t, me, "POST", "/api/billing/dispute-charge", {
        provider_uuid: me.role === "dropShipper" ? t.demo.providerId : f.providerId,
        charge_id: rival.chargeId,
        reason: "HACKED",
      });
      expect(res.code).toBe(me.role === "dropShipper" ? 4004 : 4003);
      const named = await callAs(t, me, "POST", "/api/billing/dispute-charge", {
        provider_uuid: f.providerId,
        charge_id: rival.chargeId,
        reason: "HACKED",
      });
      expect(refused).toContain(named.code);
      await rivalDisputeUnchanged(t, f);
    },
  },
  "GET /api/billing/query-disputes": {
    probe: async (t, me, f) => {
      for (const query of [{}, { status: "open" }, { customer_id: f.customerId }]) {
        const res = await callAs(t, me, "GET", "/api/billing/query-disputes", {
          ...ownTenant(t, me),
          ...query,
        });
        if (me.role === "operator") {
          expect(res.code).toBe(4003);
          continue;
        }
        expect(res.code).toBe(200);
        expect(JSON.stringify(res.data)).not.toContain("RIVAL-DISPUTE");
      }
      await expectRivalProviderRefused(t, me, f, "/api/billing/query-disputes");
    },
  },
  "POST /api/billing/accept-dispute": rivalByIdProbe(
    "POST",
    "/api/billing/accept-dispute",
    () => ({ dispute_id: rival.disputeId, note: "HACKED" }),
    rivalDisputeUnchanged,
  ),
  "POST /api/billing/reject-dispute": rivalByIdProbe(
    "POST",
    "/api/billing/reject-dispute",
    () => ({ dispute_id: rival.disputeId, note: "HACKED" }),
    rivalDisputeUnchanged,
  ),
  "GET /api/billing/query-revenue": {
    probe: async (t, me, f) => {
      const res = await callAs(t, me, "GET", "/api/billing/query-revenue", {
        ...ownTenant(t, me),
        months: "12",
      });
      if (me.role !== "provider") return expect(res.code).toBe(4003);
      expect(res.code).toBe(200);
      // The rival's charge (9.88 JPY) is never the caller's revenue, nor its customer one of its customers.
      expect(JSON.stringify(res.data)).not.toContain("9.88");
      expect(JSON.stringify(res.data)).not.toContain(f.customerId);
      // Naming the rival provider changes nothing: the revenue is always the caller's own provider's.
      const named = await callAs(t, me, "GET", "/api/billing/query-revenue", { provider_uuid: f.providerId });
      expect(JSON.stringify(named.data)).not.toContain("9.88");
    },
  },
  "GET /api/billing/statement-pdf": statementProbe("statement-pdf"),
  "GET /api/billing/statement-xlsx": statementProbe("statement-xlsx"),
  "GET /api/billing/my-rate-card": {
    probe: async (t, me, f) => {
      const res = await callAs(t, me, "GET", "/api/billing/my-rate-card", { provider_uuid: f.providerId });
      expect(refused).toContain(res.code);
      expect(JSON.stringify(res.data)).not.toContain(rivalRate.amount.slice(0, 4));
    },
  },
};
