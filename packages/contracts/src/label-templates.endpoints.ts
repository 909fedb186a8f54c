import { z } from "zod";
import { endpointGroup } from "./endpoint.ts";
import {
  ZCreateLabelTemplateRequest,
  ZLabelTemplate,
  ZLabelTemplateIdBody,
  ZLabelTemplateListQuery,
  ZUpdateLabelTemplateRequest,
} from "./label-templates.ts";

/** Product label templates, on the warehousing settings screen (paths under customer-settings/). */
const api = endpointGroup({ tag: "warehousing settings", access: ["provider"] });

export const labelTemplatesEndpoints = {
  list: api.get("customer-settings/print-label-info-list", ZLabelTemplateListQuery, z.array(ZLabelTemplate), {
    summary: "List product label templates", // Drop shippers print their products' labels with their provider's templates.
    access: "signedIn",
  }),
  create: api.post("customer-settings/create-print-label-info", ZCreateLabelTemplateRequest, ZLabelTemplate, {
    summary: "Create a product label template",
    success: "created",
  }),
  update: api.put("customer-settings/update-print-label-info", ZUpdateLabelTemplateRequest, ZLabelTemplate, {
    summary: "Change a product label template",
    message: "saved",
  }),
  remove: api.delete("customer-settings/delete-print-label-info", ZLabelTemplateIdBody, z.null(), {
    summary: "Delete a product label template",
    message: "deleted",
  }),
};
