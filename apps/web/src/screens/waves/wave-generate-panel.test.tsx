import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TOrderSummary, TStorageDefinition, TWavePreview, TWaveStrategy } from "@wms/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { WaveGeneratePanel } from "./wave-generate-panel.tsx";
import { wavesApi } from "./waves-api.ts";

// The panel shows its texts: the catalogue is loaded before the first render.
await i18nReady;

const api = mockApi(wavesApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const warehouse = {
  provider_uuid: "p1",
  name_of_provider: "Provider",
  warehouse_id: "wh-1",
  code: "SZ01",
  name: "Shenzhen",
  country: "CN",
  province: "",
  city: "",
  address: "",
  postcode: "",
  contact_name: "",
  contact_phone: "",
  selected: true,
  customer_count: 1,
} satisfies TStorageDefinition;

const strategy = (id: string, name: string, kind: TWaveStrategy["kind"], enabled = true): TWaveStrategy => ({
  id,
  name,
  kind,
  warehouse_id: null,
  max_orders_per_wave: 50,
  max_lines_per_wave: 500,
  enabled,
  remark: "",
  created_at: 0,
  updated_at: 0,
});
// A disabled strategy first: the default skips it.
const strategies = [
  strategy("s-old", "Old zones", "same-zone", false),
  strategy("s-multi", "Mixed", "multi-item"),
  strategy("s-single", "Singles", "single-item"),
];

const order = (id: string, lines: number): TOrderSummary => ({
  order_id: id,
  code: `SO-${id}`,
  provider_uuid: "p1",
  customer_id: "c1",
  owner_code: "C1",
  customer_name: "Customer",
  warehouse_id: "wh-1",
  warehouse_code: "SZ01",
  channel_id: null,
  channel_name: "",
  status: "confirmed",
  source: "manual",
  reference: "",
  consignee: `Consignee ${id}`,
  country: "GB",
  tracking_number: "",
  tracking_url: null,
  payment_status: null,
  fulfilment_status: null,
  exception_reason: "",
  credit_hold: null,
  line_count: lines,
  quantity: lines,
  created_at: 0,
  updated_at: 0,
});
const orders = [order("o1", 1), order("o2", 1), order("o3", 2)];

const previewOf = (waves: number, taken: number, skipped: number): TWavePreview => ({
  wave_count: waves,
  order_count: taken,
  skipped_count: skipped,
  waves: waves > 0 ? [{ order_count: taken, line_count: taken }] : [],
});

beforeEach(() => {
  api.warehouses.mockResolvedValue([warehouse]);
  api.strategies.mockResolvedValue(strategies);
  api.confirmedOrders.mockResolvedValue({ list: orders, total: orders.length, page_size: 200, cur_page: 1 });
});

async function renderPanel() {
  renderAt("/p/p-wave-order", <WaveGeneratePanel />);
  await screen.findByText("SO-o1");
  await settle();
}

/** The strategy the select shows. */
const shownStrategy = () =>
  screen.getByTestId("wave-strategy").querySelector(".ant-select-content")?.textContent ?? "";

/** Ticks the row of an order. */
function tick(code: string) {
  const row = screen.getByText(code).closest("tr") as HTMLElement;
  fireEvent.click(within(row).getByRole("checkbox"));
}

const generateButton = () => screen.getByTestId("wave-generate-button") as HTMLButtonElement;

describe("wave generate panel", () => {
  it("chooses the first enabled strategy once the strategies are loaded", async () => {
    await renderPanel();
    expect(api.strategies).toHaveBeenCalledWith("wh-1");
    await waitFor(() => expect(shownStrategy()).toMatch(/^Mixed/));
  });

  it("chooses the single-item strategy for single-line orders, multi-item once a longer one is ticked", async () => {
    await renderPanel();
    tick("SO-o1");
    tick("SO-o2");
    await waitFor(() => expect(shownStrategy()).toMatch(/^Singles/));
    tick("SO-o3");
    await waitFor(() => expect(shownStrategy()).toMatch(/^Mixed/));
  });

  it("keeps the strategy the user picked", async () => {
    await renderPanel();
    await waitFor(() => expect(shownStrategy()).toMatch(/^Mixed/));
    // The user picks the strategy already shown: it is theirs now, single-line orders do not change it.
    fireEvent.mouseDown(screen.getByTestId("wave-strategy").querySelector(".ant-select-content") as Element);
    const options = await screen.findAllByText(/^Mixed \(/, { selector: ".ant-select-item-option-content" });
    fireEvent.click(options[0] as HTMLElement);
    tick("SO-o1");
    await settle();
    expect(shownStrategy()).toMatch(/^Mixed/);
  });

  it("generates without a preview: Generate previews, confirms the numbers, then generates the ticked orders", async () => {
    api.preview.mockResolvedValue(previewOf(1, 2, 1));
    api.generate.mockResolvedValue({ waves: [{} as never] } as never);
    await renderPanel();
    tick("SO-o1");
    tick("SO-o2");
    await waitFor(() => expect(shownStrategy()).toMatch(/^Singles/));
    expect(api.preview).not.toHaveBeenCalled();
    expect(generateButton().disabled).toBe(false);

    fireEvent.click(generateButton());
    const body = { warehouse_id: "wh-1", strategy_id: "s-single", order_ids: ["o1", "o2"] };
    await waitFor(() => expect(api.preview).toHaveBeenCalledWith(body));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Generate 1 wave from 2 orders?");
    expect(dialog.textContent).toContain("1 order does not fit this strategy and stays confirmed.");
    expect(api.generate).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: /Generate waves/ }));
    });
    await waitFor(() => expect(api.generate).toHaveBeenCalledWith(body));
    expect(api.preview).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("1 wave generated")).toBeTruthy();
  });

  it("says why when the strategy makes no wave, and generates nothing", async () => {
    api.preview.mockResolvedValue(previewOf(0, 0, 3));
    await renderPanel();
    await waitFor(() => expect(shownStrategy()).toMatch(/^Mixed/));
    fireEvent.click(generateButton());
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Nothing to generate");
    expect(dialog.textContent).toContain("None of the 3 orders considered fits this strategy");
    expect(api.preview).toHaveBeenCalledWith({
      warehouse_id: "wh-1",
      strategy_id: "s-multi",
      order_ids: undefined,
    });
    expect(api.generate).not.toHaveBeenCalled();
  });
});
