import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { TShop } from "@wms/contracts";
import { type ReactNode, StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { clearSession, writeSession } from "../../session/session-store.ts";
import { ShopifyClaim } from "./shopify-claim.tsx";
import { ShopifyLaunch } from "./shopify-launch.tsx";
import { browser } from "./shopify-link.ts";
import { storesApi, syncSessionShops } from "./stores-api.ts";

vi.mock("../../api/auth-api.ts", () => ({ fetchCsrfToken: vi.fn(async () => "csrf") }));
vi.mock("./stores-api.ts", () => ({
  storesApi: { directAuth: vi.fn(), bindInstall: vi.fn() },
  syncSessionShops: vi.fn(async () => []),
}));
const providers = [{ provider_uuid: "p-1", name_of_provider: "North Dock" }];
vi.mock("../../components/use-provider-scope.tsx", () => ({
  useProviderScope: () => ({ providerUuid: "p-1", loading: false, providers, select: () => {} }),
  ProviderPicker: () => null,
}));
const api = vi.mocked(storesApi);
const shop = "blue-harbour.myshopify.com";

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  clearSession("ds");
  clearSession("p");
});

function renderIn(children: ReactNode) {
  const client = new QueryClient();
  // strict mode renders and runs effects twice: the launch must still be checked (and authorized) once
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/ds/erp-login"]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));
const hrefOf = (testId: string) => screen.getByTestId(testId).getAttribute("href");

describe("the launch from Shopify", () => {
  const query = { hmac: "ab12", host: "aG9zdA==", shop, timestamp: "1700000000" };

  it("sends every parameter once and goes to Shopify's approval screen", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const authorize = `https://${shop}/admin/oauth/authorize?client_id=k&state=s`;
    api.directAuth.mockResolvedValue({ shop, bound: false, authorize_url: authorize });
    renderIn(<ShopifyLaunch shop={shop} query={query} />);
    expect(screen.getByTestId("erp-launch").textContent).toContain("Checking the link from Shopify");
    await settle();
    expect(api.directAuth.mock.calls).toEqual([[{ query }]]);
    expect(assign.mock.calls).toEqual([[authorize]]);
    expect(screen.getByTestId("erp-redirecting")).toBeTruthy();
  });

  it("sends the owner of an already bound shop to sign in to store management", async () => {
    api.directAuth.mockResolvedValue({ shop, bound: true, authorize_url: null });
    renderIn(<ShopifyLaunch shop={shop} query={query} />);
    await settle();
    expect(hrefOf("erp-sign-in")).toBe("/ds/login?redirect=%2Fds%2Fds-store-management");
  });

  it("shows a refusal with the server's message, and never a forged address", async () => {
    api.directAuth.mockRejectedValueOnce(new ApiError(4001, "This link from Shopify has expired"));
    renderIn(<ShopifyLaunch shop={shop} query={query} />);
    await settle();
    expect(screen.getByTestId("erp-error").textContent).toContain("This link from Shopify has expired");
    cleanup();

    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    api.directAuth.mockResolvedValue({ shop, bound: false, authorize_url: "javascript:alert(1)" });
    renderIn(<ShopifyLaunch shop={shop} query={{ ...query, hmac: "cd34" }} />);
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByTestId("erp-error")).toBeTruthy();
  });
});

describe("claiming the installed shop", () => {
  const install = "claim_token_0123456789abcdef";
  const back = encodeURIComponent(`/ds/erp-login?shop=${shop}&install=${install}`);

  it("asks who is not signed in as a drop shipper to sign in or sign up, and come back", () => {
    renderIn(<ShopifyClaim shop={shop} install={install} />);
    expect(hrefOf("erp-sign-in")).toBe(`/ds/login?redirect=${back}`);
    expect(hrefOf("erp-sign-up")).toBe(`/signup?redirect=${back}`);
    expect(screen.queryByTestId("erp-claim-bind")).toBeNull();
  });

  it("binds for the signed-in drop shipper, refreshes the session's shops, then leaves for the site", async () => {
    writeSession("ds", {
      username: "harbour",
      role: "dropShipper",
      relatedId: "c-1",
      shops: [],
      accessToken: "t",
      csrfToken: "c",
      avatar: null,
    });
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    api.bindInstall
      .mockRejectedValueOnce(new ApiError(4009, "This shop is bound to another account"))
      .mockResolvedValueOnce({
        shop: { shop_url: shop } as TShop,
        success_url: `https://site.example/ds/thirdpart-success-redirect?shop=${shop}`,
      });
    renderIn(<ShopifyClaim shop={shop} install={install} />);
    fireEvent.click(screen.getByTestId("erp-claim-bind"));
    await settle();
    expect(screen.getByTestId("erp-error").textContent).toContain("bound to another account");
    expect(assign).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId("erp-claim-bind"));
    await settle();
    expect(api.bindInstall.mock.calls).toEqual([
      [{ provider_uuid: "p-1", install }],
      [{ provider_uuid: "p-1", install }],
    ]);
    expect(syncSessionShops).toHaveBeenCalledTimes(1);
    expect(assign.mock.calls).toEqual([[`https://site.example/ds/thirdpart-success-redirect?shop=${shop}`]]);
  });
});
