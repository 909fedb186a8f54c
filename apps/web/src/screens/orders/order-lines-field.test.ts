import type { TInventoryRow } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../test/mock-api.ts";
import { inventoryApi } from "../inventory/inventory-api.ts";
import { shortLines } from "./order-lines-field.tsx";

const api = mockApi(inventoryApi);

afterEach(() => {
  vi.clearAllMocks();
});

const row = (sku: string, barcode: string, available: number) =>
  ({ sku, barcode, available, total: available + 2, defective: 2 }) as TInventoryRow;
const stock = [row("LAMP-1", "690001", 98), row("LAMP-10", "690010", 500)];

describe("the order form's sellable check before submitting", () => {
  it("names each line asking more than can be sold, by SKU or barcode, with the sellable figure", async () => {
    api.list.mockImplementation(async (_scope, params) => ({
      // A keyword search answers every contains-match: the line's own code must be picked out of them.
      list: stock.filter((r) => r.sku.includes(String(params.keyword)) || r.barcode === params.keyword),
      total: 2,
      page_size: 5,
      cur_page: 1,
    }));
    const owner = { providerUuid: "p-1", warehouseId: "w-1" };
    const short = await shortLines(owner, [
      { sku: "LAMP-1", quantity: 100 },
      { sku: "690010", quantity: 500 },
      { sku: "LAMP-1", quantity: 98 },
      { sku: "NOPE", quantity: 1 },
      { sku: "", quantity: 3 },
    ]);
    expect(short).toEqual([
      { index: 0, sku: "LAMP-1", requested: 100, available: 98 },
      { index: 3, sku: "NOPE", requested: 1, available: 0 },
    ]);
    // The lookups ask the chosen warehouse, in the drop shipper's provider.
    expect(api.list).toHaveBeenCalledWith(
      { providerUuid: "p-1" },
      expect.objectContaining({ keyword: "LAMP-1", warehouse_id: "w-1" }),
    );
  });
});
