import { labelTemplatesEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import * as svc from "./products.labels.ts";

/**
 * Product label templates, on the warehousing settings screen (paths under customer-settings/, as before
 * they moved here); registered by products.routes.ts.
 */
export const labelTemplatesRoutes = defineRoutes((route, { db }) => {
  route(api.list, ({ scope, input }) => svc.listLabelTemplates(db, scope, input.provider_uuid));
  route(api.create, ({ scope, input }) => svc.createLabelTemplate(db, scope, input));
  route(api.update, ({ scope, input }) => svc.updateLabelTemplate(db, scope, input));
  route(api.remove, ({ scope, input }) => svc.deleteLabelTemplate(db, scope, input.label_template_id));
});
