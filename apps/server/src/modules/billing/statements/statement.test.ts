import type { TChargeSummary } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect } from "vitest";
import { expectFieldErrors } from "../../../../test/expect-answer.ts";
import { appTest, openApp } from "../../../../test/fixtures.ts";
import type { TSignedIn, TTestApp } from "../../../../test/harness.ts";
import { quoted, sourcingApi } from "../../../../test/support/sourcing.test-helpers.ts";
import { subscribeShipper } from "../../../../test/support/webhooks.test-helpers.ts";
import { countPdfPages } from "../../../kernel/documents/pdf-labels.ts";
import { webhookDeliveries } from "../../webhooks/webhooks.tables.ts";
import { billingCharges, billingCursors } from "../billing.tables.ts";
import { cursorMarginMs } from "../charges/charges.record.ts";
import { chargeProvider } from "../charges/charges.round.ts";
import { chargeStorageNights } from "../storage/storage.night.ts";
import { daysOf } from "./statement.data.ts";

const test = appTest;
test.beforeAll(openApp);

const month = new Date().toISOString().slice(0, 7);

/** A statement file as `who` reads it, in `language`. */
async function statement(
  t: TTestApp,
  who: TSignedIn,
  format: "pdf" | "xlsx",
  query: Record<string, string>,
  language = "en_us",
) {
  const search = new URLSearchParams({ month, ...query }).toString();
  return t.app.inject({
    method: "GET",
    url: `/api/billing/statement-${format}?${search}`,
    headers: { authorization: `Bearer ${who.token}`, cookie: `language_type=${language}` },
  });
}

async function rowsOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe("the monthly statement", () => {
  test("the merchant's and the provider's statements carry the month's charges with the screen's totals, in the reader's language", async ({
    app,
    api,
    apiAs,
    shipper,
    provider,
  }) => {
    // Two confirmed quotes and a credit note: three charges this month, USD 3.00 in all.
    for (const name of ["Lamp", "Mat"]) {
      const request = await quoted(app, { shipper, provider }, { product_name: name });
      await sourcingApi(app, shipper).post("confirm-quote", { sourcing_id: request.sourcing_id });
    }
    await chargeProvider(app.ctx.db, app.demo.providerId);
    const [first] = (
      await api.get<{ list: { id: string }[] }>("billing/query-charges", { group: "sourcing" })
    ).data.list;
    await api.post("billing/credit-charge", { charge_id: first?.id, reason: "Goodwill" });
    const { from, to } = daysOf(month);
    const screen = await apiAs(shipper).get<TChargeSummary>("billing/query-charges-summary", {
      day_from: from,
      day_to: to,
    });

    const mine = await statement(app, shipper, "xlsx", { provider_uuid: app.demo.providerId });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-disposition"]).toMatch(/^attachment; filename="statement-.+\.xlsx"$/);
    const rows = await rowsOf(mine.rawPayload);
    expect(rows[0]).toEqual([`Statement ${month}`]);
    const total = rows.find((r) => r[0] === "Total for the month (credit notes less)");
    expect(total?.[3]).toBe(screen.data.count);
    expect(total?.[5]).toBe(Number(screen.data.total));
    // Every charge behind the totals, a credit note named as one.
    const detail = rows.slice(rows.findIndex((r) => r[0] === "Day") + 1);
    expect(detail).toHaveLength(screen.data.count);
    expect(detail.map((r) => r[5] as number).reduce((a, b) => a + b, 0)).toBeCloseTo(
      Number(screen.data.total),
      2,
    );
    expect(detail.filter((r) => String(r[2]).endsWith("credit note"))).toHaveLength(1);

    // The provider names the customer and gets the same figures; in Chinese, the words are Chinese.
    const theirs = await statement(app, provider, "xlsx", { customer_id: app.demo.customerId }, "zh_cn");
    const zh = await rowsOf(theirs.rawPayload);
    expect(zh[0]).toEqual([`对账单 ${month}`]);
    expect(zh.find((r) => r[0] === "本月合计（已扣除贷记单）")?.[5]).toBe(Number(screen.data.total));

    const pdf = await statement(app, shipper, "pdf", { provider_uuid: app.demo.providerId }, "zh_cn");
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(countPdfPages(pdf.rawPayload)).toBeGreaterThanOrEqual(1);
  });

  test("a provider names the customer; a month is YYYY-MM", async ({ app, provider }) => {
    const none = await statement(app, provider, "pdf", {});
    expectFieldErrors(JSON.parse(none.body), { customer_id: "Choose the customer whose statement you want" });
    const bad = await statement(app, provider, "xlsx", {
      customer_id: app.demo.customerId,
      month: "2026-13",
    });
    expectFieldErrors(JSON.parse(bad.body), { month: "Enter a month as YYYY-MM" });
  });

  test("the night that closes a month tops a customer's charges up to the monthly minimum and tells it its statement is ready, with the month's totals", async ({
    app,
    shipper,
  }) => {
    await subscribeShipper(app, shipper, "statement.ready", { url: "https://hooks.example.com/statements" });
    // Last month's charges: one and its credit note (the demo card priced last month too).
    const today = new Date();
    const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
    const lastDay = last.toISOString().slice(0, 10);
    const lastMonth = lastDay.slice(0, 7);
    const work = {
      providerId: app.demo.providerId,
      customerId: app.demo.customerId,
      kind: "outbound_order" as const,
      sourceKind: "order" as const,
      sourceId: app.demo.customerId,
      sourceCode: "SO-LAST-MONTH",
      eventAt: last,
      billingDay: lastDay,
      rate: "1.20",
      currency: "USD",
    };
    await app.ctx.db.insert(billingCharges).values([
      { ...work, chargeKey: "test:last-month", quantity: "1", amount: "1.20" },
      { ...work, chargeKey: "test:last-month:2", quantity: "2", amount: "2.40" },
    ]);
    await app.ctx.db
      .insert(billingCursors)
      .values({
        providerId: app.demo.providerId,
        source: "storage",
        through: new Date(`${lastDay}T00:00:00Z`),
      })
      .onConflictDoUpdate({
        target: [billingCursors.providerId, billingCursors.source],
        set: { through: new Date(`${lastDay}T00:00:00Z`) },
      });
    const run = await chargeStorageNights(
      app.ctx.db,
      app.demo.providerId,
      new Date(last.getTime() + 86_400_000 + cursorMarginMs),
    );
    expect(run.nights).toEqual([lastDay]);
    const events = await app.ctx.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, "statement.ready"));
    // The demo card's monthly minimum is 50.00: the month's 3.60 is topped up by 46.40, dated its last day.
    const minimum = await app.ctx.db
      .select()
      .from(billingCharges)
      .where(
        and(eq(billingCharges.customerId, app.demo.customerId), eq(billingCharges.kind, "monthly_minimum")),
      );
    expect(minimum.map((c) => [c.billingDay, c.sourceCode, c.quantity, c.amount])).toEqual([
      [lastDay, `MIN${lastMonth.replace("-", "")}`, "1.0000", "46.40"],
    ]);
    expect(events.map((e) => JSON.parse(e.body).data)).toEqual([
      {
        month: lastMonth,
        currency: "USD",
        count: 3,
        total: "50.00",
        pdf: `/api/billing/statement-pdf?provider_uuid=${app.demo.providerId}&month=${lastMonth}`,
        xlsx: `/api/billing/statement-xlsx?provider_uuid=${app.demo.providerId}&month=${lastMonth}`,
      },
    ]);
    // The same night again (its cursor put back) tops up nothing more.
    await app.ctx.db
      .update(billingCursors)
      .set({ through: new Date(`${lastDay}T00:00:00Z`) })
      .where(and(eq(billingCursors.providerId, app.demo.providerId), eq(billingCursors.source, "storage")));
    const again = await chargeStorageNights(
      app.ctx.db,
      app.demo.providerId,
      new Date(last.getTime() + 86_400_000 + cursorMarginMs),
    );
    expect(again).toMatchObject({ charged: 0, nights: [lastDay] });
  });
});
