import {
  ZContactInfo,
  ZEnvelope,
  ZPreferencesQuery,
  ZPreferencesResponse,
  ZSavePreferencesRequest,
} from "@wms/contracts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import * as settings from "./settings.service.ts";

const tags = ["settings"];

export const settingsRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/customer-settings/global-user-settings",
    {
      config: { access: "signedIn" },
      schema: { tags, querystring: ZPreferencesQuery, response: { 200: ZEnvelope(ZPreferencesResponse) } },
    },
    async (req, reply) =>
      ok(reply, await settings.getPreferences(db, scopeOf(req, db), req.query.provider_uuid)),
  );

  app.post(
    "/customer-settings/global-user-settings",
    {
      config: { access: "signedIn" },
      schema: { tags, body: ZSavePreferencesRequest, response: { 200: ZEnvelope(ZPreferencesResponse) } },
    },
    async (req, reply) =>
      ok(reply, await settings.savePreferences(db, scopeOf(req, db), req.body), 200, "saved"),
  );

  app.get(
    "/customer-settings/contact_info",
    { config: { access: "signedIn" }, schema: { tags, response: { 200: ZEnvelope(ZContactInfo) } } },
    async (req, reply) => ok(reply, await settings.getContactInfo(db, scopeOf(req, db))),
  );

  app.post(
    "/customer-settings/contact_info",
    {
      config: { access: "signedIn" },
      schema: { tags, body: ZContactInfo, response: { 200: ZEnvelope(ZContactInfo) } },
    },
    async (req, reply) =>
      ok(reply, await settings.updateContactInfo(db, scopeOf(req, db), req.body), 200, "saved"),
  );
};
