import fs from "node:fs";
import {
  limits,
  ZChangeUserInfoRequest,
  ZCreateOperatorRequest,
  ZCreateOperatorResponse,
  ZEnvelope,
  ZOperator,
  ZUserProfile,
} from "@wms/contracts";
import { z } from "zod";
import { notFound } from "../../kernel/errors.ts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { uploadDisposition } from "../../kernel/http/security-headers.ts";
import { readUpload } from "../../kernel/http/uploads.ts";
import { imageContentType, imageTypeOf } from "../../kernel/services/files.ts";
import * as accounts from "./accounts.service.ts";

const tags = ["accounts"];

export const accountsRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/customer-settings/user-info",
    { config: { access: "signedIn" }, schema: { tags, response: { 200: ZEnvelope(ZUserProfile) } } },
    async (req, reply) => ok(reply, await accounts.getProfile(db, scopeOf(req, db))),
  );

  app.post(
    "/customer-settings/change-user-info-directly",
    {
      config: { access: "signedIn" },
      schema: { tags, body: ZChangeUserInfoRequest, response: { 200: ZEnvelope(ZUserProfile) } },
    },
    async (req, reply) =>
      ok(reply, await accounts.updateProfile(db, scopeOf(req, db), req.body), 200, "saved"),
  );

  app.post(
    "/customer-settings/upload-avatar",
    { config: { access: "signedIn" }, schema: { tags, consumes: ["multipart/form-data"] } },
    async (req, reply) => {
      const { bytes } = await readUpload(req, limits.imageBytes, "file.imageSize");
      return ok(reply, await accounts.setAvatar(db, ctx.files, scopeOf(req, db), bytes), 200, "saved");
    },
  );

  app.get(
    "/files/avatars/:name",
    {
      config: { access: "public" },
      schema: { tags, params: z.object({ name: z.string().max(100, "field.tooLong") }) },
    },
    async (req, reply) => {
      const file = ctx.files.pathOf("avatars", req.params.name);
      if (!file || !fs.existsSync(file)) throw notFound();
      const head = Buffer.alloc(4);
      const fd = fs.openSync(file, "r");
      fs.readSync(fd, head, 0, 4, 0);
      fs.closeSync(fd);
      const type = imageTypeOf(head);
      if (!type) throw notFound();
      return reply
        .header("content-type", imageContentType[type])
        .header("content-disposition", uploadDisposition(imageContentType[type], req.params.name))
        .header("cache-control", "public, max-age=86400, immutable")
        .header("x-content-type-options", "nosniff")
        .send(fs.createReadStream(file));
    },
  );

  app.get(
    "/operators/list",
    { config: { access: ["provider"] }, schema: { tags, response: { 200: ZEnvelope(z.array(ZOperator)) } } },
    async (req, reply) => ok(reply, await accounts.listOperators(db, scopeOf(req, db))),
  );

  app.post(
    "/operators/create",
    {
      config: { access: ["provider"] },
      schema: { tags, body: ZCreateOperatorRequest, response: { 201: ZEnvelope(ZCreateOperatorResponse) } },
    },
    async (req, reply) => ok(reply, await accounts.createOperator(db, scopeOf(req, db), req.body), 1000),
  );
};
