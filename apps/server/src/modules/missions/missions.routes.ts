import fs from "node:fs";
import { missionsEndpoints as api } from "@wms/contracts";
import type { FastifyReply } from "fastify";
import { forbidden, notFound } from "../../kernel/errors.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { fileLinkPath, isValidFileLink, signFileLink } from "../../kernel/http/signed-links.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { startExport } from "./exports.ts";
import * as repo from "./missions.repository.ts";
import * as service from "./missions.service.ts";
import { localised } from "./missions.service.ts";

export const missionsRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;

  route(api.list, async ({ scope, input }) => {
    const page = await service.listMissions(db, scope, input);
    return { ...page, list: page.list.map((m) => localised(m)) };
  });
  route(api.detail, async ({ scope, input }) => localised(await service.getMission(db, scope, input.id)));
  route(api.stop, async ({ scope, input }) => localised(await service.stopMission(db, scope, input.id)));
  route(api.reset, async ({ scope, input }) => localised(await service.resetMission(ctx, scope, input.id)));

  route(api.startExport, ({ scope, input, req }) => startExport(ctx, scope, input, languageOf(req)));

  // The spec's file download: a mission's result, to the mission's owner only.
  route(api.file, ({ scope, input, reply }) => sendResult(reply, scope.userId, input.filename));

  // A short-lived signed link to the same file, for a plain link or a new tab (no header, no token in the URL).
  route(api.fileLink, async ({ scope, input }) => {
    const userId = scope.userId;
    if (!(await resultOf(userId, input.filename))) throw notFound();
    const link = signFileLink(ctx.secret, input.filename, userId);
    return { url: fileLinkPath(link), expires_at: link.expires };
  });

  // The spec's get-file-independently: the file behind a signed link from get-file-link, until it expires.
  route(api.signedFile, ({ input, reply }) => {
    if (!isValidFileLink(ctx.secret, input)) throw forbidden();
    return sendResult(reply, input.user, input.filename);
  });

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
});
