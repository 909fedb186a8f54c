import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { TOrderSummary, TOutboundOverview } from "@wms/contracts";
import { App } from "antd";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { outboundApi } from "./outbound-api.ts";
import { OutboundScreen } from "./outbound-screen.tsx";

await i18nReady;

const api = mockApi(outboundApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const counts: Record<string, number> = { confirmed: 4, picked: 2, weighed: 1, ready: 3, exception: 1 };
const overview: TOutboundOverview = {
  steps: (
    ["confirmed", "in_wave", "picked", "reviewed", "weighed", "labelled", "ready", "exception"] as const
  ).map((step) => ({ step, count: counts[step] ?? 0 })),
  flows: [
    { warehouse_id: "W1", review_required: true, bagging_required: true, weighing_required: true },
    { warehouse_id: "W2", review_required: true, bagging_required: false, weighing_required: false },
  ],
};
const order = (code: string, status: TOrderSummary["status"], tracking = "", warehouse = "W1") =>
  ({
    order_id: code,
    code,
    status,
    tracking_number: tracking,
    consignee: "C",
    channel_name: "SELF",
    warehouse_id: warehouse,
  }) as TOrderSummary;

function renderScreen(url = "/p/outbound", answer = overview) {
  api.overview.mockResolvedValue(answer);
  api.warehouses.mockResolvedValue([]);
  return render(
    <App>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <OutboundScreen />
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

describe("outbound overview", () => {
  it("shows every step in flow order with its count and the screen where it is done", async () => {
    api.orders.mockResolvedValue({ list: [], total: 0, page_size: 20, cur_page: 1 });
    renderScreen();
    const steps = within(screen.getByRole("list", { name: "Steps of the outbound flow" })).getAllByRole(
      "listitem",
    );
    expect(
      steps.map((s) => s.getAttribute("data-testid") ?? s.firstElementChild?.getAttribute("data-testid")),
    ).toEqual([
      "outbound-step-confirmed",
      "outbound-step-in_wave",
      "outbound-step-picked",
      "outbound-step-reviewed",
      "outbound-step-weighed",
      "outbound-step-labelled",
      "outbound-step-ready",
      "outbound-step-exception",
    ]);
    expect(await within(screen.getByTestId("outbound-count-ready")).findByText("3")).toBeTruthy();
    expect(screen.getByTestId("outbound-open-picked").getAttribute("href")).toBe("/p/p-to-review");
    expect(screen.getByTestId("outbound-open-reviewed").getAttribute("href")).toBe("/p/p-batch-weighing");
    expect(screen.getByTestId("outbound-open-labelled").getAttribute("href")).toBe("/p/p-bagging");
    expect(screen.getByTestId("outbound-open-ready").getAttribute("href")).toBe(
      "/p/p-list-of-shipping-orders?status=bagged",
    );
  });

  it("lists the chosen step's orders with the steps each has left", async () => {
    api.orders.mockResolvedValue({
      list: [order("SO1", "bagged"), order("SO2", "bagged", "SELF00000000002")],
      total: 2,
      page_size: 20,
      cur_page: 1,
    });
    renderScreen();
    fireEvent.click(within(screen.getByTestId("outbound-step-ready")).getByRole("button"));
    const rows = await screen.findAllByTestId("outbound-remaining");
    expect(rows.map((r) => r.textContent)).toEqual(["Waybill → Hand over", "Hand over"]);
    expect(api.orders).toHaveBeenLastCalledWith("ready", expect.objectContaining({ step: "ready" }));
    expect(
      within(screen.getByTestId("outbound-step-ready")).getByRole("button").getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("follows each warehouse's flow: steps it leaves out are neither asked for nor worked at", async () => {
    api.orders.mockResolvedValue({
      list: [order("SO3", "picked", "", "W1"), order("SO4", "picked", "", "W2")],
      total: 2,
      page_size: 20,
      cur_page: 1,
    });
    renderScreen("/p/outbound?step=picked");
    const rows = await screen.findAllByTestId("outbound-remaining");
    expect(rows.map((r) => r.textContent)).toEqual([
      "Review → Weigh → Waybill → Bag → Hand over",
      "Review → Waybill → Hand over",
    ]);
    // All warehouses: W1 still bags. W2 alone: its cards say the step is passed by itself.
    expect(screen.queryByTestId("outbound-not-required-reviewed")).toBeNull();
    cleanup();
    renderScreen("/p/outbound?step=picked&warehouse_id=W2");
    expect(await screen.findByTestId("outbound-not-required-reviewed")).toBeTruthy();
    expect(screen.getByTestId("outbound-not-required-labelled").textContent).toMatch(/Not required/);
    expect(screen.queryByTestId("outbound-not-required-picked")).toBeNull();
  });
});
