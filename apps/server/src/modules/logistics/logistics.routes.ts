import {
  ZAllChannelsQuery,
  ZApiAccount,
  ZApiAccountIdBody,
  ZApiAccountListQuery,
  ZApiName,
  ZChannel,
  ZChannelIdBody,
  ZChannelListQuery,
  ZChannelOption,
  ZCreateApiAccountRequest,
  ZCreateChannelRequest,
  ZCreateTrackUrlRequest,
  ZEnvelope,
  ZPage,
  ZSpecifiedChannelsQuery,
  ZTrackUrl,
  ZTrackUrlIdBody,
  ZTrackUrlListQuery,
  ZUpdateApiAccountRequest,
  ZUpdateChannelRequest,
  ZUpdateTrackUrlRequest,
} from "@wms/contracts";
import { z } from "zod";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import * as accounts from "./logistics.api-accounts.ts";
import { logisticsSecretBox } from "./logistics.secrets.ts";
import * as svc from "./logistics.service.ts";
import * as trackUrls from "./logistics.track-urls.ts";

const tags = ["logistics"];
/** Operators read channels and track URLs (they ship orders); only the provider (My account) changes them. */
const staff = ["provider", "operator"] as const;
const owner = ["provider"] as const;
const nothing = ZEnvelope(z.null());

export const logisticsRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;
  const box = logisticsSecretBox(ctx);

  // ---------------------------------------------------------------- channels
  app.get(
    "/logistics/query-specific-element-channels",
    {
      config: { access: staff },
      schema: { tags, querystring: ZChannelListQuery, response: { 200: ZEnvelope(ZPage(ZChannel)) } },
    },
    async (req, reply) => ok(reply, await svc.listChannels(db, scopeOf(req, db), req.query)),
  );
  app.get(
    "/logistics/fetch-all-channels",
    {
      config: { access: staff },
      schema: { tags, querystring: ZAllChannelsQuery, response: { 200: ZEnvelope(z.array(ZChannelOption)) } },
    },
    async (req, reply) => ok(reply, await svc.allChannels(db, scopeOf(req, db), req.query)),
  );
  app.get(
    "/logistics/get-specified-channels",
    {
      config: { access: ["provider", "operator", "dropShipper"] },
      schema: {
        tags,
        querystring: ZSpecifiedChannelsQuery,
        response: { 200: ZEnvelope(z.array(ZChannelOption)) },
      },
    },
    async (req, reply) => ok(reply, await svc.specifiedChannels(db, scopeOf(req, db), req.query)),
  );
  app.post(
    "/logistics/create-channel",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateChannelRequest, response: { 201: ZEnvelope(ZChannel) } },
    },
    async (req, reply) => ok(reply, await svc.createChannel(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/logistics/update-channel",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateChannelRequest, response: { 200: ZEnvelope(ZChannel) } },
    },
    async (req, reply) => ok(reply, await svc.updateChannel(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/logistics/delete-channel",
    { config: { access: owner }, schema: { tags, body: ZChannelIdBody, response: { 200: nothing } } },
    async (req, reply) =>
      ok(reply, await svc.deleteChannel(db, scopeOf(req, db), req.body.channel_id), 200, "deleted"),
  );

  // ---------------------------------------------------------------- logistics API accounts (provider only)
  app.get(
    "/logistics/query-specific-element-api",
    {
      config: { access: owner },
      schema: { tags, querystring: ZApiAccountListQuery, response: { 200: ZEnvelope(ZPage(ZApiAccount)) } },
    },
    async (req, reply) => ok(reply, await accounts.listApiAccounts(db, scopeOf(req, db), req.query)),
  );
  app.get(
    "/logistics/get-api-name-list",
    { config: { access: owner }, schema: { tags, response: { 200: ZEnvelope(z.array(ZApiName)) } } },
    async (req, reply) => ok(reply, await accounts.apiNameList(db, scopeOf(req, db))),
  );
  app.post(
    "/logistics/create-api",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateApiAccountRequest, response: { 201: ZEnvelope(ZApiAccount) } },
    },
    async (req, reply) =>
      ok(reply, await accounts.createApiAccount(db, box, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/logistics/update-api",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateApiAccountRequest, response: { 200: ZEnvelope(ZApiAccount) } },
    },
    async (req, reply) =>
      ok(reply, await accounts.updateApiAccount(db, box, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/logistics/delete-api",
    { config: { access: owner }, schema: { tags, body: ZApiAccountIdBody, response: { 200: nothing } } },
    async (req, reply) =>
      ok(
        reply,
        await accounts.deleteApiAccount(db, scopeOf(req, db), req.body.api_account_id),
        200,
        "deleted",
      ),
  );

  // ---------------------------------------------------------------- track URLs (one path, four methods)
  app.get(
    "/logistics/query-url",
    {
      config: { access: staff },
      schema: { tags, querystring: ZTrackUrlListQuery, response: { 200: ZEnvelope(ZPage(ZTrackUrl)) } },
    },
    async (req, reply) => ok(reply, await trackUrls.listTrackUrls(db, scopeOf(req, db), req.query)),
  );
  app.post(
    "/logistics/query-url",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateTrackUrlRequest, response: { 201: ZEnvelope(ZTrackUrl) } },
    },
    async (req, reply) => ok(reply, await trackUrls.createTrackUrl(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/logistics/query-url",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateTrackUrlRequest, response: { 200: ZEnvelope(ZTrackUrl) } },
    },
    async (req, reply) =>
      ok(reply, await trackUrls.updateTrackUrl(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/logistics/query-url",
    { config: { access: owner }, schema: { tags, body: ZTrackUrlIdBody, response: { 200: nothing } } },
    async (req, reply) =>
      ok(reply, await trackUrls.deleteTrackUrl(db, scopeOf(req, db), req.body.id), 200, "deleted"),
  );
};
