import { storeEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { loadSiteConfig } from "../site/index.ts";
import * as install from "./stores.install.ts";
import * as sync from "./stores.product-sync.ts";
import * as svc from "./stores.service.ts";
import * as settings from "./stores.settings.ts";
import { shopSecretBox } from "./stores.tokens.ts";

export const storesRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;
  const deps: install.TInstallDeps = {
    db,
    shopify: ctx.config.shopify,
    box: shopSecretBox(ctx),
    publicUrl: ctx.config.publicUrl,
    siteUrl: loadSiteConfig().sitePublicUrl,
  };
  const secureCookies = ctx.config.publicUrl.startsWith("https://");

  route(api.verifyCustomApp, ({ scope, input }) => svc.bindCustomApp(deps, scope, input));
  route(api.directAuth, async ({ input, reply }) => {
    const started = await install.startInstall(deps, input.query);
    if (started.state) reply.header("set-cookie", install.stateCookieHeader(started.state, secureCookies));
    return started.answer;
  });
  route(api.callback, async ({ input, req, reply }) => {
    const state = install.cookieState(req.headers.cookie);
    const next = await install.finishInstall(deps, input, state, languageOf(req));
    reply.header("set-cookie", install.clearedStateCookie);
    return reply.header("cache-control", "no-store").redirect(next, 302);
  });
  route(api.bindInstall, ({ scope, input }) => install.bindInstall(deps, scope, input));
  route(api.verify, ({ scope, input }) => svc.verifyShop(deps, scope, input));
  route(api.userInfo, ({ scope, input }) => settings.shopUserInfo(db, scope, input));
  route(api.saveUserInfo, ({ scope, input }) => settings.saveShopUserInfo(db, scope, input));
  route(api.list, ({ scope, input }) => svc.listShops(db, scope, input));
  route(api.unbind, ({ scope, input }) => svc.unbindShop(db, scope, input));
  route(api.syncProducts, ({ scope, input, req }) =>
    sync.startProductSync(ctx, scope, input, languageOf(req)),
  );
  route(api.syncMission, ({ scope, input }) => sync.productSyncOf(db, scope, input));
  route(api.stopSync, ({ scope, input }) => sync.stopProductSync(db, scope, input));
  route(api.products, ({ scope, input }) => sync.listShopVariants(db, scope, input));
});
