import { storeEndpoints as api } from "@wms/contracts";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../kernel/context.ts";
import { defineRoute, defineRoutes } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { loadSiteConfig } from "../site/index.ts";
import * as fulfil from "./fulfil-out/stores.fulfil-mission.ts";
import * as orderActions from "./orders-in/stores.order-actions.ts";
import { exportMissionOf } from "./orders-in/stores.order-export.ts";
import * as orderList from "./orders-in/stores.order-list.ts";
import { shopWebhooksWake } from "./orders-in/stores.webhook-inbox.ts";
import { webhookReceiver } from "./orders-in/stores.webhooks.ts";
import * as sync from "./products-in/stores.product-sync.ts";
import type { TStoreDeps } from "./shopify/stores.tokens.ts";
import { storeDeps } from "./shopify/stores.tokens.ts";
import * as drift from "./stock-out/stores.stock-drift-list.ts";
import * as install from "./stores.install.ts";
import * as svc from "./stores.service.ts";
import * as settings from "./stores.settings.ts";

/** Shopify signs the exact bytes it sent: the webhook's scope keeps the JSON body raw. */
async function webhookRoute(scope: FastifyInstance, ctx: TAppContext, deps: TStoreDeps) {
  const receive = webhookReceiver(deps, () => ctx.wakers.wake(shopWebhooksWake));
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) =>
    done(null, body),
  );
  defineRoute(
    scope,
    ctx,
    api.webhook,
    ({ req }) => receive(req),
    // Shopify sends from many addresses, in bursts: a higher limit than other public calls.
    { config: { rateLimit: { max: 6000, timeWindow: "1 minute" } } },
  );
}

export const storesRoutes = defineRoutes(async (route, ctx, app) => {
  const { db } = ctx;
  const deps: install.TInstallDeps = { ...storeDeps(ctx), siteUrl: loadSiteConfig().sitePublicUrl };
  const secureCookies = ctx.config.publicUrl.startsWith("https://");

  route(api.verifyCustomApp, ({ scope, input }) => svc.bindCustomApp(deps, scope, input));
  route(api.verifyDevApp, ({ scope, input }) => svc.bindDevApp(deps, scope, input));
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
  route(api.orders, ({ scope, input }) => orderList.listShopOrders(db, scope, input));
  route(api.orderCounts, ({ scope, input }) => orderList.shopOrderCounts(db, scope, input));
  route(api.mapSku, ({ scope, input }) => orderActions.mapShopSku(db, scope, input));
  route(api.retryOrders, ({ scope, input }) => orderActions.retryShopOrders(db, scope, input));
  route(api.fulfil, ({ scope, input, req }) => fulfil.startFulfil(ctx, scope, input, languageOf(req)));
  route(api.fulfilMission, ({ scope, input }) => fulfil.fulfilMissionOf(db, scope, input));
  route(api.exportMission, ({ scope, input }) => exportMissionOf(db, scope, input));
  route(api.stopFulfil, ({ scope, input }) => fulfil.stopFulfil(db, scope, input));
  route(api.resetFulfil, ({ scope, input, req }) => fulfil.resetFulfil(ctx, scope, input, languageOf(req)));
  route(api.driftSummary, ({ scope, input }) => drift.shopDriftSummary(db, scope, input));
  route(api.drifts, ({ scope, input }) => drift.listShopDrifts(db, scope, input));
  route(api.checkDrift, ({ scope, input }) => drift.checkShopDrift(db, scope, input));
  await app.register(async (scope) => webhookRoute(scope, ctx, deps));
});
