import {
  ZCreateAddProviderRequest,
  ZCustomerLink,
  ZEnvelope,
  ZPage,
  ZProvider,
  ZProviderDetailQuery,
  ZProviderListQuery,
} from "@wms/contracts";
import { z } from "zod";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { listAllProviders } from "./tenancy.repository.ts";
import * as tenancy from "./tenancy.service.ts";

const tags = ["providers"];

export const tenancyRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  // Public: the sign-up form's supplier choice lists providers before anyone is signed in.
  app.get(
    "/query-provider/all",
    { config: { access: "public" }, schema: { tags, response: { 200: ZEnvelope(z.array(ZProvider)) } } },
    async (_req, reply) => ok(reply, await listAllProviders(db)),
  );

  app.get(
    "/query-provider/detail",
    {
      config: { access: "signedIn" },
      schema: { tags, querystring: ZProviderDetailQuery, response: { 200: ZEnvelope(ZProvider) } },
    },
    async (req, reply) =>
      ok(reply, await tenancy.providerDetail(db, scopeOf(req, db), req.query.provider_uuid)),
  );

  app.get(
    "/query-provider/list",
    {
      config: { access: "signedIn" },
      schema: { tags, querystring: ZProviderListQuery, response: { 200: ZEnvelope(ZPage(ZCustomerLink)) } },
    },
    async (req, reply) => ok(reply, await tenancy.linkedProviders(db, scopeOf(req, db), req.query)),
  );

  app.post(
    "/create-add-provider",
    {
      config: { access: ["dropShipper"] },
      schema: { tags, body: ZCreateAddProviderRequest, response: { 201: ZEnvelope(ZCustomerLink) } },
    },
    async (req, reply) =>
      ok(reply, await tenancy.addProvider(db, scopeOf(req, db), req.body.provider_uuid), 1000),
  );
};
