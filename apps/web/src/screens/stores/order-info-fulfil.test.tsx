import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { TShopFulfilMission, TShopOrder } from "@wms/contracts";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { settle } from "../../test/render-at.tsx";
import { ShipperOrderInfoScreen } from "./order-info-screen.tsx";
import { ProviderOrderInfoScreen } from "./order-info-view.tsx";
import { fulfilPollMs } from "./shop-fulfil.ts";
import { converted, counts, missionOf, orderOf, page, pushOf, shop } from "./shop-order-fixtures.ts";
import { storesApi } from "./stores-api.ts";
import { renderStoresAt, shopListOf } from "./stores-test-render.tsx";

// The screens show their texts: the catalogue is loaded before the first render.
await i18nReady;

const api = mockApi(storesApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const failedText = "Shopify refused the fulfilment: the line items are already fulfilled elsewhere";
const failed = orderOf({
  id: "o-3",
  order_number: "#1003",
  state: "converted",
  reason: null,
  reason_text: null,
  order_code: "SO-0002",
  order_status: "shipped",
  tracking_number: "TRK999",
  fulfilment_push: pushOf({ state: "failed", error_text: failedText, attempts: 3, pushed_at: null }),
});
const fulfilled: TShopFulfilMission = {
  mission: missionOf({}),
  counts: { due: 3, pushed: 12, failed: 1 },
};
const envelope = (data = missionOf({ status: "pending", progress: 0, finished_at: null })) => ({
  code: 2000,
  message: "Push to Shopify started",
  data,
});

function render(url: string, screenOf: ReactNode, fulfil: TShopFulfilMission, rows: TShopOrder[]) {
  api.list.mockImplementation(shopListOf([shop]));
  api.orderCounts.mockResolvedValue(counts);
  api.orders.mockResolvedValue(page(rows));
  api.fulfilMission.mockResolvedValue(fulfil);
  api.exportMission.mockResolvedValue({ mission: null });
  return renderStoresAt(url, screenOf);
}
const shipperWith = (fulfil = fulfilled, rows = [converted, failed]) =>
  render("/ds/ds-order-info", <ShipperOrderInfoScreen />, fulfil, rows);

const rowOf = (orderNumber: string) => {
  const row = screen.getByText(orderNumber).closest("tr");
  if (!row) throw new Error(`row ${orderNumber} missing`);
  return row;
};
const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

describe("the drop shipper's fulfilments to Shopify", () => {
  it("shows the counts and the last push from query-fulfill-mission", async () => {
    shipperWith();
    const due = await screen.findByTestId("fulfil-count-due");
    expect(api.fulfilMission).toHaveBeenCalledWith({ shop_id: "s-1", provider_uuid: "p-1" });
    expect(due.textContent).toBe("Due: 3");
    expect(screen.getByTestId("fulfil-count-pushed").textContent).toBe("Pushed: 12");
    expect(screen.getByTestId("fulfil-count-failed").textContent).toBe("Failed: 1");
    const panel = screen.getByTestId("fulfil-panel");
    expect(within(panel).getByRole("group", { name: "Shopify fulfilment" })).toBeTruthy();
    expect(screen.getByTestId("fulfil-mission-status").textContent).toBe("Completed");
    expect(within(panel).getByRole("progressbar", { name: "Push progress" })).toBeTruthy();
    expect(button("fulfil-push").disabled).toBe(false);
    expect(screen.queryByTestId("fulfil-stop")).toBeNull();
  });

  it("pushes now, and closes Push now with nothing due", async () => {
    shipperWith();
    await screen.findByTestId("fulfil-count-due");
    api.fulfil.mockResolvedValue(envelope());
    fireEvent.click(button("fulfil-push"));
    await settle();
    expect(api.fulfil).toHaveBeenCalledWith({ shop_id: "s-1", provider_uuid: "p-1" });
    expect(await screen.findByText("Push to Shopify started")).toBeTruthy();
    cleanup();
    shipperWith({ mission: null, counts: { due: 0, pushed: 2, failed: 0 } });
    await screen.findByTestId("fulfil-never");
    expect(button("fulfil-push").disabled).toBe(true);
    expect(screen.queryByTestId("fulfil-retry")).toBeNull();
    expect(screen.queryByTestId("fulfil-mission-status")).toBeNull();
  });

  it("retries the failed ones with reset-fulfill-mission, then reads the panel and the table again", async () => {
    shipperWith();
    await screen.findByTestId("fulfil-retry");
    await settle();
    const panelReads = api.fulfilMission.mock.calls.length;
    const tableReads = api.orders.mock.calls.length;
    api.resetFulfil.mockResolvedValue({ ...envelope(), message: "Failed fulfilments are due again" });
    fireEvent.click(button("fulfil-retry"));
    await settle();
    expect(api.resetFulfil).toHaveBeenCalledWith({ shop_id: "s-1", provider_uuid: "p-1" });
    expect(await screen.findByText("Failed fulfilments are due again")).toBeTruthy();
    expect(api.fulfilMission.mock.calls.length).toBeGreaterThan(panelReads);
    expect(api.orders.mock.calls.length).toBeGreaterThan(tableReads);
  });

  it("stops a push under way after a confirmation; Push now and Retry failed are closed meanwhile", async () => {
    const running = missionOf({ status: "running", progress: 40, finished_at: null });
    shipperWith({ ...fulfilled, mission: running });
    await screen.findByTestId("fulfil-stop");
    expect(button("fulfil-push").disabled).toBe(true);
    expect(button("fulfil-retry").disabled).toBe(true);
    expect(screen.getByTestId("fulfil-progress").textContent).toContain("40%");
    api.stopFulfil.mockResolvedValue({ ...envelope(missionOf({ status: "failed" })), message: "Stopping" });
    fireEvent.click(button("fulfil-stop"));
    fireEvent.click(await screen.findByTestId("fulfil-stop-confirm"));
    await settle();
    expect(api.stopFulfil).toHaveBeenCalledWith({ shop_id: "s-1", provider_uuid: "p-1" });
  });

  it("polls a push under way and reads the table again when it ends", async () => {
    const running = missionOf({ status: "running", progress: 50, finished_at: null });
    shipperWith({ ...fulfilled, mission: running });
    await screen.findByTestId("fulfil-stop");
    await settle();
    const tableReads = api.orders.mock.calls.length;
    api.fulfilMission.mockResolvedValue({
      mission: missionOf({}),
      counts: { due: 0, pushed: 15, failed: 1 },
    });
    await act(() => new Promise((r) => setTimeout(r, fulfilPollMs + 300)));
    expect(screen.queryByTestId("fulfil-stop")).toBeNull();
    expect(screen.getByTestId("fulfil-count-pushed").textContent).toBe("Pushed: 15");
    expect(api.orders.mock.calls.length).toBeGreaterThan(tableReads);
  });

  it("filters the table by a count; pressing it again clears the filter", async () => {
    shipperWith();
    const failedCount = await screen.findByTestId("fulfil-count-failed");
    fireEvent.click(failedCount);
    await settle();
    expect(api.orders).toHaveBeenLastCalledWith(
      expect.objectContaining({ shop_id: "s-1", provider_uuid: "p-1", push_state: "failed" }),
    );
    expect(screen.getByTestId("fulfil-count-failed").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByTestId("fulfil-count-failed"));
    await settle();
    expect(api.orders.mock.lastCall?.[0]).not.toHaveProperty("push_state");
  });
});

describe("a shop order's fulfilment push", () => {
  it("tags each row's push state and says why a failed one failed", async () => {
    shipperWith(fulfilled, [converted, failed, orderOf({})]);
    await screen.findByText("#1003");
    const failedRow = rowOf("#1003");
    expect(within(failedRow).getByTestId("shop-order-push").textContent).toBe("Failed");
    expect(within(failedRow).getByTestId("shop-order-push-error").textContent).toBe(failedText);
    expect(within(rowOf("#1002")).getByTestId("shop-order-push").textContent).toBe("Pushed");
    expect(within(rowOf("#1002")).queryByTestId("shop-order-push-error")).toBeNull();
    expect(within(rowOf("#1001")).queryByTestId("shop-order-push")).toBeNull();
  });

  it("shows the tracking pushed to Shopify in the expanded row", async () => {
    const already = { ...converted, fulfilment_push: pushOf({ already_fulfilled: true }) };
    shipperWith(fulfilled, [already]);
    await screen.findByText("#1002");
    fireEvent.click(within(rowOf("#1002")).getByRole("button", { name: /expand row/i }));
    expect((await screen.findByTestId("shop-order-tracking-number")).textContent).toBe("TRK123");
    const link = screen.getByTestId("shop-order-tracking-url");
    expect(link.getAttribute("href")).toBe("https://track.example/TRK123");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(screen.getByTestId("shop-order-already-fulfilled").textContent).toBe(
      "Already fulfilled in Shopify",
    );
  });
});

describe("the provider's read-only fulfilments", () => {
  it("shows the counts and the push without any action", async () => {
    const running = missionOf({ status: "running", progress: 10, finished_at: null });
    render("/p/p-order-info?shop_id=s-1", <ProviderOrderInfoScreen />, { ...fulfilled, mission: running }, [
      failed,
    ]);
    expect((await screen.findByTestId("fulfil-count-failed")).textContent).toBe("Failed: 1");
    expect(api.fulfilMission).toHaveBeenCalledWith({ shop_id: "s-1", provider_uuid: undefined });
    expect(screen.getByTestId("fulfil-mission-status").textContent).toBe("Running");
    for (const id of ["fulfil-push", "fulfil-stop", "fulfil-retry"])
      expect(screen.queryByTestId(id)).toBeNull();
    expect(within(await screen.findByTestId("fulfil-panel")).queryAllByRole("button")).toHaveLength(3);
  });
});
