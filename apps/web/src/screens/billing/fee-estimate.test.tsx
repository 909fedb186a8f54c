import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { TFeeEstimate } from "@wms/contracts";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt } from "../../test/render-at.tsx";
import { signedInAs, signOut } from "../../test/signed-in.ts";
import { billingApi } from "./billing-api.ts";
import { FeeEstimate } from "./fee-estimate.tsx";

await i18nReady;

const api = mockApi(billingApi);

afterEach(() => {
  cleanup();
  signOut();
  vi.clearAllMocks();
});

/** Longer than the estimate's pause after the last change, so a query it would ask has been asked. */
const pause = () => act(() => new Promise((r) => setTimeout(r, 500)));

const orderEstimate: TFeeEstimate = {
  currency: "USD",
  items: [
    { kind: "outbound_order", quantity: "1", rate: "1.20", amount: "1.20", approximate: false },
    { kind: "outbound_extra_unit", quantity: "4", rate: "0.30", amount: "1.20", approximate: false },
  ],
  unpriced: ["outbound_extra_line"],
  total: "2.40",
  priced: true,
};

describe("the fee estimate", () => {
  it("shows a drop shipper each fee, the total and what is not priced yet, asked of its provider", async () => {
    signedInAs("dropShipper");
    api.estimateFees.mockResolvedValue(orderEstimate);
    renderAt("/ds/order", <FeeEstimate work="order" providerUuid="p-1" lines={2} units={5} />);
    const box = await screen.findByTestId("fee-estimate");
    expect(api.estimateFees).toHaveBeenCalledWith({
      work: "order",
      provider_uuid: "p-1",
      lines: 2,
      units: 5,
    });
    expect(box.textContent).toContain("Expected fees under today's rates");
    expect(screen.getByTestId("fee-estimate-outbound_order").textContent).toBe(
      "Order handling: 1 × 1.20 = USD 1.20",
    );
    expect(screen.getByTestId("fee-estimate-outbound_extra_unit").textContent).toBe(
      "Extra unit in an order: 4 × 0.30 = USD 1.20",
    );
    // The total is a polite live region: a screen reader hears it change as the lines do.
    expect(screen.getByRole("status").textContent).toBe("Total: USD 2.40");
    expect(screen.getByTestId("fee-estimate-unpriced").textContent).toBe(
      "Not yet priced: Extra line in an order — the provider prices it after the work",
    );
    // A hint, not an alert.
    expect(box.getAttribute("role")).toBe("note");
    // Nothing reckoned at a declared weight: no "about".
    expect(screen.queryByTestId("fee-estimate-approximate")).toBeNull();
  });

  it("asks provider staff's estimate by the customer's card, a receipt with its cartons", async () => {
    signedInAs("provider");
    api.estimateFees.mockResolvedValue({
      currency: "CNY",
      items: [{ kind: "receiving_receipt", quantity: "1", rate: "5.00", amount: "5.00", approximate: false }],
      unpriced: ["receiving_unit", "receiving_carton"],
      total: "5.00",
      priced: true,
    });
    renderAt(
      "/p/addWarehouse",
      <FeeEstimate work="receipt" customerId="c-1" providerUuid="ignored" lines={2} units={10} cartons={3} />,
    );
    expect((await screen.findByRole("status")).textContent).toBe("Total: CNY 5.00");
    expect(api.estimateFees).toHaveBeenCalledWith({
      work: "receipt",
      customer_id: "c-1",
      lines: 2,
      units: 10,
      cartons: 3,
    });
    expect(screen.getByTestId("fee-estimate-unpriced").textContent).toBe(
      "No rate on the card for Receiving per unit, Receiving per carton: price them under Unpriced work once the work is done",
    );
  });

  it("asks an order's estimate with its channel and declared weight, a weight only with a channel", async () => {
    signedInAs("dropShipper");
    api.estimateFees.mockResolvedValue(orderEstimate);
    renderAt(
      "/ds/order",
      <>
        <FeeEstimate work="order" providerUuid="p-1" lines={1} units={2} channelId="ch-1" weight="1.25" />
        <FeeEstimate work="order" providerUuid="p-1" lines={1} units={3} weight="1.25" />
        <FeeEstimate work="receipt" providerUuid="p-1" lines={1} units={4} channelId="ch-1" weight="2" />
      </>,
    );
    await waitFor(() => expect(api.estimateFees).toHaveBeenCalledTimes(3));
    const asked = api.estimateFees.mock.calls.map(([q]) => q);
    expect(asked).toContainEqual(expect.objectContaining({ units: 2, channel_id: "ch-1", weight: "1.25" }));
    expect(asked.find((q) => q.units === 3)).toMatchObject({ channel_id: undefined, weight: undefined });
    expect(asked.find((q) => q.units === 4)).toMatchObject({ channel_id: undefined, weight: undefined });
  });

  it("shows a percent kind's cost and percent, and about what shipping at the declared weight comes to", async () => {
    signedInAs("provider");
    api.estimateFees.mockResolvedValue({
      currency: "USD",
      items: [
        { kind: "outbound_order", quantity: "1", rate: "1.20", amount: "1.20", approximate: false },
        { kind: "packaging_markup", quantity: "0.8", rate: "15.00", amount: "0.92", approximate: false },
        {
          kind: "shipping_markup_percent",
          quantity: "5.5",
          rate: "22.00",
          amount: "6.71",
          approximate: true,
        },
        { kind: "shipping_markup_fixed", quantity: "1", rate: "0.50", amount: "0.50", approximate: false },
      ],
      unpriced: [],
      total: "9.33",
      priced: true,
    });
    renderAt(
      "/p/order",
      <FeeEstimate work="order" customerId="c-1" lines={1} units={1} channelId="ch-1" weight="0.7" />,
    );
    const text = async (kind: string) => (await screen.findByTestId(`fee-estimate-${kind}`)).textContent;
    expect(await text("outbound_order")).toBe("Order handling: 1 × 1.20 = USD 1.20");
    expect(await text("packaging_markup")).toBe(
      "Packaging (cost plus markup): cost 0.80 + 15.00 % = USD 0.92",
    );
    expect(await text("shipping_markup_percent")).toBe(
      "Shipping (cost plus percent): cost 5.50 + 22.00 % = about USD 6.71",
    );
    expect(await text("shipping_markup_fixed")).toBe("Shipping markup (per parcel): 1 × 0.50 = USD 0.50");
    // Some of it is reckoned at the declared weight: so is the total, and the box says what decides.
    expect(screen.getByRole("status").textContent).toBe("Total: about USD 9.33");
    expect(screen.getByTestId("fee-estimate-approximate").textContent).toContain(
      "the parcel's weight on the scale at hand-over decides the charge",
    );
  });

  it("says nothing when the provider has no card in effect, or when the estimate is refused", async () => {
    signedInAs("dropShipper");
    api.estimateFees.mockResolvedValue({
      currency: "USD",
      items: [],
      unpriced: [],
      total: "0",
      priced: false,
    });
    renderAt("/ds/order", <FeeEstimate work="order" providerUuid="p-1" lines={1} units={1} />);
    await waitFor(() => expect(api.estimateFees).toHaveBeenCalled());
    await pause();
    expect(screen.queryByTestId("fee-estimate")).toBeNull();
    cleanup();

    api.estimateFees.mockRejectedValue(new ApiError(4001, "Parameter error"));
    renderAt("/ds/order", <FeeEstimate work="order" providerUuid="p-1" lines={1} units={1} />);
    await waitFor(() => expect(api.estimateFees).toHaveBeenCalledTimes(2));
    await pause();
    expect(screen.queryByTestId("fee-estimate")).toBeNull();
  });

  it("asks nothing before a line names a SKU, nor for a drop shipper with no provider", async () => {
    signedInAs("dropShipper");
    api.estimateFees.mockResolvedValue(orderEstimate);
    renderAt(
      "/ds/order",
      <>
        <FeeEstimate work="order" providerUuid="p-1" lines={0} units={0} />
        <FeeEstimate work="receipt" lines={1} units={1} cartons={1} />
      </>,
    );
    await pause();
    expect(api.estimateFees).not.toHaveBeenCalled();
    expect(screen.queryByTestId("fee-estimate")).toBeNull();
  });

  it("is neither asked nor shown in an operator's session: operators never see prices", async () => {
    signedInAs("operator");
    api.estimateFees.mockResolvedValue(orderEstimate);
    renderAt("/p/order", <FeeEstimate work="order" customerId="c-1" lines={2} units={5} />);
    await pause();
    expect(api.estimateFees).not.toHaveBeenCalled();
    expect(screen.queryByTestId("fee-estimate")).toBeNull();
  });

  it("asks again once the lines stop changing, keeping the last figures meanwhile", async () => {
    signedInAs("dropShipper");
    function Typing() {
      const [units, setUnits] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setUnits((u) => u + 1)}>
            one more
          </button>
          <FeeEstimate work="order" providerUuid="p-1" lines={1} units={units} />
        </>
      );
    }
    api.estimateFees.mockResolvedValueOnce({ ...orderEstimate, total: "1.20" });
    let answer: (estimate: TFeeEstimate) => void = () => {};
    api.estimateFees.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderAt("/ds/order", <Typing />);
    expect((await screen.findByRole("status")).textContent).toBe("Total: USD 1.20");

    const more = screen.getByRole("button", { name: "one more" });
    for (let i = 0; i < 3; i++) fireEvent.click(more);
    await pause();
    // One question for the units typed last, none for those in between.
    expect(api.estimateFees.mock.calls.map(([q]) => q.units)).toEqual([1, 4]);
    expect(screen.getByRole("status").textContent).toBe("Total: USD 1.20");

    act(() => answer({ ...orderEstimate, total: "2.10" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Total: USD 2.10"));
  });
});
