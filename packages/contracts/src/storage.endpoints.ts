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
  save: api.post("storage/add-storage", ZAddStorageRequest, z.array(ZStorage), {
    summary: "Replace the warehouses a customer stores in with a provider",
    message: "storage.saved",
  }),
  list: api.get("storage/query-storage", ZStorageQuery, ZPage(ZStorage), {
    summary: "List the selected storage warehouses",
  }),
  definitions: api.get(
    "storage/query-storage-definition",
    ZStorageDefinitionQuery,
    z.array(ZStorageDefinition),
    { summary: "List the warehouses that may be chosen for storage" },
  ),
  relatedProducts: api.get("storage-m/get-related-products", ZRelatedProductsQuery, ZPage(ZRelatedProduct), {
    summary: "List the products stored in the selected warehouses",
  }),
};
