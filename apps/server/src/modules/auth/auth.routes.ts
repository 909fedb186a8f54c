import { authEndpoints as api } from "@wms/contracts";
import { issueCsrfToken } from "../../kernel/http/csrf.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import * as auth from "./auth.service.ts";

export const authRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;

  route(api.csrfToken, () => ({ csrf_token: issueCsrfToken(ctx.secret) }));
  route(api.aesKey, async ({ input }) => ({
    aes_key: await auth.issueAesKey(db, input.username, "sign-up"),
  }));
  route(api.aesKeyLogin, async ({ input }) => ({
    aes_key: await auth.issueAesKey(db, input.username, "login"),
  }));

  // A throttled attempt answers 4029 with data.retry_after; the envelope adds the Retry-After header.
  route(api.signIn, ({ input, req }) => auth.signIn(ctx, input, req.ip, issueCsrfToken(ctx.secret), req.log));

  route(api.signOut, async ({ scope }) => {
    await auth.signOut(db, scope.session.tokenHash);
    return null;
  });

  route(api.register, ({ input }) => auth.register(ctx, input, issueCsrfToken(ctx.secret)));

  route(api.home, ({ scope }) => auth.homeData(db, scope.userId));

  route(api.changePassword, async ({ scope, input }) => {
    await auth.changePassword(db, scope, input);
    return null;
  });

  route(api.forgotPassword, async ({ input, req }) => {
    await auth.forgotPassword(ctx, input.username, input.role, languageOf(req), req.log);
    return null;
  });

  route(api.resetPassword, async ({ input }) => {
    await auth.resetPassword(db, input);
    return null;
  });
});
