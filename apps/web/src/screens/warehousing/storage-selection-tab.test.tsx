import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { TStorage, TStorageDefinition } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, settle, shipperOf } from "../../test/render-at.tsx";
import { storageApi } from "./storage-api.ts";
import { StorageSelectionTab } from "./storage-selection-tab.tsx";

await i18nReady;

const api = mockApi(storageApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const warehouse = (id: string, code: string, selected: boolean) =>
  ({
    provider_uuid: "p-1",
    name_of_provider: "Demo",
    warehouse_id: id,
    code,
    name: `${code} warehouse`,
    country: "CN",
    province: "",
    city: "Shenzhen",
    address: "1 Road",
    postcode: "",
    contact_name: "",
    contact_phone: "",
    selected,
    customer_count: 1,
  }) as TStorageDefinition;

const selectionOf = (...ids: string[]) => ({
  list: ids.map((id) => ({ warehouse_id: id, warehouse_code: id, warehouse_status: "enabled" }) as TStorage),
  total: ids.length,
  page_size: 200,
  cur_page: 1,
});

describe("choosing the warehouses to store goods in", () => {
  it("says saved once the new selection is read back, so a change made right after is kept", async () => {
    api.definitions.mockResolvedValue([warehouse("w-1", "SZ01", true), warehouse("w-2", "E2E01", false)]);
    api.relatedProducts.mockResolvedValue({ list: [], total: 0, page_size: 20, cur_page: 1 });
    api.save.mockResolvedValue(null as never);
    // The selection is read back slowly after the save.
    let readBack: (value: ReturnType<typeof selectionOf>) => void = () => undefined;
    api.list
      .mockResolvedValueOnce(selectionOf("w-1"))
      .mockReturnValueOnce(new Promise((resolve) => (readBack = resolve)));
    renderAt(
      "/ds/warehousing",
      <StorageSelectionTab />,
      shipperOf([{ provider_uuid: "p-1", name_of_provider: "Demo" }]),
    );
    const selection = await screen.findByTestId("storage-selection");
    const checkbox = async () =>
      within((await within(selection).findByText("E2E01")).closest("tr") as HTMLElement).getByRole(
        "checkbox",
      );
    const save = within(selection).getByRole("button", { name: /Save selection/ });

    fireEvent.click(await checkbox());
    await settle();
    fireEvent.click(save);
    await settle();
    expect(api.save).toHaveBeenCalledWith({ provider_uuid: "p-1", warehouse_ids: ["w-1", "w-2"] });
    // Not saved as far as the screen knows until the selection is read back.
    expect(screen.queryByText("Warehouse selection saved")).toBeNull();
    readBack(selectionOf("w-1", "w-2"));
    expect(await screen.findByText("Warehouse selection saved")).toBeTruthy();
    await settle();
    expect(save).toHaveProperty("disabled", true);

    // A change made now is the drop shipper's to save, not undone by the read-back.
    fireEvent.click(await checkbox());
    await settle();
    expect(await checkbox()).toHaveProperty("checked", false);
    expect(save).toHaveProperty("disabled", false);
  });
});
