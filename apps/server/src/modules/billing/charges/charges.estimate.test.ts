import type { TFeeEstimate } from "@wms/contracts";
import { describe, expect } from "vitest";
import { expectFieldErrors } from "../../../../test/expect-answer.ts";
import { appTest, openApp } from "../../../../test/fixtures.ts";

const test = appTest;
test.beforeAll(openApp);

const url = "/api/billing/estimate-fees";
const invalid = "Invalid value";

describe("the price before the work", () => {
  test("a receipt's fees under the demo card: per receipt and per unit, the cartons named as unpriced, never free", async ({
    app,
    shipper,
    provider,
  }) => {
    const query = { work: "receipt", lines: "3", units: "40", cartons: "2" };
    const asShipper = await app.call<TFeeEstimate>({
      url,
      token: shipper.token,
      query: { ...query, provider_uuid: app.demo.providerId },
    });
    // The demo card: 5.00 per receipt, 0.15 per unit, no rate per carton.
    const expected = {
      currency: "USD",
      items: [
        { kind: "receiving_receipt", quantity: "1", rate: "5.00", amount: "5.00", approximate: false },
        { kind: "receiving_unit", quantity: "40", rate: "0.15", amount: "6.00", approximate: false },
      ],
      unpriced: ["receiving_carton"],
      total: "11.00",
      priced: true,
    };
    expect(asShipper).toMatchObject({ code: 200, data: expected });
    // Provider staff ask for a customer: the same card, the same figures.
    const asProvider = await app.call<TFeeEstimate>({
      url,
      token: provider.token,
      query: { ...query, customer_id: app.demo.customerId },
    });
    expect(asProvider.data).toEqual(expected);
  });

  test("bad counts and a stranger customer are refused with the field named; operators never see prices", async ({
    app,
    provider,
    operator,
  }) => {
    const bad = await app.call({
      url,
      token: provider.token,
      query: { work: "order", lines: "-1", units: "x" },
    });
    expectFieldErrors(bad, { lines: invalid, units: invalid });
    const stranger = await app.call({
      url,
      token: provider.token,
      query: { work: "order", lines: "1", units: "1", customer_id: "00000000-0000-4000-8000-000000000000" },
    });
    expectFieldErrors(stranger, { customer_id: "Customer not found; choose one of your customers" });
    const operatorCall = await app.call({
      url,
      token: operator.token,
      query: { work: "order", lines: "1", units: "1" },
    });
    expect(operatorCall.code).toBe(4003);
  });
});
