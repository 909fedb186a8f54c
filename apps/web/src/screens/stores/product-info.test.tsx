import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { TMission, TShop, TShopVariant } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { settle } from "../../test/render-at.tsx";
import { ShipperProductInfoScreen } from "./product-info-screen.tsx";
import { ProviderProductInfoScreen } from "./product-info-view.tsx";
import { missionOf as fulfilMissionOf } from "./shop-order-fixtures.ts";
import { syncPollMs } from "./shop-sync.ts";
import { storesApi } from "./stores-api.ts";
import { renderStoresAt, shopListOf } from "./stores-test-render.tsx";

// The screens show their texts: the catalogue is loaded before the first render.
await i18nReady;

const api = mockApi(storesApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const shop = { shop_id: "s-1", shop_url: "blue.myshopify.com", shop_name: "Blue", owner_code: "C1" } as TShop;
const missionOf = (patch: Partial<TMission>): TMission =>
  fulfilMissionOf({ kind: "stores:sync-products", name: "Product sync", ...patch });
const counts = { linked: 4, new: 2, sku_conflict: 1 };
const variantOf = (patch: Partial<TShopVariant>): TShopVariant => ({
  id: "v-1",
  shop_id: "s-1",
  shopify_product_id: "gid://shopify/Product/1",
  shopify_variant_id: "gid://shopify/ProductVariant/1",
  product_title: "Harbour mug",
  variant_title: "Blue",
  product_status: "ACTIVE",
  sku: "MUG-BLUE",
  barcode: "",
  options: ["Colour: Blue", "Size: M"],
  price: "12.00",
  compare_at_price: "15.00",
  weight_kg: "0.350",
  image_url: "https://cdn.example/mug.png",
  tags: [],
  link_state: "linked",
  conflict_reason: null,
  conflict: null,
  product_id: "prod-1",
  synced_at: 1_700_000_100,
  stock_quantity: null,
  stock_pushed_at: null,
  stock_error: null,
  ...patch,
});

/** A shop that does not push stock: nothing compared (shop-drift.test.tsx draws the figure). */
const driftOff = {
  push_stock: false,
  in_step: 0,
  open: 0,
  repaired: 0,
  failed: 0,
  checked_at: null,
  next_check_at: null,
};

const startButton = () => screen.getByTestId("shop-sync-start") as HTMLButtonElement;

function shipperWith(
  sync: Awaited<ReturnType<typeof api.syncMission>> | ApiError,
  rows: TShopVariant[] = [],
) {
  api.list.mockImplementation(shopListOf([shop]));
  if (sync instanceof ApiError) api.syncMission.mockRejectedValue(sync);
  else api.syncMission.mockResolvedValue(sync);
  api.products.mockResolvedValue({ list: rows, total: rows.length, page_size: 20, cur_page: 1 });
  api.driftSummary.mockResolvedValue(driftOff);
  return renderStoresAt("/ds/ds-product-info", <ShipperProductInfoScreen />);
}

describe("the drop shipper's product sync panel", () => {
  it("treats the silent 12004 as a shop never synced: start offered, nothing to stop, the table says how", async () => {
    shipperWith(new ApiError(12004, "never synced"));
    await screen.findByTestId("shop-sync-never");
    expect(api.syncMission).toHaveBeenCalledWith({ shop_id: "s-1", provider_uuid: "p-1" });
    expect(startButton().disabled).toBe(false);
    expect(screen.queryByTestId("shop-sync-stop")).toBeNull();
    expect(screen.queryByTestId("shop-sync-failed")).toBeNull();
    expect(
      await screen.findByText("No products yet: press Sync products to read them from the shop"),
    ).toBeTruthy();

    api.syncProducts.mockResolvedValue({
      code: 2000,
      message: "Product sync started",
      data: missionOf({ status: "pending", progress: 0, finished_at: null }),
    });
    fireEvent.click(startButton());
    await settle();
    expect(api.syncProducts).toHaveBeenCalledWith({ shop_id: "s-1", provider_uuid: "p-1" });
    expect(await screen.findByText("Product sync started")).toBeTruthy();
  });

  it("closes start and offers a confirmed stop while a sync runs", async () => {
    shipperWith({
      mission: missionOf({ status: "running", progress: 40, finished_at: null }),
      counts,
      resume_read: null,
    });
    await screen.findByTestId("shop-sync-stop");
    expect(startButton().disabled).toBe(true);
    expect(screen.getByTestId("mission-status").textContent).toBe("Running");
    expect(screen.getByTestId("shop-sync-progress").textContent).toContain("40%");
    expect(screen.queryByTestId("shop-sync-finished")).toBeNull();

    api.stopSync.mockResolvedValue({
      code: 200,
      message: "Product sync stopping",
      data: missionOf({ status: "failed", error: "Stopped by a user" }),
    });
    fireEvent.click(screen.getByTestId("shop-sync-stop"));
    expect(api.stopSync).not.toHaveBeenCalled();
    const confirm = await screen.findByText("Stop this product sync?");
    const popup = confirm.closest(".ant-popover") as HTMLElement;
    fireEvent.click(within(popup).getByRole("button", { name: "Stop" }));
    await settle();
    expect(api.stopSync).toHaveBeenCalledWith({ shop_id: "s-1", provider_uuid: "p-1" });
    expect(await screen.findByText("Product sync stopping")).toBeTruthy();
  });

  it("says why the last sync failed and what to do, when it ended, and filters the table by a count", async () => {
    shipperWith({
      mission: missionOf({ status: "failed", progress: 60, error: "Token refused" }),
      counts,
      resume_read: null,
    });
    const failed = await screen.findByTestId("shop-sync-failed");
    expect(failed.textContent).toContain("Token refused");
    expect(failed.textContent).toContain("press Sync products again");
    expect(screen.getByTestId("shop-sync-finished").textContent).toMatch(/^Ended at \d{4}-\d\d-\d\d/);
    expect(startButton().disabled).toBe(false);
    expect(screen.queryByTestId("shop-sync-stop")).toBeNull();

    const conflicts = screen.getByTestId("shop-count-sku_conflict");
    expect(conflicts.textContent).toBe("SKU conflict: 1");
    expect(screen.getByTestId("shop-count-linked").textContent).toBe("Linked: 4");
    fireEvent.click(conflicts);
    await settle();
    expect(api.products).toHaveBeenLastCalledWith(
      expect.objectContaining({ shop_id: "s-1", provider_uuid: "p-1", link_state: "sku_conflict" }),
    );
    expect(screen.getByTestId("shop-count-sku_conflict").getAttribute("aria-pressed")).toBe("true");
  });

  it("offers to go on from where a stopped sync was, or to start over after a confirmation", async () => {
    shipperWith({
      mission: missionOf({ status: "failed", progress: 40, error: "Stopped by a user" }),
      counts,
      resume_read: 1200,
    });
    await screen.findByTestId("shop-sync-failed");
    expect(startButton().textContent).toContain("Go on syncing (1200 variants read)");
    expect(screen.getByTestId("shop-sync-failed").textContent).toContain("press Go on syncing");
    const started = { code: 2000, message: "Product sync started", data: missionOf({ status: "pending" }) };
    api.syncProducts.mockResolvedValue(started);
    fireEvent.click(startButton());
    await settle();
    expect(api.syncProducts).toHaveBeenLastCalledWith({ shop_id: "s-1", provider_uuid: "p-1" });

    api.syncMission.mockResolvedValue({
      mission: missionOf({ status: "failed", progress: 40, error: "Stopped by a user" }),
      counts,
      resume_read: 1200,
    });
    await settle();
    fireEvent.click(await screen.findByTestId("shop-sync-start-over"));
    expect(api.syncProducts).toHaveBeenCalledTimes(1);
    fireEvent.click(await screen.findByTestId("shop-sync-start-over-confirm"));
    await settle();
    expect(api.syncProducts).toHaveBeenLastCalledWith({
      shop_id: "s-1",
      provider_uuid: "p-1",
      start_over: true,
    });
  });

  it("polls a running sync and reads the variants again when it ends", async () => {
    shipperWith({
      mission: missionOf({ status: "running", progress: 50, finished_at: null }),
      counts,
      resume_read: null,
    });
    await screen.findByTestId("shop-sync-stop");
    await settle();
    const reads = api.products.mock.calls.length;
    api.syncMission.mockResolvedValue({
      mission: missionOf({}),
      counts: { ...counts, new: 3 },
      resume_read: null,
    });
    await act(() => new Promise((r) => setTimeout(r, syncPollMs + 300)));
    expect(api.syncMission.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId("shop-sync-stop")).toBeNull();
    expect(screen.getByTestId("shop-count-new").textContent).toBe("New: 3");
    expect(api.products.mock.calls.length).toBeGreaterThan(reads);
  });

  it("links to My shops when no shop is active with the provider", async () => {
    api.list.mockImplementation(shopListOf([]));
    renderStoresAt("/ds/ds-product-info", <ShipperProductInfoScreen />);
    await screen.findByTestId("product-info-no-shop");
    expect(screen.getByTestId("product-info-shops-link").getAttribute("href")).toBe(
      "/ds/ds-store-management",
    );
    expect(api.syncMission).not.toHaveBeenCalled();
  });
});

describe("a shop variant's link state", () => {
  it("shows linked rows with a catalogue link and conflicts with what to fix", async () => {
    const linked = variantOf({});
    const conflict = variantOf({
      id: "v-2",
      sku: "",
      image_url: "",
      compare_at_price: null,
      link_state: "sku_conflict",
      conflict_reason: "missing_sku",
      conflict: "No SKU in Shopify: give the variant a SKU there and sync again",
      product_id: null,
    });
    shipperWith({ mission: missionOf({}), counts, resume_read: null }, [linked, conflict]);
    const link = await screen.findByTestId("open-catalogue-MUG-BLUE");
    expect(link.getAttribute("href")).toBe("/ds/product?search=MUG-BLUE&provider_uuid=p-1");
    const [linkedRow, conflictRow] = screen.getAllByTestId("link-state").map((tag) => tag.closest("tr"));
    if (!linkedRow || !conflictRow) throw new Error("rows missing");
    expect(within(linkedRow).getByTestId("link-state").textContent).toBe("Linked");
    expect(within(linkedRow).getByAltText("Harbour mug")).toBeTruthy();
    expect(linkedRow.textContent).toContain("Colour: Blue, Size: M");
    expect(within(linkedRow).getByText("15.00").closest("del")).toBeTruthy();
    expect(within(conflictRow).getByTestId("link-state").textContent).toBe("SKU conflict");
    expect(within(conflictRow).getByTestId("link-conflict").textContent).toContain("No SKU in Shopify");
    expect(within(conflictRow).queryByText("Open in catalogue")).toBeNull();
    expect(within(conflictRow).queryByRole("img")).toBeNull();
  });
});

describe("a shop variant's stock in the shop", () => {
  it("shows what the stock push set and when, why it failed, or a dash before any push", async () => {
    const pushed = variantOf({ stock_quantity: 42, stock_pushed_at: 1_700_000_200 });
    const failed = variantOf({
      id: "v-2",
      sku: "MUG-RED",
      stock_quantity: 5,
      stock_pushed_at: 1_700_000_100,
      stock_error: "Shopify could not be reached (HTTP 503: Service Unavailable): tried again automatically",
    });
    const never = variantOf({ id: "v-3", sku: "MUG-GREY" });
    shipperWith({ mission: missionOf({}), counts, resume_read: null }, [pushed, failed, never]);
    await screen.findByTestId("open-catalogue-MUG-BLUE");
    const [pushedRow, failedRow, neverRow] = screen
      .getAllByTestId("link-state")
      .map((tag) => tag.closest("tr"));
    if (!pushedRow || !failedRow || !neverRow) throw new Error("rows missing");
    expect(within(pushedRow).getByTestId("stock-quantity").textContent).toBe("42");
    expect(pushedRow.textContent).toContain("Set ");
    expect(within(pushedRow).queryByTestId("stock-error")).toBeNull();
    expect(within(failedRow).getByTestId("stock-quantity").textContent).toBe("5");
    expect(within(failedRow).getByTestId("stock-error").textContent).toContain("HTTP 503");
    expect(within(neverRow).queryByTestId("stock-quantity")).toBeNull();
    expect(screen.getByRole("columnheader", { name: "Shop stock" })).toBeTruthy();
  });
});

describe("the provider's read-only product info", () => {
  it("shows the sync without buttons and links variants to the provider's catalogue", async () => {
    api.list.mockImplementation(shopListOf([shop]));
    api.syncMission.mockResolvedValue({
      mission: missionOf({ status: "running", progress: 10 }),
      counts,
      resume_read: null,
    });
    api.products.mockResolvedValue({ list: [variantOf({})], total: 1, page_size: 20, cur_page: 1 });
    api.driftSummary.mockResolvedValue(driftOff);
    renderStoresAt("/p/p-product-info?shop_id=s-1", <ProviderProductInfoScreen />);
    const link = await screen.findByTestId("open-catalogue-MUG-BLUE");
    expect(link.getAttribute("href")).toBe("/p/product?search=MUG-BLUE");
    expect(api.list).toHaveBeenCalledWith({ page_size: 200, cur_page: 1 });
    expect(api.syncMission).toHaveBeenCalledWith({ shop_id: "s-1", provider_uuid: undefined });
    expect(screen.queryByTestId("shop-sync-start")).toBeNull();
    expect(screen.queryByTestId("shop-sync-stop")).toBeNull();
    expect(screen.getByTestId("shop-count-new").textContent).toBe("New: 2");
  });
});

describe("the demo's shop", () => {
  it("says over the screen that it is the demo's and not connected to Shopify, and marks it in the picker", async () => {
    api.list.mockImplementation(shopListOf([{ ...shop, demo: true }]));
    api.syncMission.mockResolvedValue({ mission: missionOf({}), counts, resume_read: null });
    api.products.mockResolvedValue({ list: [], total: 0, page_size: 20, cur_page: 1 });
    api.driftSummary.mockResolvedValue(driftOff);
    renderStoresAt("/ds/ds-product-info", <ShipperProductInfoScreen />);
    expect((await screen.findByTestId("demo-shop-note")).textContent).toContain("not connected to Shopify");
    expect(screen.getByTestId("product-info-shop-picker").textContent).toContain("Demo");
  });
});
