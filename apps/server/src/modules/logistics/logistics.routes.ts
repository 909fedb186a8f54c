import { logisticsEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import * as accounts from "./logistics.api-accounts.ts";
import { logisticsSecretBox } from "./logistics.secrets.ts";
import * as svc from "./logistics.service.ts";
import * as trackUrls from "./logistics.track-urls.ts";

export const logisticsRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;
  const box = logisticsSecretBox(ctx);

  // ---------------------------------------------------------------- channels
  route(api.channels, ({ scope, input }) => svc.listChannels(db, scope, input));
  route(api.allChannels, ({ scope, input }) => svc.allChannels(db, scope, input));
  route(api.specifiedChannels, ({ scope, input }) => svc.specifiedChannels(db, scope, input));
  route(api.createChannel, ({ scope, input }) => svc.createChannel(db, scope, input));
  route(api.updateChannel, ({ scope, input }) => svc.updateChannel(db, scope, input));
  route(api.removeChannel, ({ scope, input }) => svc.deleteChannel(db, scope, input.channel_id));

  // ---------------------------------------------------------------- logistics API accounts (provider only)
  route(api.apiAccounts, ({ scope, input }) => accounts.listApiAccounts(db, scope, input));
  route(api.apiNames, ({ scope }) => accounts.apiNameList(db, scope));
  route(api.createApi, ({ scope, input }) => accounts.createApiAccount(db, box, scope, input));
  route(api.updateApi, ({ scope, input }) => accounts.updateApiAccount(db, box, scope, input));
  route(api.removeApi, ({ scope, input }) => accounts.deleteApiAccount(db, scope, input.api_account_id));

  // ---------------------------------------------------------------- track URLs (one path, four methods)
  route(api.trackUrls, ({ scope, input }) => trackUrls.listTrackUrls(db, scope, input));
  route(api.createTrackUrl, ({ scope, input }) => trackUrls.createTrackUrl(db, scope, input));
  route(api.updateTrackUrl, ({ scope, input }) => trackUrls.updateTrackUrl(db, scope, input));
  route(api.removeTrackUrl, ({ scope, input }) => trackUrls.deleteTrackUrl(db, scope, input.id));
});
