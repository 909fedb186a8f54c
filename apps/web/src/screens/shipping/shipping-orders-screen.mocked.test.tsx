import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TOrderSummary } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { fetchWaybillPdf, shippingApi } from "./shipping-api.ts";
import { ShippingOrdersScreen } from "./shipping-orders-screen.tsx";

await i18nReady;

vi.mock("./shipping-api.ts", async (real) => {
  const actual = await real<typeof import("./shipping-api.ts")>();
  const calls = Object.fromEntries(Object.keys(actual.shippingApi).map((name) => [name, vi.fn()]));
  return { ...actual, shippingApi: calls, fetchWaybillPdf: vi.fn() };
});
const api = vi.mocked(shippingApi);
const pdfMock = vi.mocked(fetchWaybillPdf);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const order = (code: string, status: TOrderSummary["status"], tracking: string) =>
  ({
    order_id: `id-${code}`,
    code,
    status,
    tracking_number: tracking,
    consignee: "Ada",
    country: "DE",
    channel_name: "SELF",
    updated_at: 1_700_000_000,
  }) as TOrderSummary;

const rows = [
  order("SO1", "bagged", "SELF0000000011"),
  order("SO2", "bagged", "SELF0000000029"),
  order("SO3", "weighed", "SELF0000000037"),
  order("SO4", "bagged", ""),
];

function showList() {
  api.orders.mockResolvedValue({ list: rows, total: rows.length, page_size: 20, cur_page: 1 });
  return renderAt("/p/p-list-of-shipping-orders", <ShippingOrdersScreen />);
}

async function select(...codes: string[]) {
  for (const code of codes) {
    const row = (await screen.findByText(code)).closest("tr");
    if (!row) throw new Error(`row ${code} missing`);
    fireEvent.click(within(row).getByRole("checkbox"));
  }
}

const handOverButton = () => screen.getByTestId("hand-over-orders") as HTMLButtonElement;

describe("handing over from the shipping orders list", () => {
  it("is disabled for a selection with an order that is not bagged, or has no tracking number yet", async () => {
    showList();
    expect(handOverButton().disabled).toBe(true);
    await select("SO1", "SO3");
    expect(handOverButton().disabled).toBe(true);
    fireEvent.mouseEnter(screen.getByTestId("hand-over-orders-blocked"));
    expect(await screen.findByText("Only bagged orders can be handed over")).toBeTruthy();
    // SO1 and SO4 (bagged, but without a number yet).
    await select("SO3", "SO4");
    expect(handOverButton().disabled).toBe(true);
    fireEvent.mouseEnter(screen.getByTestId("hand-over-orders-blocked"));
    expect(await screen.findByText(/Print the waybills first/)).toBeTruthy();
    expect(api.handOverOrders).not.toHaveBeenCalled();
  });

  it("asks, then hands over bagged orders with their numbers and says what the server said", async () => {
    api.handOverOrders.mockResolvedValue({
      code: 200,
      message: "2 orders handed over on shipping notice DN209901010001: they are shipped",
      data: { notices: [{ notice_id: "n1", code: "DN209901010001", order_count: 2 }], shipped: 2 },
    });
    showList();
    await select("SO1", "SO2");
    expect(handOverButton().disabled).toBe(false);
    expect(handOverButton().textContent).toContain("Hand over (2)");
    fireEvent.click(handOverButton());
    // antd names the dialog with its title too: the title shows more than once.
    expect((await screen.findAllByText("Hand over 2 orders?")).length).toBeGreaterThan(0);
    expect(screen.getByText(/their stock is consumed/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Hand over" }));
    await waitFor(() => expect(api.handOverOrders).toHaveBeenCalledWith(["id-SO1", "id-SO2"]));
    expect(await screen.findByText(/2 orders handed over on shipping notice DN209901010001/)).toBeTruthy();
    await settle();
    // The selection is cleared and the list asked again.
    expect(handOverButton().disabled).toBe(true);
    expect(api.orders.mock.calls.length).toBeGreaterThan(1);
  });

  it("after printing, refetches the list and offers the hand-over of the printed orders", async () => {
    pdfMock.mockResolvedValue({ url: "blob:waybills", orderCode: "", orderId: "" });
    api.handOverOrders.mockResolvedValue({
      code: 200,
      message: "Order SO4 handed over on shipping notice DN209901010002: it is shipped",
      data: { notices: [{ notice_id: "n2", code: "DN209901010002", order_count: 1 }], shipped: 1 },
    });
    showList();
    await select("SO4");
    // No number yet: print first.
    expect(handOverButton().disabled).toBe(true);
    const calls = api.orders.mock.calls.length;
    fireEvent.click(screen.getByTestId("print-waybills"));
    const printed = (await screen.findByTestId("hand-over-printed")) as HTMLButtonElement;
    await settle();
    expect(api.orders.mock.calls.length).toBeGreaterThan(calls);
    // The printed order has its number now, even before the list shows it.
    expect(handOverButton().disabled).toBe(false);
    expect(printed.disabled).toBe(false);
    fireEvent.click(printed);
    fireEvent.click(await screen.findByRole("button", { name: "Hand over" }));
    await waitFor(() => expect(api.handOverOrders).toHaveBeenCalledWith(["id-SO4"]));
  });

  it("for a manual channel's order without a number, asks for it where the waybill prints, saves it, and prints again", async () => {
    const reason = "Enter or import the tracking number for this channel";
    pdfMock.mockRejectedValueOnce(new ApiError(4001, reason, { fields: { tracking_number: reason } }, 400));
    api.setTrackingNumbers.mockResolvedValue({ done: ["SO4"], errors: [] });
    showList();
    await select("SO1", "SO4");
    fireEvent.click(screen.getByTestId("print-waybills"));
    const modal = await screen.findByTestId("tracking-numbers-modal");
    expect(within(modal).getByText(reason)).toBeTruthy();
    // The order without a number waits on its line for it; the one with a number is not asked for.
    const field = within(modal).getByTestId("tracking-numbers-input") as HTMLTextAreaElement;
    expect(field.value).toBe("SO4, ");
    fireEvent.change(field, { target: { value: "SO4, RR123456789CN" } });
    fireEvent.click(within(modal).getByTestId("tracking-numbers-save"));
    await waitFor(() =>
      expect(api.setTrackingNumbers).toHaveBeenCalledWith([
        { order_code: "SO4", tracking_number: "RR123456789CN" },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId("tracking-numbers-modal")).toBeNull());
    await waitFor(() => expect(pdfMock).toHaveBeenCalledTimes(2));
    expect(pdfMock.mock.calls[1]?.[1]).toEqual({ order_ids: ["id-SO1", "id-SO4"] });
  });
});
