import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { TOrderDetail } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt } from "../../test/render-at.tsx";
import { OrderDetailDrawer } from "./order-detail-drawer.tsx";
import { ordersApi } from "./orders-api.ts";

await i18nReady;

const orders = mockApi(ordersApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const held = {
  order_id: "o-1",
  code: "SO2026120600002",
  status: "on_hold",
  credit_hold: { balance: "2.00", fees: "3.00", credit_limit: "0.00", currency: "USD" },
  exception_reason: "",
  cod_type: "none",
  lines: [],
  order_notes: [],
  split_codes: [],
  split_from_code: null,
  actions: ["release_hold", "return_to_draft", "cancel"],
} as unknown as TOrderDetail;

function open(order: TOrderDetail, run = vi.fn(async () => true)) {
  orders.detail.mockResolvedValue(order);
  orders.log.mockResolvedValue([] as never);
  renderAt(
    "/p/order",
    <OrderDetailDrawer
      orderId="o-1"
      staff
      runner={{ run, busy: false, errorsModal: <span /> }}
      onClose={() => {}}
      onEdit={() => {}}
      onOpen={() => {}}
    />,
  );
  return run;
}

describe("an order on credit hold in the drawer", () => {
  it("says why it is held, with the figures, and offers the provider to release it after asking", async () => {
    const run = open(held);
    const detail = await screen.findByTestId("order-detail");
    expect(within(detail).getByText("Credit hold")).toBeTruthy();
    expect(screen.getByTestId("credit-hold").textContent).toBe(
      "Credit hold: the balance USD 2.00 less the expected fees of the open orders USD 3.00 would go below the credit limit of USD 0.00. A top-up that covers it confirms the order; the provider may release it by hand.",
    );
    fireEvent.click(screen.getByTestId("detail-release_hold"));
    const ask = await screen.findByRole("tooltip");
    fireEvent.click(within(ask).getByRole("button", { name: "Release from credit hold" }));
    expect(run).toHaveBeenCalledWith("release_hold", ["o-1"]);
  });

  it("shows no hold on an order that has none", async () => {
    open({ ...held, status: "confirmed", credit_hold: null, actions: [] } as TOrderDetail);
    await screen.findByTestId("order-detail");
    expect(screen.queryByTestId("credit-hold")).toBeNull();
    expect(screen.queryByTestId("detail-release_hold")).toBeNull();
  });
});
