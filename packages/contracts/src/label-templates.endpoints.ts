import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import {
  ZCreateLabelTemplateRequest,
  ZLabelTemplate,
  ZLabelTemplateIdBody,
  ZLabelTemplateListQuery,
  ZUpdateLabelTemplateRequest,
} from "./label-templates.ts";

/** Product label templates, on the warehousing settings screen (paths under customer-settings/). */
const tag = "warehousing settings";
const owner = ["provider"] as const;

export const labelTemplatesEndpoints = {
  list: endpoint({
    method: "GET",
    path: "customer-settings/print-label-info-list",
    summary: "List product label templates",
    tag,
    // Drop shippers print their products' labels with their provider's templates.
    access: "signedIn",
    input: ZLabelTemplateListQuery,
    output: z.array(ZLabelTemplate),
  }),
  create: endpoint({
    method: "POST",
    path: "customer-settings/create-print-label-info",
    summary: "Create a product label template",
    tag,
    access: owner,
    input: ZCreateLabelTemplateRequest,
    output: ZLabelTemplate,
    success: "created",
  }),
  update: endpoint({
    method: "PUT",
    path: "customer-settings/update-print-label-info",
    summary: "Change a product label template",
    tag,
    access: owner,
    input: ZUpdateLabelTemplateRequest,
    output: ZLabelTemplate,
    message: "saved",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "customer-settings/delete-print-label-info",
    summary: "Delete a product label template",
    tag,
    access: owner,
    input: ZLabelTemplateIdBody,
    output: z.null(),
    message: "deleted",
  }),
};
