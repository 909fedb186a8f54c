import {
  ZBag,
  ZBagQuery,
  ZCloseBagRequest,
  ZEnvelope,
  ZPackingScanRequest,
  ZPage,
  ZPrintBagsQuery,
  ZPutIntoBagRequest,
  ZPutIntoBagResponse,
  ZReviewOrderRequest,
  ZReviewScanItemRequest,
  ZReviewStart,
  ZReviewState,
  ZReviewWaveScan,
  ZReviewWaveScanRequest,
  ZWeighingSettings,
  ZWeighRequest,
  ZWeighResult,
} from "@wms/contracts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import * as bags from "./packing.bags.ts";
import * as review from "./packing.review.ts";
import * as reviewWave from "./packing.review-wave.ts";
import * as weighing from "./packing.weighing.ts";

const tags = ["packing"];
const staff = ["provider", "operator"] as const;
const reviewState = { 200: ZEnvelope(ZReviewState) };

export const packingRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  // An order code or tracking number answers the order's state (mode "order"), a wave code the wave's.
  app.post(
    "/review/start-review",
    {
      config: { access: staff },
      schema: { tags, body: ZPackingScanRequest, response: { 200: ZEnvelope(ZReviewStart) } },
    },
    async (req, reply) => ok(reply, await review.startReview(db, scopeOf(req, db), req.body)),
  );
  app.post(
    "/review/scan-item",
    { config: { access: staff }, schema: { tags, body: ZReviewScanItemRequest, response: reviewState } },
    async (req, reply) => ok(reply, await review.scanItem(db, scopeOf(req, db), req.body)),
  );
  app.post(
    "/review/scan-wave-item",
    {
      config: { access: staff },
      schema: { tags, body: ZReviewWaveScanRequest, response: { 200: ZEnvelope(ZReviewWaveScan) } },
    },
    async (req, reply) => ok(reply, await reviewWave.scanWaveItem(db, scopeOf(req, db), req.body)),
  );
  app.post(
    "/review/complete-review",
    { config: { access: staff }, schema: { tags, body: ZReviewOrderRequest, response: reviewState } },
    async (req, reply) => ok(reply, await review.completeReview(db, scopeOf(req, db), req.body)),
  );

  app.put(
    "/dropshipping/put-into-bag",
    {
      config: { access: staff },
      schema: { tags, body: ZPutIntoBagRequest, response: { 200: ZEnvelope(ZPutIntoBagResponse) } },
    },
    async (req, reply) => ok(reply, await bags.putIntoBag(db, scopeOf(req, db), req.body)),
  );
  app.put(
    "/dropshipping/close-bag",
    {
      config: { access: staff },
      schema: { tags, body: ZCloseBagRequest, response: { 200: ZEnvelope(ZBag) } },
    },
    async (req, reply) =>
      ok(reply, await bags.closeBag(db, scopeOf(req, db), req.body), 200, "packing.bagClosedDone"),
  );
  app.get(
    "/dropshipping/query-bagged-specific-element",
    {
      config: { access: staff },
      schema: { tags, querystring: ZBagQuery, response: { 200: ZEnvelope(ZPage(ZBag)) } },
    },
    async (req, reply) => ok(reply, await bags.listBags(db, scopeOf(req, db), req.query)),
  );
  app.get(
    "/dropshipping/print-bagged-list",
    { config: { access: staff }, schema: { tags, querystring: ZPrintBagsQuery } },
    async (req, reply) => {
      const pdf = await bags.printBags(db, scopeOf(req, db), req.query, languageOf(req));
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", 'inline; filename="bag-list.pdf"')
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  app.post(
    "/weighing/weigh-package",
    {
      config: { access: staff },
      schema: { tags, body: ZWeighRequest, response: { 200: ZEnvelope(ZWeighResult) } },
    },
    async (req, reply) => ok(reply, await weighing.weighPackage(db, scopeOf(req, db), req.body)),
  );
  app.get(
    "/weighing/query-settings",
    { config: { access: staff }, schema: { tags, response: { 200: ZEnvelope(ZWeighingSettings) } } },
    async (req, reply) => ok(reply, await weighing.getSettings(db, scopeOf(req, db))),
  );
  app.put(
    "/weighing/update-settings",
    {
      config: { access: ["provider"] },
      schema: { tags, body: ZWeighingSettings, response: { 200: ZEnvelope(ZWeighingSettings) } },
    },
    async (req, reply) =>
      ok(reply, await weighing.saveSettings(db, scopeOf(req, db), req.body), 200, "saved"),
  );
};
