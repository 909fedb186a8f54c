import {
  ZCreateLabelTemplateRequest,
  ZEnvelope,
  ZLabelTemplate,
  ZLabelTemplateIdBody,
  ZLabelTemplateListQuery,
  ZUpdateLabelTemplateRequest,
} from "@wms/contracts";
import { z } from "zod";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import * as svc from "./products.labels.ts";

/**
 * Product label templates, on the warehousing settings screen (paths under customer-settings/, as before
 * they moved here); registered by products.routes.ts.
 */
const tags = ["warehousing settings"];
const owner = ["provider"] as const;
const nothing = ZEnvelope(z.null());

export const labelTemplatesRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/customer-settings/print-label-info-list",
    {
      // Drop shippers print their products' labels with their provider's templates.
      config: { access: "signedIn" },
      schema: {
        tags,
        querystring: ZLabelTemplateListQuery,
        response: { 200: ZEnvelope(z.array(ZLabelTemplate)) },
      },
    },
    async (req, reply) =>
      ok(reply, await svc.listLabelTemplates(db, scopeOf(req, db), req.query.provider_uuid)),
  );
  app.post(
    "/customer-settings/create-print-label-info",
    {
      config: { access: owner },
      schema: { tags, body: ZCreateLabelTemplateRequest, response: { 201: ZEnvelope(ZLabelTemplate) } },
    },
    async (req, reply) => ok(reply, await svc.createLabelTemplate(db, scopeOf(req, db), req.body), 1000),
  );
  app.put(
    "/customer-settings/update-print-label-info",
    {
      config: { access: owner },
      schema: { tags, body: ZUpdateLabelTemplateRequest, response: { 200: ZEnvelope(ZLabelTemplate) } },
    },
    async (req, reply) =>
      ok(reply, await svc.updateLabelTemplate(db, scopeOf(req, db), req.body), 200, "saved"),
  );
  app.delete(
    "/customer-settings/delete-print-label-info",
    {
      config: { access: owner },
      schema: { tags, body: ZLabelTemplateIdBody, response: { 200: nothing } },
    },
    async (req, reply) =>
      ok(
        reply,
        await svc.deleteLabelTemplate(db, scopeOf(req, db), req.body.label_template_id),
        200,
        "deleted",
      ),
  );
};
