import { cleanup } from "@testing-library/react";
import type { TCountLine, TCountPlan, TCountTask, TCountTaskDetail } from "@wms/contracts";
import { afterEach, beforeEach, vi } from "vitest";
import { mockApi } from "../../test/mock-api.ts";
import { signOut } from "../../test/signed-in.ts";
import { productsApi } from "../products/products-api.ts";
import { warehousingApi } from "../warehousing/warehousing-api.ts";
import { countsApi } from "./counts-api.ts";

export const page = <T>(list: T[]) => ({ list, total: list.length, page_size: 20, cur_page: 1 });

/** An open plan of zone A at LAX1: 40 locations in one walk, 12 counted, 3 of them in review, 1 to recount. */
export const plan = (patch: Partial<TCountPlan> = {}): TCountPlan => ({
  id: "pl-1",
  code: "CC202606010001",
  warehouse_id: "w-1",
  warehouse_code: "LAX1",
  kind: "zone",
  status: "open",
  scope: "Zone A",
  note: "",
  walk_size: 40,
  walks: 2,
  progress: {
    total: 40,
    open: 26,
    counting: 1,
    recount: 1,
    review: 3,
    accurate: 9,
    adjusted: 0,
    cancelled: 0,
  },
  skipped: 0,
  created_by: "demo-provider",
  created_at: 1_900_000_000,
  closed_at: null,
  ...patch,
});

/** Location A-01-01 of the plan, not counted yet (a scan answers it `counting`). */
export const task = (patch: Partial<TCountTask> = {}): TCountTask => ({
  id: "t-1",
  plan_id: "pl-1",
  plan_code: "CC202606010001",
  warehouse_id: "w-1",
  location_id: "loc-1",
  location_code: "A-01-01",
  walk: 1,
  seq: 1,
  status: "open",
  round: 1,
  counted_by: "",
  counted_at: null,
  variance_units: null,
  variance_value: null,
  needs_provider: false,
  reviewed_by: "",
  note: "",
  ...patch,
});

/** A location waiting for review: 2 units short, worth 30.00, counted by demo-operator. */
export const reviewTask = (patch: Partial<TCountTask> = {}): TCountTask =>
  task({
    status: "review",
    counted_by: "demo-operator",
    counted_at: 1_900_010_000,
    variance_units: 2,
    variance_value: "30.00",
    ...patch,
  });

export const countLine = (patch: Partial<TCountLine> = {}): TCountLine => ({
  id: "cl-1",
  variant_id: "v-1",
  sku: "EB-100-BLK",
  barcode: "0123456789012",
  name_en: "Earbuds black",
  name_cn: "耳机 黑色",
  owner_code: "ACME01",
  batch: "",
  counted: 8,
  expected: 10,
  variance: -2,
  value: "-30.00",
  in_wave: 1,
  ...patch,
});

export const taskDetail = (patch: Partial<TCountTaskDetail> = {}): TCountTaskDetail => ({
  ...reviewTask(),
  lines: [countLine()],
  ...patch,
});

export const warehousesPage = page([
  { id: "w-1", code: "LAX1", name: "Los Angeles" },
  { id: "w-2", code: "NYC1", name: "New York" },
]) as never;

export const zonesPage = page([
  { id: "z-1", code: "A", name: "Zone A" },
  { id: "z-2", code: "B", name: "Zone B" },
]) as never;

export const customersPage = page([{ id: "c-1", owner_code: "ACME01", username: "acme" }]) as never;

/**
 * The APIs the counts screens call, mocked for a test file (the lists answer none; the warehouses, their
 * zones and the customers the fixtures'), with the DOM, the session and the mocks cleared after each test.
 */
export function mockCountsScreens() {
  const api = mockApi(countsApi);
  const warehousing = mockApi(warehousingApi);
  const products = mockApi(productsApi);
  afterEach(() => {
    cleanup();
    signOut();
    vi.clearAllMocks();
  });
  beforeEach(() => {
    api.plans.mockResolvedValue(page([]));
    api.openPlans.mockResolvedValue(page([plan()]));
    api.tasks.mockResolvedValue(page([]));
    warehousing.warehouses.mockResolvedValue(warehousesPage);
    warehousing.partitions.mockResolvedValue(zonesPage);
    products.customers.mockResolvedValue(customersPage);
  });
  return { api, warehousing, products };
}
