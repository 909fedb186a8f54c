import {
  Code,
  ZConfirmPickingRequest,
  ZEnvelope,
  ZGenerateWavesRequest,
  ZPage,
  ZWaveDetail,
  ZWavePreview,
  ZWaveQuery,
  ZWaveRef,
  ZWaveSummary,
} from "@wms/contracts";
import { z } from "zod";
import { text } from "../../kernel/errors.ts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { confirmPicking } from "./waves.picking.ts";
import * as waves from "./waves.service.ts";

const tags = ["waves"];
/** The outbound floor: provider staff only (drop shippers never see waves). */
const staff = ["provider", "operator"] as const;

export const wavesRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/delivery_list/query-wave-list-specific-element",
    {
      config: { access: staff },
      schema: { tags, querystring: ZWaveQuery, response: { 200: ZEnvelope(ZPage(ZWaveSummary)) } },
    },
    async (req, reply) => ok(reply, await waves.listWaves(db, scopeOf(req, db), req.query)),
  );

  app.get(
    "/wave/query-wave-detail",
    {
      config: { access: staff },
      schema: { tags, querystring: ZWaveRef, response: { 200: ZEnvelope(ZWaveDetail) } },
    },
    async (req, reply) => ok(reply, await waves.getWave(db, scopeOf(req, db), req.query)),
  );

  app.post(
    "/wave/preview-waves",
    {
      config: { access: staff },
      schema: { tags, body: ZGenerateWavesRequest, response: { 200: ZEnvelope(ZWavePreview) } },
    },
    async (req, reply) => ok(reply, await waves.previewWaves(db, scopeOf(req, db), req.body)),
  );

  app.post(
    "/wave/generate-waves",
    {
      config: { access: staff },
      schema: {
        tags,
        body: ZGenerateWavesRequest,
        response: {
          200: ZEnvelope(z.object({ waves: z.array(ZWaveSummary), skipped_count: z.number().int() })),
        },
      },
    },
    async (req, reply) => {
      const data = await waves.generateWaves(db, scopeOf(req, db), req.body);
      return ok(reply, data, Code.ok, text("wave.generated", { count: data.waves.length }));
    },
  );

  app.post(
    "/wave/confirm-picking",
    {
      config: { access: staff },
      schema: { tags, body: ZConfirmPickingRequest, response: { 200: ZEnvelope(ZWaveDetail) } },
    },
    async (req, reply) =>
      ok(reply, await confirmPicking(db, scopeOf(req, db), req.body), Code.ok, "wave.pickingConfirmed"),
  );

  app.get(
    "/wave/print-pick-list",
    { config: { access: staff }, schema: { tags, querystring: ZWaveRef } },
    async (req, reply) => {
      // A download: the document's language is the caller's.
      const { pdf, code } = await waves.printPickList(db, scopeOf(req, db), req.query, languageOf(req));
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="pick-list-${code}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
