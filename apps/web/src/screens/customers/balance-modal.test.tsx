import { cleanup, screen, within } from "@testing-library/react";
import type { TCustomer } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt } from "../../test/render-at.tsx";
import { BalanceModal } from "./balance-modal.tsx";
import { customersApi } from "./customers-api.ts";

await i18nReady;

const api = mockApi(customersApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const customer: TCustomer = {
  id: "c-1",
  user_id: "u-1",
  username: "acme",
  store_name: "Acme store",
  company: "Acme Ltd",
  owner_code: "ACME01",
  account_status: "active",
  payment_method: "prepaid",
  balance: "98.80",
  credit_limit: "0.00",
  phone: "",
  email: "",
  wechat_id: "",
  created_at: 1_900_000_000,
};

describe("the balance log", () => {
  it("names a charge and a credit note billing posted, by Billing, beside the entries staff typed", async () => {
    api.balanceLog.mockResolvedValue({
      list: [
        {
          id: 3,
          kind: "credit",
          amount: "1.20",
          balance_after: "100.00",
          reason: "Credit note for SO2026060100001: order lost by the carrier",
          operator_name: "",
          created_at: 1_900_000_200,
        },
        {
          id: 2,
          kind: "charge",
          amount: "-1.20",
          balance_after: "98.80",
          reason: "SO2026060100001",
          operator_name: "",
          created_at: 1_900_000_100,
        },
        {
          id: 1,
          kind: "topup",
          amount: "100.00",
          balance_after: "100.00",
          reason: "Bank transfer",
          operator_name: "provider",
          created_at: 1_900_000_000,
        },
      ],
      total: 3,
      page_size: 10,
      cur_page: 1,
    });
    renderAt("/p/customer", <BalanceModal customer={customer} onClose={() => {}} onChanged={() => {}} />);
    const charge = (await screen.findByText("SO2026060100001")).closest("tr") as HTMLElement;
    expect(within(charge).getByText("Charge")).toBeTruthy();
    expect(within(charge).getByText("Billing")).toBeTruthy();
    const credit = screen
      .getByText("Credit note for SO2026060100001: order lost by the carrier")
      .closest("tr") as HTMLElement;
    expect(within(credit).getByText("Credit")).toBeTruthy();
    expect(within(credit).getByText("Billing")).toBeTruthy();
    expect(within(credit).getByText("USD 1.20")).toBeTruthy();
    const topup = screen.getByText("Bank transfer").closest("tr") as HTMLElement;
    expect(within(topup).getByText("Top-up")).toBeTruthy();
    expect(within(topup).getByText("provider")).toBeTruthy();
    expect(api.balanceLog).toHaveBeenCalledWith({ customer_id: "c-1", cur_page: 1, page_size: 10 });
  });
});
