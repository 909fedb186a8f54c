import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { renderAt, shipperOf } from "../../test/render-at.tsx";
import { detail, mockReturnsScreens, page, shipperProviders } from "./returns-fixtures.ts";
import { DsReturnsScreen, PReturnsScreen } from "./returns-screen.tsx";

await i18nReady;

const { api, storage } = mockReturnsScreens();

const stored = (id: string, code: string, name: string) =>
  ({ warehouse_id: id, warehouse_code: code, warehouse_name: name }) as never;

beforeEach(() => {
  api.create.mockResolvedValue(detail({ id: "rt-9", code: "RM202606010009", status: "requested" }));
  api.shippedOrders.mockResolvedValue(
    page([{ order_id: "o-1", code: "SO-1001", consignee: "Jane Buyer" } as never]),
  );
  api.returnable.mockResolvedValue({
    order_id: "o-1",
    order_code: "SO-1001",
    warehouse_id: "w-1",
    consignee: "Jane Buyer",
    lines: [
      {
        sku: "EB-100-BLK",
        name_en: "Earbuds black",
        name_cn: "耳机",
        shipped: 3,
        on_returns: 1,
        returnable: 2,
      },
      { sku: "CASE-1", name_en: "Case", name_cn: "保护套", shipped: 1, on_returns: 0, returnable: 1 },
    ],
  });
  storage.list.mockResolvedValue(
    page([stored("w-1", "LAX1", "Los Angeles"), stored("w-2", "NYC1", "New York")]) as never,
  );
});

async function openForm() {
  fireEvent.click(await screen.findByTestId("return-create"));
  return screen.findByTestId("return-create-modal");
}

/** Switches the form to "By SKU" and waits for its first line. */
async function bySku(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole("radio", { name: "By SKU" }));
  await within(dialog).findByLabelText("SKU or barcode, line 1");
}

const ok = () => fireEvent.click(screen.getByTestId("return-create-ok"));
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label, { selector: "input, textarea" }), {
    target: { value },
  });

describe("a return from a shipped order, by a drop shipper", () => {
  it("checks the order, the units (0 to what can come back, one line at least) and the reasons before sending", async () => {
    renderAt("/ds/returns", <DsReturnsScreen />, shipperOf(shipperProviders));
    const dialog = await openForm();
    ok();
    expect(await within(dialog).findByText("Choose the shipped order the units come from")).toBeTruthy();
    await waitFor(() =>
      expect(api.shippedOrders).toHaveBeenCalledWith({
        provider_uuid: "p-1",
        customer_id: undefined,
        keyword: undefined,
      }),
    );
    await chooseOption("Shipped order", "SO-1001 · Jane Buyer", dialog);
    await waitFor(() =>
      expect(api.returnable).toHaveBeenCalledWith({ provider_uuid: "p-1", order_id: "o-1" }),
    );
    expect(await within(dialog).findByText("2 can come back (3 shipped, 1 on other returns)")).toBeTruthy();
    ok();
    expect(await within(dialog).findByText("Set the units of at least one line")).toBeTruthy();
    type(dialog, "Units of EB-100-BLK", "3");
    ok();
    expect(
      await within(dialog).findByText(
        "Enter a whole number of units from 0 to 2, those that can still come back",
      ),
    ).toBeTruthy();
    type(dialog, "Units of EB-100-BLK", "2");
    ok();
    expect(await within(dialog).findByText("Choose why the unit comes back")).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it("sends the order and its lines with units, then offers the return slip", async () => {
    const tab = { location: { href: "" }, close: vi.fn() };
    vi.spyOn(window, "open").mockReturnValue(tab as never);
    api.slipUrl.mockResolvedValue("blob:slip");
    renderAt("/ds/returns", <DsReturnsScreen />, shipperOf(shipperProviders));
    const dialog = await openForm();
    await chooseOption("Shipped order", "SO-1001 · Jane Buyer", dialog);
    await within(dialog).findByText("2 can come back (3 shipped, 1 on other returns)");
    type(dialog, "Units of EB-100-BLK", "2");
    await chooseOption("Reason of EB-100-BLK", "Defective", dialog);
    type(dialog, "Reason note (optional) of EB-100-BLK", " Left bud silent ");
    type(dialog, "Tracking number (optional)", " 1Z9 ");
    type(dialog, "Note (optional)", " Two boxes ");
    ok();
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({
        provider_uuid: "p-1",
        customer_id: undefined,
        order_id: "o-1",
        warehouse_id: undefined,
        consignee: "",
        tracking_number: "1Z9",
        note: "Two boxes",
        lines: [{ sku: "EB-100-BLK", quantity: 2, reason: "defective", reason_note: "Left bud silent" }],
      }),
    );
    expect(
      await screen.findByText("Return RM202606010009 created", { selector: ".ant-modal-title" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId("return-created-print"));
    await waitFor(() =>
      expect(api.slipUrl).toHaveBeenCalledWith({ provider_uuid: "p-1", return_id: "rt-9" }),
    );
    await waitFor(() => expect(tab.location.href).toBe("blob:slip"));
  });
});

describe("a return by SKU, by the staff", () => {
  it("checks the customer, warehouse and each line (SKU once, 1 to 10,000 units, a reason) before sending", async () => {
    renderAt("/p/returns", <PReturnsScreen />);
    const dialog = await openForm();
    await bySku(dialog);
    ok();
    for (const text of [
      "Choose the customer the return is for",
      "Choose the warehouse the parcel goes back to",
      "Enter or scan the SKU (or barcode)",
      "Choose why the unit comes back",
    ])
      expect(await within(dialog).findByText(text)).toBeTruthy();
    type(dialog, "Units, line 1", "0");
    ok();
    expect(await within(dialog).findByText("Enter a whole number of units from 1 to 10,000")).toBeTruthy();
    type(dialog, "SKU or barcode, line 1", "EB-100-BLK");
    fireEvent.click(within(dialog).getByTestId("return-add-line"));
    type(dialog, "SKU or barcode, line 2", "eb-100-blk");
    ok();
    expect(
      (await within(dialog).findAllByText("This SKU is already in another line")).length,
    ).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove line 2" }));
    await waitFor(() => expect(within(dialog).queryByLabelText("SKU or barcode, line 2")).toBeNull());
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove line 1" }));
    ok();
    expect(await within(dialog).findByText("Add at least one SKU to return")).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it("sends the customer, one of its warehouses, the lines and the buyer", async () => {
    renderAt("/p/returns", <PReturnsScreen />);
    const dialog = await openForm();
    await chooseOption("Customer", "ACME01 · acme", dialog);
    await bySku(dialog);
    await waitFor(() =>
      expect(storage.list).toHaveBeenCalledWith(
        expect.objectContaining({ customer_id: "c-1", provider_uuid: undefined }),
      ),
    );
    await chooseOption("Warehouse", "NYC1 New York", dialog);
    type(dialog, "SKU or barcode, line 1", " EB-100-BLK ");
    type(dialog, "Units, line 1", "2");
    await chooseOption("Reason, line 1", "Size or fit", dialog);
    fireEvent.click(within(dialog).getByTestId("return-add-line"));
    type(dialog, "SKU or barcode, line 2", "CASE-1");
    await chooseOption("Reason, line 2", "Damaged", dialog);
    type(dialog, "Reason note (optional), line 2", "Crushed");
    type(dialog, "Buyer (optional)", " Jane Buyer ");
    ok();
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({
        provider_uuid: undefined,
        customer_id: "c-1",
        order_id: undefined,
        warehouse_id: "w-2",
        consignee: "Jane Buyer",
        tracking_number: "",
        note: "",
        lines: [
          { sku: "EB-100-BLK", quantity: 2, reason: "size_or_fit", reason_note: "" },
          { sku: "CASE-1", quantity: 1, reason: "damaged", reason_note: "Crushed" },
        ],
      }),
    );
    expect(api.shippedOrders).not.toHaveBeenCalledWith(expect.objectContaining({ customer_id: undefined }));
  });
});
