import {
  Code,
  limits,
  ZBatchOrderRequest,
  ZBatchOrderResponse,
  ZChangeOrderRequest,
  ZCreateOrderRequest,
  ZEnvelope,
  ZImportOrdersQuery,
  ZImportOrdersResponse,
  ZOrderDetail,
  ZOrderLogEntry,
  ZOrderNoteRequest,
  ZOrderQuery,
  ZOrderRef,
  ZOrderSummary,
  ZPage,
  ZUpdateOrderRequest,
} from "@wms/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { text } from "../../kernel/errors.ts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { bulkAnswer, ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { readUpload } from "../../kernel/http/uploads.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { trackImport } from "../missions/index.ts";
import type { TProductReferenceChecker } from "../products/index.ts";
import { importOrders, importTarget } from "./orders.import.ts";
import { variantsInOpenOrders } from "./orders.repository.ts";
import * as orders from "./orders.service.ts";

const tags = ["orders"];
const everyone = ["provider", "operator", "dropShipper"] as const;
const staff = ["provider", "operator"] as const;

export const orderProductReferences: TProductReferenceChecker = {
  kind: "orders",
  label: { en_us: "open orders", zh_cn: "未完成的订单" },
  referenced: (db, providerId, variantIds) => variantsInOpenOrders(db, providerId, variantIds),
};

const uploadedSheet = (req: FastifyRequest) => readUpload(req, limits.spreadsheetBytes, "spreadsheet.size");

export const ordersRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/order/query-order",
    {
      config: { access: everyone },
      schema: { tags, querystring: ZOrderQuery, response: { 200: ZEnvelope(ZPage(ZOrderSummary)) } },
    },
    async (req, reply) => ok(reply, await orders.listOrders(db, scopeOf(req, db), req.query)),
  );

  app.get(
    "/order/query-specific-elements",
    {
      config: { access: everyone },
      schema: { tags, querystring: ZOrderRef, response: { 200: ZEnvelope(ZOrderDetail) } },
    },
    async (req, reply) => ok(reply, await orders.getOrder(db, scopeOf(req, db), req.query)),
  );

  app.get(
    "/audit_log/audit-log-retrieve",
    {
      config: { access: everyone },
      schema: { tags, querystring: ZOrderRef, response: { 200: ZEnvelope(z.array(ZOrderLogEntry)) } },
    },
    async (req, reply) => ok(reply, await orders.orderLog(db, scopeOf(req, db), req.query)),
  );

  app.post(
    "/order/create-order",
    {
      config: { access: everyone },
      schema: { tags, body: ZCreateOrderRequest, response: { 201: ZEnvelope(ZOrderDetail) } },
    },
    async (req, reply) => {
      const order = await orders.createOrder(db, scopeOf(req, db), req.body);
      return ok(reply, order, Code.created, text("order.created", { code: order.code }));
    },
  );

  app.put(
    "/order/update-order",
    {
      config: { access: everyone },
      schema: { tags, body: ZUpdateOrderRequest, response: { 200: ZEnvelope(ZOrderDetail) } },
    },
    async (req, reply) =>
      ok(reply, await orders.updateOrder(db, scopeOf(req, db), req.body), Code.ok, "saved"),
  );

  app.post(
    "/order/copy-order",
    {
      config: { access: everyone },
      schema: { tags, body: ZOrderRef, response: { 201: ZEnvelope(ZOrderDetail) } },
    },
    async (req, reply) =>
      ok(reply, await orders.copyOrder(db, scopeOf(req, db), req.body), Code.created, "order.copied"),
  );

  app.put(
    "/order/change-order",
    {
      config: { access: staff },
      schema: { tags, body: ZChangeOrderRequest, response: { 200: ZEnvelope(ZOrderDetail) } },
    },
    async (req, reply) =>
      ok(reply, await orders.changeOrder(db, scopeOf(req, db), req.body), Code.ok, "order.changed"),
  );

  app.post(
    "/order/add-note",
    {
      config: { access: everyone },
      schema: { tags, body: ZOrderNoteRequest, response: { 200: ZEnvelope(ZOrderDetail) } },
    },
    async (req, reply) =>
      ok(reply, await orders.addNote(db, scopeOf(req, db), req.body), Code.ok, "order.noteAdded"),
  );

  // Bulk lifecycle actions on the selected orders: 200 all done, 3000 some failed, 4009 (or the one
  // error's code) when none could be done; data always carries { done, errors }.
  app.put(
    "/order/batch-modify-report-provider",
    {
      config: { access: everyone },
      schema: { tags, body: ZBatchOrderRequest, response: { 200: ZEnvelope(ZBatchOrderResponse) } },
    },
    async (req, reply) => {
      const { firstError, ...result } = await orders.batchAction(db, scopeOf(req, db), req.body);
      // Nothing done: the first failure's own code and message (4009 state/stock, 4004 unseen, 4003 role).
      const firstFailure = firstError ? { code: firstError.code, message: firstError.text } : undefined;
      return bulkAnswer(reply, result, { doneCount: result.done.length, firstFailure }, "order.batchDone");
    },
  );

  app.delete(
    "/shipping_status/delete-shipping-status",
    {
      config: { access: staff },
      schema: { tags, body: ZOrderRef, response: { 200: ZEnvelope(ZOrderDetail) } },
    },
    async (req, reply) =>
      ok(
        reply,
        await orders.clearShippingStatus(db, scopeOf(req, db), req.body),
        Code.ok,
        "order.trackingCleared",
      ),
  );

  app.post(
    "/order/import-order",
    {
      config: { access: everyone },
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        querystring: ZImportOrdersQuery,
        response: { 200: ZEnvelope(ZImportOrdersResponse) },
      },
    },
    async (req, reply) => {
      const scope = scopeOf(req, db);
      const lang = languageOf(req);
      const { actor } = await importTarget(db, scope, req.query);
      const file = await uploadedSheet(req);
      // All or nothing; the tasks center records the outcome too, for a client whose connection was cut.
      const result = await trackImport(
        db,
        scope,
        "orders",
        { providerId: actor.providerId, filename: file.filename, lang },
        () => importOrders(db, scope, req.query, file),
      );
      if (result.errors.length) return ok(reply, result, Code.partial, "order.importPartial");
      return ok(reply, result, Code.ok, "order.imported");
    },
  );
};
