import { z } from "zod";
import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZBulkCreateLocationsResponse,
  ZCreateLocationRequest,
  ZCreatePartitionRequest,
  ZCreateShelfRequest,
  ZCreateWarehouseRequest,
  ZLocation,
  ZLocationIdQuery,
  ZLocationListQuery,
  ZLocationPattern,
  ZLocationPreview,
  ZPartition,
  ZPartitionIdBody,
  ZPartitionListQuery,
  ZShelf,
  ZShelfIdBody,
  ZShelfListQuery,
  ZUpdateLocationRequest,
  ZUpdatePartitionRequest,
  ZUpdateShelfRequest,
  ZUpdateWarehouseRequest,
  ZWarehouse,
  ZWarehouseIdQuery,
  ZWarehouseListQuery,
} from "./warehouses.ts";

/** Operators work the floor: they read the settings; only the provider (My account) changes them. */
const staff = ["provider", "operator"] as const;
const owner = ["provider"] as const;

/**
 * Warehousing settings: warehouses, zones, shelves and storage locations. The same screen's packaging
 * materials, wave strategies and label templates are in their own modules' endpoints.
 */
const api = endpointGroup({ tag: "warehousing settings", access: owner });

export const warehousesEndpoints = {
  // ---------------------------------------------------------------- warehouses
  list: api.get("warehouse/query-warehouses", {
    summary: "List warehouses",
    access: staff,
    input: ZWarehouseListQuery,
    output: ZPage(ZWarehouse),
  }),
  detail: api.get("warehouse/query-warehouse", {
    summary: "Read one warehouse",
    access: staff,
    input: ZWarehouseIdQuery,
    output: ZWarehouse,
  }),
  create: api.post("warehouse/create-warehouse", {
    summary: "Create a warehouse",
    input: ZCreateWarehouseRequest,
    output: ZWarehouse,
    success: "created",
  }),
  update: api.put("warehouse/update-warehouse", {
    summary: "Change a warehouse",
    input: ZUpdateWarehouseRequest,
    output: ZWarehouse,
    message: "saved",
  }),
  remove: api.delete("warehouse/delete-warehouse", {
    summary: "Delete a warehouse nothing refers to",
    input: ZWarehouseIdQuery,
    output: z.null(),
    message: "deleted",
  }),

  // ---------------------------------------------------------------- partitions (zones)
  partitions: api.get("warehouse/query-partitions", {
    summary: "List the zones of the warehouses",
    access: staff,
    input: ZPartitionListQuery,
    output: ZPage(ZPartition),
  }),
  createPartition: api.post("warehouse/create-partition", {
    summary: "Create a zone",
    input: ZCreatePartitionRequest,
    output: ZPartition,
    success: "created",
  }),
  updatePartition: api.put("warehouse/update-partition", {
    summary: "Change a zone",
    input: ZUpdatePartitionRequest,
    output: ZPartition,
    message: "saved",
  }),
  removePartition: api.delete("warehouse/delete-partition", {
    summary: "Delete a zone nothing refers to",
    input: ZPartitionIdBody,
    output: z.null(),
    message: "deleted",
  }),

  // ---------------------------------------------------------------- shelves
  shelves: api.get("warehouse/query-shelves", {
    summary: "List shelves",
    access: staff,
    input: ZShelfListQuery,
    output: ZPage(ZShelf),
  }),
  createShelf: api.post("warehouse/create-shelf", {
    summary: "Create a shelf",
    input: ZCreateShelfRequest,
    output: ZShelf,
    success: "created",
  }),
  updateShelf: api.put("warehouse/update-shelf", {
    summary: "Change a shelf",
    input: ZUpdateShelfRequest,
    output: ZShelf,
    message: "saved",
  }),
  removeShelf: api.delete("warehouse/delete-shelf", {
    summary: "Delete a shelf nothing refers to",
    input: ZShelfIdBody,
    output: z.null(),
    message: "deleted",
  }),

  // ---------------------------------------------------------------- storage locations
  locations: api.get("warehouse/query-locations", {
    summary: "List storage locations",
    access: staff,
    input: ZLocationListQuery,
    output: ZPage(ZLocation),
  }),
  location: api.get("warehouse/query-location", {
    summary: "Read one storage location",
    access: staff,
    input: ZLocationIdQuery,
    output: ZLocation,
  }),
  createLocation: api.post("warehouse/create-location", {
    summary: "Create a storage location",
    input: ZCreateLocationRequest,
    output: ZLocation,
    success: "created",
  }),
  updateLocation: api.put("warehouse/update-location", {
    summary: "Change a storage location",
    input: ZUpdateLocationRequest,
    output: ZLocation,
    message: "saved",
  }),
  removeLocation: api.delete("warehouse/delete-location", {
    summary: "Delete a storage location nothing refers to",
    input: ZLocationIdQuery,
    output: z.null(),
    message: "deleted",
  }),
  previewLocations: api.post("warehouse/preview-locations", {
    summary: "Preview the storage locations a code pattern would create",
    input: ZLocationPattern,
    output: ZLocationPreview,
  }),
  /** The message counts the locations created, so the handler says it itself. */
  bulkCreateLocations: api.post("warehouse/batch-create-locations", {
    summary: "Create the storage locations of a code pattern",
    input: ZLocationPattern,
    output: ZBulkCreateLocationsResponse,
    success: "created",
  }),
};
