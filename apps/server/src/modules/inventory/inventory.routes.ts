import {
  ZAdjustStockRequest,
  ZAlarms,
  ZAlarmsQuery,
  ZEnvelope,
  ZExportInventoryRequest,
  ZInventoryDetailQuery,
  ZInventoryDetailRow,
  ZInventoryQuery,
  ZInventoryRow,
  ZMission,
  ZMoveStockRequest,
  ZPage,
  ZStockDocument,
  ZStockLogQuery,
  ZStockLogRow,
  ZVariantLookup,
  ZVariantLookupQuery,
} from "@wms/contracts";
import { z } from "zod";
import { toPage } from "../../kernel/db/sql-helpers.ts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { startExport } from "../missions/index.ts";
import { currentAlarms } from "./inventory.alarms.ts";
import { inventoryDetail, listInventory, listStockLog } from "./inventory.queries.ts";
import { adjustStock, lookupVariants, moveStock } from "./inventory.service.ts";

const tags = ["inventory"];
const staff = ["provider", "operator"] as const;
/** Reading stock: the warehouse staff for the tenant, a drop shipper for its own goods (with provider_uuid). */
const readers = ["provider", "operator", "dropShipper"] as const;

export const inventoryRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/inventory/query-inventory",
    {
      config: { access: readers },
      schema: { tags, querystring: ZInventoryQuery, response: { 200: ZEnvelope(ZPage(ZInventoryRow)) } },
    },
    async (req, reply) => {
      const tenant = await scopeOf(req, db).tenant(req.query.provider_uuid);
      const { list, total } = await listInventory(db, tenant, req.query);
      return ok(reply, toPage(list, total, req.query));
    },
  );
  app.get(
    "/inventory/query-inventory-detail",
    {
      config: { access: readers },
      schema: {
        tags,
        querystring: ZInventoryDetailQuery,
        response: { 200: ZEnvelope(z.object({ list: z.array(ZInventoryDetailRow) })) },
      },
    },
    async (req, reply) => {
      const tenant = await scopeOf(req, db).tenant(req.query.provider_uuid);
      return ok(reply, {
        list: await inventoryDetail(db, tenant, req.query.variant_id, req.query.warehouse_id),
      });
    },
  );
  app.post(
    "/inventory/export-inventory",
    {
      config: { access: readers },
      schema: {
        tags,
        body: ZExportInventoryRequest.extend({ provider_uuid: z.string().uuid().optional() }),
        response: { 202: ZEnvelope(ZMission) },
      },
    },
    async (req, reply) => {
      const { provider_uuid, ...f } = req.body;
      const filters: Record<string, string> = {};
      if (f.warehouse_id) filters.warehouse_id = f.warehouse_id;
      if (f.customer_id) filters.customer_id = f.customer_id;
      if (f.keyword) filters.keyword = f.keyword;
      if (f.low_stock) filters.low_stock = "true";
      const scope = scopeOf(req, db);
      const mission = await startExport(
        ctx,
        scope,
        { kind: "inventory", provider_uuid, filters },
        languageOf(req),
      );
      return ok(reply, mission, 2000, "mission.started");
    },
  );
  app.get(
    "/inventory/lookup-variant",
    {
      config: { access: staff },
      schema: {
        tags,
        querystring: ZVariantLookupQuery,
        response: { 200: ZEnvelope(z.object({ list: z.array(ZVariantLookup) })) },
      },
    },
    async (req, reply) => ok(reply, { list: await lookupVariants(db, scopeOf(req, db), req.query.code) }),
  );
  app.post(
    "/inventory/adjust-stock",
    {
      config: { access: staff },
      schema: { tags, body: ZAdjustStockRequest, response: { 201: ZEnvelope(ZStockDocument) } },
    },
    async (req, reply) => ok(reply, await adjustStock(db, scopeOf(req, db), req.body), 1000),
  );
  app.post(
    "/inventory/move-stock",
    {
      config: { access: staff },
      schema: { tags, body: ZMoveStockRequest, response: { 201: ZEnvelope(ZStockDocument) } },
    },
    async (req, reply) => ok(reply, await moveStock(db, scopeOf(req, db), req.body), 1000),
  );
  app.get(
    "/inventory/query-stock-log",
    {
      config: { access: readers },
      schema: { tags, querystring: ZStockLogQuery, response: { 200: ZEnvelope(ZPage(ZStockLogRow)) } },
    },
    async (req, reply) => {
      const tenant = await scopeOf(req, db).tenant(req.query.provider_uuid);
      const { list, total } = await listStockLog(db, tenant, req.query);
      return ok(reply, toPage(list, total, req.query));
    },
  );
  // Spec section 7: GET alarms/current (low stock and near-expiry lots, see docs/inventory.md).
  app.get(
    "/alarms/current",
    {
      config: { access: readers },
      schema: { tags, querystring: ZAlarmsQuery, response: { 200: ZEnvelope(ZAlarms) } },
    },
    async (req, reply) => {
      const tenant = await scopeOf(req, db).tenant(req.query.provider_uuid);
      return ok(reply, await currentAlarms(db, tenant));
    },
  );
};
