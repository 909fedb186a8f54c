import { expect, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { decodePdfBarcodes } from "../../apps/server/test/support/pdf-barcode.ts";
import { apiData } from "./app-api.ts";
import { shipperAndProvider, test } from "./app-fixtures.ts";
import { chooseOption } from "./app-select.ts";

/**
 * Issue acceptance for the outbound floor, through the screens: the drop shipper imports 20 orders
 * (12 single-item, 8 with two SKUs) and submits them; the provider confirms them, generates one wave per
 * strategy, confirms picking with one unit short, reviews every package (the single-item wave by its wave
 * code, one wrong scan refused), weighs (one package far too heavy: weighed again, then sent to
 * exceptions), prints the waybills, bags the labelled parcels by channel and hands the bag over. Then
 * stock, stock log, order log, exceptions and both order lists must show exactly the expected states and
 * numbers.
 */

const run = Date.now().toString(36).toUpperCase();
const tag = `OB${run}`;
const singles = Array.from({ length: 12 }, (_, i) => `${tag} S${String(i + 1).padStart(2, "0")}`);
const multis = Array.from({ length: 8 }, (_, i) => `${tag} M${String(i + 1).padStart(2, "0")}`);
const skus = ["PS-ALU-01", "EB-100-BLK", "TS-RED-M"] as const;
/** Item weights of the demo products (kg); the demo channel SELF has no packaging material. */
const expectedKg = { single: "0.150", multi: "0.280" };

async function orderSheet() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Orders");
  sheet.addRow(["Order reference", "Warehouse code", "Channel code", "Consignee", "Country code", "Address"]);
  sheet.getRow(1).getCell(7).value = "SKU";
  sheet.getRow(1).getCell(8).value = "Quantity";
  const base = (name: string) => [name.replace(" ", "-"), "SZ01", "SELF", name, "DE", "Hauptstr. 1, Berlin"];
  for (const name of singles) sheet.addRow([...base(name), "PS-ALU-01", 1]);
  for (const name of multis) {
    sheet.addRow([...base(name), "EB-100-BLK", 1]);
    sheet.addRow([...base(name), "TS-RED-M", 1]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type TOrderRow = {
  order_id: string;
  code: string;
  consignee: string;
  status: string;
  tracking_number: string;
};

/** This run's orders as the API lists them to the page's user, by consignee. */
async function ourOrders(page: Page, area: "p" | "ds", query: Record<string, string> = {}) {
  const data = await apiData<{ list: TOrderRow[] }>(page, area, "order/query-order", {
    keyword: tag,
    page_size: "50",
    ...query,
  });
  return new Map(data.list.map((o) => [o.consignee, o]));
}

async function stockTotals(page: Page) {
  const totals: Record<string, number> = {};
  for (const sku of skus) {
    const data = await apiData<{ list: { sku: string; total: number }[] }>(
      page,
      "p",
      "inventory/query-inventory",
      {
        keyword: sku,
      },
    );
    totals[sku] = data.list.find((r) => r.sku === sku)?.total ?? 0;
  }
  return totals;
}

/** Statuses shown in an order list, counted per label. */
async function statusCounts(page: Page) {
  const cells = await page
    .getByTestId("orders-list")
    .locator("tbody [data-testid=order-status]")
    .allInnerTexts();
  const counts: Record<string, number> = {};
  for (const c of cells) counts[c.trim()] = (counts[c.trim()] ?? 0) + 1;
  return counts;
}

async function selectAllRows(page: Page, list: string) {
  await page.getByTestId(list).locator("thead .ant-checkbox-input").check();
}

/** Types into the focused scan field and presses Enter, as a keyboard-wedge scanner does. */
async function scan(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

test("20 orders go from import to shipped through every outbound screen", async ({ pageAs }) => {
  test.setTimeout(900_000);
  const { shipper, provider } = await shipperAndProvider(pageAs);
  const before = await stockTotals(provider);

  // 1. The drop shipper imports the 20 orders and submits them.
  await shipper.goto("/ds/order");
  await shipper.getByRole("button", { name: "Import" }).click();
  const importAnswer = shipper.waitForResponse((r) => r.url().includes("/api/order/import-order"));
  await shipper.locator(".ant-modal input[type=file]").setInputFiles({
    name: "orders.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await orderSheet(),
  });
  expect((await (await importAnswer).json()).code).toBe(200);
  await expect(shipper.locator(".ant-modal")).toContainText("20 orders created");
  await shipper.locator(".ant-modal-footer").getByRole("button", { name: "Close" }).click();

  await shipper.goto(`/ds/order?keyword=${tag}&page_size=50`);
  await expect(shipper.getByTestId("orders-list").locator("tbody tr.ant-table-row")).toHaveCount(20);
  expect(await statusCounts(shipper)).toEqual({ Draft: 20 });
  await selectAllRows(shipper, "orders-list");
  await shipper.getByTestId("bulk-submit").click();
  await expect.poll(() => statusCounts(shipper)).toEqual({ "Awaiting confirmation": 20 });

  // 2. The provider confirms all 20 (stock becomes unpicked occupied).
  await provider.goto(`/p/order?keyword=${tag}&page_size=50`);
  await expect(provider.getByTestId("orders-list").locator("tbody tr.ant-table-row")).toHaveCount(20);
  await selectAllRows(provider, "orders-list");
  await provider.getByTestId("bulk-confirm").click();
  await expect.poll(() => statusCounts(provider)).toEqual({ Confirmed: 20 });
  const orders = await ourOrders(provider, "p");
  const codeOf = (name: string) => orders.get(name)?.code ?? "";

  // 3. Two waves: the 12 single-item orders, then the 8 multi-item orders, each with its strategy.
  await provider.goto("/p/p-wave-order");
  const panel = provider.getByTestId("wave-generate");
  await panel.getByLabel("Warehouse").click();
  await provider.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "SZ01" }).click();
  const waveCodes: string[] = [];
  for (const [names, strategy] of [
    [singles, "Single-item orders"],
    [multis, "Multi-item orders"],
  ] as const) {
    await selectOnEveryPage(
      panel,
      names.map((n) => codeOf(n)),
    );
    await expect(panel).toContainText(`${names.length} selected orders will be waved`);
    await provider.getByTestId("wave-strategy").click();
    await provider
      .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: strategy })
      .click();
    // The first wave's notice may still be up (3 s): this wave's notice is the one that appears now.
    const notices = provider.getByText(/^1 waves? generated$/);
    await expect(notices).toHaveCount(0);
    // Generate previews by itself (no Preview press) and confirms the numbers before anything is written.
    await provider.getByTestId("wave-generate-button").click();
    const confirm = provider.locator(".ant-modal-confirm:visible");
    await expect(confirm).toContainText(`Generate 1 wave from ${names.length} orders?`);
    await expect(confirm).not.toContainText("not fit");
    await expect(provider.getByTestId("wave-preview-result")).toContainText(
      `1 wave from ${names.length} orders (not fitting this strategy: 0)`,
    );
    await confirm.getByRole("button", { name: "Generate waves" }).click();
    await expect(notices).toHaveCount(1);
    await expect(confirm).toBeHidden();
    const newest = provider.getByTestId("waves-list").locator("tbody tr.ant-table-row").first();
    await expect(newest).toContainText(strategy);
    waveCodes.push((await newest.locator("td").first().innerText()).trim());
  }

  // 4. Picking: the single-item wave in full; the multi-item wave one unit short on its last line.
  const list = provider.getByTestId("waves-list");
  const drawer = provider.getByTestId("wave-detail");
  const short = { code: "" };
  for (const [index, waveCode] of waveCodes.entries()) {
    await list.locator("tbody tr.ant-table-row", { hasText: waveCode }).getByRole("button").first().click();
    await expect(provider.locator(".ant-drawer-title", { hasText: waveCode })).toBeVisible();
    if (index === 1) {
      const last = drawer.getByTestId("wave-picking-form").locator("input").last();
      await last.fill(String(Number(await last.inputValue()) - 1));
    }
    await provider.getByTestId("wave-confirm-picking").click();
    await provider.locator(".ant-popconfirm:visible .ant-btn-primary").click();
    await expect(drawer.getByTestId("wave-status")).toHaveText(index === 1 ? "Short picked" : "Picked");
    if (index === 1) {
      const exceptionRow = drawer.getByTestId("wave-orders").locator("tr", { hasText: "Exception" });
      await expect(exceptionRow).toHaveCount(1);
      await expect(exceptionRow).toContainText("Short pick");
      short.code = /SO\d+/.exec(await exceptionRow.innerText())?.[0] ?? "";
    }
    await provider.keyboard.press("Escape");
  }
  expect(short.code).not.toBe("");
  const shortName = multis.find((n) => codeOf(n) === short.code) ?? "";
  expect(shortName).not.toBe("");
  const pickedMultis = multis.filter((n) => n !== shortName);

  // 5. Review by keyboard. The single-item wave by its code: each scanned piece reviews the wave's oldest
  // order still needing it (scanned as fast as a wedge scanner types); a wrong item is refused first.
  // The multi-item orders one by one: order code, then each item.
  await provider.goto("/p/p-to-review");
  await expect(provider.getByTestId("review-scan")).toBeFocused();
  const singleWave = waveCodes[0] as string;
  await scan(provider, singleWave);
  await expect(provider.getByTestId("review-wave-code")).toHaveText(singleWave);
  await scan(provider, "EB-100-WHT");
  await expect(provider.getByTestId("review-scan-error")).toContainText("EB-100-WHT");
  await expect(provider.getByTestId("review-scan")).toBeFocused();
  for (const _ of singles) await scan(provider, "PS-ALU-01");
  await expect(provider.getByText(`Wave ${singleWave} is fully reviewed`)).toBeVisible();
  for (const name of pickedMultis) {
    await scan(provider, codeOf(name));
    await expect(provider.getByTestId("review-order-code")).toHaveText(codeOf(name));
    for (const sku of ["EB-100-BLK", "TS-RED-M"]) await scan(provider, sku);
    await expect(provider.getByTestId("review-done")).toContainText(codeOf(name));
  }
  const reviewed = await ourOrders(provider, "p", { status: "reviewed" });
  expect([...reviewed.keys()].sort()).toEqual([...singles, ...pickedMultis].sort());

  // 6. Batch weighing: the real weights, except one single-item package weighing 0.5 kg instead of 0.15:
  // the first miss keeps it on the scale to be weighed again, the second moves it to exceptions.
  const heavyName = singles[4] as string;
  await provider.goto("/p/p-batch-weighing");
  for (const name of [...singles, ...pickedMultis]) {
    await expect(provider.getByTestId("weighing-scan")).toBeFocused();
    await scan(provider, codeOf(name));
    await expect(provider.getByTestId("weighing-entry")).toContainText(codeOf(name));
    const expected = singles.includes(name) ? expectedKg.single : expectedKg.multi;
    await expect(provider.getByTestId("weighing-expected")).toContainText(`${expected} kg, give or take`);
    await expect(provider.getByTestId("weighing-weight")).toBeFocused();
    if (name === heavyName) {
      await scan(provider, "0.500");
      await expect(provider.getByTestId("weighing-again")).toBeVisible();
      await expect(provider.getByTestId("weighing-last")).toContainText(
        `${codeOf(name)} is out of tolerance: 0.500 kg, expected ${expected} kg`,
      );
      await expect(provider.getByTestId("weighing-weight")).toBeFocused();
      await scan(provider, "0.500");
      await expect(provider.getByTestId("weighing-last")).toContainText(
        `${codeOf(name)} out of tolerance twice`,
      );
    } else {
      await scan(provider, expected);
      await expect(provider.getByTestId("weighing-last")).toContainText(`${codeOf(name)} weighed`);
    }
    await expect(provider.getByTestId("weighing-results")).toContainText(codeOf(name));
  }
  const shipped = [...singles, ...pickedMultis].filter((n) => n !== heavyName);
  expect(shipped).toHaveLength(18);

  // 7. Waybills of the 18 weighed orders: one PDF, each barcode decodes to that order's tracking number.
  await provider.goto(`/p/p-list-of-shipping-orders?keyword=${tag}&status=weighed&page_size=50`);
  const shippingTable = provider.getByTestId("shipping-orders-table");
  await expect(shippingTable.locator("tbody tr.ant-table-row")).toHaveCount(18);
  await selectAllRows(provider, "shipping-orders-table");
  await provider.getByTestId("print-waybills").click();
  // The preview's blob holds the PDF the operator prints.
  const pdfUrl = (await provider.getByTestId("waybills-pdf").getAttribute("src")) ?? "";
  const pdfBytes = await provider.evaluate(
    async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())),
    pdfUrl,
  );
  const waybills = decodePdfBarcodes(Buffer.from(pdfBytes));
  const weighed = await ourOrders(provider, "p", { status: "weighed" });
  const tracking = shipped.map((n) => weighed.get(n)?.tracking_number ?? "");
  expect(
    tracking.every((t) => /^SELF\d{11}$/.test(t)),
    tracking.join(","),
  ).toBe(true);
  expect([...waybills].sort()).toEqual([...tracking].sort());

  // 8. Bagging: every labelled package goes into the open SELF bag; the heavy one, in exceptions, is refused.
  await provider.goto("/p/p-bagging");
  // The bench shows the labelled parcels waiting for it: at least the 18 (the oldest ten listed).
  const queueTitle = async () =>
    Number(/Waiting here: (\d+)/.exec(await provider.getByTestId("bagging-queue").innerText())?.[1] ?? 0);
  await expect.poll(queueTitle).toBeGreaterThanOrEqual(18);
  await expect(provider.getByTestId("bagging-scan")).toBeFocused();
  for (const name of shipped) {
    await scan(provider, codeOf(name));
    await expect(provider.getByTestId("bagging-ok")).toContainText(codeOf(name));
  }
  await scan(provider, codeOf(heavyName));
  await expect(provider.getByTestId("bagging-scan-error")).toContainText(codeOf(heavyName));
  const bagged = await ourOrders(provider, "p", { status: "bagged" });
  expect([...bagged.keys()].sort()).toEqual([...shipped].sort());

  // 9. Handover: a shipping notice for SZ01 / SELF, confirmed; the orders ship.
  await provider.goto("/p/p-shipping-notice");
  await provider.getByRole("button", { name: "New shipping notice" }).click();
  const dialog = provider.getByRole("dialog");
  await chooseOption(provider, dialog.locator(".ant-form-item", { hasText: "Warehouse" }), "SZ01");
  await chooseOption(provider, dialog.locator(".ant-form-item", { hasText: "Channel" }), "SELF");
  await dialog.getByRole("button", { name: "New shipping notice" }).click();
  const created = provider.getByText(/Shipping notice DN\d+ created with \d+ orders/);
  await expect(created).toBeVisible();
  const noticeCode = /DN\d+/.exec(await created.innerText())?.[0] ?? "";
  const noticeRow = provider.getByTestId("shipping-notices-table").locator("tr", { hasText: noticeCode });
  await noticeRow.getByTestId("confirm-notice").click();
  await provider.locator(".ant-modal-confirm:visible").getByRole("button", { name: "Hand over" }).click();
  await expect(provider.getByText("Handed over: the orders are shipped")).toBeVisible();

  // 10. The numbers. Orders: 18 shipped, the short pick and the heavy package in exception.
  const after = await ourOrders(provider, "p");
  for (const name of shipped) expect(after.get(name)?.status, name).toBe("shipped");
  expect(after.get(shortName)?.status).toBe("exception");
  expect(after.get(heavyName)?.status).toBe("exception");

  await shipper.goto(`/ds/order?keyword=${tag}&page_size=50`);
  await expect.poll(() => statusCounts(shipper)).toEqual({ Shipped: 18, Exception: 2 });

  // Stock: on hand fell by exactly what shipped (11 aluminium stands, 7 earbuds, 7 T-shirts); the two
  // exception orders still hold their goods.
  expect(await stockTotals(provider)).toEqual({
    "PS-ALU-01": (before["PS-ALU-01"] ?? 0) - 11,
    "EB-100-BLK": (before["EB-100-BLK"] ?? 0) - 7,
    "TS-RED-M": (before["TS-RED-M"] ?? 0) - 7,
  });
  await provider.goto("/p/stock-statistics?keyword=PS-ALU-01");
  const stockRow = provider
    .getByTestId("inventory-table")
    .locator("tbody tr.ant-table-row", { hasText: "PS-ALU-01" });
  await expect(stockRow).toBeVisible({ timeout: 30_000 });
  const headers = await provider.getByTestId("inventory-table").locator("thead th").allInnerTexts();
  expect(headers.map((h) => h.trim())).toContain("Total");
  await expect(stockRow.locator("td").nth(headers.findIndex((h) => h.trim() === "Total"))).toHaveText(
    String((before["PS-ALU-01"] ?? 0) - 11),
  );

  // Stock log: a shipped order consumed its unit; the heavy package's unit has not left.
  type TLog = { reason: string; delta: number; document_code: string };
  const logOf = async (code: string) =>
    (
      await apiData<{ list: TLog[] }>(provider, "p", "inventory/query-stock-log", {
        barcode: "PS-ALU-01",
        document_code: code,
      })
    ).list.filter((r) => r.delta !== 0);
  expect(await logOf(codeOf(singles[0] as string))).toEqual([
    expect.objectContaining({ reason: "ship", delta: -1 }),
  ]);
  expect(await logOf(codeOf(heavyName))).toEqual([]);

  // Exceptions: exactly the two orders, each with its reason.
  await provider.goto(`/p/p-exceptions?keyword=${tag}`);
  const exceptions = provider.getByTestId("exceptions-table").locator("tbody tr.ant-table-row");
  await expect(exceptions).toHaveCount(2);
  await expect(exceptions.filter({ hasText: short.code })).toContainText("Short pick");
  await expect(exceptions.filter({ hasText: codeOf(heavyName) })).toContainText("Weight out of tolerance");

  // The shipping desk's package lookup tells the heavy package's story: exception, weighed out of tolerance.
  await provider.goto("/p/p-list-of-shipping-orders");
  await provider.getByTestId("package-lookup-open").click();
  await expect(provider.getByTestId("package-lookup-scan")).toBeFocused();
  await scan(provider, codeOf(heavyName));
  const found = provider.getByTestId("package-lookup-result");
  await expect(found).toContainText("Exception");
  await expect(found).toContainText("1 of 1 pieces scanned");
  // Weighed twice, both out of tolerance.
  const weighings = found.locator("tbody tr.ant-table-row");
  await expect(weighings).toHaveCount(2);
  for (const row of await weighings.all()) {
    await expect(row).toContainText("0.500");
    await expect(row).toContainText("Out of tolerance");
  }

  // Order log as the drop shipper reads it: every step of the floor, in order.
  const shippedCode = codeOf(singles[0] as string);
  await shipper.goto(`/ds/order?keyword=${shippedCode}`);
  await shipper.getByTestId("orders-list").getByRole("button", { name: shippedCode }).click();
  const log = shipper.getByTestId("order-detail").getByTestId("order-log");
  for (const step of [
    "submitted",
    "confirmed",
    "put into a wave",
    "picked",
    "reviewed",
    "weighed",
    "bagged",
    "shipped",
  ])
    await expect(log).toContainText(step);
  await expect(shipper.getByTestId("order-detail").getByTestId("order-tracking-link")).toContainText(
    after.get(singles[0] as string)?.tracking_number ?? "-",
  );
});

/** Checks the rows of the given order codes in a client-paged table, page by page. */
async function selectOnEveryPage(scope: ReturnType<Page["getByTestId"]>, codes: string[]) {
  const wanted = new Set(codes);
  for (let guard = 0; guard < 20 && wanted.size > 0; guard++) {
    for (const code of [...wanted]) {
      const row = scope.locator("tbody tr", { hasText: code });
      if ((await row.count()) > 0) {
        await row.locator("input[type=checkbox]").check();
        wanted.delete(code);
      }
    }
    const next = scope.locator(".ant-pagination-next");
    if (wanted.size === 0 || (await next.getAttribute("aria-disabled")) === "true") break;
    await next.click();
  }
  expect([...wanted]).toEqual([]);
}
