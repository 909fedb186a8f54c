import { endpointGroup } from "./endpoint.ts";
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

const staff = ["provider", "operator"] as const;

/** Reading stock: the warehouse staff for the tenant, a drop shipper for its own goods (with provider_uuid). */
const api = endpointGroup({ tag: "inventory", access: ["provider", "operator", "dropShipper"] });

export const inventoryEndpoints = {
  list: api.get("inventory/query-inventory", {
    summary: "List stock per SKU and owner",
    input: ZInventoryQuery,
    output: ZPage(ZInventoryRow),
  }),
  detail: api.get("inventory/query-inventory-detail", {
    summary: "List a SKU's stock per location and lot",
    input: ZInventoryDetailQuery,
    output: ZInventoryDetail,
  }),
  /** Starts a mission in the tasks center; its result file is downloaded from there. */
  export: api.post("inventory/export-inventory", {
    summary: "Export the stock list (xlsx) in the background",
    input: ZExportInventoryRequest,
    output: ZMission,
    success: "accepted",
    message: "mission.started",
  }),
  lookupVariant: api.get("inventory/lookup-variant", {
    summary: "Find the SKUs a scanned barcode or SKU names",
    access: staff,
    input: ZVariantLookupQuery,
    output: ZVariantLookupList,
  }),
  adjust: api.post("inventory/adjust-stock", {
    summary: "Adjust stock up or down (an adjustment document)",
    access: staff,
    input: ZAdjustStockRequest,
    output: ZStockDocument,
    success: "created",
  }),
  move: api.post("inventory/move-stock", {
    summary: "Move stock to another location (a move document)",
    access: staff,
    input: ZMoveStockRequest,
    output: ZStockDocument,
    success: "created",
  }),
  stockLog: api.get("inventory/query-stock-log", {
    summary: "List the stock log of a barcode",
    input: ZStockLogQuery,
    output: ZPage(ZStockLogRow),
  }),
  // Spec section 7: GET alarms/current (low stock and near-expiry lots, see docs/inventory.md).
  alarms: api.get("alarms/current", {
    summary: "List current low-stock and near-expiry alarms",
    input: ZAlarmsQuery,
    output: ZAlarms,
  }),
};
