import { cleanup } from "@testing-library/react";
import type { TPickFace, TReplenishment } from "@wms/contracts";
import { afterEach, beforeEach, vi } from "vitest";
import { mockApi } from "../../test/mock-api.ts";
import { signOut } from "../../test/signed-in.ts";
import { wedgeScan } from "../../test/wedge-scan.ts";
import { productsApi } from "../products/products-api.ts";
import { warehousingApi } from "../warehousing/warehousing-api.ts";
import { replenishmentApi } from "./replenishment-api.ts";

export const page = <T>(list: T[]) => ({ list, total: list.length, page_size: 20, cur_page: 1 });

/** The pick face P-01-01 of EB-100-BLK at LAX1 (ACME01): 3 free, below its minimum of 5, a task open. */
export const face = (patch: Partial<TPickFace> = {}): TPickFace => ({
  id: "f-1",
  warehouse_id: "w-1",
  warehouse_code: "LAX1",
  location_id: "loc-p1",
  location_code: "P-01-01",
  variant_id: "v-1",
  customer_id: "c-1",
  owner_code: "ACME01",
  sku: "EB-100-BLK",
  name_en: "Earbuds black",
  name_cn: "耳机 黑色",
  min_quantity: 5,
  max_quantity: 20,
  free: 3,
  in_storage: 240,
  below_min: true,
  open_task_code: "RP202606010001",
  ...patch,
});

/** The open task of that face: 17 units of EB-100-BLK from storage bin S-03-02 to P-01-01. */
export const task = (patch: Partial<TReplenishment> = {}): TReplenishment => ({
  id: "rp-1",
  code: "RP202606010001",
  warehouse_id: "w-1",
  status: "open",
  reason: "below_min",
  wave_code: "",
  sku: "EB-100-BLK",
  barcode: "0123456789012",
  name_en: "Earbuds black",
  name_cn: "耳机 黑色",
  owner_code: "ACME01",
  batch: "L7",
  from_location_code: "S-03-02",
  to_location_code: "P-01-01",
  quantity: 17,
  moved: 0,
  note: "",
  created_at: 1_900_000_000,
  done_at: null,
  done_by: "",
  ...patch,
});

export const warehousesPage = page([
  { id: "w-1", code: "LAX1", name: "Los Angeles" },
  { id: "w-2", code: "NYC1", name: "New York" },
]) as never;

export const customersPage = page([
  { id: "c-1", owner_code: "ACME01", username: "acme" },
  { id: "c-2", owner_code: "BETA02", username: "beta" },
]) as never;

/** A keyboard-wedge scan (the shared test helper). */
export const scan = wedgeScan;

/**
 * The APIs the replenishment screens call, mocked for a test file (the lists answer none; the warehouses
 * and the customers the fixtures'), with the DOM, the session and the mocks cleared after each test.
 */
export function mockReplenishmentScreens() {
  const api = mockApi(replenishmentApi);
  const warehousing = mockApi(warehousingApi);
  const products = mockApi(productsApi);
  afterEach(() => {
    cleanup();
    signOut();
    vi.clearAllMocks();
  });
  beforeEach(() => {
    api.faces.mockResolvedValue(page([]));
    api.list.mockResolvedValue(page([]));
    warehousing.warehouses.mockResolvedValue(warehousesPage);
    products.customers.mockResolvedValue(customersPage);
  });
  return { api, warehousing, products };
}
