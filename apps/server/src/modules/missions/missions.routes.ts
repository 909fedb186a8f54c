import fs from "node:fs";
import {
  type TMission,
  ZEnvelope,
  ZMission,
  ZMissionId,
  ZMissionListQuery,
  ZPage,
  ZStartExportRequest,
} from "@wms/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { scopeOf } from "../../platform/auth-plugin.ts";
import { ok } from "../../platform/envelope.ts";
import { notFound } from "../../platform/errors.ts";
import { languageOf, t } from "../../platform/i18n.ts";
import { type TModuleRoutes, typed } from "../../platform/route-kit.ts";
import "./export-sources.ts";
import { startExport } from "./exports.ts";
import * as repo from "./missions.repository.ts";
import * as service from "./missions.service.ts";

const tags = ["missions"];

/** Stored errors are message keys where the server wrote them; they leave in the caller's language. */
function localised(req: FastifyRequest, m: TMission): TMission {
  return { ...m, error: m.error ? t(req, m.error) : null };
}

export const missionsRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/mission/query-missions",
    {
      config: { access: "signedIn" },
      schema: { tags, querystring: ZMissionListQuery, response: { 200: ZEnvelope(ZPage(ZMission)) } },
    },
    async (req, reply) => {
      const page = await service.listMissions(db, scopeOf(req, db), req.query);
      return ok(reply, { ...page, list: page.list.map((m) => localised(req, m)) });
    },
  );

  app.get(
    "/mission/query-mission",
    {
      config: { access: "signedIn" },
      schema: { tags, querystring: ZMissionId, response: { 200: ZEnvelope(ZMission) } },
    },
    async (req, reply) =>
      ok(reply, localised(req, await service.getMission(db, scopeOf(req, db), req.query.id))),
  );

  app.put(
    "/mission/stop-mission",
    {
      config: { access: "signedIn" },
      schema: { tags, body: ZMissionId, response: { 200: ZEnvelope(ZMission) } },
    },
    async (req, reply) =>
      ok(reply, localised(req, await service.stopMission(db, scopeOf(req, db), req.body.id))),
  );

  app.put(
    "/mission/reset-mission",
    {
      config: { access: "signedIn" },
      schema: { tags, body: ZMissionId, response: { 202: ZEnvelope(ZMission) } },
    },
    async (req, reply) =>
      ok(reply, localised(req, await service.resetMission(ctx, scopeOf(req, db), req.body.id)), 2000),
  );

  app.post(
    "/mission/start-export",
    {
      config: { access: "signedIn" },
      schema: { tags, body: ZStartExportRequest, response: { 202: ZEnvelope(ZMission) } },
    },
    async (req, reply) =>
      ok(reply, await startExport(ctx, scopeOf(req, db), req.body, languageOf(req)), 2000, "mission.started"),
  );

  // The spec's file download: a mission's result, to the mission's owner only.
  app.get(
    "/get-file",
    {
      config: { access: "signedIn" },
      schema: { tags, querystring: z.object({ filename: z.string().max(100) }) },
    },
    async (req, reply) => {
      const scope = scopeOf(req, db);
      const mission = await repo.findOwnResult(db, scope.userId, req.query.filename);
      const file = mission && ctx.files.pathOf("exports", req.query.filename);
      if (!mission || !file || !fs.existsSync(file)) throw notFound();
      const name = mission.resultName ?? req.query.filename;
      return reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename="${name.replace(/[^\w.-]/g, "_")}"`)
        .header("cache-control", "private, no-store")
        .send(fs.createReadStream(file));
    },
  );
};
