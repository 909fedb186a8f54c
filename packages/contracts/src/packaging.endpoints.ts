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
  list: api.get(
    "warehouse/query-packaging-materials",
    ZPackagingMaterialListQuery,
    ZPage(ZPackagingMaterial),
    { summary: "List packaging materials", access: staff },
  ),
  create: api.post(
    "warehouse/create-packaging-material",
    ZCreatePackagingMaterialRequest,
    ZPackagingMaterial,
    { summary: "Create a packaging material", success: "created" },
  ),
  update: api.put(
    "warehouse/update-packaging-material",
    ZUpdatePackagingMaterialRequest,
    ZPackagingMaterial,
    { summary: "Change a packaging material", message: "saved" },
  ),
  remove: api.delete("warehouse/delete-packaging-material", ZPackagingMaterialIdBody, z.null(), {
    summary: "Delete a packaging material no channel names",
    message: "deleted",
  }),
};
