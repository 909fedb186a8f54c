import { authEndpoints as api, areaOfRole } from "@wms/contracts";
import { issueCsrfToken } from "../../kernel/http/csrf.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import * as google from "./auth.google.ts";
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

  // Sign in with Google (docs/google-sign-in.md). The start answers Google's address and sets the cookie
  // that ties the trip to this browser; the callback reads it once.
  const secureCookies = ctx.config.publicUrl.startsWith("https://");
  route(api.googleStart, async ({ input, reply }) => {
    const { url, binding } = await google.startGoogle(ctx, input.area);
    reply.header("set-cookie", google.bindingCookie.set(binding, secureCookies));
    return { url };
  });
  route(api.googleLinkStart, async ({ scope, reply }) => {
    const { url, binding } = await google.startGoogle(ctx, areaOfRole(scope.role), scope.userId);
    reply.header("set-cookie", google.bindingCookie.set(binding, secureCookies));
    return { url };
  });
  route(api.googleCallback, async ({ req, reply }) => {
    const url = new URL(req.url, ctx.config.publicUrl);
    const next = await google.finishGoogle(ctx, url, google.bindingCookie.read(req.headers.cookie), req.log);
    reply.header("set-cookie", google.bindingCookie.cleared);
    return reply.header("cache-control", "no-store").redirect(next, 302);
  });
  route(api.googleTicket, ({ input }) => google.googleTicketInfo(db, input.ticket));
  route(api.googleFinish, ({ input, req }) =>
    google.finishGoogleSignIn(ctx, input.ticket, req.ip, issueCsrfToken(ctx.secret)),
  );
  route(api.googleStatus, ({ scope }) => google.googleStatus(ctx, scope));
  route(api.googleUnlink, async ({ scope }) => {
    await google.unlinkGoogle(db, scope);
    return null;
  });
});
