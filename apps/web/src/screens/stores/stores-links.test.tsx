import { cleanup, screen } from "@testing-library/react";
import type { TShop } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt } from "../../test/render-at.tsx";
import { customersApi } from "../customers/customers-api.ts";
import { storesApi } from "./stores-api.ts";
import { StoresTable } from "./stores-table.tsx";

const api = mockApi(storesApi);
mockApi(customersApi).list.mockImplementation(async () => ({
  list: [],
  total: 0,
  page_size: 20,
  cur_page: 1,
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const shop = (id: string, url: string, status: TShop["status"]) =>
  ({ shop_id: id, shop_url: url, shop_name: url, status, auth_kind: "app", owner_code: "C1" }) as TShop;
const shops = [shop("s-1", "blue.myshopify.com", "active"), shop("s-2", "gone.myshopify.com", "unbound")];

function renderTable(providerUuid?: string) {
  api.list.mockResolvedValue({ list: shops, total: 2 } as never);
  return renderAt("/", <StoresTable providerUuid={providerUuid} />);
}

describe("links from the shop lists to a shop's user info", () => {
  it("gives the drop shipper a settings link per active shop, naming the shop and the provider", async () => {
    renderTable("p-1");
    const link = await screen.findByTestId("settings-blue.myshopify.com");
    expect(link.getAttribute("href")).toBe("/ds/ds-user-info?shop_id=s-1&provider_uuid=p-1");
    expect(screen.queryByTestId("settings-gone.myshopify.com")).toBeNull();
  });

  it("gives the drop shipper a products link per active shop, naming the shop and the provider", async () => {
    renderTable("p-1");
    const link = await screen.findByTestId("products-blue.myshopify.com");
    expect(link.getAttribute("href")).toBe("/ds/ds-product-info?shop_id=s-1&provider_uuid=p-1");
    expect(screen.queryByTestId("products-gone.myshopify.com")).toBeNull();
  });

  it("gives the drop shipper an orders link per active shop, naming the shop and the provider", async () => {
    renderTable("p-1");
    const link = await screen.findByTestId("orders-blue.myshopify.com");
    expect(link.getAttribute("href")).toBe("/ds/ds-order-info?shop_id=s-1&provider_uuid=p-1");
    expect(screen.queryByTestId("orders-gone.myshopify.com")).toBeNull();
  });

  it("gives provider staff a read-only user info link per shop", async () => {
    renderTable();
    const link = await screen.findByTestId("user-info-blue.myshopify.com");
    expect(link.getAttribute("href")).toBe("/p/p-user-info?shop_id=s-1");
    expect(screen.getByTestId("user-info-gone.myshopify.com").getAttribute("href")).toBe(
      "/p/p-user-info?shop_id=s-2",
    );
    expect(screen.queryByTestId("settings-blue.myshopify.com")).toBeNull();
    expect(screen.getByTestId("products-gone.myshopify.com").getAttribute("href")).toBe(
      "/p/p-product-info?shop_id=s-2",
    );
    expect(screen.getByTestId("orders-gone.myshopify.com").getAttribute("href")).toBe(
      "/p/p-order-info?shop_id=s-2",
    );
  });
});
