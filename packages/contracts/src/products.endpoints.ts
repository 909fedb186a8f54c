import { Code } from "./codes.ts";
import { endpointGroup, fileAnswer } from "./endpoint.ts";
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
  list: api.get("product/query-product", ZProductListQuery, ZPage(ZProduct), { summary: "List products" }),
  detail: api.get("product/query-specific", ZProductDetailQuery, ZProduct, {
    summary: "Read one product with its variants",
  }),
  create: api.post("product/create-product", ZCreateProductRequest, ZProduct, {
    summary: "Create a product",
    success: "created",
  }),
  update: api.put("product/update-product", ZUpdateProductRequest, ZProduct, {
    summary: "Change a product and its variants",
    message: "saved",
  }),
  copy: api.post("product/copy-product", ZProductRef, ZProduct, {
    summary: "Copy a product",
    success: "created",
    message: "product.copied",
  }),
  /** A bulk action: 200 all deleted, 3000 some refused (errors listed), 4009 none deleted. */
  remove: api.delete("product/delete-product", ZDeleteProductsRequest, ZDeleteProductsResponse, {
    summary: "Delete products",
    message: "deleted",
  }),
  uploadImage: api.post("product/upload-image", ZUploadImageQuery, ZUploadImageResponse, {
    summary: "Upload a product image",
    upload: true,
    errors: [Code.storageFailed],
    message: "product.imageSaved",
  }),
  image: api.get("files/products/:name", null, fileAnswer.image, {
    summary: "Read a stored product image",
    access: "public",
  }),
  printLabels: api.get("product/product-print-label", ZPrintLabelQuery, fileAnswer.pdf, {
    summary: "Print product labels (PDF)",
  }),
  /** Import templates of every registered type (products today); the header row is in the caller's language. */
  template: api.get("get-template-files", ZTemplateQuery, fileAnswer.xlsx, {
    summary: "Download an import template (xlsx)",
    access: "signedIn",
  }),
  /** All or nothing: 200 imported, 3000 with the refused rows listed (nothing written). */
  import: api.post("product/import-product", ZImportProductsQuery, ZImportProductsResponse, {
    summary: "Import products from a spreadsheet",
    upload: true,
  }),
};
