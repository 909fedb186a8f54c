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
  ZReleaseStockRequest,
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
  list: api.get("inventory/query-inventory", ZInventoryQuery, ZPage(ZInventoryRow), {
    summary: "List stock per SKU and owner",
  }),
  detail: api.get("inventory/query-inventory-detail", ZInventoryDetailQuery, ZInventoryDetail, {
    summary: "List a SKU's stock per location and lot",
  }),
  /** Starts a mission in the tasks center; its result file is downloaded from there. */
  export: api.post("inventory/export-inventory", ZExportInventoryRequest, ZMission, {
    summary: "Export the stock list (xlsx) in the background",
    success: "accepted",
    message: "mission.started",
  }),
  lookupVariant: api.get("inventory/lookup-variant", ZVariantLookupQuery, ZVariantLookupList, {
    summary: "Find the SKUs a scanned barcode or SKU names",
    access: staff,
  }),
  adjust: api.post("inventory/adjust-stock", ZAdjustStockRequest, ZStockDocument, {
    summary: "Adjust stock up or down (an adjustment document)",
    access: staff,
    success: "created",
  }),
  move: api.post("inventory/move-stock", ZMoveStockRequest, ZStockDocument, {
    summary: "Move stock to another location (a move document)",
    access: staff,
    success: "created",
  }),
  release: api.post("inventory/release-stock", ZReleaseStockRequest, ZStockDocument, {
    summary: "Release defective stock to a sellable location (a logged move)",
    access: staff,
    success: "created",
  }),
  stockLog: api.get("inventory/query-stock-log", ZStockLogQuery, ZPage(ZStockLogRow), {
    summary: "List the stock log of a barcode",
  }),
  // Spec section 7: GET alarms/current (low stock and near-expiry lots, see docs/inventory.md).
  alarms: api.get("alarms/current", ZAlarmsQuery, ZAlarms, {
    summary: "List current low-stock and near-expiry alarms",
  }),
};
