import {
  ZAddStorageRequest,
  ZEnvelope,
  ZPage,
  ZRelatedProduct,
  ZRelatedProductsQuery,
  ZStorage,
  ZStorageDefinition,
  ZStorageDefinitionQuery,
  ZStorageQuery,
} from "@wms/contracts";
import { z } from "zod";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import * as storage from "./storage.service.ts";

const tags = ["storage"];
/** /p/warehousing-definition (provider and operator) and /ds/warehousing (drop shipper). */
const everyone = ["provider", "operator", "dropShipper"] as const;

export const storageRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.post(
    "/storage/add-storage",
    {
      config: { access: everyone },
      schema: { tags, body: ZAddStorageRequest, response: { 200: ZEnvelope(z.array(ZStorage)) } },
    },
    async (req, reply) =>
      ok(reply, await storage.addStorage(db, scopeOf(req, db), req.body), 200, "storage.saved"),
  );

  app.get(
    "/storage/query-storage",
    {
      config: { access: everyone },
      schema: { tags, querystring: ZStorageQuery, response: { 200: ZEnvelope(ZPage(ZStorage)) } },
    },
    async (req, reply) => ok(reply, await storage.queryStorage(db, scopeOf(req, db), req.query)),
  );

  app.get(
    "/storage/query-storage-definition",
    {
      config: { access: everyone },
      schema: {
        tags,
        querystring: ZStorageDefinitionQuery,
        response: { 200: ZEnvelope(z.array(ZStorageDefinition)) },
      },
    },
    async (req, reply) =>
      ok(reply, await storage.queryStorageDefinition(db, scopeOf(req, db), req.query.provider_uuid)),
  );

  app.get(
    "/storage-m/get-related-products",
    {
      config: { access: everyone },
      schema: {
        tags,
        querystring: ZRelatedProductsQuery,
        response: { 200: ZEnvelope(ZPage(ZRelatedProduct)) },
      },
    },
    async (req, reply) => ok(reply, await storage.relatedProducts(db, scopeOf(req, db), req.query)),
  );
};
