import { expect as baseExpect, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { decodePdfBarcodes } from "../../apps/server/test/support/pdf-barcode.ts";
import { samplePdf } from "../../apps/server/test/support/pdf-barcode-samples.ts";
import { withPdfViewer } from "../support/browsers.ts";
import { demo, signIn, test } from "./app-fixtures.ts";
import { expandRow } from "./app-table.ts";

/**
 * Issue 4, second half of the acceptance: the drop shipper's product screen. Create a product with two
 * variants, import 1,000 rows of which 3 are bad, print labels whose barcodes decode to the SKUs, export.
 */
// Generous waits: the import writes 1,000 products and the machine may be shared.
const expect = baseExpect.configure({ timeout: 30_000 });
// The label preview opens in a tab of its own, in Chromium's PDF viewer.
test.use(withPdfViewer);
const run = Date.now().toString(36).toUpperCase();
const sku = (n: number) => `E2E-${run}-V${n}`;
const title = `E2E mug ${run}`;

async function openProducts(page: Page) {
  await signIn(page, demo.shipper);
  await page.goto("/ds/product");
  await expect(page.getByTestId("products-table")).toBeVisible();
}

async function listTotal(page: Page): Promise<number> {
  const text = await page.locator("[data-testid=products-table] .ant-pagination-total-text").innerText();
  return Number(/(\d+)/.exec(text.replace(/,/g, ""))?.[1] ?? Number.NaN);
}

/** Drops an .xlsx into the open import dialog; answers the server's reply to the import. */
async function dropXlsx(page: Page, buffer: Buffer) {
  const answer = page.waitForResponse((r) => r.url().includes("/api/product/import-product"));
  await page.locator("[data-testid=import-dropzone] input[type=file]").setInputFiles({
    name: "products.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer,
  });
  return (await answer).json();
}

async function searchFor(page: Page, text: string) {
  const box = page.getByPlaceholder("Title, code, SKU, barcode or name");
  await box.fill(text);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
  // the previous page stays under a loading veil until the answer arrives; rows are read after it
  await expect(page.locator("[data-testid=products-table] .ant-spin-spinning")).toHaveCount(0);
}

test.describe("Code128 reader used on label PDFs", () => {
  test("decodes set B, set C and mixed symbols and refuses a damaged one", async () => {
    const codes = ["SKU-1", "6901234567892", "ab/CD#12.x_y-Z", "A1"];
    expect(decodePdfBarcodes(await samplePdf(codes))).toEqual(codes);
    expect(decodePdfBarcodes(await samplePdf(["SKU-2"]))).not.toEqual(["SKU-1"]);
    // one bar a module wider: an unknown symbol or a checksum error, never a silent misread
    const damaged = await samplePdf(["SKU-1"], (w) => w.map((v, i) => (i === 12 ? v + 1 : v)));
    expect(() => decodePdfBarcodes(damaged)).toThrow();
  });
});

/** A shared CI machine can be slow; the import alone writes 1,000 products. */
const slow = () => test.setTimeout(300_000);

test.describe
  .serial("products (drop shipper)", () => {
    test("creates a product with two variants through the screen", async ({ page }) => {
      slow();
      await openProducts(page);
      await page.getByRole("button", { name: "New product" }).click();
      const form = page.getByTestId("product-form");
      await expect(page.getByRole("dialog", { name: "New product" })).toBeVisible();
      await page.getByRole("button", { name: "Save" }).click();
      await expect(form.getByText("Title is required")).toBeVisible();
      await expect(form.getByText("SKU is required")).toBeVisible();
      await expect(form.getByText("Enter the weight in kg (more than 0)")).toBeVisible();

      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Tags").fill("e2e");
      await form.getByLabel("Tags").press("Enter");
      // an image: a type the server does not take is refused before sending, a PNG is uploaded
      const upload = page.locator("[data-testid=product-form] input[type=file]").first();
      await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
      await expect(page.getByText("notes.txt: only JPG, PNG or GIF images can be uploaded")).toBeVisible();
      const png = Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
        "base64",
      );
      await upload.setInputFiles({ name: "mug.png", mimeType: "image/png", buffer: png });
      await expect(form.getByTestId("product-image")).toHaveCount(1);

      const first = form.getByTestId("variant-0");
      await first.getByLabel("SKU").fill(sku(1));
      await first.getByLabel("English name").fill("Mug blue");
      await first.getByLabel("Colour").fill("Blue");
      await first.getByLabel("Weight (kg)").fill("0.35");
      await page.getByRole("button", { name: "Add variant" }).click();
      const second = form.getByTestId("variant-1");
      await second.getByLabel("SKU").fill(sku(2));
      await second.getByLabel("Chinese name").fill("杯子 红色");
      await second.getByLabel("Colour").fill("Red");
      await second.getByLabel("Price", { exact: true }).fill("12.5");
      // a variant without a weight is refused at its weight, before anything is sent
      await page.getByRole("button", { name: "Save" }).click();
      await expect(second.getByText("Enter the weight in kg (more than 0)")).toBeVisible();
      await expect(first.getByText("Enter the weight in kg (more than 0)")).toHaveCount(0);
      await second.getByLabel("Weight (kg)").fill("0.4");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Product created")).toBeVisible();
      await expect(form).toBeHidden();

      await searchFor(page, `E2E-${run}`);
      const row = page.getByRole("row", { name: new RegExp(title) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`${sku(1)}, ${sku(2)}`);
      await expandRow(row);
      const variants = page.locator("[data-testid^=variants-]");
      await expect(variants.getByRole("row", { name: new RegExp(sku(1)) })).toContainText("Mug blue");
      await expect(variants.getByRole("row", { name: new RegExp(sku(1)) })).toContainText("0.35");
      await expect(row.getByTestId("no-weight")).toHaveCount(0);
      await expect(variants.getByRole("row", { name: new RegExp(sku(2)) })).toContainText("USD 12.50");

      // the same SKU again is refused under the SKU input, nothing is stored
      await page.getByRole("button", { name: "New product" }).click();
      await form.getByLabel("Title").fill(`${title} duplicate`);
      await form.getByTestId("variant-0").getByLabel("SKU").fill(sku(1));
      await form.getByTestId("variant-0").getByLabel("English name").fill("Duplicate");
      await form.getByTestId("variant-0").getByLabel("Weight (kg)").fill("0.35");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(form.getByTestId("variant-0")).toContainText(
        "This SKU is already used by another of your products",
      );
      await page.getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(1);
    });

    test("imports 1,000 rows all or nothing: 3 bad rows are reported by number and nothing is stored, then the corrected file is stored whole", async ({
      page,
    }) => {
      slow();
      await openProducts(page);
      const before = await listTotal(page);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet("Products");
      sheet.addRow(["Product title *", "SKU *", "English name", "Price", "Weight (kg)"]);
      const bad = new Map<number, (string | number)[]>([
        [11, ["", `IMP-${run}-10`, "No title", 1, 0.1]], // title missing
        [501, [`Import ${run} 500`, `=IMP-${run}-500`, "Formula SKU", 1, 0.1]], // SKU format
        [1001, [`Import ${run} 1000`, `IMP-${run}-1000`, "Bad price", "abc", 0.1]], // price format
      ]);
      const good = (i: number) => [`Import ${run} ${i}`, `IMP-${run}-${i}`, `Imported item ${i}`, 2.5, 0.2];
      for (let i = 1; i <= 1000; i++) {
        const row = i + 1; // the header is row 1
        sheet.addRow(bad.get(row) ?? good(i));
      }
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      // The same file with the three rows corrected.
      for (const row of bad.keys()) sheet.getRow(row).values = good(row - 1);
      const corrected = Buffer.from(await workbook.xlsx.writeBuffer());

      await page.getByRole("button", { name: "Import" }).click();
      const input = page.locator("[data-testid=import-dropzone] input[type=file]");
      // checked before sending: not an .xlsx
      await input.setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from("a,b") });
      await expect(page.getByText("Only Excel .xlsx files can be imported")).toBeVisible();

      expect((await dropXlsx(page, xlsx)).code).toBe(3000);
      await expect(page.getByTestId("import-result")).toContainText(
        "Nothing was imported: 3 rows need fixing. Correct them and import the whole file again.",
      );
      const errors = page.getByTestId("import-errors");
      await expect(errors.locator(".ant-list-item")).toHaveCount(3);
      await expect(errors).toContainText("row 11:");
      await expect(errors).toContainText("row 501:");
      await expect(errors).toContainText("row 1001:");
      await expect(errors).toHaveCSS("max-height", "200px");
      await expect(errors).toHaveCSS("overflow-y", "auto");
      await page.getByRole("button", { name: "Done" }).click();
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect.poll(() => listTotal(page)).toBe(before);

      await page.getByRole("button", { name: "Import" }).click();
      expect((await dropXlsx(page, corrected)).code).toBe(200);
      await expect(page.getByTestId("import-result")).toContainText(
        "1000 products (1000 variants) imported.",
      );
      await page.getByRole("button", { name: "Done" }).click();
      // The closing dialog hands focus back to its Import button when its animation ends; typing
      // before then can send the Enter meant for the search box to that button (seen on a busy CI).
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByRole("button", { name: "Import" })).toBeFocused();
      await expect.poll(() => listTotal(page)).toBe(before + 1000);
      await searchFor(page, `IMP-${run}-500`);
      await expect(page.getByRole("row", { name: new RegExp(`Import ${run} 500`) })).toHaveCount(1);
    });

    test("prints labels: a PDF preview in a new tab whose barcodes decode to the SKUs", async ({ page }) => {
      slow();
      await openProducts(page);
      await searchFor(page, `E2E-${run}`);
      const row = page.getByRole("row", { name: new RegExp(title) });
      await row.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Print labels" }).click();
      const dialog = page.getByRole("dialog", { name: /Print labels for 1 product$/ });
      await dialog.getByLabel("Copies per variant").fill("2");
      await dialog.getByText("The SKU", { exact: true }).click();
      await expect(dialog).toContainText("4 labels will be printed");

      // The page reads the PDF as a blob, so its bytes are taken on the way through.
      let pdf: Buffer = Buffer.alloc(0);
      let contentType = "";
      await page.route("**/api/product/product-print-label?*", async (route) => {
        const response = await route.fetch();
        pdf = await response.body();
        contentType = response.headers()["content-type"] ?? "";
        await route.fulfill({ response, body: pdf });
      });
      const popup = page.waitForEvent("popup");
      await dialog.getByRole("button", { name: "Print preview" }).click();
      await expect.poll(() => pdf.length).toBeGreaterThan(0);
      expect(contentType).toContain("application/pdf");
      await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);

      // one page per copy per variant, each barcode reads back as its SKU
      expect(decodePdfBarcodes(pdf)).toEqual([sku(1), sku(1), sku(2), sku(2)]);
    });

    test("exports the catalogue: the mission completes and the .xlsx has the rows", async ({ page }) => {
      slow();
      await openProducts(page);
      await page.getByRole("button", { name: "Export" }).click();
      await expect(page.getByText("The export has started")).toBeVisible();
      await page.getByTestId("open-tasks").click();
      await expect(page).toHaveURL(/\/ds\/tasks/);
      const mission = page.getByRole("row", { name: /Product export/ }).first();
      await expect(async () => {
        await page.getByRole("button", { name: "Refresh" }).click();
        await expect(mission).toContainText("Completed", { timeout: 1000 });
      }).toPass({ timeout: 60_000 });

      const download = page.waitForEvent("download");
      await mission.getByRole("button", { name: "Download the result" }).click();
      const file = await (await download).path();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error("no sheet");
      const skus = new Set<string>();
      const skuColumn = (sheet.getRow(1).values as unknown[]).findIndex((v) => String(v).startsWith("SKU"));
      sheet.eachRow((r, n) => {
        if (n > 1) skus.add(String(r.getCell(skuColumn).value));
      });
      expect(skus.has(sku(1)) && skus.has(sku(2))).toBe(true);
      const imported = [...skus].filter((s) => s.startsWith(`IMP-${run}-`));
      expect(imported).toHaveLength(1000);
      expect(skus.has(`IMP-${run}-10`)).toBe(true);
    });
  });
