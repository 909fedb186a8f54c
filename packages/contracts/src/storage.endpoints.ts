import { z } from "zod";
import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZAddStorageRequest,
  ZRelatedProduct,
  ZRelatedProductsQuery,
  ZStorage,
  ZStorageDefinition,
  ZStorageDefinitionQuery,
  ZStorageQuery,
} from "./storage.ts";

/** /p/warehousing-definition (provider and operator) and /ds/warehousing (drop shipper). */
const api = endpointGroup({ tag: "storage", access: ["provider", "operator", "dropShipper"] });

export const storageEndpoints = {
  save: api.post("storage/add-storage", {
    summary: "Replace the warehouses a customer stores in with a provider",
    input: ZAddStorageRequest,
    output: z.array(ZStorage),
    message: "storage.saved",
  }),
  list: api.get("storage/query-storage", {
    summary: "List the selected storage warehouses",
    input: ZStorageQuery,
    output: ZPage(ZStorage),
  }),
  definitions: api.get("storage/query-storage-definition", {
    summary: "List the warehouses that may be chosen for storage",
    input: ZStorageDefinitionQuery,
    output: z.array(ZStorageDefinition),
  }),
  relatedProducts: api.get("storage-m/get-related-products", {
    summary: "List the products stored in the selected warehouses",
    input: ZRelatedProductsQuery,
    output: ZPage(ZRelatedProduct),
  }),
};
