import { expect, type Page } from "@playwright/test";
import { apiCall, apiData } from "./app-api.ts";
import { demo, test } from "./app-fixtures.ts";
import { bagByScan, weighAtBench } from "./app-floor.ts";
import { countPointerPresses, expectNoPointer, scan, tabTo } from "./app-keyboard.ts";
import { selfChannelId, shipperProviderUuid, shipperWarehouseId, submittedOrders } from "./app-orders.ts";

/**
 * Issue 16's acceptance for the floor: an operator with a keyboard-wedge scanner receives a receipt, puts it
 * away, picks, reviews, weighs, labels, bags and ships an order of it with the keyboard alone; not one pointer press
 * reaches the pages. What happens in the office (the drop shipper's product, receipt and order, the order's
 * confirmation) is set up through the API.
 */

const stamp = Date.now().toString(36).slice(-6).toUpperCase();
const sku = `KB-${stamp}`;

/** The shipper's product (0.5 kg a piece), a submitted receipt of 6 in one box, answered with its box code. */
async function officeReceipt(shipper: Page, providerUuid: string, warehouseId: string) {
  const product = await apiCall(shipper, "ds", "POST", "product/create-product", {
    provider_uuid: providerUuid,
    title: `Keyboard desk lamp ${stamp}`,
    product_variants: [{ sku, name_en: "Desk lamp", weight: "0.500" }],
  });
  expect(product.code, product.message).toBe(1000);
  const receipt = await apiCall<{ receipt_id: string; code: string; boxes: { code: string }[] }>(
    shipper,
    "ds",
    "POST",
    "receipt/create-receipt",
    { provider_uuid: providerUuid, warehouse_id: warehouseId, lines: [{ sku, number: 6 }], boxes: [{}] },
  );
  expect(receipt.code, receipt.message).toBe(1000);
  const submitted = await apiCall(shipper, "ds", "POST", "receipt/submit-receipt", {
    provider_uuid: providerUuid,
    receipt_id: receipt.data.receipt_id,
  });
  expect(submitted.code, submitted.message).toBe(200);
  return { id: receipt.data.receipt_id, box: receipt.data.boxes[0]?.code ?? "" };
}

/** The shipper's one-piece order of the SKU on the self-numbering channel, submitted, then confirmed by staff. */
async function officeOrder(shipper: Page, staff: Page) {
  const channelId = await selfChannelId(staff);
  const { ids, codes } = await submittedOrders(shipper, {
    consignee: `Keyboard ${stamp}`,
    sku,
    quantities: [1],
    channelId,
  });
  const confirmed = await apiCall(staff, "p", "PUT", "order/batch-modify-report-provider", {
    action: "confirm",
    order_ids: ids,
  });
  expect(confirmed.code, confirmed.message).toBe(200);
  return { id: ids[0] ?? "", code: codes[0] ?? "" };
}

test("receive, put away, pick, review and label in one scan, weigh, bag and ship with the keyboard alone", async ({
  pageAs,
}) => {
  test.setTimeout(240_000);
  const shipper = await pageAs(demo.shipper);
  const floor = await pageAs(demo.operator);
  const providerUuid = await shipperProviderUuid(shipper);
  const warehouseId = (await shipperWarehouseId(shipper, providerUuid)) ?? "";
  const receipt = await officeReceipt(shipper, providerUuid, warehouseId);
  await countPointerPresses(floor);

  // Receive: the box label, then the SKU and its count; inspect (all fit), put away, complete.
  await floor.goto(`/p/receiving?receipt_id=${receipt.id}`);
  await expect(floor.getByTestId("receipt-start")).toBeFocused();
  await floor.keyboard.press("Enter");
  await expect(floor.getByTestId("receipt-scan")).toBeFocused();
  await scan(floor, receipt.box);
  await expect(floor.getByTestId("receipt-scan-ok")).toContainText(receipt.box);
  await scan(floor, sku);
  await expect(floor.getByTestId("receipt-count")).toBeFocused();
  await floor.keyboard.type("6");
  await floor.keyboard.press("Enter");
  await expect(floor.getByTestId("receipt-scan-ok")).toContainText(`${sku}: +6 units, 6 of 6 received`);
  await expect(floor.getByTestId("receipt-scan")).toBeFocused();
  await tabTo(floor, floor.getByTestId("receipt-go-inspect"));
  await floor.keyboard.press("Enter");
  await expect(floor.getByLabel(`${sku} Unqualified`)).toBeFocused();
  await floor.keyboard.press("Enter");
  await expect(floor.getByTestId("receipt-putaway-submit")).toBeFocused();
  await floor.keyboard.press("Enter");
  await expect(floor.getByTestId("receipt-complete")).toBeFocused();
  await floor.keyboard.press("Enter");
  await expect(floor.getByTestId("receipt-result")).toContainText("Receipt completed");

  const order = await officeOrder(shipper, floor);

  // Pick: choose the warehouse and the order, generate its wave (the dialog's OK has the focus), open the
  // wave from the list and confirm the picking (the prompt's OK has the focus).
  await floor.goto("/p/p-wave-order");
  const panel = floor.getByTestId("wave-generate");
  await tabTo(floor, panel.getByRole("combobox", { name: "Warehouse" }));
  await floor.keyboard.type("SZ01");
  await floor.keyboard.press("Enter");
  const row = panel.getByRole("row", { name: new RegExp(order.code) });
  await tabTo(floor, row.getByRole("checkbox"));
  await floor.keyboard.press("Space");
  await expect(row.getByRole("checkbox")).toBeChecked();
  await tabTo(floor, floor.getByTestId("wave-generate-button"), { back: true });
  await floor.keyboard.press("Enter");
  const generate = floor.getByRole("dialog", { name: /Generate 1 wave from 1 order/ });
  await expect(generate.getByRole("button", { name: "Generate waves" })).toBeFocused();
  await floor.keyboard.press("Enter");
  await expect(floor.getByText("1 wave generated")).toBeVisible();
  const newest = floor.getByTestId("waves-list").locator("tbody tr.ant-table-row").first();
  await tabTo(floor, newest.getByRole("button").first());
  await floor.keyboard.press("Enter");
  const drawer = floor.getByTestId("wave-detail");
  await expect(drawer.getByTestId("wave-orders")).toContainText(order.code);
  await tabTo(floor, floor.getByTestId("wave-confirm-picking"));
  await floor.keyboard.press("Enter");
  await expect(floor.getByRole("button", { name: "Confirm picking" }).last()).toBeFocused();
  await floor.keyboard.press("Enter");
  await expect(floor.getByText("Picking confirmed")).toBeVisible();

  // Review and waybill in one scan: the one-piece bench reviews the single-item parcel by its item and
  // prints its label at once (issue 40).
  await floor.goto("/p/p-one-piece-for-shipping");
  await expect(floor.getByTestId("one-piece-scan")).toBeFocused();
  await scan(floor, sku);
  await expect(floor.getByTestId("one-piece-printed")).toContainText(order.code);
  await expect(floor.getByTestId("one-piece-pdf")).toBeVisible();

  // Weigh: the reviewed parcel is taken by the weighing bench, its expected weight shown first.
  await weighAtBench(floor, { code: order.code, kg: "0.52" });

  // Bag: the labelled parcel is scanned into its channel's bag.
  await bagByScan(floor, order.code);

  // Ship: the bagged parcel is handed over from the shipping orders list; Tab to its row's box, Space,
  // Tab to "Hand over", Enter, and Enter again on the confirmation.
  await floor.goto(`/p/p-list-of-shipping-orders?keyword=${order.code}&status=bagged`);
  const shippingRow = floor
    .getByTestId("shipping-orders-table")
    .getByRole("row", { name: new RegExp(order.code) });
  await expect(shippingRow).toHaveCount(1);
  await tabTo(floor, shippingRow.getByRole("checkbox"));
  await floor.keyboard.press("Space");
  await expect(shippingRow.getByRole("checkbox")).toBeChecked();
  await tabTo(floor, floor.getByTestId("hand-over-orders"));
  await floor.keyboard.press("Enter");
  await expect(floor.getByRole("dialog").getByRole("button", { name: "Hand over" })).toBeFocused();
  await floor.keyboard.press("Enter");
  await expect(
    floor.getByText(new RegExp(`Order ${order.code} handed over on shipping notice DN\\d+: it is shipped`)),
  ).toBeVisible();

  const shipped = await apiData<{ status: string; tracking_number: string }>(
    floor,
    "p",
    "order/query-specific-elements",
    { order_id: order.id },
  );
  expect(shipped.status).toBe("shipped");
  expect(shipped.tracking_number).not.toBe("");
  const stock = await apiData<{ list: { sku: string; total: number; available: number }[] }>(
    floor,
    "p",
    "inventory/query-inventory",
    { keyword: sku },
  );
  expect(stock.list.find((r) => r.sku === sku)).toMatchObject({ total: 5, available: 5 });
  await expectNoPointer(floor);
});
