import { warehousesEndpoints as api, Code } from "@wms/contracts";
import { text } from "../../kernel/errors.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import * as locations from "./warehouses.locations.ts";
import * as bulk from "./warehouses.locations-bulk.ts";
import * as svc from "./warehouses.service.ts";
import * as zones from "./warehouses.zones.ts";

/**
 * Warehousing settings: warehouses, zones, shelves and storage locations. The same screen's packaging
 * materials, wave strategies and label templates are routed by the packaging, waves and products modules.
 */
export const warehousesRoutes = defineRoutes((route, { db }) => {
  // ---------------------------------------------------------------- warehouses
  route(api.list, ({ scope, input }) => svc.listWarehouses(db, scope, input));
  route(api.detail, ({ scope, input }) => svc.getWarehouse(db, scope, input.warehouse_id));
  route(api.create, ({ scope, input }) => svc.createWarehouse(db, scope, input));
  route(api.update, ({ scope, input }) => svc.updateWarehouse(db, scope, input));
  route(api.remove, ({ scope, input }) => svc.deleteWarehouse(db, scope, input.warehouse_id));

  // ---------------------------------------------------------------- partitions (zones)
  route(api.partitions, ({ scope, input }) => zones.listPartitions(db, scope, input));
  route(api.createPartition, ({ scope, input }) => zones.createPartition(db, scope, input));
  route(api.updatePartition, ({ scope, input }) => zones.updatePartition(db, scope, input));
  route(api.removePartition, ({ scope, input }) => zones.deletePartition(db, scope, input.partition_id));

  // ---------------------------------------------------------------- shelves
  route(api.shelves, ({ scope, input }) => zones.listShelves(db, scope, input));
  route(api.createShelf, ({ scope, input }) => zones.createShelf(db, scope, input));
  route(api.updateShelf, ({ scope, input }) => zones.updateShelf(db, scope, input));
  route(api.removeShelf, ({ scope, input }) => zones.deleteShelf(db, scope, input.shelf_id));

  // ---------------------------------------------------------------- storage locations
  route(api.locations, ({ scope, input }) => locations.listLocations(db, scope, input));
  route(api.location, ({ scope, input }) => locations.getLocation(db, scope, input.location_id));
  route(api.createLocation, ({ scope, input }) => locations.createLocation(db, scope, input));
  route(api.updateLocation, ({ scope, input }) => locations.updateLocation(db, scope, input));
  route(api.removeLocation, ({ scope, input }) => locations.deleteLocation(db, scope, input.location_id));
  route(api.previewLocations, ({ scope, input }) => bulk.previewLocations(db, scope, input));
  route(api.bulkCreateLocations, async ({ scope, input, reply }) => {
    const result = await bulk.bulkCreateLocations(db, scope, input);
    return ok(reply, result, Code.created, text("warehouse.bulkCreated", { count: result.created }));
  });
});
