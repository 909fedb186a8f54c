import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { TCustomer, TFeeEstimate } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, shipperOf } from "../../test/render-at.tsx";
import { signedInAs, signOut } from "../../test/signed-in.ts";
import { billingApi } from "../billing/billing-api.ts";
import { customersApi } from "../customers/customers-api.ts";
import { storageApi } from "../warehousing/storage-api.ts";
import { ReceiptFormScreen } from "./receipt-form-screen.tsx";

await i18nReady;

const billing = mockApi(billingApi);
const storage = mockApi(storageApi);
const customers = mockApi(customersApi);

afterEach(() => {
  cleanup();
  signOut();
  window.history.replaceState(null, "", "/");
  vi.clearAllMocks();
});

const estimate: TFeeEstimate = {
  currency: "USD",
  items: [
    { kind: "receiving_receipt", quantity: "1", rate: "5.00", amount: "5.00", approximate: false },
    { kind: "receiving_unit", quantity: "3", rate: "0.10", amount: "0.30", approximate: false },
  ],
  unpriced: ["receiving_carton"],
  total: "5.30",
  priced: true,
};

function answerAll() {
  billing.estimateFees.mockResolvedValue(estimate);
  const empty = { list: [], total: 0, page_size: 200, cur_page: 1 };
  storage.list.mockResolvedValue(empty);
  storage.relatedProducts.mockResolvedValue(empty);
}

/** Scans (types and presses Enter) each code: a new SKU adds a line of 1, a SKU again counts its line up. */
async function scan(...codes: string[]) {
  const field = await screen.findByTestId("receipt-form-scan");
  for (const code of codes) {
    fireEvent.change(field, { target: { value: code } });
    fireEvent.keyDown(field, { key: "Enter", code: "Enter", keyCode: 13 });
    // The field takes one Enter per key press: it waits for the key to come up.
    fireEvent.keyUp(field, { key: "Enter", code: "Enter", keyCode: 13 });
  }
}

describe("the receipt form's fee estimate", () => {
  it("asks a drop shipper's estimate of its provider with the lines, their units and a carton per box", async () => {
    signedInAs("dropShipper");
    answerAll();
    renderAt(
      "/ds/addWarehouse",
      <ReceiptFormScreen />,
      shipperOf([{ provider_uuid: "p-1", name_of_provider: "Demo 3PL" }]),
    );
    await scan("SKU-1", "SKU-1", "SKU-2");
    await waitFor(() => expect(screen.getAllByTestId("receipt-form-line")).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: /Add box/ }));

    await waitFor(() =>
      expect(billing.estimateFees).toHaveBeenLastCalledWith({
        work: "receipt",
        provider_uuid: "p-1",
        lines: 2,
        units: 3,
        cartons: 2,
      }),
    );
    const box = await screen.findByTestId("fee-estimate");
    expect(box.textContent).toContain("Receiving per unit: 3 × 0.10 = USD 0.30");
    expect(box.textContent).toContain("Total: USD 5.30");
    expect(box.textContent).toContain("Not yet priced: Receiving per carton");
  });

  it("asks provider staff's estimate by the customer they chose", async () => {
    signedInAs("provider");
    answerAll();
    customers.list.mockResolvedValue({
      list: [{ id: "c-1", owner_code: "ACME01", username: "acme" } as TCustomer],
      total: 1,
      page_size: 200,
      cur_page: 1,
    });
    // The form reads its area from the page's address.
    window.history.replaceState(null, "", "/p/addWarehouse");
    // The screen's provider scope (a drop shipper's) is read on both sides: none here, and no fetch.
    renderAt("/p/addWarehouse", <ReceiptFormScreen />, shipperOf([]));
    const customer = await screen.findByLabelText("Customer");
    fireEvent.mouseDown(customer.closest(".ant-select")?.querySelector(".ant-select-content") ?? customer);
    fireEvent.click(await screen.findByText("ACME01 acme", { selector: ".ant-select-item-option-content" }));
    await scan("SKU-1");

    await waitFor(() =>
      expect(billing.estimateFees).toHaveBeenLastCalledWith({
        work: "receipt",
        customer_id: "c-1",
        lines: 1,
        units: 1,
        cartons: 1,
      }),
    );
    expect(await screen.findByTestId("fee-estimate")).toBeTruthy();
  });
});
