import { accountsEndpoints as api, limits, ZAvatarFileParams } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { readUpload, sendStoredImage } from "../../kernel/http/uploads.ts";
import * as accounts from "./accounts.service.ts";

export const accountsRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;

  route(api.profile, ({ scope }) => accounts.getProfile(db, scope));
  route(api.updateProfile, ({ scope, input }) => accounts.updateProfile(db, scope, input));

  route(api.uploadAvatar, async ({ scope, req }) => {
    const { bytes } = await readUpload(req, limits.imageBytes, "file.imageSize");
    return accounts.setAvatar(db, ctx.files, scope, bytes);
  });

  route(api.avatar, ({ params, reply }) => sendStoredImage(reply, ctx.files, "avatars", params.name), {
    params: ZAvatarFileParams,
  });

  route(api.operators, ({ scope }) => accounts.listOperators(db, scope));
  route(api.createOperator, ({ scope, input }) => accounts.createOperator(db, scope, input));
});
