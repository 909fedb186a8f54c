import { cleanup, screen } from "@testing-library/react";
import type { TShop } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { settle } from "../../test/render-at.tsx";
import { ShopAccessBanner } from "./shop-access-banner.tsx";
import { storesApi } from "./stores-api.ts";
import { renderStoresAt, shopListOf } from "./stores-test-render.tsx";

await i18nReady;
const api = mockApi(storesApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const lostShop = {
  shop_id: "s-9",
  shop_url: "lost.myshopify.com",
  status: "access_lost",
  last_error:
    "Shopify no longer accepts the platform's access to lost.myshopify.com: its orders no longer come in and nothing goes back. Bind the shop again",
} as TShop;

describe("the access-lost banner of the store screens", () => {
  it("names each shop whose access Shopify refused, says what it means and links to binding it again", async () => {
    api.list.mockImplementation(shopListOf([lostShop]));
    renderStoresAt("/ds/ds-store-management", <ShopAccessBanner providerUuid="p-1" />);
    const banner = await screen.findByTestId("shop-access-lost");
    expect(api.list).toHaveBeenCalledWith(
      expect.objectContaining({ provider_uuid: "p-1", status: "access_lost" }),
    );
    expect(banner.getAttribute("role")).toBe("alert");
    expect(banner.textContent).toContain("lost.myshopify.com no longer accepts the platform's access");
    expect(banner.textContent).toContain("its orders no longer come in");
    expect(screen.getByTestId("shop-access-lost-bind").getAttribute("href")).toBe(
      "/ds/third-part-key-information",
    );
  });

  it("shows nothing while every shop answers", async () => {
    api.list.mockImplementation(shopListOf([]));
    renderStoresAt("/ds/ds-store-management", <ShopAccessBanner providerUuid="p-1" />);
    await settle();
    expect(api.list).toHaveBeenCalled();
    expect(screen.queryByTestId("shop-access-lost")).toBeNull();
  });
});
