import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZCreatePackagingMaterialRequest,
  ZPackagingMaterial,
  ZPackagingMaterialIdBody,
  ZPackagingMaterialListQuery,
  ZUpdatePackagingMaterialRequest,
} from "./packaging.ts";

/** Packaging materials, on the warehousing settings screen (paths under warehouse/, as before the split). */
const tag = "warehousing settings";
/** Operators work the floor: they read the settings; only the provider (My account) changes them. */
const staff = ["provider", "operator"] as const;
const owner = ["provider"] as const;

export const packagingEndpoints = {
  list: endpoint({
    method: "GET",
    path: "warehouse/query-packaging-materials",
    summary: "List packaging materials",
    tag,
    access: staff,
    input: ZPackagingMaterialListQuery,
    output: ZPage(ZPackagingMaterial),
  }),
  create: endpoint({
    method: "POST",
    path: "warehouse/create-packaging-material",
    summary: "Create a packaging material",
    tag,
    access: owner,
    input: ZCreatePackagingMaterialRequest,
    output: ZPackagingMaterial,
    success: "created",
  }),
  update: endpoint({
    method: "PUT",
    path: "warehouse/update-packaging-material",
    summary: "Change a packaging material",
    tag,
    access: owner,
    input: ZUpdatePackagingMaterialRequest,
    output: ZPackagingMaterial,
    message: "saved",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "warehouse/delete-packaging-material",
    summary: "Delete a packaging material no channel names",
    tag,
    access: owner,
    input: ZPackagingMaterialIdBody,
    output: z.null(),
    message: "deleted",
  }),
};
