import type { TRevenue } from "@wms/contracts";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../../test/fixtures.ts";
import { billingCharges } from "../billing.tables.ts";
import { billingDay } from "../rates/rates.service.ts";

const test = appTest;
test.beforeAll(openApp);

describe("revenue", () => {
  test("adds the provider's charges up by month and fee group, credit notes less, and names the month's largest customers", async ({
    app,
    api,
    apiAs,
    shipper,
    operator,
  }) => {
    const today = billingDay();
    const [y, m] = today.split("-").map(Number) as [number, number];
    const twoBack = new Date(Date.UTC(y, m - 3, 15)).toISOString().slice(0, 10);
    const charge = (
      key: string,
      day: string,
      kind: "outbound_order" | "storage_location_day",
      amount: string,
    ) => ({
      providerId: app.demo.providerId,
      customerId: app.demo.customerId,
      chargeKey: key,
      kind,
      sourceKind: "order" as const,
      sourceId: app.demo.customerId,
      sourceCode: key,
      eventAt: new Date(`${day}T12:00:00Z`),
      billingDay: day,
      quantity: "1",
      rate: amount,
      amount,
      currency: "USD",
    });
    await app.ctx.db
      .insert(billingCharges)
      .values([
        charge("a", today, "outbound_order", "1.20"),
        charge("b", today, "outbound_order", "2.40"),
        charge("c", today, "storage_location_day", "0.30"),
        { ...charge("d", today, "outbound_order", "-1.20"), quantity: "-1" },
        charge("e", twoBack, "storage_location_day", "7.05"),
      ]);
    const res = await api.get<TRevenue>("billing/query-revenue", { months: "3" });
    expect(res.data).toEqual({
      currency: "USD",
      months: [
        { month: twoBack.slice(0, 7), total: "7.05", by_group: [{ group: "storage", amount: "7.05" }] },
        {
          month: new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7),
          total: "0.00",
          by_group: [],
        },
        {
          month: today.slice(0, 7),
          total: "2.70",
          by_group: [
            { group: "storage", amount: "0.30" },
            { group: "outbound", amount: "2.40" },
          ],
        },
      ],
      customers: [
        {
          customer_id: app.demo.customerId,
          customer_name: "demo_shipper",
          owner_code: expect.any(String),
          amount: "2.70",
        },
      ],
    });
    // Six months unless told; prices are the provider's business.
    expect((await api.get<TRevenue>("billing/query-revenue", {})).data.months).toHaveLength(6);
    expect((await apiAs(shipper).get("billing/query-revenue", {})).code).toBe(4003);
    expect((await apiAs(operator).get("billing/query-revenue", {})).code).toBe(4003);
  });
});
