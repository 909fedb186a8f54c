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
  list: api.get("warehouse/query-warehouses", ZWarehouseListQuery, ZPage(ZWarehouse), {
    summary: "List warehouses",
    access: staff,
  }),
  detail: api.get("warehouse/query-warehouse", ZWarehouseIdQuery, ZWarehouse, {
    summary: "Read one warehouse",
    access: staff,
  }),
  create: api.post("warehouse/create-warehouse", ZCreateWarehouseRequest, ZWarehouse, {
    summary: "Create a warehouse",
    success: "created",
  }),
  update: api.put("warehouse/update-warehouse", ZUpdateWarehouseRequest, ZWarehouse, {
    summary: "Change a warehouse",
    message: "saved",
  }),
  remove: api.delete("warehouse/delete-warehouse", ZWarehouseIdQuery, z.null(), {
    summary: "Delete a warehouse nothing refers to",
    message: "deleted",
  }),

  // ---------------------------------------------------------------- partitions (zones)
  partitions: api.get("warehouse/query-partitions", ZPartitionListQuery, ZPage(ZPartition), {
    summary: "List the zones of the warehouses",
    access: staff,
  }),
  createPartition: api.post("warehouse/create-partition", ZCreatePartitionRequest, ZPartition, {
    summary: "Create a zone",
    success: "created",
  }),
  updatePartition: api.put("warehouse/update-partition", ZUpdatePartitionRequest, ZPartition, {
    summary: "Change a zone",
    message: "saved",
  }),
  removePartition: api.delete("warehouse/delete-partition", ZPartitionIdBody, z.null(), {
    summary: "Delete a zone nothing refers to",
    message: "deleted",
  }),

  // ---------------------------------------------------------------- shelves
  shelves: api.get("warehouse/query-shelves", ZShelfListQuery, ZPage(ZShelf), {
    summary: "List shelves",
    access: staff,
  }),
  createShelf: api.post("warehouse/create-shelf", ZCreateShelfRequest, ZShelf, {
    summary: "Create a shelf",
    success: "created",
  }),
  updateShelf: api.put("warehouse/update-shelf", ZUpdateShelfRequest, ZShelf, {
    summary: "Change a shelf",
    message: "saved",
  }),
  removeShelf: api.delete("warehouse/delete-shelf", ZShelfIdBody, z.null(), {
    summary: "Delete a shelf nothing refers to",
    message: "deleted",
  }),

  // ---------------------------------------------------------------- storage locations
  locations: api.get("warehouse/query-locations", ZLocationListQuery, ZPage(ZLocation), {
    summary: "List storage locations",
    access: staff,
  }),
  location: api.get("warehouse/query-location", ZLocationIdQuery, ZLocation, {
    summary: "Read one storage location",
    access: staff,
  }),
  createLocation: api.post("warehouse/create-location", ZCreateLocationRequest, ZLocation, {
    summary: "Create a storage location",
    success: "created",
  }),
  updateLocation: api.put("warehouse/update-location", ZUpdateLocationRequest, ZLocation, {
    summary: "Change a storage location",
    message: "saved",
  }),
  removeLocation: api.delete("warehouse/delete-location", ZLocationIdQuery, z.null(), {
    summary: "Delete a storage location nothing refers to",
    message: "deleted",
  }),
  previewLocations: api.post("warehouse/preview-locations", ZLocationPattern, ZLocationPreview, {
    summary: "Preview the storage locations a code pattern would create",
  }),
  /** The message counts the locations created, so the handler says it itself. */
  bulkCreateLocations: api.post(
    "warehouse/batch-create-locations",
    ZLocationPattern,
    ZBulkCreateLocationsResponse,
    { summary: "Create the storage locations of a code pattern", success: "created" },
  ),
};
