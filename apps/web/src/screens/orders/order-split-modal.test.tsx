import { cleanup, fireEvent, screen } from "@testing-library/react";
import type { TOrderDetail } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { changeLanguage, i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { OrderSplitModal, splitCounts } from "./order-split-modal.tsx";
import { ordersApi } from "./orders-api.ts";

await i18nReady;

const api = mockApi(ordersApi);

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await changeLanguage("en_us");
});

const line = (id: string, sku: string, quantity: number) =>
  ({
    line_id: id,
    sku,
    name_en: `${sku} name`,
    name_cn: "",
    barcode: "",
    quantity,
  }) as TOrderDetail["lines"][number];
const order = {
  order_id: "o-1",
  code: "SO2026120600001",
  lines: [line("l-a", "MUG-A", 2), line("l-b", "MUG-B", 1)],
} as TOrderDetail;

function open(onSplit = vi.fn()) {
  renderAt(
    "/ds/order",
    <OrderSplitModal order={order} providerUuid="p-1" onClose={vi.fn()} onSplit={onSplit} />,
  );
  return onSplit;
}

const setMove = (sku: string, value: string) =>
  fireEvent.change(screen.getByTestId(`split-move-${sku}`), { target: { value } });

describe("splitting an order into two parcels", () => {
  it("counts what moves and what stays, clamped to what each line holds", () => {
    expect(splitCounts(order.lines, { "l-a": 1, "l-b": 5 })).toEqual({ moving: 2, staying: 1 });
    expect(splitCounts(order.lines, {})).toEqual({ moving: 0, staying: 3 });
  });

  it("refuses before sending when nothing moves or everything would", async () => {
    open();
    fireEvent.click(await screen.findByTestId("order-split-ok"));
    expect((await screen.findByTestId("order-split-problem")).textContent).toBe(
      "Choose at least one unit to move.",
    );
    setMove("MUG-A", "2");
    setMove("MUG-B", "1");
    await settle();
    expect(screen.getByTestId("order-split-summary").textContent).toBe(
      "3 units move to the new order, 0 stay in this one.",
    );
    fireEvent.click(screen.getByTestId("order-split-ok"));
    await settle();
    expect(screen.getByTestId("order-split-problem").textContent).toMatch(/^Leave at least one unit/);
    expect(api.split).not.toHaveBeenCalled();
  });

  it("sends the units by SKU, says which order was made and opens it", async () => {
    const part = { ...order, order_id: "o-2", code: "SO2026120600002" };
    api.split.mockResolvedValue({
      code: 1000,
      message: "Order SO2026120600002 made of the units moved",
      data: part,
    });
    const onSplit = open();
    setMove("MUG-A", "1");
    await settle();
    fireEvent.click(screen.getByTestId("order-split-ok"));
    await settle();
    expect(api.split).toHaveBeenCalledWith({
      provider_uuid: "p-1",
      order_id: "o-1",
      lines: [{ sku: "MUG-A", quantity: 1 }],
    });
    expect(onSplit).toHaveBeenCalledWith(part);
    expect(await screen.findByText("Order SO2026120600002 made of the units moved")).toBeTruthy();
  });

  it("shows the server's refusal in the form, in Chinese too", async () => {
    await changeLanguage("zh_cn");
    api.split.mockRejectedValue(
      new ApiError(4001, "订单 SO2026120600001 中 MUG-A 只有 2 件", {
        fields: { lines: "订单 SO2026120600001 中 MUG-A 只有 2 件" },
      }),
    );
    open();
    expect(await screen.findByText("拆分订单 SO2026120600001")).toBeTruthy();
    setMove("MUG-A", "1");
    await settle();
    fireEvent.click(screen.getByTestId("order-split-ok"));
    await settle();
    expect((await screen.findByTestId("form-error-alert")).textContent).toContain("只有 2 件");
  });
});
