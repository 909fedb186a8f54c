import fs from "node:fs";
import { accountsEndpoints as api, limits, ZAvatarFileParams } from "@wms/contracts";
import { notFound } from "../../kernel/errors.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { uploadDisposition } from "../../kernel/http/security-headers.ts";
import { readUpload } from "../../kernel/http/uploads.ts";
import { imageContentType, imageTypeOf } from "../../kernel/services/files.ts";
import * as accounts from "./accounts.service.ts";

export const accountsRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;

  route(api.profile, ({ scope }) => accounts.getProfile(db, scope));
  route(api.updateProfile, ({ scope, input }) => accounts.updateProfile(db, scope, input));

  route(api.uploadAvatar, async ({ scope, req }) => {
    const { bytes } = await readUpload(req, limits.imageBytes, "file.imageSize");
    return accounts.setAvatar(db, ctx.files, scope, bytes);
  });

  route(
    api.avatar,
    ({ params, reply }) => {
      const file = ctx.files.pathOf("avatars", params.name);
      if (!file || !fs.existsSync(file)) throw notFound();
      const head = Buffer.alloc(4);
      const fd = fs.openSync(file, "r");
      fs.readSync(fd, head, 0, 4, 0);
      fs.closeSync(fd);
      const type = imageTypeOf(head);
      if (!type) throw notFound();
      return reply
        .header("content-type", imageContentType[type])
        .header("content-disposition", uploadDisposition(imageContentType[type], params.name))
        .header("cache-control", "public, max-age=86400, immutable")
        .header("x-content-type-options", "nosniff")
        .send(fs.createReadStream(file));
    },
    { params: ZAvatarFileParams },
  );

  route(api.operators, ({ scope }) => accounts.listOperators(db, scope));
  route(api.createOperator, ({ scope, input }) => accounts.createOperator(db, scope, input));
});
