import { endpoint } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZAdjustStockRequest,
  ZAlarms,
  ZAlarmsQuery,
  ZExportInventoryRequest,
  ZInventoryDetail,
  ZInventoryDetailQuery,
  ZInventoryQuery,
  ZInventoryRow,
  ZMoveStockRequest,
  ZStockDocument,
  ZStockLogQuery,
  ZStockLogRow,
  ZVariantLookupList,
  ZVariantLookupQuery,
} from "./inventory.ts";
import { ZMission } from "./missions.ts";

const tag = "inventory";
const staff = ["provider", "operator"] as const;
/** Reading stock: the warehouse staff for the tenant, a drop shipper for its own goods (with provider_uuid). */
const readers = ["provider", "operator", "dropShipper"] as const;

export const inventoryEndpoints = {
  list: endpoint({
    method: "GET",
    path: "inventory/query-inventory",
    summary: "List stock per SKU and owner",
    tag,
    access: readers,
    input: ZInventoryQuery,
    output: ZPage(ZInventoryRow),
  }),
  detail: endpoint({
    method: "GET",
    path: "inventory/query-inventory-detail",
    summary: "List a SKU's stock per location and lot",
    tag,
    access: readers,
    input: ZInventoryDetailQuery,
    output: ZInventoryDetail,
  }),
  /** Starts a mission in the tasks center; its result file is downloaded from there. */
  export: endpoint({
    method: "POST",
    path: "inventory/export-inventory",
    summary: "Export the stock list (xlsx) in the background",
    tag,
    access: readers,
    input: ZExportInventoryRequest,
    output: ZMission,
    success: "accepted",
    message: "mission.started",
  }),
  lookupVariant: endpoint({
    method: "GET",
    path: "inventory/lookup-variant",
    summary: "Find the SKUs a scanned barcode or SKU names",
    tag,
    access: staff,
    input: ZVariantLookupQuery,
    output: ZVariantLookupList,
  }),
  adjust: endpoint({
    method: "POST",
    path: "inventory/adjust-stock",
    summary: "Adjust stock up or down (an adjustment document)",
    tag,
    access: staff,
    input: ZAdjustStockRequest,
    output: ZStockDocument,
    success: "created",
  }),
  move: endpoint({
    method: "POST",
    path: "inventory/move-stock",
    summary: "Move stock to another location (a move document)",
    tag,
    access: staff,
    input: ZMoveStockRequest,
    output: ZStockDocument,
    success: "created",
  }),
  stockLog: endpoint({
    method: "GET",
    path: "inventory/query-stock-log",
    summary: "List the stock log of a barcode",
    tag,
    access: readers,
    input: ZStockLogQuery,
    output: ZPage(ZStockLogRow),
  }),
  // Spec section 7: GET alarms/current (low stock and near-expiry lots, see docs/inventory.md).
  alarms: endpoint({
    method: "GET",
    path: "alarms/current",
    summary: "List current low-stock and near-expiry alarms",
    tag,
    access: readers,
    input: ZAlarmsQuery,
    output: ZAlarms,
  }),
};
