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
  list: api.get("customer-settings/print-label-info-list", {
    summary: "List product label templates",
    // Drop shippers print their products' labels with their provider's templates.
    access: "signedIn",
    input: ZLabelTemplateListQuery,
    output: z.array(ZLabelTemplate),
  }),
  create: api.post("customer-settings/create-print-label-info", {
    summary: "Create a product label template",
    input: ZCreateLabelTemplateRequest,
    output: ZLabelTemplate,
    success: "created",
  }),
  update: api.put("customer-settings/update-print-label-info", {
    summary: "Change a product label template",
    input: ZUpdateLabelTemplateRequest,
    output: ZLabelTemplate,
    message: "saved",
  }),
  remove: api.delete("customer-settings/delete-print-label-info", {
    summary: "Delete a product label template",
    input: ZLabelTemplateIdBody,
    output: z.null(),
    message: "deleted",
  }),
};
