import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TUnpricedWork } from "@wms/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { productsApi } from "../products/products-api.ts";
import { billingApi } from "./billing-api.ts";
import { UnpricedWorkTab } from "./unpriced-work-tab.tsx";

await i18nReady;

const api = mockApi(billingApi);
const products = mockApi(productsApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const work = (patch: Partial<TUnpricedWork>): TUnpricedWork => ({
  id: "w-1",
  customer_id: "c-1",
  customer_name: "Acme",
  owner_code: "ACME01",
  warehouse_id: "wh-1",
  warehouse_code: "WH-EAST",
  kind: "outbound_order",
  source_kind: "order",
  source_id: "o-1",
  source_code: "SO2026060100001",
  event_at: 1_900_000_000,
  billing_day: "2026-06-01",
  quantity: "1",
  location_type: null,
  age_from_days: null,
  status: "open",
  resolved_by: null,
  resolved_at: null,
  waive_reason: "",
  charge_id: null,
  ...patch,
});
const items = [
  work({}),
  work({
    id: "w-2",
    kind: "receiving_unit",
    source_kind: "receipt",
    source_code: "RK2026060100001",
    quantity: "20",
  }),
  work({
    id: "w-3",
    source_code: "SO2026053100009",
    status: "waived",
    resolved_by: "provider",
    resolved_at: 1_900_000_000,
    waive_reason: "Our own test order",
  }),
];

beforeEach(() => {
  api.unpricedWork.mockResolvedValue({ list: items, total: items.length, page_size: 20, cur_page: 1 });
  api.settings.mockResolvedValue({ currency: "USD" });
  products.customers.mockResolvedValue({ list: [], total: 0, page_size: 50, cur_page: 1 } as never);
});

const rowOf = (code: string) => screen.getByText(code).closest("tr") as HTMLElement;
const choose = (code: string) => fireEvent.click(within(rowOf(code)).getByRole("checkbox"));

async function showList() {
  renderAt("/p/billing?tab=unpriced", <UnpricedWorkTab />);
  await screen.findByText("SO2026060100001");
}

describe("unpriced work", () => {
  it("lists open work by default, each with its status and who waived what and why, by status", async () => {
    await showList();
    expect(api.unpricedWork).toHaveBeenCalledWith(expect.objectContaining({ status: "open" }));
    expect(within(rowOf("SO2026060100001")).getByText("Open")).toBeTruthy();
    const waived = rowOf("SO2026053100009");
    expect(waived.textContent).toContain("Waived");
    expect(waived.textContent).toContain("provider");
    expect(waived.textContent).toContain("Our own test order");
    expect((within(waived).getByRole("checkbox") as HTMLInputElement).disabled).toBe(true);

    const statuses = screen.getByRole("radiogroup", { name: "Status" });
    fireEvent.click(within(statuses).getByText("Waived"));
    await waitFor(() =>
      expect(api.unpricedWork).toHaveBeenLastCalledWith(expect.objectContaining({ status: "waived" })),
    );
    fireEvent.click(within(statuses).getByText("All"));
    await waitFor(() =>
      expect(api.unpricedWork).toHaveBeenLastCalledWith(expect.objectContaining({ status: undefined })),
    );
  });

  it("says no work waits for a price while there is none", async () => {
    api.unpricedWork.mockResolvedValue({ list: [], total: 0, page_size: 20, cur_page: 1 });
    renderAt("/p/billing?tab=unpriced", <UnpricedWorkTab />);
    expect(
      await screen.findByText("No work waits for a price: every job had a rate on its card."),
    ).toBeTruthy();
  });

  it("refuses to price work of two fee kinds with one rate, before sending", async () => {
    await showList();
    choose("SO2026060100001");
    choose("RK2026060100001");
    fireEvent.click(screen.getByTestId("price-work"));
    const dialog = await screen.findByTestId("price-work-modal");
    expect(within(dialog).getByRole("alert").textContent).toContain(
      "One rate prices one fee kind: choose work of one kind only",
    );
    fireEvent.click(screen.getByTestId("price-work-ok"));
    await settle();
    expect(api.priceUnpriced).not.toHaveBeenCalled();
  });

  it("prices one item at a rate per unit with up to 4 decimals and refreshes the list", async () => {
    api.priceUnpriced.mockResolvedValue({ resolved: 1 });
    await showList();
    choose("SO2026060100001");
    fireEvent.click(screen.getByTestId("price-work"));
    const dialog = await screen.findByTestId("price-work-modal");
    expect(dialog.textContent).toContain("Charge this item of Order handling at the rate you enter");
    await waitFor(() => expect(dialog.textContent).toContain("USD per order"));
    const rate = within(dialog).getByLabelText("Rate per unit", { selector: "input" });
    fireEvent.change(rate, { target: { value: "0.12345" } });
    fireEvent.click(screen.getByTestId("price-work-ok"));
    expect(
      await within(dialog).findByText("Enter an amount of 0 or more with at most 4 decimals"),
    ).toBeTruthy();
    expect(api.priceUnpriced).not.toHaveBeenCalled();

    const calls = api.unpricedWork.mock.calls.length;
    fireEvent.change(rate, { target: { value: "0.3" } });
    fireEvent.click(screen.getByTestId("price-work-ok"));
    await waitFor(() => expect(api.priceUnpriced).toHaveBeenCalledWith({ ids: ["w-1"], rate: "0.3" }));
    expect(await screen.findByText("1 item priced")).toBeTruthy();
    await waitFor(() => expect(api.unpricedWork.mock.calls.length).toBeGreaterThan(calls));
  });

  it("shows the server's message when some work was priced or waived meanwhile", async () => {
    const told = "1 of the chosen items were already priced or waived; refresh the list and choose again";
    api.priceUnpriced.mockRejectedValue(new ApiError(4009, told));
    await showList();
    choose("SO2026060100001");
    fireEvent.click(screen.getByTestId("price-work"));
    const dialog = await screen.findByTestId("price-work-modal");
    fireEvent.change(within(dialog).getByLabelText("Rate per unit", { selector: "input" }), {
      target: { value: "1" },
    });
    fireEvent.click(screen.getByTestId("price-work-ok"));
    expect(await within(dialog).findByText(told)).toBeTruthy();
  });

  it("waives the chosen work only with a reason", async () => {
    api.waiveUnpriced.mockResolvedValue({ resolved: 2 });
    await showList();
    choose("SO2026060100001");
    choose("RK2026060100001");
    fireEvent.click(screen.getByTestId("waive-work"));
    const dialog = await screen.findByTestId("waive-work-modal");
    expect(dialog.textContent).toContain("Waive these 2 items: they will never be charged.");
    fireEvent.click(screen.getByTestId("waive-work-ok"));
    expect(await within(dialog).findByText("Enter why this work is waived")).toBeTruthy();
    expect(api.waiveUnpriced).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: " Damaged on our dock " } });
    fireEvent.click(screen.getByTestId("waive-work-ok"));
    await waitFor(() =>
      expect(api.waiveUnpriced).toHaveBeenCalledWith({ ids: ["w-1", "w-2"], reason: "Damaged on our dock" }),
    );
    expect(await screen.findByText("2 items waived")).toBeTruthy();
  });
});
