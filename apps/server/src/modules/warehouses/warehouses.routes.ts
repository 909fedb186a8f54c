import {
  Code,
  ZBulkCreateLocationsResponse,
  ZCreateLabelTemplateRequest,
  ZCreateLocationRequest,
  ZCreatePackagingMaterialRequest,
  ZCreatePartitionRequest,
  ZCreateShelfRequest,
  ZCreateWarehouseRequest,
  ZCreateWaveStrategyRequest,
  ZEnvelope,
  ZLabelTemplate,
  ZLabelTemplateIdBody,
  ZLabelTemplateListQuery,
  ZLocation,
  ZLocationIdQuery,
  ZLocationListQuery,
  ZLocationPattern,
  ZLocationPreview,
  ZPackagingMaterial,
  ZPackagingMaterialIdBody,
  ZPackagingMaterialListQuery,
  ZPage,
  ZPartition,
  ZPartitionIdBody,
  ZPartitionListQuery,
  ZShelf,
  ZShelfIdBody,
  ZShelfListQuery,
  ZSpecificWaveStrategiesQuery,
  ZUpdateLabelTemplateRequest,
  ZUpdateLocationRequest,
  ZUpdatePackagingMaterialRequest,
  ZUpdatePartitionRequest,
  ZUpdateShelfRequest,
  ZUpdateWarehouseRequest,
  ZUpdateWaveStrategyRequest,
  ZWarehouse,
  ZWarehouseIdQuery,
  ZWarehouseListQuery,
  ZWaveStrategy,
  ZWaveStrategyIdBody,
  ZWaveStrategyListQuery,
} from "@wms/contracts";
import { z } from "zod";
import { text } from "../../kernel/errors.ts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import * as svc from "./warehouses.service.ts";

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
    async (req, reply) => ok(reply, await svc.listPartitions(db, scopeOf(req, db), req.query)),
  );
  app.post(
    "/warehouse/create-partition",
    {
      config: { access: owner },
      schema: { tags, body: ZCreatePartitionRequest, response: { 201: ZEnvelope(ZPartition) } },
    },
    async (req, reply) => ok(reply, await svc.createPartition(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/warehouse/update-partition",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdatePartitionRequest, response: { 200: ZEnvelope(ZPartition) } },
    },
    async (req, reply) => ok(reply, await svc.updatePartition(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/warehouse/delete-partition",
    {
      config: { access: owner },
      schema: { tags, body: ZPartitionIdBody, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(reply, await svc.deletePartition(db, scopeOf(req, db), req.body.partition_id), 200, "deleted"),
  );

  // ---------------------------------------------------------------- shelves
  app.get(
    "/warehouse/query-shelves",
    {
      config: { access: staff },
      schema: { tags, querystring: ZShelfListQuery, response: { 200: ZEnvelope(ZPage(ZShelf)) } },
    },
    async (req, reply) => ok(reply, await svc.listShelves(db, scopeOf(req, db), req.query)),
  );
  app.post(
    "/warehouse/create-shelf",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateShelfRequest, response: { 201: ZEnvelope(ZShelf) } },
    },
    async (req, reply) => ok(reply, await svc.createShelf(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/warehouse/update-shelf",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateShelfRequest, response: { 200: ZEnvelope(ZShelf) } },
    },
    async (req, reply) => ok(reply, await svc.updateShelf(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/warehouse/delete-shelf",
    {
      config: { access: owner },
      schema: { tags, body: ZShelfIdBody, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(reply, await svc.deleteShelf(db, scopeOf(req, db), req.body.shelf_id), 200, "deleted"),
  );

  // ---------------------------------------------------------------- storage locations
  app.get(
    "/warehouse/query-locations",
    {
      config: { access: staff },
      schema: { tags, querystring: ZLocationListQuery, response: { 200: ZEnvelope(ZPage(ZLocation)) } },
    },
    async (req, reply) => ok(reply, await svc.listLocations(db, scopeOf(req, db), req.query)),
  );
  app.get(
    "/warehouse/query-location",
    {
      config: { access: staff },
      schema: { tags, querystring: ZLocationIdQuery, response: { 200: ZEnvelope(ZLocation) } },
    },
    async (req, reply) => ok(reply, await svc.getLocation(db, scopeOf(req, db), req.query.location_id)),
  );
  app.post(
    "/warehouse/create-location",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateLocationRequest, response: { 201: ZEnvelope(ZLocation) } },
    },
    async (req, reply) => ok(reply, await svc.createLocation(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/warehouse/update-location",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateLocationRequest, response: { 200: ZEnvelope(ZLocation) } },
    },
    async (req, reply) => ok(reply, await svc.updateLocation(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/warehouse/delete-location",
    {
      config: { access: owner },
      schema: { tags, body: ZLocationIdQuery, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(reply, await svc.deleteLocation(db, scopeOf(req, db), req.body.location_id), 200, "deleted"),
  );
  app.post(
    "/warehouse/preview-locations",
    {
      config: { access: owner },
      schema: { tags, body: ZLocationPattern, response: { 200: ZEnvelope(ZLocationPreview) } },
    },
    async (req, reply) => ok(reply, await svc.previewLocations(db, scopeOf(req, db), req.body)),
  );
  app.post(
    "/warehouse/batch-create-locations",
    {
      config: { access: owner },
      schema: { tags, body: ZLocationPattern, response: { 201: ZEnvelope(ZBulkCreateLocationsResponse) } },
    },
    async (req, reply) => {
      const result = await svc.bulkCreateLocations(db, scopeOf(req, db), req.body);
      return ok(reply, result, Code.created, text("warehouse.bulkCreated", { count: result.created }));
    },
  );

  // ---------------------------------------------------------------- packaging materials
  app.get(
    "/warehouse/query-packaging-materials",
    {
      config: { access: staff },
      schema: {
        tags,
        querystring: ZPackagingMaterialListQuery,
        response: { 200: ZEnvelope(ZPage(ZPackagingMaterial)) },
      },
    },
    async (req, reply) => ok(reply, await svc.listPackagingMaterials(db, scopeOf(req, db), req.query)),
  );
  app.post(
    "/warehouse/create-packaging-material",
    {
      config: { access: owner },
      schema: {
        tags,
        body: ZCreatePackagingMaterialRequest,
        response: { 201: ZEnvelope(ZPackagingMaterial) },
      },
    },
    async (req, reply) => ok(reply, await svc.createPackagingMaterial(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/warehouse/update-packaging-material",
    {
      config: { access: owner },
      schema: {
        tags,
        body: ZUpdatePackagingMaterialRequest,
        response: { 200: ZEnvelope(ZPackagingMaterial) },
      },
    },
    async (req, reply) =>
      ok(reply, await svc.updatePackagingMaterial(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/warehouse/delete-packaging-material",
    {
      config: { access: owner },
      schema: { tags, body: ZPackagingMaterialIdBody, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(
        reply,
        await svc.deletePackagingMaterial(db, scopeOf(req, db), req.body.packaging_material_id),
        200,
        "deleted",
      ),
  );

  // ---------------------------------------------------------------- wave strategies
  app.get(
    "/warehouse/query-wave-strategies",
    {
      config: { access: staff },
      schema: {
        tags,
        querystring: ZWaveStrategyListQuery,
        response: { 200: ZEnvelope(ZPage(ZWaveStrategy)) },
      },
    },
    async (req, reply) => ok(reply, await svc.listWaveStrategies(db, scopeOf(req, db), req.query)),
  );
  app.get(
    "/customer-settings/query-specific-wave-strategies",
    {
      config: { access: staff },
      schema: {
        tags,
        querystring: ZSpecificWaveStrategiesQuery,
        response: { 200: ZEnvelope(z.array(ZWaveStrategy)) },
      },
    },
    async (req, reply) => ok(reply, await svc.specificWaveStrategies(db, scopeOf(req, db), req.query)),
  );
  app.post(
    "/warehouse/create-wave-strategy",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateWaveStrategyRequest, response: { 201: ZEnvelope(ZWaveStrategy) } },
    },
    async (req, reply) => ok(reply, await svc.createWaveStrategy(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/warehouse/update-wave-strategy",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateWaveStrategyRequest, response: { 200: ZEnvelope(ZWaveStrategy) } },
    },
    async (req, reply) =>
      ok(reply, await svc.updateWaveStrategy(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/warehouse/delete-wave-strategy",
    {
      config: { access: owner },
      schema: { tags, body: ZWaveStrategyIdBody, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(
        reply,
        await svc.deleteWaveStrategy(db, scopeOf(req, db), req.body.wave_strategy_id),
        200,
        "deleted",
      ),
  );

  // ---------------------------------------------------------------- product label templates
  app.get(
    "/customer-settings/print-label-info-list",
    {
      // Drop shippers print their products' labels with their provider's templates.
      config: { access: "signedIn" },
      schema: {
        tags,
        querystring: ZLabelTemplateListQuery,
        response: { 200: ZEnvelope(z.array(ZLabelTemplate)) },
      },
    },
    async (req, reply) =>
      ok(reply, await svc.listLabelTemplates(db, scopeOf(req, db), req.query.provider_uuid)),
  );
  app.post(
    "/customer-settings/create-print-label-info",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateLabelTemplateRequest, response: { 201: ZEnvelope(ZLabelTemplate) } },
    },
    async (req, reply) => ok(reply, await svc.createLabelTemplate(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/customer-settings/update-print-label-info",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateLabelTemplateRequest, response: { 200: ZEnvelope(ZLabelTemplate) } },
    },
    async (req, reply) =>
      ok(reply, await svc.updateLabelTemplate(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/customer-settings/delete-print-label-info",
    {
      config: { access: owner },
      schema: { tags, body: ZLabelTemplateIdBody, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(
        reply,
        await svc.deleteLabelTemplate(db, scopeOf(req, db), req.body.label_template_id),
        200,
        "deleted",
      ),
  );
};
