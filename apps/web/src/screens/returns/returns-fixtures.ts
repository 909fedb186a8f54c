import { cleanup } from "@testing-library/react";
import type {
  TFindReturnsAnswer,
  TReturnDetail,
  TReturnLine,
  TReturnSummary,
  TStorageDefinition,
  TUnidentifiedReturn,
} from "@wms/contracts";
import { afterEach, beforeEach, vi } from "vitest";
import { mockApi } from "../../test/mock-api.ts";
import { productsApi } from "../products/products-api.ts";
import { storageApi } from "../warehousing/storage-api.ts";
import { returnsApi } from "./returns-api.ts";

/** An RMA as the list answers it: requested from order SO-1001, 3 units, slip printable, shippable and cancellable. */
export const rma = (patch: Partial<TReturnSummary> = {}): TReturnSummary => ({
  id: "rt-1",
  code: "RM202606010001",
  provider_uuid: "p-1",
  customer_id: "c-1",
  customer_name: "Acme",
  owner_code: "ACME01",
  warehouse_id: "w-1",
  warehouse_code: "LAX1",
  source: "merchant",
  status: "requested",
  order_id: "o-1",
  order_code: "SO-1001",
  consignee: "Jane Buyer",
  tracking_number: "",
  unit_count: 3,
  inspected_count: 0,
  note: "",
  received_at: null,
  inspected_at: null,
  closed_at: null,
  actions: ["ship", "cancel"],
  created_at: 1_900_000_000,
  updated_at: 1_900_000_000,
  ...patch,
});

/** One received and partly inspected, by the staff's leave: inspect and finish. */
export const receivedRma = rma({
  id: "rt-2",
  code: "RM202605300002",
  source: "staff",
  status: "received",
  order_id: null,
  order_code: null,
  consignee: "Li Lei",
  tracking_number: "1Z999AA10123456784",
  unit_count: 5,
  inspected_count: 2,
  received_at: 1_900_050_000,
  actions: ["inspect", "finish"],
});

export const line = (patch: Partial<TReturnLine> = {}): TReturnLine => ({
  line_id: "l-1",
  variant_id: "v-1",
  product_uuid: "pr-1",
  sku: "EB-100-BLK",
  barcode: "0123456789012",
  name_en: "Earbuds black",
  name_cn: "耳机 黑色",
  quantity: 3,
  reason: "defective",
  reason_note: "Left bud silent",
  done: { restock: 0, relabel: 0, quarantine: 0, dispose: 0, return_to_merchant: 0, missing: 0 },
  remaining: 3,
  restock_location: "A-01-01",
  quarantine_location: "DEF-01",
  ...patch,
});

/** The received RMA's detail: one line of 3 units, none inspected yet, received with a parcel photo. */
export const detail = (patch: Partial<TReturnDetail> = {}): TReturnDetail => ({
  ...receivedRma,
  unit_count: 3,
  inspected_count: 0,
  lines: [line()],
  units: [],
  photos: ["/api/files/returns/parcel-1.jpg"],
  markings: "",
  logs: [
    {
      action: "create",
      from_status: null,
      to_status: "requested",
      actor_name: "demo-shipper",
      detail: {},
      created_at: 1_900_000_000,
    },
    {
      action: "receive",
      from_status: "requested",
      to_status: "received",
      actor_name: "demo-operator",
      detail: { tracking_number: "1Z999AA10123456784" },
      created_at: 1_900_050_000,
    },
  ],
  ...patch,
});

export const page = <T>(list: T[]) => ({ list, total: list.length, page_size: 20, cur_page: 1 });

export const definition = (patch: Partial<TStorageDefinition> = {}) =>
  ({
    warehouse_id: "w-1",
    code: "LAX1",
    name: "Los Angeles",
    selected: true,
    ...patch,
  }) as TStorageDefinition;

export const customersPage = {
  list: [{ id: "c-1", owner_code: "ACME01", username: "acme" }],
  total: 1,
  page_size: 50,
  cur_page: 1,
} as never;

export const shipperProviders = [{ provider_uuid: "p-1", name_of_provider: "Demo 3PL" }];

export const found = (
  matched: TFindReturnsAnswer["matched"],
  list: TReturnSummary[],
): TFindReturnsAnswer => ({
  matched,
  list,
});

/** A parcel that matched no RMA, waiting for a customer. */
export const parcel = (patch: Partial<TUnidentifiedReturn> = {}): TUnidentifiedReturn => ({
  id: "ur-1",
  code: "UR202606010001",
  warehouse_id: "w-1",
  warehouse_code: "LAX1",
  tracking_number: "9400100000000000000000",
  markings: "From J. Smith, Austin TX",
  photos: ["/api/files/returns/ur-1.jpg"],
  status: "waiting",
  received_by: "demo-operator",
  received_at: 1_900_060_000,
  return_id: null,
  return_code: null,
  customer_name: null,
  assigned_by: null,
  assigned_at: null,
  ...patch,
});

/**
 * The APIs the returns screens call, mocked for a test file (the lists answer none, the warehouses and
 * customers the fixtures'), with the DOM cleaned and the mocks cleared after each test. Call at the top of a
 * file; each file sets the answers its tests need in its own beforeEach.
 */
export function mockReturnsScreens() {
  const api = mockApi(returnsApi);
  const storage = mockApi(storageApi);
  const products = mockApi(productsApi);
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });
  beforeEach(() => {
    api.list.mockResolvedValue(page([]));
    api.unidentified.mockResolvedValue(page([]));
    storage.definitions.mockResolvedValue([definition()]);
    products.customers.mockResolvedValue(customersPage);
  });
  return { api, storage, products };
}
