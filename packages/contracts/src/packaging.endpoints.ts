import { z } from "zod";
import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZCreatePackagingMaterialRequest,
  ZPackagingMaterial,
  ZPackagingMaterialIdBody,
  ZPackagingMaterialListQuery,
  ZUpdatePackagingMaterialRequest,
} from "./packaging.ts";

/** Operators work the floor: they read the settings; only the provider (My account) changes them. */
const staff = ["provider", "operator"] as const;
const owner = ["provider"] as const;

/** Packaging materials, on the warehousing settings screen (paths under warehouse/, as before the split). */
const api = endpointGroup({ tag: "warehousing settings", access: owner });

export const packagingEndpoints = {
  list: api.get("warehouse/query-packaging-materials", {
    summary: "List packaging materials",
    access: staff,
    input: ZPackagingMaterialListQuery,
    output: ZPage(ZPackagingMaterial),
  }),
  create: api.post("warehouse/create-packaging-material", {
    summary: "Create a packaging material",
    input: ZCreatePackagingMaterialRequest,
    output: ZPackagingMaterial,
    success: "created",
  }),
  update: api.put("warehouse/update-packaging-material", {
    summary: "Change a packaging material",
    input: ZUpdatePackagingMaterialRequest,
    output: ZPackagingMaterial,
    message: "saved",
  }),
  remove: api.delete("warehouse/delete-packaging-material", {
    summary: "Delete a packaging material no channel names",
    input: ZPackagingMaterialIdBody,
    output: z.null(),
    message: "deleted",
  }),
};
