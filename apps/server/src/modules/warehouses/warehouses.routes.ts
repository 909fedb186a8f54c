import {
  Code,
  ZBulkCreateLocationsResponse,
  ZCreateLocationRequest,
  ZCreatePartitionRequest,
  ZCreateShelfRequest,
  ZCreateWarehouseRequest,
  ZEnvelope,
  ZLocation,
  ZLocationIdQuery,
  ZLocationListQuery,
  ZLocationPattern,
  ZLocationPreview,
  ZPage,
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
} from "@wms/contracts";
import { z } from "zod";
import { text } from "../../kernel/errors.ts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import * as locations from "./warehouses.locations.ts";
import * as bulk from "./warehouses.locations-bulk.ts";
import * as svc from "./warehouses.service.ts";
import * as zones from "./warehouses.zones.ts";

/**
 * Warehousing settings: warehouses, zones, shelves and storage locations. The same screen's packaging
 * materials, wave strategies and label templates are routed by the packaging, waves and products modules.
 */
const tags = ["warehousing settings"];
/** Operators work the floor: they read the settings; only the provider (My account) changes them. */
const staff = ["provider", "operator"] as const;
const owner = ["provider"] as const;
const nothing = ZEnvelope(z.null());

export const warehousesRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  // ---------------------------------------------------------------- warehouses
  app.get(
    "/warehouse/query-warehouses",
    {
      config: { access: staff },
      schema: { tags, querystring: ZWarehouseListQuery, response: { 200: ZEnvelope(ZPage(ZWarehouse)) } },
    },
    async (req, reply) => ok(reply, await svc.listWarehouses(db, scopeOf(req, db), req.query)),
  );
  app.get(
    "/warehouse/query-warehouse",
    {
      config: { access: staff },
      schema: { tags, querystring: ZWarehouseIdQuery, response: { 200: ZEnvelope(ZWarehouse) } },
    },
    async (req, reply) => ok(reply, await svc.getWarehouse(db, scopeOf(req, db), req.query.warehouse_id)),
  );
  app.post(
    "/warehouse/create-warehouse",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateWarehouseRequest, response: { 201: ZEnvelope(ZWarehouse) } },
    },
    async (req, reply) => ok(reply, await svc.createWarehouse(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/warehouse/update-warehouse",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateWarehouseRequest, response: { 200: ZEnvelope(ZWarehouse) } },
    },
    async (req, reply) => ok(reply, await svc.updateWarehouse(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/warehouse/delete-warehouse",
    {
      config: { access: owner },
      schema: { tags, body: ZWarehouseIdQuery, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(reply, await svc.deleteWarehouse(db, scopeOf(req, db), req.body.warehouse_id), 200, "deleted"),
  );

  // ---------------------------------------------------------------- partitions (zones)
  app.get(
    "/warehouse/query-partitions",
    {
      config: { access: staff },
      schema: { tags, querystring: ZPartitionListQuery, response: { 200: ZEnvelope(ZPage(ZPartition)) } },
    },
    async (req, reply) => ok(reply, await zones.listPartitions(db, scopeOf(req, db), req.query)),
  );
  app.post(
    "/warehouse/create-partition",
    {
      config: { access: owner },
      schema: { tags, body: ZCreatePartitionRequest, response: { 201: ZEnvelope(ZPartition) } },
    },
    async (req, reply) => ok(reply, await zones.createPartition(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/warehouse/update-partition",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdatePartitionRequest, response: { 200: ZEnvelope(ZPartition) } },
    },
    async (req, reply) =>
      ok(reply, await zones.updatePartition(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/warehouse/delete-partition",
    {
      config: { access: owner },
      schema: { tags, body: ZPartitionIdBody, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(reply, await zones.deletePartition(db, scopeOf(req, db), req.body.partition_id), 200, "deleted"),
  );

  // ---------------------------------------------------------------- shelves
  app.get(
    "/warehouse/query-shelves",
    {
      config: { access: staff },
      schema: { tags, querystring: ZShelfListQuery, response: { 200: ZEnvelope(ZPage(ZShelf)) } },
    },
    async (req, reply) => ok(reply, await zones.listShelves(db, scopeOf(req, db), req.query)),
  );
  app.post(
    "/warehouse/create-shelf",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateShelfRequest, response: { 201: ZEnvelope(ZShelf) } },
    },
    async (req, reply) => ok(reply, await zones.createShelf(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/warehouse/update-shelf",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateShelfRequest, response: { 200: ZEnvelope(ZShelf) } },
    },
    async (req, reply) => ok(reply, await zones.updateShelf(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/warehouse/delete-shelf",
    {
      config: { access: owner },
      schema: { tags, body: ZShelfIdBody, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(reply, await zones.deleteShelf(db, scopeOf(req, db), req.body.shelf_id), 200, "deleted"),
  );

  // ---------------------------------------------------------------- storage locations
  app.get(
    "/warehouse/query-locations",
    {
      config: { access: staff },
      schema: { tags, querystring: ZLocationListQuery, response: { 200: ZEnvelope(ZPage(ZLocation)) } },
    },
    async (req, reply) => ok(reply, await locations.listLocations(db, scopeOf(req, db), req.query)),
  );
  app.get(
    "/warehouse/query-location",
    {
      config: { access: staff },
      schema: { tags, querystring: ZLocationIdQuery, response: { 200: ZEnvelope(ZLocation) } },
    },
    async (req, reply) => ok(reply, await locations.getLocation(db, scopeOf(req, db), req.query.location_id)),
  );
  app.post(
    "/warehouse/create-location",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateLocationRequest, response: { 201: ZEnvelope(ZLocation) } },
    },
    async (req, reply) => ok(reply, await locations.createLocation(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/warehouse/update-location",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateLocationRequest, response: { 200: ZEnvelope(ZLocation) } },
    },
    async (req, reply) =>
      ok(reply, await locations.updateLocation(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/warehouse/delete-location",
    {
      config: { access: owner },
      schema: { tags, body: ZLocationIdQuery, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(reply, await locations.deleteLocation(db, scopeOf(req, db), req.body.location_id), 200, "deleted"),
  );
  app.post(
    "/warehouse/preview-locations",
    {
      config: { access: owner },
      schema: { tags, body: ZLocationPattern, response: { 200: ZEnvelope(ZLocationPreview) } },
    },
    async (req, reply) => ok(reply, await bulk.previewLocations(db, scopeOf(req, db), req.body)),
  );
  app.post(
    "/warehouse/batch-create-locations",
    {
      config: { access: owner },
      schema: { tags, body: ZLocationPattern, response: { 201: ZEnvelope(ZBulkCreateLocationsResponse) } },
    },
    async (req, reply) => {
      const result = await bulk.bulkCreateLocations(db, scopeOf(req, db), req.body);
      return ok(reply, result, Code.created, text("warehouse.bulkCreated", { count: result.created }));
    },
  );
};
