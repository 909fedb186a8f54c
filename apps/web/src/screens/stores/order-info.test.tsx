import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { TShopOrder } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { settle } from "../../test/render-at.tsx";
import { ShipperOrderInfoScreen } from "./order-info-screen.tsx";
import { ProviderOrderInfoScreen } from "./order-info-view.tsx";
import {
  converted,
  counts,
  held,
  missionOf,
  noFulfil,
  orderOf,
  page,
  returnOf,
  shop,
} from "./shop-order-fixtures.ts";
import { storesApi } from "./stores-api.ts";
import { renderStoresAt, shopListOf } from "./stores-test-render.tsx";

// The screens show their texts: the catalogue is loaded before the first render.
await i18nReady;

const api = mockApi(storesApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function shipperWith(
  rows: TShopOrder[] = [held, converted],
  orderCounts = counts,
  url = "/ds/ds-order-info",
) {
  api.list.mockImplementation(shopListOf([shop]));
  api.orderCounts.mockResolvedValue(orderCounts);
  api.orders.mockResolvedValue(page(rows));
  api.fulfilMission.mockResolvedValue(noFulfil);
  api.exportMission.mockResolvedValue({ mission: null });
  return renderStoresAt(url, <ShipperOrderInfoScreen />);
}

const rowOf = (orderNumber: string) => {
  const row = screen.getByText(orderNumber).closest("tr");
  if (!row) throw new Error(`row ${orderNumber} missing`);
  return row;
};

async function expandHeld() {
  await screen.findByText("#1001");
  fireEvent.click(within(rowOf("#1001")).getByRole("button", { name: /expand row/i }));
  return screen.findByTestId("map-sku-MUG-BLUE");
}

describe("the drop shipper's shop orders", () => {
  it("lists orders with their state, reason, warehouse order and the counts per state", async () => {
    shipperWith();
    await screen.findByText("#1001");
    expect(api.orders).toHaveBeenCalledWith(
      expect.objectContaining({ shop_id: "s-1", provider_uuid: "p-1" }),
    );
    expect(api.orderCounts).toHaveBeenCalledWith({ shop_id: "s-1", provider_uuid: "p-1" });
    const heldRow = rowOf("#1001");
    expect(within(heldRow).getByTestId("shop-order-state").textContent).toBe("Held");
    expect(within(heldRow).getByTestId("shop-order-reason").textContent).toContain(
      "MUG-BLUE is not in your catalogue",
    );
    expect(heldRow.textContent).toContain("ada@example.com");
    expect(heldRow.textContent).toContain("EUR 24.00");
    expect(heldRow.textContent).toContain("Paid");
    expect(heldRow.textContent).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    const convertedRow = rowOf("#1002");
    expect(within(convertedRow).getByTestId("shop-order-state").textContent).toBe("Converted");
    expect(within(convertedRow).queryByTestId("shop-order-reason")).toBeNull();
    expect(screen.getByTestId("shop-order-warehouse-1002").textContent).toContain("SO-0001");
    expect(within(convertedRow).getByTestId("order-status").textContent).toBe("Shipped");
    expect(convertedRow.textContent).toContain("TRK123");
    expect(screen.getByTestId("shop-order-count-held").textContent).toBe("2");
    expect(screen.getByTestId("shop-order-count-all").textContent).toBe("9");
  });

  it("names every parcel of an order shipped in parts, each with its status and tracking number", async () => {
    const inParts = orderOf({
      ...converted,
      id: "o-3",
      order_number: "#1003",
      split_orders: [
        { order_id: "w-2", order_code: "SO-0002", order_status: "submitted", tracking_number: "" },
        { order_id: "w-3", order_code: "SO-0003", order_status: "shipped", tracking_number: "TRK456" },
      ],
    });
    shipperWith([inParts]);
    await screen.findByText("#1003");
    const row = rowOf("#1003");
    expect(screen.getByTestId("shop-order-warehouse-1003").textContent).toContain("SO-0001");
    expect(within(row).getByTestId("shop-order-part-SO-0002").textContent).toContain("SO-0002");
    expect(within(row).getByTestId("shop-order-part-SO-0003").textContent).toContain("SO-0003");
    expect(
      within(row)
        .getAllByTestId("order-status")
        .map((tag) => tag.textContent),
    ).toEqual(["Shipped", "Awaiting confirmation", "Shipped"]);
    expect(row.textContent).toContain("TRK123");
    expect(row.textContent).toContain("TRK456");
  });

  it("shows an order's returns in Shopify under its state, each RMA linked to Returns", async () => {
    const returned = orderOf({
      ...converted,
      returns: [
        returnOf({}),
        returnOf({
          shopify_return_id: "gid://shopify/Return/2",
          name: "#1002-R2",
          return_id: "r-2",
          return_code: "RM202612070005",
          report: {
            state: "failed",
            error_text: "Shopify refused the report: the return is closed",
            attempts: 3,
            sent_at: null,
            due_at: null,
          },
        }),
        returnOf({
          shopify_return_id: "gid://shopify/Return/3",
          name: "#1002-R3",
          state: "skipped",
          reason: "unmapped_sku",
          reason_text: "MUG-RED is not in your catalogue: raise the RMA by hand",
          return_id: null,
          return_code: null,
          report: null,
        }),
        returnOf({
          shopify_return_id: "gid://shopify/Return/4",
          name: "#1002-R4",
          state: "due",
          return_id: null,
          return_code: null,
          report: null,
        }),
      ],
    });
    shipperWith([held, returned]);
    await screen.findByText("#1002");
    const row = rowOf("#1002");
    expect(within(row).getByTestId("shop-return-1002-R1").textContent).toBe(
      "Return #1002-R1 → RM202612070004 · Reported",
    );
    const rma = within(row).getByRole("link", { name: "Open RMA RM202612070004 in Returns" });
    expect(rma.getAttribute("href")).toBe("/ds/returns?keyword=RM202612070004&provider_uuid=p-1");
    const failed = within(row).getByTestId("shop-return-1002-R2");
    expect(failed.textContent).toBe("Return #1002-R2 → RM202612070005 · Report failed");
    expect(screen.queryByText("Shopify refused the report: the return is closed")).toBeNull();
    fireEvent.mouseEnter(failed);
    expect((await screen.findByRole("tooltip")).textContent).toBe(
      "Shopify refused the report: the return is closed",
    );
    expect(within(row).getByTestId("shop-return-1002-R3").textContent).toBe("Return #1002-R3 · Skipped");
    expect(within(row).getByTestId("shop-return-reason-1002-R3").textContent).toBe(
      "MUG-RED is not in your catalogue: raise the RMA by hand",
    );
    expect(within(row).getByTestId("shop-return-1002-R4").textContent).toBe("Return #1002-R4 · Pending");
    expect(within(row).queryByTestId("shop-return-reason-1002-R1")).toBeNull();
  });

  it("shows no returns for an order without any", async () => {
    shipperWith([held, orderOf({ ...converted, returns: [] })]);
    await screen.findByText("#1002");
    expect(held.returns).toBeUndefined();
    expect(within(rowOf("#1001")).getByTestId("shop-order-state").textContent).toBe("Held");
    expect(within(rowOf("#1001")).queryByTestId("shop-order-returns")).toBeNull();
    expect(within(rowOf("#1002")).getByTestId("shop-order-state").textContent).toBe("Converted");
    expect(within(rowOf("#1002")).queryByTestId("shop-order-returns")).toBeNull();
    expect(screen.queryByText(/Return #/)).toBeNull();
  });

  it("says when a customer's personal data was erased at their request", async () => {
    shipperWith([
      held,
      orderOf({ id: "o-9", order_number: "#1009", customer: "", email: "", redacted: true }),
    ]);
    await screen.findByText("#1009");
    expect(within(rowOf("#1009")).getByTestId("shop-order-redacted").textContent).toBe(
      "Personal data erased at the customer's request",
    );
    expect(within(rowOf("#1001")).queryByTestId("shop-order-redacted")).toBeNull();
  });

  it("exports the orders as the list is filtered and offers the last export's file", async () => {
    shipperWith([held], counts, "/ds/ds-order-info?state=held&keyword=mug&push_state=failed");
    await screen.findByText("#1001");
    const exportMission = missionOf({ kind: "export:shop-orders", name: "Store orders export" });
    api.exportOrders.mockResolvedValue(exportMission);
    api.exportMission.mockResolvedValue({
      mission: { ...exportMission, status: "completed", progress: 100, result_file: "f.xlsx" },
    });
    fireEvent.click(screen.getByTestId("shop-orders-export-start"));
    await screen.findByTestId("shop-orders-export-download");
    expect(api.exportOrders).toHaveBeenCalledWith("p-1", {
      shop_id: "s-1",
      state: "held",
      keyword: "mug",
      push_state: "failed",
    });
    expect(screen.getByTestId("shop-orders-export-status").textContent).toBe("Completed");
  });

  it("filters the list by a state's count", async () => {
    shipperWith();
    await screen.findByText("#1001");
    fireEvent.click(screen.getByTestId("shop-order-count-held"));
    await settle();
    expect(api.orders).toHaveBeenLastCalledWith(
      expect.objectContaining({ shop_id: "s-1", provider_uuid: "p-1", state: "held" }),
    );
    fireEvent.click(screen.getByTestId("shop-order-count-all"));
    await settle();
    expect(api.orders.mock.lastCall?.[0]).not.toHaveProperty("state", "held");
  });

  it("says no order came in yet when the shop has none", async () => {
    shipperWith([], { waiting: 0, held: 0, converted: 0, skipped: 0, cancelled: 0, exception: 0 });
    expect(await screen.findByText(/No orders have come in from this shop yet/)).toBeTruthy();
  });

  it("maps an unmapped line's SKU: checked first, the server's field error on the field, then saved", async () => {
    shipperWith();
    const button = await expandHeld();
    expect(screen.getByTestId("shop-order-address").textContent).toContain("1 Harbour Lane");
    expect(screen.queryByTestId("map-sku-gid://shopify/LineItem/2")).toBeNull();
    fireEvent.click(button);
    const save = await screen.findByTestId("map-sku-save");
    fireEvent.click(save);
    expect(await screen.findByText("Enter a catalogue SKU")).toBeTruthy();
    expect(api.mapSku).not.toHaveBeenCalled();

    api.mapSku.mockRejectedValueOnce(
      new ApiError(4001, "Check the input", {
        fields: { sku: "No product with SKU NOPE in your catalogue" },
      }),
    );
    fireEvent.change(screen.getByTestId("map-sku-input"), { target: { value: "NOPE" } });
    fireEvent.click(save);
    expect(await screen.findByText("No product with SKU NOPE in your catalogue")).toBeTruthy();

    api.mapSku.mockResolvedValueOnce({
      code: 200,
      message: "SKU mapped: 1 order converted",
      data: { converted: 1, held: 0 },
    });
    const reads = api.orders.mock.calls.length;
    const countReads = api.orderCounts.mock.calls.length;
    fireEvent.change(screen.getByTestId("map-sku-input"), { target: { value: " MUG-1 " } });
    fireEvent.click(save);
    await settle();
    expect(api.mapSku).toHaveBeenLastCalledWith({
      shop_id: "s-1",
      provider_uuid: "p-1",
      shopify_variant_id: "gid://shopify/ProductVariant/7",
      sku: "MUG-1",
    });
    expect(await screen.findByText("SKU mapped: 1 order converted")).toBeTruthy();
    expect(api.orders.mock.calls.length).toBeGreaterThan(reads);
    expect(api.orderCounts.mock.calls.length).toBeGreaterThan(countReads);
  });

  it("tries the selected held orders again", async () => {
    shipperWith();
    await screen.findByText("#1001");
    const retry = screen.getByTestId("shop-orders-retry") as HTMLButtonElement;
    expect(retry.disabled).toBe(true);
    const convertedBox = within(rowOf("#1002")).getByRole("checkbox") as HTMLInputElement;
    expect(convertedBox.disabled).toBe(true);
    fireEvent.click(within(rowOf("#1001")).getByRole("checkbox"));
    expect(retry.disabled).toBe(false);

    api.retryOrders.mockResolvedValue({
      code: 200,
      message: "1 order tried again",
      data: { converted: 1, held: 0 },
    });
    const reads = api.orders.mock.calls.length;
    fireEvent.click(retry);
    await settle();
    expect(api.retryOrders).toHaveBeenCalledWith({ shop_id: "s-1", provider_uuid: "p-1", ids: ["o-1"] });
    expect(await screen.findByText("1 order tried again")).toBeTruthy();
    expect(api.orders.mock.calls.length).toBeGreaterThan(reads);
    expect(api.orderCounts).toHaveBeenCalledTimes(2);
  });

  it("links to My shops when no shop is active with the provider", async () => {
    api.list.mockImplementation(shopListOf([]));
    renderStoresAt("/ds/ds-order-info", <ShipperOrderInfoScreen />);
    await screen.findByTestId("order-info-no-shop");
    expect(screen.getByTestId("order-info-shops-link").getAttribute("href")).toBe("/ds/ds-store-management");
    expect(api.orders).not.toHaveBeenCalled();
  });
});

describe("the provider's read-only shop orders", () => {
  it("shows the orders of the shop in the URL without selection, retry or mapping", async () => {
    api.list.mockImplementation(shopListOf([shop]));
    api.orderCounts.mockResolvedValue(counts);
    api.orders.mockResolvedValue(page([held, converted]));
    api.fulfilMission.mockResolvedValue(noFulfil);
    renderStoresAt("/p/p-order-info?shop_id=s-1", <ProviderOrderInfoScreen />);
    await screen.findByText("#1001");
    expect(api.orders).toHaveBeenCalledWith(
      expect.objectContaining({ shop_id: "s-1", provider_uuid: undefined }),
    );
    expect(screen.getByTestId("shop-order-count-held").textContent).toBe("2");
    expect(screen.queryByTestId("shop-orders-retry")).toBeNull();
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
    fireEvent.click(within(rowOf("#1001")).getByRole("button", { name: /expand row/i }));
    await screen.findByTestId("shop-order-address");
    expect(screen.queryByTestId("map-sku-MUG-BLUE")).toBeNull();
    expect(screen.getByTestId("p-order-info-back").getAttribute("href")).toBe("/p/p-store-management");
  });

  it("links an RMA made of a shop's return to the provider's Returns", async () => {
    api.list.mockImplementation(shopListOf([shop]));
    api.orderCounts.mockResolvedValue(counts);
    api.orders.mockResolvedValue(page([orderOf({ ...converted, returns: [returnOf({})] })]));
    api.fulfilMission.mockResolvedValue(noFulfil);
    renderStoresAt("/p/p-order-info?shop_id=s-1", <ProviderOrderInfoScreen />);
    const rma = await screen.findByRole("link", { name: "Open RMA RM202612070004 in Returns" });
    expect(rma.getAttribute("href")).toBe("/p/returns?keyword=RM202612070004");
  });
});
