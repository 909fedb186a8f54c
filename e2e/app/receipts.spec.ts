import { expect, type Page } from "@playwright/test";
import { decodePdfBarcodes } from "../../apps/server/test/support/pdf-barcode.ts";
import { demo, shipperAndProvider, test } from "./app-fixtures.ts";
import { shipperProviderUuid } from "./app-orders.ts";

/**
 * Issue acceptance for warehouse receipts: the drop shipper creates and submits a receipt; the provider
 * receives it with the keyboard only (scan field + Enter, a typed count + Enter after a SKU, Tab to the
 * next step, Enter on the focused button), inspects it with some unqualified goods, puts it away and
 * completes it; then the inventory and the stock log show exactly the expected numbers on both sides, and
 * the shipper sees the result.
 */

type TEnvelope<T> = { code: number; message: string; data: T };

/** Calls the API with the signed-in page's own session (as the screens do). */
async function apiGet<T>(page: Page, area: "p" | "ds", path: string, query: Record<string, string>) {
  const token = await page.evaluate((key) => localStorage.getItem(key), `wms.${area}.accessToken`);
  const res = await page.request.get(`/api/${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.headers()["content-type"]?.includes("application/pdf")) return (await res.body()) as unknown as T;
  const body = (await res.json()) as TEnvelope<T>;
  expect(body.code, body.message).toBe(200);
  return body.data;
}

type TInventoryRow = { sku: string; total: number; available: number };
type TLogRow = { reason: string; delta: number; location_code: string; document_code: string };

async function stockOf(page: Page, area: "p" | "ds", tenant: Record<string, string>, sku: string) {
  const page1 = await apiGet<{ list: TInventoryRow[] }>(page, area, "inventory/query-inventory", {
    ...tenant,
    keyword: sku,
  });
  return page1.list.find((r) => r.sku === sku)?.total ?? 0;
}

async function receiptLog(
  page: Page,
  area: "p" | "ds",
  tenant: Record<string, string>,
  sku: string,
  code: string,
) {
  const log = await apiGet<{ list: TLogRow[] }>(page, area, "inventory/query-stock-log", {
    ...tenant,
    barcode: sku,
    document_code: code,
  });
  return log.list.map((r) => `${r.reason} ${r.delta} ${r.location_code}`).sort();
}

/** The "Total" cell of a SKU's row in the inventory statistics screen (helper inv's stock screen). */
async function totalOnScreen(page: Page, url: string, sku: string) {
  await page.goto(url);
  const table = page.getByTestId("inventory-table");
  const row = table.locator("tbody tr.ant-table-row", { hasText: sku }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const headers = await table.locator("thead th").allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === "Total");
  expect(column, headers.join("|")).toBeGreaterThanOrEqual(0);
  return Number(await row.locator("td").nth(column).innerText());
}

test("a receipt goes from the drop shipper to available stock, received with the keyboard only", async ({
  pageAs,
}) => {
  test.setTimeout(240_000);
  const { shipper, provider } = await shipperAndProvider(pageAs);
  const providerUuid = await shipperProviderUuid(shipper);
  const shipperTenant = { provider_uuid: providerUuid };
  const before = {
    black: await stockOf(provider, "p", {}, "EB-100-BLK"),
    red: await stockOf(provider, "p", {}, "TS-RED-L"),
  };

  // The drop shipper writes the receipt: SZ01, two SKUs (one by barcode), two boxes, and submits it.
  await shipper.goto("/ds/addWarehouse");
  const form = shipper.getByTestId("receipt-form");
  await form.getByLabel("Warehouse").click();
  await shipper.locator(".ant-select-item-option", { hasText: "SZ01" }).first().click();
  const scanToAdd = shipper.getByTestId("receipt-form-scan");
  await scanToAdd.fill("EB-100-BLK");
  await scanToAdd.press("Enter");
  await scanToAdd.fill("6901234500048");
  await scanToAdd.press("Enter");
  const lines = shipper.getByTestId("receipt-form-line");
  await expect(lines).toHaveCount(2);
  await lines.nth(0).getByLabel("Expected").fill("10");
  await lines.nth(1).getByLabel("Expected").fill("5");
  await form.getByRole("button", { name: "Add box" }).click();
  await form.getByRole("button", { name: "Save and submit" }).click();
  await expect(shipper).toHaveURL(/\/ds\/warehousing\?tab=receipts/);
  const row = shipper.getByTestId("receipts-list").locator("tbody tr.ant-table-row").first();
  await expect(row.getByTestId("receipt-status")).toHaveText("Submitted");
  const code = (await row.locator("td").first().innerText()).trim();
  expect(code).toMatch(/^RK\d{12}$/);

  // Box labels print as a PDF whose barcodes are the box codes the dock scans.
  const list = await apiGet<{ list: { receipt_id: string; code: string }[] }>(
    shipper,
    "ds",
    "receipt/query-receipt",
    { ...shipperTenant, keyword: code },
  );
  const receiptId = list.list[0]?.receipt_id ?? "";
  const pdf = await apiGet<Buffer>(shipper, "ds", "receipt/print-box-labels", {
    ...shipperTenant,
    receipt_id: receiptId,
  });
  const boxCodes = decodePdfBarcodes(Buffer.from(pdf));
  expect(boxCodes).toEqual([`${code}-01`, `${code}-02`]);

  // The provider opens it from the list; from here on only the keyboard is used.
  await provider.goto("/p/warehousing-definition?tab=receipts");
  const providerRow = provider.getByTestId("receipts-list").locator("tbody tr", { hasText: code });
  await providerRow.getByRole("button", { name: "Receive" }).click();
  await expect(provider).toHaveURL(/\/p\/receiving\?receipt_id=/);
  await expect(provider.getByTestId("receipt-start")).toBeFocused();
  await provider.keyboard.press("Enter");

  const scanField = provider.getByTestId("receipt-scan");
  const countField = provider.getByTestId("receipt-count");
  const prompt = provider.getByTestId("receipt-count-prompt");
  const scanOk = provider.getByTestId("receipt-scan-ok");
  await expect(scanField).toBeFocused();
  /** Types into the focused field and presses Enter, as a wedge scanner does (or a count from the keyboard). */
  const scan = async (text: string) => {
    await provider.keyboard.type(text);
    await provider.keyboard.press("Enter");
  };
  // Box labels are sent at once.
  for (const box of boxCodes) await scan(box);
  await expect(scanOk).toContainText(`Box ${boxCodes[1]} arrived`);
  await expect(countField).toHaveCount(0);
  await expect(scanField).toBeFocused();
  // A SKU waits for its count: the count field has the focus with 1 selected; 10 and Enter send ten.
  await scan("EB-100-BLK");
  await expect(prompt).toContainText("EB-100-BLK: how many?");
  await expect(countField).toBeFocused();
  await expect(countField).toHaveValue("1");
  await scan("10");
  await expect(scanOk).toContainText("EB-100-BLK: +10 units, 10 of 10 received");
  await expect(countField).toHaveCount(0);
  await expect(scanField).toBeFocused();
  // One more (over-receipt), sent with 1 by the next scan typed over its count; that next code is unknown,
  // and once its count is confirmed it is refused beside the scan field.
  await scan("EB-100-BLK");
  await expect(countField).toBeFocused();
  await scan("NOT-A-CODE");
  await expect(scanOk).toContainText("EB-100-BLK: +1 unit, 11 of 10 received");
  await expect(prompt).toContainText("NOT-A-CODE: how many?");
  await provider.keyboard.press("Enter");
  await expect(provider.getByTestId("receipt-scan-error")).toContainText("NOT-A-CODE");
  await expect(scanField).toBeFocused();
  // Unit by unit by barcode (13 digits: a code, not a count): each scan sends the one before with 1.
  for (let i = 0; i < 4; i++) await scan("6901234500048"); // one short
  await expect(prompt).toContainText("6901234500048: how many?");
  await expect(scanOk).toContainText("TS-RED-L: +1 unit, 3 of 5 received");
  await provider.keyboard.press("Enter");
  await expect(scanOk).toContainText("TS-RED-L: +1 unit, 4 of 5 received");
  await expect(provider.getByTestId("receipt-scan-error")).toHaveCount(0);
  // A count that is no count is refused beside its field; Escape then drops the code: nothing is sent.
  await scan("6901234500048");
  await scan("0");
  await expect(provider.getByTestId("receipt-count-error")).toHaveText(
    "Type a whole number from 1 to 1,000,000",
  );
  await expect(countField).toBeFocused();
  await provider.keyboard.press("Escape");
  await expect(countField).toHaveCount(0);
  await expect(scanField).toBeFocused();
  const table = provider.getByTestId("receipt-lines");
  await expect(table.locator("tr", { hasText: "EB-100-BLK" })).toContainText("+1 over");
  await expect(table.locator("tr", { hasText: "TS-RED-L" })).toContainText("1 short");
  await expect(provider.getByText("boxes arrived: 2 / 2")).toBeVisible();

  // Tab to "Go to inspection", Enter; two of the black earbuds are unqualified.
  await provider.keyboard.press("Tab");
  await expect(provider.getByTestId("receipt-go-inspect")).toBeFocused();
  await provider.keyboard.press("Enter");
  await expect(provider.getByLabel("EB-100-BLK Unqualified")).toBeFocused();
  await provider.keyboard.type("2");
  await expect(provider.getByLabel("EB-100-BLK Qualified")).toHaveValue("9");
  await provider.keyboard.press("Enter");

  // Putaway: suggestions are filled in and the confirm button has the focus.
  const putaway = provider.getByTestId("receipt-putaway");
  await expect(putaway).toContainText("A-01-01");
  await expect(putaway).toContainText("DEF-01");
  // TS-RED-L holds no stock yet, so it goes to the first empty pick bin in walk order; which one that is
  // depends on what earlier specs stocked, so the bin is read from the screen and must then be used.
  const redRow = putaway.locator("tr", { hasText: "TS-RED-L" });
  await expect(redRow).toContainText("Empty pick location");
  const redBin = (await redRow.innerText()).match(/\bA-\d{2}-\d{2}\b/)?.[0] ?? "";
  expect(redBin, await redRow.innerText()).not.toBe("");
  await expect(provider.getByTestId("receipt-putaway-submit")).toBeFocused();
  await provider.keyboard.press("Enter");
  await expect(provider.getByTestId("receipt-complete")).toBeFocused();
  await provider.keyboard.press("Enter");
  await expect(provider.getByTestId("receipt-result")).toContainText("Receipt completed");

  // Stock: +11 earbuds (9 sellable in their bin, 2 in the defect location), +4 T-shirts, on both sides.
  for (const [page, area, tenant] of [
    [provider, "p", {}],
    [shipper, "ds", shipperTenant],
  ] as const) {
    expect(await stockOf(page, area, tenant, "EB-100-BLK")).toBe(before.black + 11);
    expect(await stockOf(page, area, tenant, "TS-RED-L")).toBe(before.red + 4);
    expect(await receiptLog(page, area, tenant, "EB-100-BLK", code)).toEqual([
      "receipt_defect 2 DEF-01",
      "receipt_putaway 9 A-01-01",
    ]);
    expect(await receiptLog(page, area, tenant, "TS-RED-L", code)).toEqual([`receipt_putaway 4 ${redBin}`]);
  }

  // The same numbers on the stock screens of both sides.
  expect(await totalOnScreen(provider, "/p/stock-statistics?keyword=EB-100-BLK", "EB-100-BLK")).toBe(
    before.black + 11,
  );
  expect(
    await totalOnScreen(
      shipper,
      `/ds/warehousing?tab=stock&keyword=TS-RED-L&provider_uuid=${providerUuid}`,
      "TS-RED-L",
    ),
  ).toBe(before.red + 4);

  // The drop shipper sees the result in its list and gets an internal notice.
  await shipper.goto(`/ds/warehousing?tab=receipts&provider_uuid=${providerUuid}`);
  const done = shipper.getByTestId("receipts-list").locator("tbody tr.ant-table-row", { hasText: code });
  await expect(done.getByTestId("receipt-status")).toHaveText("Completed", { timeout: 30_000 });
  // Columns: code, warehouse, status, expected arrival, boxes, expected, qualified / unqualified, over/short.
  await expect(done.locator("td").nth(5)).toHaveText("15");
  await expect(done.locator("td").nth(6)).toHaveText("13 / 2");
  const mail = await apiGet<{ list: { subject: string }[] }>(shipper, "ds", "mail/query-mail", {});
  expect(mail.list.map((m) => m.subject)).toContain(`Receipt ${code} completed`);
});

test("a receipt with no SKU shows the server's 'Add at least one SKU' at its lines, never a bare 'Parameter error'", async ({
  pageAs,
}) => {
  const shipper = await pageAs(demo.shipper);
  await shipper.goto("/ds/addWarehouse");
  const form = shipper.getByTestId("receipt-form");
  await form.getByLabel("Warehouse").click();
  await shipper.locator(".ant-select-item-option", { hasText: "SZ01" }).first().click();
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(form.getByText("Add at least one SKU")).toBeVisible();
  await expect(shipper.getByText(/Parameter error/)).toHaveCount(0);
  await expect(shipper).toHaveURL(/\/ds\/addWarehouse/);
});
