import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { TFeeEstimate, TOrderDetail } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt } from "../../test/render-at.tsx";
import { signedInAs, signOut } from "../../test/signed-in.ts";
import { billingApi } from "../billing/billing-api.ts";
import { inventoryApi } from "../inventory/inventory-api.ts";
import { OrderFormDrawer, type TFormMode } from "./order-form-drawer.tsx";
import { ordersApi } from "./orders-api.ts";

await i18nReady;

const billing = mockApi(billingApi);
const inventory = mockApi(inventoryApi);
const orders = mockApi(ordersApi);

afterEach(() => {
  cleanup();
  signOut();
  vi.clearAllMocks();
});

const estimate: TFeeEstimate = {
  currency: "USD",
  items: [{ kind: "outbound_order", quantity: "1", rate: "1.20", amount: "1.20", approximate: false }],
  unpriced: [],
  total: "1.20",
  priced: true,
};

function open(url: string, mode: TFormMode, props: { staff: boolean; providerUuid?: string }) {
  billing.estimateFees.mockResolvedValue(estimate);
  inventory.list.mockResolvedValue({ list: [], total: 0, page_size: 20, cur_page: 1 });
  renderAt(
    url,
    <OrderFormDrawer
      mode={mode}
      {...props}
      warehouses={[]}
      onClose={() => {}}
      onSaved={() => {}}
      onSubmit={async () => true}
    />,
  );
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe("the order form's fee estimate", () => {
  it("asks a drop shipper's estimate of its provider with the lines that name a SKU and their units", async () => {
    signedInAs("dropShipper");
    open("/ds/order", { kind: "create" }, { staff: false, providerUuid: "p-1" });
    const skus = () => screen.getAllByRole("combobox", { name: "SKU or barcode" });
    const quantities = () => screen.getAllByRole("spinbutton", { name: "Quantity" });
    await waitFor(() => expect(skus()).toHaveLength(1));

    type(skus()[0] as HTMLElement, "SKU-1");
    type(quantities()[0] as HTMLElement, "3");
    fireEvent.click(screen.getByRole("button", { name: /Add SKU/ }));
    // A line without a SKU yet is no work: two lines, 3 + 1 units once the second names one.
    type(skus()[1] as HTMLElement, "SKU-2");

    await waitFor(() =>
      expect(billing.estimateFees).toHaveBeenLastCalledWith({
        work: "order",
        provider_uuid: "p-1",
        lines: 2,
        units: 4,
      }),
    );
    expect((await screen.findByTestId("fee-estimate")).textContent).toContain("Total: USD 1.20");
  });

  it("asks staff's estimate by the customer of the draft they edit", async () => {
    signedInAs("provider");
    orders.detail.mockResolvedValue({
      order_id: "o-1",
      customer_id: "c-9",
      status: "draft",
      cod_type: "none",
      channel_id: null,
      lines: [
        { sku: "SKU-1", quantity: 2 },
        { sku: "SKU-2", quantity: 5 },
      ],
    } as TOrderDetail);
    open("/p/order", { kind: "edit", orderId: "o-1" }, { staff: true });
    expect((await screen.findByTestId("fee-estimate")).textContent).toContain("Order handling");
    expect(billing.estimateFees).toHaveBeenLastCalledWith({
      work: "order",
      customer_id: "c-9",
      lines: 2,
      units: 7,
    });
  });

  it("asks with the order's channel and declared weight, asking again once the weight is typed", async () => {
    signedInAs("provider");
    orders.detail.mockResolvedValue({
      order_id: "o-1",
      customer_id: "c-9",
      warehouse_id: "wh-1",
      status: "draft",
      cod_type: "none",
      channel_id: "ch-1",
      weight: "1.250",
      lines: [{ sku: "SKU-1", quantity: 2 }],
    } as TOrderDetail);
    orders.channels.mockResolvedValue([{ id: "ch-1", code: "YUN", name: "Yun Express" }] as never);
    open("/p/order", { kind: "edit", orderId: "o-1" }, { staff: true });
    await waitFor(() =>
      expect(billing.estimateFees).toHaveBeenLastCalledWith(
        expect.objectContaining({
          customer_id: "c-9",
          channel_id: "ch-1",
          weight: "1.25",
          lines: 1,
          units: 2,
        }),
      ),
    );

    type(screen.getByRole("spinbutton", { name: "Weight (kg)" }), "2.5");
    await waitFor(() =>
      expect(billing.estimateFees).toHaveBeenLastCalledWith(
        expect.objectContaining({ channel_id: "ch-1", weight: "2.5" }),
      ),
    );
  });
});
