import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZCreateProductRequest,
  ZDeleteProductsRequest,
  ZDeleteProductsResponse,
  ZImportProductsQuery,
  ZImportProductsResponse,
  ZPrintLabelQuery,
  ZProduct,
  ZProductDetailQuery,
  ZProductListQuery,
  ZProductRef,
  ZTemplateQuery,
  ZUpdateProductRequest,
  ZUploadImageQuery,
  ZUploadImageResponse,
} from "./products.ts";

const api = endpointGroup({ tag: "products", access: ["provider", "operator", "dropShipper"] });

export const productsEndpoints = {
  list: api.get("product/query-product", {
    summary: "List products",
    input: ZProductListQuery,
    output: ZPage(ZProduct),
  }),
  detail: api.get("product/query-specific", {
    summary: "Read one product with its variants",
    input: ZProductDetailQuery,
    output: ZProduct,
  }),
  create: api.post("product/create-product", {
    summary: "Create a product",
    input: ZCreateProductRequest,
    output: ZProduct,
    success: "created",
  }),
  update: api.put("product/update-product", {
    summary: "Change a product and its variants",
    input: ZUpdateProductRequest,
    output: ZProduct,
    message: "saved",
  }),
  copy: api.post("product/copy-product", {
    summary: "Copy a product",
    input: ZProductRef,
    output: ZProduct,
    success: "created",
    message: "product.copied",
  }),
  /** A bulk action: 200 all deleted, 3000 some refused (errors listed), 4009 none deleted. */
  remove: api.delete("product/delete-product", {
    summary: "Delete products",
    input: ZDeleteProductsRequest,
    output: ZDeleteProductsResponse,
    message: "deleted",
  }),
  uploadImage: api.post("product/upload-image", {
    summary: "Upload a product image",
    upload: true,
    input: ZUploadImageQuery,
    output: ZUploadImageResponse,
    message: "product.imageSaved",
  }),
  image: api.get("files/products/:name", {
    summary: "Read a stored product image",
    access: "public",
    output: { file: "image/*" },
  }),
  printLabels: api.get("product/product-print-label", {
    summary: "Print product labels (PDF)",
    input: ZPrintLabelQuery,
    output: { file: "application/pdf" },
  }),
  /** Import templates of every registered type (products today); the header row is in the caller's language. */
  template: api.get("get-template-files", {
    summary: "Download an import template (xlsx)",
    access: "signedIn",
    input: ZTemplateQuery,
    output: { file: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  }),
  /** All or nothing: 200 imported, 3000 with the refused rows listed (nothing written). */
  import: api.post("product/import-product", {
    summary: "Import products from a spreadsheet",
    upload: true,
    input: ZImportProductsQuery,
    output: ZImportProductsResponse,
  }),
};
