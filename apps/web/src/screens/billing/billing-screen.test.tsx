import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { changeLanguage, i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { billingApi } from "./billing-api.ts";
import { BillingScreen } from "./billing-screen.tsx";

await i18nReady;

const api = mockApi(billingApi);

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await changeLanguage("en_us");
});

const currency = () => screen.getByLabelText("Billing currency") as HTMLInputElement;

describe("the provider's billing screen", () => {
  it("opens the tab the URL names and saves the currency upper-cased", async () => {
    api.settings.mockResolvedValue({ currency: "USD" });
    api.updateSettings.mockResolvedValue({ currency: "EUR" });
    renderAt("/p/billing?tab=settings", <BillingScreen />);
    expect(await screen.findByRole("tab", { name: "Rate cards" })).toBeTruthy();
    await waitFor(() => expect(currency().value).toBe("USD"));
    fireEvent.change(currency(), { target: { value: "eu" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a 3-letter currency code such as USD or CNY")).toBeTruthy();
    expect(api.updateSettings).not.toHaveBeenCalled();
    fireEvent.change(currency(), { target: { value: "eur" } });
    expect(currency().value).toBe("EUR");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.updateSettings).toHaveBeenCalledWith({ currency: "EUR" }));
    expect(await screen.findByText("Billing currency set to EUR")).toBeTruthy();
  });

  it("shows the server's refusal at the field, in Chinese too", async () => {
    await changeLanguage("zh_cn");
    api.settings.mockResolvedValue({ currency: "USD" });
    api.updateSettings.mockRejectedValue(
      new ApiError(4001, "参数错误", { fields: { currency: "请输入 3 位字母的币种代码，例如 USD 或 CNY" } }),
    );
    renderAt("/p/billing?tab=settings", <BillingScreen />);
    expect(await screen.findByRole("tab", { name: "价目表" })).toBeTruthy();
    const input = (await screen.findByLabelText("计费币种")) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe("USD"));
    fireEvent.click(screen.getByRole("button", { name: "保 存" }));
    await settle();
    expect(await screen.findByText("请输入 3 位字母的币种代码，例如 USD 或 CNY")).toBeTruthy();
  });
});
