import { z } from "zod";
import { endpoint } from "./endpoint.ts";
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

const tag = "storage";
/** /p/warehousing-definition (provider and operator) and /ds/warehousing (drop shipper). */
const everyone = ["provider", "operator", "dropShipper"] as const;

export const storageEndpoints = {
  save: endpoint({
    method: "POST",
    path: "storage/add-storage",
    summary: "Replace the warehouses a customer stores in with a provider",
    tag,
    access: everyone,
    input: ZAddStorageRequest,
    output: z.array(ZStorage),
    message: "storage.saved",
  }),
  list: endpoint({
    method: "GET",
    path: "storage/query-storage",
    summary: "List the selected storage warehouses",
    tag,
    access: everyone,
    input: ZStorageQuery,
    output: ZPage(ZStorage),
  }),
  definitions: endpoint({
    method: "GET",
    path: "storage/query-storage-definition",
    summary: "List the warehouses that may be chosen for storage",
    tag,
    access: everyone,
    input: ZStorageDefinitionQuery,
    output: z.array(ZStorageDefinition),
  }),
  relatedProducts: endpoint({
    method: "GET",
    path: "storage-m/get-related-products",
    summary: "List the products stored in the selected warehouses",
    tag,
    access: everyone,
    input: ZRelatedProductsQuery,
    output: ZPage(ZRelatedProduct),
  }),
};
