import {
  ZCreateReceiptRequest,
  ZEnvelope,
  ZInspectReceiptRequest,
  ZPage,
  ZPutawayReceiptRequest,
  ZPutawaySuggestion,
  ZReceiptDetail,
  ZReceiptIdRequest,
  ZReceiptLocation,
  ZReceiptQuery,
  ZReceiptSummary,
  ZScanReceiptRequest,
  ZScanReceiptResult,
  ZUpdateReceiptRequest,
} from "@wms/contracts";
import { z } from "zod";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import * as receiving from "./receipts.receiving.ts";
import * as receipts from "./receipts.service.ts";

const tags = ["receipts"];
/** Drop shippers create, submit and follow their receipts; the provider also acts on their behalf. */
const everyone = ["provider", "operator", "dropShipper"] as const;
/** Receiving, inspection and putaway happen in the warehouse. */
const warehouse = ["provider", "operator"] as const;
const detail = { 200: ZEnvelope(ZReceiptDetail) };

export const receiptsRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.post(
    "/receipt/create-receipt",
    { config: { access: everyone }, schema: { tags, body: ZCreateReceiptRequest, response: detail } },
    async (req, reply) => ok(reply, await receipts.createReceipt(db, scopeOf(req, db), req.body), 1000),
  );
  app.post(
    "/receipt/update-receipt",
    { config: { access: everyone }, schema: { tags, body: ZUpdateReceiptRequest, response: detail } },
    async (req, reply) =>
      ok(reply, await receipts.updateReceipt(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.get(
    "/receipt/query-receipt",
    {
      config: { access: everyone },
      schema: { tags, querystring: ZReceiptQuery, response: { 200: ZEnvelope(ZPage(ZReceiptSummary)) } },
    },
    async (req, reply) => ok(reply, await receipts.queryReceipts(db, scopeOf(req, db), req.query)),
  );
  app.get(
    "/receipt/query-receipt-detail",
    { config: { access: everyone }, schema: { tags, querystring: ZReceiptIdRequest, response: detail } },
    async (req, reply) =>
      ok(
        reply,
        await receipts.receiptDetail(db, scopeOf(req, db), req.query.provider_uuid, req.query.receipt_id),
      ),
  );

  // Transitions: each answers the receipt's new detail.
  const transitions = [
    ["/receipt/submit-receipt", "submit"],
    ["/receipt/cancel-receipt", "cancel"],
  ] as const;
  for (const [url, action] of transitions) {
    app.post(
      url,
      { config: { access: everyone }, schema: { tags, body: ZReceiptIdRequest, response: detail } },
      async (req, reply) => ok(reply, await receipts.transition(db, scopeOf(req, db), req.body, action)),
    );
  }
  app.post(
    "/receipt/start-receiving",
    { config: { access: warehouse }, schema: { tags, body: ZReceiptIdRequest, response: detail } },
    async (req, reply) => ok(reply, await receiving.startReceiving(db, scopeOf(req, db), req.body)),
  );
  app.post(
    "/receipt/scan-receipt",
    {
      config: { access: warehouse },
      schema: { tags, body: ZScanReceiptRequest, response: { 200: ZEnvelope(ZScanReceiptResult) } },
    },
    async (req, reply) => ok(reply, await receiving.scanReceipt(db, scopeOf(req, db), req.body)),
  );
  app.post(
    "/receipt/inspect-receipt",
    { config: { access: warehouse }, schema: { tags, body: ZInspectReceiptRequest, response: detail } },
    async (req, reply) => ok(reply, await receiving.inspectReceipt(db, scopeOf(req, db), req.body)),
  );
  app.get(
    "/receipt/suggest-putaway",
    {
      config: { access: warehouse },
      schema: {
        tags,
        querystring: ZReceiptIdRequest,
        response: {
          200: ZEnvelope(
            z.object({ suggestions: z.array(ZPutawaySuggestion), locations: z.array(ZReceiptLocation) }),
          ),
        },
      },
    },
    async (req, reply) => ok(reply, await receiving.suggestReceiptPutaway(db, scopeOf(req, db), req.query)),
  );
  app.post(
    "/receipt/putaway-receipt",
    { config: { access: warehouse }, schema: { tags, body: ZPutawayReceiptRequest, response: detail } },
    async (req, reply) => ok(reply, await receiving.putawayReceipt(db, scopeOf(req, db), req.body)),
  );
  app.post(
    "/receipt/complete-receipt",
    { config: { access: warehouse }, schema: { tags, body: ZReceiptIdRequest, response: detail } },
    async (req, reply) => ok(reply, await receiving.completeReceipt(db, scopeOf(req, db), req.body)),
  );
  app.get(
    "/receipt/print-box-labels",
    { config: { access: everyone }, schema: { tags, querystring: ZReceiptIdRequest } },
    async (req, reply) => {
      const pdf = await receiving.printBoxLabels(db, scopeOf(req, db), req.query);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", 'inline; filename="receipt-box-labels.pdf"')
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
