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
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { forbidden, notFound, type TWithTexts, text } from "../../kernel/errors.ts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { fileLinkPath, isValidFileLink, signFileLink } from "../../kernel/http/signed-links.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { startExport } from "./exports.ts";
import * as repo from "./missions.repository.ts";
import * as service from "./missions.service.ts";

const tags = ["missions"];

/** Stored errors are message keys where the server wrote them; they leave in the caller's language. */
function localised(m: TMission): TWithTexts<TMission> {
  return { ...m, error: m.error ? text(m.error) : null };
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
      return ok(reply, { ...page, list: page.list.map((m) => localised(m)) });
    },
  );

  app.get(
    "/mission/query-mission",
    {
      config: { access: "signedIn" },
      schema: { tags, querystring: ZMissionId, response: { 200: ZEnvelope(ZMission) } },
    },
    async (req, reply) => ok(reply, localised(await service.getMission(db, scopeOf(req, db), req.query.id))),
  );

  app.put(
    "/mission/stop-mission",
    {
      config: { access: "signedIn" },
      schema: { tags, body: ZMissionId, response: { 200: ZEnvelope(ZMission) } },
    },
    async (req, reply) => ok(reply, localised(await service.stopMission(db, scopeOf(req, db), req.body.id))),
  );

  app.put(
    "/mission/reset-mission",
    {
      config: { access: "signedIn" },
      schema: { tags, body: ZMissionId, response: { 202: ZEnvelope(ZMission) } },
    },
    async (req, reply) =>
      ok(reply, localised(await service.resetMission(ctx, scopeOf(req, db), req.body.id)), 2000),
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
      schema: { tags, querystring: z.object({ filename: z.string().max(100, "field.tooLong") }) },
    },
    async (req, reply) => sendResult(reply, scopeOf(req, db).userId, req.query.filename),
  );

  // A short-lived signed link to the same file, for a plain link or a new tab (no header, no token in the URL).
  app.get(
    "/get-file-link",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        querystring: z.object({ filename: z.string().max(100, "field.tooLong") }),
        response: { 200: ZEnvelope(z.object({ url: z.string(), expires_at: z.number() })) },
      },
    },
    async (req, reply) => {
      const userId = scopeOf(req, db).userId;
      if (!(await resultOf(userId, req.query.filename))) throw notFound();
      const link = signFileLink(ctx.secret, req.query.filename, userId);
      return ok(reply, { url: fileLinkPath(link), expires_at: link.expires });
    },
  );

  // The spec's get-file-independently: the file behind a signed link from get-file-link, until it expires.
  app.get(
    "/get-file-independently",
    {
      config: { access: "public" },
      schema: {
        tags,
        querystring: z.object({
          filename: z.string().max(100, "field.tooLong"),
          user: z.string().uuid(),
          expires: z.coerce.number().int(),
          signature: z.string().max(100, "field.tooLong"),
        }),
      },
    },
    async (req, reply) => {
      if (!isValidFileLink(ctx.secret, req.query)) throw forbidden();
      return sendResult(reply, req.query.user, req.query.filename);
    },
  );

  async function resultOf(userId: string, filename: string) {
    const mission = await repo.findOwnResult(db, userId, filename);
    const file = mission && ctx.files.pathOf("exports", filename);
    return mission && file && fs.existsSync(file) ? { mission, file } : null;
  }

  async function sendResult(reply: FastifyReply, userId: string, filename: string) {
    const result = await resultOf(userId, filename);
    if (!result) throw notFound();
    const name = result.mission.resultName ?? filename;
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("content-disposition", `attachment; filename="${name.replace(/[^\w.-]/g, "_")}"`)
      .header("cache-control", "private, no-store")
      .send(fs.createReadStream(result.file));
  }
};
