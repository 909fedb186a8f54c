import { cleanup } from "@testing-library/react";
import type { TStorage, TStorageDefinition, TVasOrder } from "@wms/contracts";
import { afterEach, beforeEach, vi } from "vitest";
import { mockApi } from "../../test/mock-api.ts";
import { productsApi } from "../products/products-api.ts";
import { storageApi } from "../warehousing/storage-api.ts";
import { vasApi } from "./vas-api.ts";

/** A work order as the list answers it: requested labelling of 40 units, cancellable and completable. */
export const vasOrder = (patch: Partial<TVasOrder> = {}): TVasOrder => ({
  id: "va-1",
  code: "VA202606010001",
  customer_id: "c-1",
  customer_name: "Acme",
  owner_code: "ACME01",
  warehouse_id: "w-1",
  warehouse_code: "LAX1",
  kind: "labelling",
  variant_id: "v-1",
  sku: "EB-100-BLK",
  quantity: 40,
  done_quantity: null,
  instructions: "FNSKU labels over the barcode",
  status: "requested",
  note: "",
  requested_by: "demo-shipper",
  done_by: null,
  closed_at: null,
  actions: ["complete", "cancel"],
  created_at: 1_900_000_000,
  updated_at: 1_900_000_000,
  ...patch,
});

/** One done, nothing left to do with it. */
export const doneOrder = vasOrder({
  id: "va-2",
  code: "VA202605310007",
  kind: "kitting",
  sku: "KIT-2",
  quantity: 10,
  done_quantity: 8,
  status: "done",
  note: "Two sets short of parts",
  done_by: "demo-operator",
  closed_at: 1_900_086_400,
  actions: [],
});

export const page = (list: TVasOrder[]) => ({ list, total: list.length, page_size: 20, cur_page: 1 });

export const definition = (patch: Partial<TStorageDefinition>) =>
  ({
    warehouse_id: "w-1",
    code: "LAX1",
    name: "Los Angeles",
    selected: true,
    ...patch,
  }) as TStorageDefinition;

export const stored = (patch: Partial<TStorage>) =>
  ({ warehouse_id: "w-1", warehouse_code: "LAX1", warehouse_name: "Los Angeles", ...patch }) as TStorage;

export const storagePage = (list: TStorage[]) => ({ list, total: list.length, page_size: 200, cur_page: 1 });

export const customersPage = {
  list: [{ id: "c-1", owner_code: "ACME01", username: "acme" }],
  total: 1,
  page_size: 50,
  cur_page: 1,
} as never;

export const shipperProviders = [{ provider_uuid: "p-1", name_of_provider: "Demo 3PL" }];

/**
 * The APIs the work order screens call, mocked for a test file (the list answers none, the warehouses and
 * customers the fixtures'), with the DOM cleaned and the mocks cleared after each test. Call at the top of a
 * file; each file sets the answers its tests need in its own beforeEach.
 */
export function mockVasScreens() {
  const api = mockApi(vasApi);
  const storage = mockApi(storageApi);
  const products = mockApi(productsApi);
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });
  beforeEach(() => {
    api.list.mockResolvedValue(page([]));
    storage.definitions.mockResolvedValue([definition({})]);
    products.customers.mockResolvedValue(customersPage);
  });
  return { api, storage, products };
}
