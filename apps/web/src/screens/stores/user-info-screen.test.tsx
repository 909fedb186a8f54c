import { cleanup, fireEvent, screen } from "@testing-library/react";
import type { TShop, TShopUserInfo } from "@wms/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { mockApi } from "../../test/mock-api.ts";
import { settle } from "../../test/render-at.tsx";
import { storesApi } from "./stores-api.ts";
import { renderStoresAt, shopListOf } from "./stores-test-render.tsx";
import { ShipperUserInfoScreen } from "./user-info-screen.tsx";
import { ProviderUserInfoScreen } from "./user-info-view.tsx";

const api = mockApi(storesApi);

beforeEach(() => {
  api.warehouses.mockResolvedValue([]);
  api.channels.mockResolvedValue([]);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const shopOf = (id: string, url: string) => ({ shop_id: id, shop_url: url, shop_name: "" }) as TShop;
const blue = shopOf("s-1", "blue-harbour.myshopify.com");
const red = shopOf("s-2", "red-dock.myshopify.com");
const shops = [blue, red];
const infoOf = (shop: TShop, patch: Partial<TShopUserInfo> = {}): TShopUserInfo => ({
  shop_id: shop.shop_id,
  shop_url: shop.shop_url,
  shop_name: "Harbour",
  user_code: "C001",
  username: "harbour",
  tracking_url_template: "",
  delay_fulfil_minutes: 60,
  include_countries: ["US"],
  exclude_countries: [],
  warehouse_id: null,
  warehouse_name: null,
  channel_id: null,
  channel_name: null,
  order_mode: "draft",
  push_stock: true,
  ...patch,
});

const save = async () => {
  fireEvent.click(screen.getByTestId("user-info-save"));
  await settle();
};

describe("the drop shipper's user info", () => {
  it("links to binding a shop when none is active with the provider", async () => {
    api.list.mockImplementation(shopListOf([]));
    renderStoresAt("/ds/ds-user-info", <ShipperUserInfoScreen />);
    await screen.findByTestId("user-info-no-shop");
    expect(api.list).toHaveBeenCalledWith({
      provider_uuid: "p-1",
      status: "active",
      page_size: 200,
      cur_page: 1,
    });
    expect(screen.getByTestId("user-info-bind").getAttribute("href")).toBe(
      "/ds/third-part-key-information?provider_uuid=p-1",
    );
    expect(api.userInfo).not.toHaveBeenCalled();
  });

  it("opens the shop named in the URL, else the first, and saves the form as the request", async () => {
    api.list.mockImplementation(shopListOf(shops));
    api.userInfo.mockImplementation(async (q) => infoOf(shops.find((s) => s.shop_id === q.shop_id) ?? blue));
    renderStoresAt("/ds/ds-user-info?shop_id=s-2", <ShipperUserInfoScreen />);
    await screen.findByTestId("user-info-form");
    expect(api.userInfo.mock.calls).toEqual([[{ shop_id: "s-2", provider_uuid: "p-1" }]]);
    const fields = ["shop-picker", "tracking", "delay", "include", "exclude", "warehouse", "channel"];
    for (const id of [...fields, "order-mode", "push-stock", "save"])
      expect(screen.getByTestId(`user-info-${id}`)).toBeTruthy();
    expect(screen.getByText("red-dock.myshopify.com")).toBeTruthy();
    expect(screen.getByText("United States", { exact: false })).toBeTruthy();

    api.saveUserInfo.mockResolvedValue({ code: 200, message: "Saved", data: infoOf(red) });
    const template = "https://t.17track.net/en#nums={tracking_number}";
    fireEvent.change(screen.getByTestId("user-info-tracking"), { target: { value: template } });
    await save();
    expect(api.saveUserInfo.mock.calls).toEqual([
      [
        {
          shop_id: "s-2",
          provider_uuid: "p-1",
          tracking_url_template: template,
          delay_fulfil_minutes: 60,
          include_countries: ["US"],
          exclude_countries: [],
          warehouse_id: null,
          channel_id: null,
          order_mode: "draft",
          push_stock: true,
        },
      ],
    ]);
    expect(await screen.findByText("Saved")).toBeTruthy();
  });

  it("refuses a country in both lists and a template without the placeholder before calling the server", async () => {
    api.list.mockImplementation(shopListOf(shops));
    api.userInfo.mockResolvedValue(infoOf(blue, { exclude_countries: ["US", "CA"] }));
    renderStoresAt("/ds/ds-user-info?shop_id=gone", <ShipperUserInfoScreen />);
    await screen.findByTestId("user-info-form");
    expect(api.userInfo.mock.calls).toEqual([[{ shop_id: "s-1", provider_uuid: "p-1" }]]);
    fireEvent.change(screen.getByTestId("user-info-tracking"), { target: { value: "https://t.example/x" } });
    await save();
    expect(await screen.findByText(/include and the exclude list: US$/)).toBeTruthy();
    expect(await screen.findByText(/must contain \{tracking_number\}/)).toBeTruthy();
    expect(api.saveUserInfo).not.toHaveBeenCalled();
  });

  it("shows the server's field errors under their fields", async () => {
    api.list.mockImplementation(shopListOf(shops));
    api.userInfo.mockResolvedValue(infoOf(blue));
    renderStoresAt("/ds/ds-user-info", <ShipperUserInfoScreen />);
    await screen.findByTestId("user-info-form");
    api.saveUserInfo.mockRejectedValue(
      new ApiError(4001, "Check the input", { fields: { exclude_countries: "Not in both, please" } }),
    );
    await save();
    expect(api.saveUserInfo).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Not in both, please")).toBeTruthy();
  });
});

describe("the provider's read-only user info", () => {
  it("shows the settings with countries by name", async () => {
    api.userInfo.mockResolvedValue(
      infoOf(blue, { exclude_countries: ["CA"], warehouse_name: "North dock", channel_name: "Express" }),
    );
    renderStoresAt("/p/p-user-info?shop_id=s-1", <ProviderUserInfoScreen />);
    await screen.findByTestId("p-user-info");
    expect(api.userInfo.mock.calls).toEqual([[{ shop_id: "s-1" }]]);
    const view = screen.getByTestId("p-user-info").textContent ?? "";
    for (const text of [
      "blue-harbour.myshopify.com",
      "C001",
      "United States",
      "Canada",
      "1 h",
      "North dock",
      "Express",
      "Drafts",
    ])
      expect(view).toContain(text);
    expect(screen.queryByTestId("user-info-form")).toBeNull();
  });

  it("asks for a shop when none is named", async () => {
    renderStoresAt("/p/p-user-info", <ProviderUserInfoScreen />);
    await settle();
    expect(api.userInfo).not.toHaveBeenCalled();
    expect(screen.queryByTestId("p-user-info")).toBeNull();
  });
});
