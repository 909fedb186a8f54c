import {
  ZCreatePackagingMaterialRequest,
  ZEnvelope,
  ZPackagingMaterial,
  ZPackagingMaterialIdBody,
  ZPackagingMaterialListQuery,
  ZPage,
  ZUpdatePackagingMaterialRequest,
} from "@wms/contracts";
import { z } from "zod";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import * as svc from "./packaging.service.ts";

/** Packaging materials, on the warehousing settings screen (paths under warehouse/, as before the split). */
const tags = ["warehousing settings"];
/** Operators work the floor: they read the settings; only the provider (My account) changes them. */
const staff = ["provider", "operator"] as const;
const owner = ["provider"] as const;
const nothing = ZEnvelope(z.null());

export const packagingRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/warehouse/query-packaging-materials",
    {
      config: { access: staff },
      schema: {
        tags,
        querystring: ZPackagingMaterialListQuery,
        response: { 200: ZEnvelope(ZPage(ZPackagingMaterial)) },
      },
    },
    async (req, reply) => ok(reply, await svc.listPackagingMaterials(db, scopeOf(req, db), req.query)),
  );
  app.post(
    "/warehouse/create-packaging-material",
    {
      config: { access: owner },
      schema: {
        tags,
        body: ZCreatePackagingMaterialRequest,
        response: { 201: ZEnvelope(ZPackagingMaterial) },
      },
    },
    async (req, reply) => ok(reply, await svc.createPackagingMaterial(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/warehouse/update-packaging-material",
    {
      config: { access: owner },
      schema: {
        tags,
        body: ZUpdatePackagingMaterialRequest,
        response: { 200: ZEnvelope(ZPackagingMaterial) },
      },
    },
    async (req, reply) =>
      ok(reply, await svc.updatePackagingMaterial(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/warehouse/delete-packaging-material",
    {
      config: { access: owner },
      schema: { tags, body: ZPackagingMaterialIdBody, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(
        reply,
        await svc.deletePackagingMaterial(db, scopeOf(req, db), req.body.packaging_material_id),
        200,
        "deleted",
      ),
  );
};
