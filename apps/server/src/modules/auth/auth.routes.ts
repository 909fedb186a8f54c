import {
  ZAesKeyQuery,
  ZAesKeyResponse,
  ZChangePasswordRequest,
  ZCsrfResponse,
  ZEnvelope,
  ZForgotPasswordRequest,
  ZHomeData,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSignInRequest,
  ZSignInResponse,
} from "@wms/contracts";
import { z } from "zod";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { issueCsrfToken } from "../../kernel/http/csrf.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import * as auth from "./auth.service.ts";

const tags = ["auth"];

export const authRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/get-csrf-token",
    { config: { access: "public" }, schema: { tags, response: { 200: ZEnvelope(ZCsrfResponse) } } },
    async (_req, reply) => ok(reply, { csrf_token: issueCsrfToken(ctx.secret) }),
  );

  app.get(
    "/get-aes-key",
    {
      config: { access: "public" },
      schema: { tags, querystring: ZAesKeyQuery, response: { 200: ZEnvelope(ZAesKeyResponse) } },
    },
    async (req, reply) => ok(reply, { aes_key: await auth.issueAesKey(db, req.query.username, "sign-up") }),
  );

  app.get(
    "/get-aes-key-login",
    {
      config: { access: "public" },
      schema: { tags, querystring: ZAesKeyQuery, response: { 200: ZEnvelope(ZAesKeyResponse) } },
    },
    async (req, reply) => ok(reply, { aes_key: await auth.issueAesKey(db, req.query.username, "login") }),
  );

  app.post(
    "/sign-in",
    {
      config: { access: "public" },
      schema: { tags, body: ZSignInRequest, response: { 200: ZEnvelope(ZSignInResponse) } },
    },
    // A throttled attempt answers 4029 with data.retry_after; the envelope adds the Retry-After header.
    async (req, reply) =>
      ok(reply, await auth.signIn(ctx, req.body, req.ip, issueCsrfToken(ctx.secret), req.log)),
  );

  app.post("/sign-out", { config: { access: "signedIn" }, schema: { tags } }, async (req, reply) => {
    await auth.signOut(db, scopeOf(req, db).session.tokenHash);
    return ok(reply);
  });

  app.post(
    "/register",
    { config: { access: "public" }, schema: { tags, body: ZRegisterRequest } },
    async (req, reply) => ok(reply, await auth.register(ctx, req.body, issueCsrfToken(ctx.secret)), 1000),
  );

  app.get(
    "/home",
    { config: { access: "signedIn" }, schema: { tags, response: { 200: ZEnvelope(ZHomeData) } } },
    async (req, reply) => ok(reply, await auth.homeData(db, scopeOf(req, db).userId)),
  );

  app.post(
    "/auth/change-password",
    { config: { access: "signedIn" }, schema: { tags, body: ZChangePasswordRequest } },
    async (req, reply) => {
      await auth.changePassword(db, scopeOf(req, db), req.body);
      return ok(reply, null, 200, "auth.passwordChanged");
    },
  );

  app.post(
    "/auth/forgot-password",
    {
      config: { access: "public" },
      schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZEnvelope(z.null()) } },
    },
    async (req, reply) => {
      await auth.forgotPassword(ctx, req.body.username, req.body.role, languageOf(req), req.log);
      return ok(reply, null, 200, "auth.resetSent");
    },
  );

  app.post(
    "/auth/reset-password",
    { config: { access: "public" }, schema: { tags, body: ZResetPasswordRequest } },
    async (req, reply) => {
      await auth.resetPassword(db, req.body);
      return ok(reply, null, 200, "saved");
    },
  );
};
