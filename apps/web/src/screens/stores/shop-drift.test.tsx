import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { TShop, TShopDrift, TShopDriftSummary } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { settle } from "../../test/render-at.tsx";
import { ShipperProductInfoScreen } from "./product-info-screen.tsx";
import { ProviderProductInfoScreen } from "./product-info-view.tsx";
import { storesApi } from "./stores-api.ts";
import { renderStoresAt, shopListOf } from "./stores-test-render.tsx";

// The screens show their texts: the catalogue is loaded before the first render.
await i18nReady;

const api = mockApi(storesApi);

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await changeLanguage("en_us");
});

const shop = { shop_id: "s-1", shop_url: "blue.myshopify.com", shop_name: "Blue", owner_code: "C1" } as TShop;
const summaryOf = (patch: Partial<TShopDriftSummary>): TShopDriftSummary => ({
  push_stock: true,
  in_step: 1243,
  open: 0,
  repaired: 2,
  failed: 0,
  checked_at: 1_700_000_000,
  next_check_at: 1_700_003_600,
  ...patch,
});
const drift: TShopDrift = {
  id: "d-1",
  shop_variant_id: "v-1",
  sku: "MUG-BLUE",
  title: "Harbour mug / Blue",
  shopify_quantity: 3,
  warehouse_quantity: 50,
  difference: -47,
  found_at: 1_700_000_000,
  state: "repaired",
  resolved_at: 1_700_000_200,
  repaired_from: 3,
  repaired_to: 50,
  error_text: null,
};

function screenWith(summary: TShopDriftSummary, url = "/ds/ds-product-info", staff = false) {
  api.list.mockImplementation(shopListOf([shop]));
  api.syncMission.mockResolvedValue({
    mission: { status: "completed" } as never,
    counts: { linked: 1, new: 0, sku_conflict: 0 },
    resume_read: null,
  });
  api.products.mockResolvedValue({ list: [], total: 0, page_size: 20, cur_page: 1 });
  api.driftSummary.mockResolvedValue(summary);
  api.drifts.mockResolvedValue({ list: [drift], total: 1, page_size: 20, cur_page: 1 });
  return renderStoresAt(url, staff ? <ProviderProductInfoScreen /> : <ShipperProductInfoScreen />);
}

describe("the stock drift figure and list", () => {
  it("says how many SKUs are in step, how many were repaired since the reader's midnight, and when it last checked", async () => {
    screenWith(summaryOf({ open: 3, failed: 1 }));
    const figure = await screen.findByTestId("shop-drift-figure");
    expect(figure.textContent).toMatch(/^1,243 SKUs in step, 2 repaired today, last checked \d{4}-\d\d-\d\d/);
    expect(screen.getByTestId("shop-drift-open").textContent).toBe("3 drifting");
    expect(screen.getByTestId("shop-drift-failed").textContent).toBe("1 repair failed");
    // "Today" is the reader's own day: the server is asked from local midnight.
    const since = api.driftSummary.mock.calls[0]?.[0].since ?? 0;
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    expect(since).toBe(Math.floor(midnight.getTime() / 1000));
  });

  it("lets the drop shipper ask for a check now, and says so with the server's words", async () => {
    screenWith(summaryOf({}));
    api.checkDrift.mockResolvedValue({ code: 200, message: "Compared in the next minute", data: null });
    fireEvent.click(await screen.findByTestId("shop-drift-check"));
    await settle();
    expect(api.checkDrift).toHaveBeenCalledWith({ shop_id: "s-1", provider_uuid: "p-1" });
    expect(await screen.findByText("Compared in the next minute")).toBeTruthy();
  });

  it("says what to turn on for a shop that does not push stock, and offers no check", async () => {
    screenWith(summaryOf({ push_stock: false, checked_at: null, next_check_at: null }));
    expect((await screen.findByTestId("shop-drift-off")).textContent).toContain("Turn on stock push");
    expect(screen.queryByTestId("shop-drift-check")).toBeNull();
  });

  it("lists the drifts in their own tab, with what each side had and the repair, for provider staff too", async () => {
    screenWith(summaryOf({}), "/p/p-product-info?shop_id=s-1&view=drift", true);
    const table = await screen.findByTestId("shop-drift-table");
    const row = await within(table).findByText("MUG-BLUE");
    const cells = row.closest("tr") as HTMLElement;
    expect(cells.textContent).toContain("-47");
    expect(within(cells).getByTestId("shop-drift-state").textContent).toBe("Repaired");
    expect(within(cells).getByTestId("shop-drift-repair").textContent).toBe("Set from 3 to 50");
    expect(api.drifts).toHaveBeenCalledWith(expect.objectContaining({ shop_id: "s-1", cur_page: 1 }));
    // Staff read; only the drop shipper checks.
    expect(screen.queryByTestId("shop-drift-check")).toBeNull();
  });

  it("speaks Chinese", async () => {
    await changeLanguage("zh_cn");
    screenWith(summaryOf({ in_step: 12, repaired: 0 }));
    const figure = await screen.findByTestId("shop-drift-figure");
    expect(figure.textContent).toMatch(/^12 个 SKU 一致，今日已修正 0 个，最近检查于 /);
  });
});
