import { expect, type Page } from "@playwright/test";
import { demo, pageInLanguage, test } from "./app-fixtures.ts";
import { chooseOption } from "./app-select.ts";

/**
 * Value-added work (issue 42, docs/vas.md), in both languages: the merchant asks the warehouse to label units
 * of its SKU; the provider's staff find the work order and record the units done; the merchant sees it done.
 */

const texts = {
  en_us: { kind: "Labelling", requested: "Requested", done: "Done", complete: "Record done…" },
  zh_cn: { kind: "贴标", requested: "待处理", done: "已完成", complete: "登记完成…" },
} as const;

/** The antd form item holding the field `#id` of a form. */
const fieldOf = (page: Page, form: ReturnType<Page["getByTestId"]>, id: string) =>
  form.locator(".ant-form-item").filter({ has: page.locator(`#${id}`) });

for (const [shipperLanguage, providerLanguage] of [
  ["en_us", "zh_cn"],
  ["zh_cn", "en_us"],
] as const) {
  test(`a merchant asks for labelling and the warehouse records it done (${shipperLanguage} / ${providerLanguage})`, async ({
    newContext,
  }) => {
    const pageIn = (user: (typeof demo)[keyof typeof demo], language: "en_us" | "zh_cn") =>
      pageInLanguage(newContext, user, language);
    const shipper = await pageIn(demo.shipper, shipperLanguage);
    const s = texts[shipperLanguage];
    const instructions = `E2E labels ${Date.now()}`;

    await shipper.goto("/ds/vas");
    await shipper.getByTestId("vas-create").click();
    const form = shipper.getByTestId("vas-create-modal");
    await chooseOption(shipper, fieldOf(shipper, form, "warehouse_id"), "SZ01");
    await chooseOption(shipper, fieldOf(shipper, form, "kind"), s.kind);
    await form.locator("#sku").fill("EB-100-BLK");
    await form.locator("#quantity").fill("30");
    await form.locator("#instructions").fill(instructions);
    await shipper.getByTestId("vas-create-ok").click();
    await expect(form).toBeHidden();
    const mine = shipper.getByTestId("vas-list").locator("tr", { hasText: instructions });
    await expect(mine.getByTestId("vas-status")).toHaveText(s.requested);
    const code = (await mine.locator("td").first().innerText()).trim().split("\n")[0] ?? "";
    expect(code).toMatch(/^VA\d{12}$/);

    // The staff find it by its code and record the 28 units done.
    const provider = await pageIn(demo.provider, providerLanguage);
    const p = texts[providerLanguage];
    await provider.goto(`/p/vas?keyword=${code}`);
    const row = provider.getByTestId("vas-list").locator("tr", { hasText: code });
    await row.getByRole("button", { name: p.complete }).click();
    const done = provider.getByTestId("vas-complete-modal");
    await done.locator("#done_quantity").fill("28");
    await provider.getByTestId("vas-complete-ok").click();
    await expect(done).toBeHidden();
    await expect(row.getByTestId("vas-status")).toHaveText(p.done);
    await expect(row.getByRole("button", { name: p.complete })).toHaveCount(0);

    await shipper.reload();
    await expect(mine.getByTestId("vas-status")).toHaveText(s.done);
    await expect(mine).toContainText("28 / 30");
  });
}
