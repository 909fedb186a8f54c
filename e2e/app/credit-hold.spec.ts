import { expect } from "@playwright/test";
import { apiCall, apiData } from "./app-api.ts";
import { demo, pageInLanguage, test } from "./app-fixtures.ts";
import { submittedOrders } from "./app-orders.ts";

/**
 * Issue 42, item 7, in both languages: the demo merchant (prepaid) with no money left has a new order held
 * at confirm, both sides see why, and a top-up confirms it. The merchant's balance is put back afterwards
 * (this lane's later specs confirm orders of theirs).
 */

const texts = {
  en_us: {
    held: "Credit hold",
    confirmed: "Confirmed",
    why: /Credit hold: the balance USD 0\.00 less the expected fees/,
  },
  zh_cn: { held: "信用冻结", confirmed: "已确认", why: /信用冻结：余额 USD 0\.00 扣除未完成订单的预计费用/ },
} as const;

type TCustomer = { id: string; username: string; balance: string; payment_method: string };

for (const [providerLanguage, shipperLanguage] of [
  ["en_us", "zh_cn"],
  ["zh_cn", "en_us"],
] as const) {
  test(`a prepaid merchant with nothing left has its order held at confirm and released by a top-up (${providerLanguage} / ${shipperLanguage})`, async ({
    newContext,
  }) => {
    const pageIn = (user: (typeof demo)[keyof typeof demo], language: "en_us" | "zh_cn") =>
      pageInLanguage(newContext, user, language);
    const provider = await pageIn(demo.provider, providerLanguage);
    const shipper = await pageIn(demo.shipper, shipperLanguage);
    const customers = await apiData<{ list: TCustomer[] }>(provider, "p", "customer/get-customers", {
      keyword: "demo_shipper",
    });
    const customer = customers.list.find((c) => c.username === "demo_shipper") as TCustomer;
    expect(customer.payment_method).toBe("prepaid");
    const before = customer.balance;
    const adjust = (kind: "topup" | "adjustment", amount: string, reason: string) =>
      apiCall<{ balance: string }>(provider, "p", "POST", "customer/adjust-balance", {
        customer_id: customer.id,
        kind,
        amount,
        reason,
      });
    // Nothing left on the balance: every order's fees go past a prepaid merchant's limit of zero.
    const emptied = await adjust("adjustment", `-${before}`, "E2E: credit hold");
    expect(emptied.data.balance).toBe("0.00");
    try {
      const { codes } = await submittedOrders(shipper, {
        consignee: "Credit",
        sku: "EB-100-BLK",
        quantities: [1],
      });
      const code = codes[0] as string;
      const p = texts[providerLanguage];
      await provider.goto(`/p/order?keyword=${code}`);
      await provider
        .getByTestId("orders-list")
        .locator("tr", { hasText: code })
        .getByRole("button", { name: code })
        .click();
      const detail = provider.getByTestId("order-detail");
      await detail.getByTestId("detail-confirm").click();
      await provider.locator(".ant-popconfirm .ant-btn-primary").click();
      await expect(detail.getByTestId("order-status")).toHaveText(p.held);
      await expect(detail.getByTestId("credit-hold")).toHaveText(p.why);

      const s = texts[shipperLanguage];
      await shipper.goto(`/ds/order?keyword=${code}`);
      const row = shipper.getByTestId("orders-list").locator("tr", { hasText: code });
      await expect(row.getByTestId("order-status")).toHaveText(s.held);
      await row.getByRole("button", { name: code }).click();
      await expect(shipper.getByTestId("credit-hold")).toHaveText(s.why);

      // The merchant pays what the hold names (the open orders' fees with this one's): the top-up confirms it.
      const fees = /USD (\d+\.\d{2})/g;
      const named = [...((await shipper.getByTestId("credit-hold").innerText()).matchAll(fees) ?? [])];
      const owed = named[1]?.[1] ?? "";
      expect(owed).toMatch(/^\d+\.\d{2}$/);
      expect((await adjust("topup", owed, "E2E: bank transfer")).code).toBe(200);
      await shipper.reload();
      await expect(
        shipper.getByTestId("orders-list").locator("tr", { hasText: code }).getByTestId("order-status"),
      ).toHaveText(s.confirmed);
    } finally {
      const now = await apiData<{ list: TCustomer[] }>(provider, "p", "customer/get-customers", {
        keyword: "demo_shipper",
      });
      const balance = now.list.find((c) => c.id === customer.id)?.balance ?? "0.00";
      const back = (Math.round(Number(before) * 100) - Math.round(Number(balance) * 100)) / 100;
      if (back > 0) await adjust("topup", back.toFixed(2), "E2E: balance put back");
      if (back < 0) await adjust("adjustment", back.toFixed(2), "E2E: balance put back");
    }
  });
}
