import fs from "node:fs/promises";
import { expect } from "@playwright/test";
import { demo, pageInLanguage, test } from "./app-fixtures.ts";

/**
 * Issue 42 in both languages: the provider adds a version to the default card from a day to come (the card's
 * current version is frozen: it has priced the demo month); the drop shipper reads the rates that price its
 * work, today's and the coming version with its day, sees an order's fees in its order form before the work,
 * and the charges of the demo
 * month's hand-overs, each with its order and rate; the provider finds the same charge of the same order and
 * reverses it with a credit note, which the merchant then sees beside it; the merchant disputes another
 * order's fee, the provider accepts the dispute, and the merchant sees it accepted and the credit note.
 */

type TTexts = {
  defaultCard: string;
  newVersion: string;
  amount: string;
  upcoming: string;
  locked: RegExp;
  daysOpen: (day: string) => string;
  ratesTab: string;
  chargesTab: string;
  orderHandling: string;
  perOrder: (amount: string) => string;
  /** A charge already reversed, or a credit note: what the first pick of a charge skips. */
  credited: RegExp;
  creditAction: string;
  reason: string;
  creditIssued: string;
  creditNote: string;
  disputeAction: string;
  disputeSent: string;
  disputesTab: string;
  accept: string;
  accepted: string;
  disputeAccepted: string;
  downloadPdf: string;
  downloadXlsx: string;
  sku: string;
  quantity: string;
  /** The order form's estimate: its handling fee line and its total. */
  estimateHandling: string;
  estimateTotal: string;
};

const en: TTexts = {
  defaultCard: "Default card",
  newVersion: "New version",
  amount: "Amount",
  upcoming: "Upcoming",
  locked: /has priced past days: add a new version instead/,
  daysOpen: (day) => `from ${day}, until a later version starts`,
  ratesTab: "Rates",
  chargesTab: "Charges",
  orderHandling: "Order handling",
  perOrder: (amount) => `${amount} USD per order`,
  credited: /Credited|Credit note|已冲销|贷记单/,
  creditAction: "Credit note…",
  reason: "Reason",
  creditIssued: "Credit note issued",
  creditNote: "Credit note",
  disputeAction: "Dispute…",
  disputeSent: "Dispute sent: the provider will answer",
  disputesTab: "Disputes",
  accept: "Accept…",
  accepted: "Dispute accepted: credit note issued",
  disputeAccepted: "Dispute accepted",
  downloadPdf: "Download PDF",
  downloadXlsx: "Download xlsx",
  sku: "SKU or barcode",
  quantity: "Quantity",
  estimateHandling: "Order handling: 1 × 1.20 = USD 1.20",
  estimateTotal: "Total: USD 1.50",
};

const zh: TTexts = {
  defaultCard: "默认价目表",
  newVersion: "新增版本",
  amount: "金额",
  upcoming: "待生效",
  locked: /已为过去的日期计价|已生效并为过去的日期计价/,
  daysOpen: (day) => `自 ${day} 起，直到后续版本生效`,
  ratesTab: "费率",
  chargesTab: "费用明细",
  orderHandling: "订单处理费",
  perOrder: (amount) => `${amount} USD/单`,
  credited: /Credited|Credit note|已冲销|贷记单/,
  creditAction: "开具贷记单…",
  reason: "原因",
  creditIssued: "贷记单已开具",
  creditNote: "贷记单",
  disputeAction: "申诉…",
  disputeSent: "申诉已提交：服务商将会答复",
  disputesTab: "申诉",
  accept: "接受…",
  accepted: "申诉已接受：贷记单已开具",
  disputeAccepted: "申诉已接受",
  downloadPdf: "下载 PDF",
  downloadXlsx: "下载 xlsx",
  sku: "SKU 或条码",
  quantity: "数量",
  estimateHandling: "订单处理费：1 × 1.20 = USD 1.20",
  estimateTotal: "合计：USD 1.50",
};

/** A day to come no other run of this spec on the same platform takes (a card has one version a day). */
function dayToCome(offset: number) {
  const days = 400 + offset * 1000 + Math.floor(Math.random() * 900);
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

for (const [providerLanguage, shipperLanguage, p, s, offset] of [
  ["en_us", "zh_cn", en, zh, 0],
  ["zh_cn", "en_us", zh, en, 1],
] as const) {
  test(`a new rate version from a day to come; the merchant sees it and the charges of its orders, one reversed by a credit note, another disputed and accepted, and the month's statement (${providerLanguage} / ${shipperLanguage})`, async ({
    newContext,
  }) => {
    test.setTimeout(180_000);
    const day = dayToCome(offset);
    const provider = await pageInLanguage(newContext, demo.provider, providerLanguage);
    await provider.goto("/p/billing");
    await provider.getByTestId("rate-cards-table").getByRole("button", { name: p.defaultCard }).click();
    const drawer = provider.getByTestId("card-detail");
    // The version that priced the demo month cannot change any more.
    await expect(drawer.getByText(p.locked).first()).toBeVisible();
    await provider.getByRole("button", { name: p.newVersion }).click();
    const form = provider.getByTestId("version-form");
    const date = form.locator(".ant-picker input");
    await date.click();
    await date.fill(day);
    await date.press("Enter");
    // The order handling fee, prefilled from the current version, goes up.
    const row = form.locator('[data-testid^="rate-row-"]').filter({ hasText: p.orderHandling });
    await row.getByLabel(p.amount).fill("1.35");
    await provider.getByTestId("version-form-ok").click();
    await expect(form).toBeHidden();
    const upcoming = drawer.getByTestId(`version-${day}`);
    await expect(upcoming).toContainText(p.daysOpen(day));
    await expect(upcoming.getByText(p.upcoming)).toBeVisible();
    await expect(upcoming.getByText(p.perOrder("1.35"))).toBeVisible();

    const shipper = await pageInLanguage(newContext, demo.shipper, shipperLanguage);
    await shipper.goto("/ds/billing");
    await expect(shipper.getByRole("tab", { name: s.ratesTab })).toBeVisible();
    await expect(shipper.getByTestId(`my-upcoming-${day}`).getByText(s.perOrder("1.35"))).toBeVisible();
    await expect(shipper.getByTestId("my-current-rates").getByText(s.perOrder("1.20"))).toBeVisible();

    // The price before the work, in the merchant's language: its order form shows what an order of two
    // units will be charged under today's card (today's version, not the one to come).
    await shipper.goto("/ds/order");
    await shipper.getByTestId("order-create").click();
    const orderForm = shipper.getByTestId("order-form");
    await orderForm.getByLabel(s.sku).fill("EB-100-BLK");
    await orderForm.getByLabel(s.quantity).fill("2");
    const estimate = orderForm.getByTestId("fee-estimate");
    await expect(estimate).toContainText(s.estimateHandling);
    await expect(estimate.getByRole("status")).toHaveText(s.estimateTotal);
    await shipper.goto("/ds/billing");

    // The demo month's hand-overs are charged, each with its order and the rate of its day.
    await shipper.getByRole("tab", { name: s.chargesTab }).click();
    const charges = shipper.getByTestId("charges-table").locator("tbody tr.ant-table-row");
    const handled = charges.filter({ hasText: s.orderHandling }).filter({ hasNotText: s.credited }).first();
    await expect(handled).toContainText(s.perOrder("1.20"));
    const order = (await handled.textContent())?.match(/SO\d{13}/)?.[0] ?? "";
    expect(order).not.toBe("");

    await provider.goto(`/p/billing?tab=charges&keyword=${order}`);
    const same = provider.getByTestId("charges-table").locator("tbody tr.ant-table-row");
    await expect(same.filter({ hasText: p.orderHandling })).toContainText(order);
    await expect(same.filter({ hasText: p.orderHandling })).toContainText("demo_shipper");

    // The provider reverses it with a credit note; the merchant sees the money come back, linked to the charge.
    await same.filter({ hasText: p.orderHandling }).getByRole("button", { name: p.creditAction }).click();
    const modal = provider.getByTestId("credit-charge-modal");
    await modal.getByLabel(p.reason).fill("Handled twice by mistake");
    await provider.getByTestId("credit-charge-ok").click();
    await expect(provider.getByText(p.creditIssued)).toBeVisible();
    await expect(same.filter({ hasText: p.creditNote }).filter({ hasText: "-1.20" })).toContainText(
      "Handled twice by mistake",
    );
    await shipper.goto(`/ds/billing?tab=charges&keyword=${order}`);
    await expect(charges.filter({ hasText: s.creditNote }).filter({ hasText: "-1.20" })).toBeVisible();

    // The merchant disputes another order's handling fee with a reason; the provider accepts it: a credit
    // note reverses it, and the merchant sees the dispute accepted beside the charge.
    await shipper.goto("/ds/billing?tab=charges");
    const disputable = charges
      .filter({ hasText: s.orderHandling })
      .filter({ has: shipper.getByRole("button", { name: s.disputeAction }) })
      .first();
    const disputed = (await disputable.textContent())?.match(/SO\d{13}/)?.[0] ?? "";
    expect(disputed).not.toBe("");
    await disputable.getByRole("button", { name: s.disputeAction }).click();
    await shipper
      .getByTestId("dispute-charge-modal")
      .getByRole("textbox")
      .fill("Parcel never left the warehouse");
    await shipper.getByTestId("dispute-charge-ok").click();
    await expect(shipper.getByText(s.disputeSent)).toBeVisible();

    await provider.goto("/p/billing?tab=disputes");
    await expect(provider.getByRole("tab", { name: p.disputesTab, selected: true })).toBeVisible();
    const open = provider
      .getByTestId("disputes-table")
      .locator("tbody tr.ant-table-row")
      .filter({ hasText: disputed });
    await expect(open).toContainText("Parcel never left the warehouse");
    await open.getByRole("button", { name: p.accept }).click();
    await provider.getByTestId("accept-dispute-ok").click();
    await expect(provider.getByText(p.accepted)).toBeVisible();

    await shipper.goto(`/ds/billing?tab=charges&keyword=${disputed}`);
    await expect(
      charges.filter({ hasText: s.orderHandling }).filter({ hasText: s.disputeAccepted }),
    ).toBeVisible();
    await expect(charges.filter({ hasText: s.creditNote }).filter({ hasText: "-1.20" })).toBeVisible();

    // The month's statement, downloaded by the merchant as PDF and xlsx.
    for (const [button, magic, extension] of [
      [s.downloadPdf, "%PDF-", "pdf"],
      [s.downloadXlsx, "PK", "xlsx"],
    ] as const) {
      const [file] = await Promise.all([
        shipper.waitForEvent("download"),
        shipper.getByTestId("statement-download").getByRole("button", { name: button }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(new RegExp(`^statement-.+-\\d{4}-\\d{2}\\.${extension}$`));
      const bytes = await fs.readFile((await file.path()) as string);
      expect(bytes.subarray(0, magic.length).toString()).toBe(magic);
    }
  });
}
