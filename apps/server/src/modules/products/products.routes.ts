import fs from "node:fs";
import {
  Code,
  limits,
  ZCreateProductRequest,
  ZDeleteProductsRequest,
  ZDeleteProductsResponse,
  ZEnvelope,
  ZImportProductsQuery,
  ZImportProductsResponse,
  ZPage,
  ZPrintLabelQuery,
  ZProduct,
  ZProductDetailQuery,
  ZProductListQuery,
  ZProductRef,
  ZTemplateQuery,
  ZUpdateProductRequest,
  ZUploadImageQuery,
  ZUploadImageResponse,
} from "@wms/contracts";
import { z } from "zod";
import { templateOf, writeTemplate } from "../../kernel/documents/spreadsheets.ts";
import { notFound } from "../../kernel/errors.ts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { bulkAnswer, ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { uploadDisposition } from "../../kernel/http/security-headers.ts";
import { readUpload } from "../../kernel/http/uploads.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { imageContentType, imageTypeOf } from "../../kernel/services/files.ts";
import { trackImport } from "../missions/index.ts";
import { copyProduct } from "./products.copy.ts";
import { importProducts, importTarget } from "./products.import.ts";
import { labelTemplatesRoutes } from "./products.labels.routes.ts";
import { printLabels } from "./products.print.ts";
import * as products from "./products.service.ts";

const tags = ["products"];
const everyone = ["provider", "operator", "dropShipper"] as const;

export const productsRoutes: TModuleRoutes = async (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/product/query-product",
    {
      config: { access: everyone },
      schema: { tags, querystring: ZProductListQuery, response: { 200: ZEnvelope(ZPage(ZProduct)) } },
    },
    async (req, reply) => ok(reply, await products.listProducts(db, scopeOf(req, db), req.query)),
  );

  app.get(
    "/product/query-specific",
    {
      config: { access: everyone },
      schema: { tags, querystring: ZProductDetailQuery, response: { 200: ZEnvelope(ZProduct) } },
    },
    async (req, reply) =>
      ok(
        reply,
        await products.getProduct(db, scopeOf(req, db), req.query.provider_uuid, req.query.product_uuid),
      ),
  );

  app.post(
    "/product/create-product",
    {
      config: { access: everyone },
      schema: { tags, body: ZCreateProductRequest, response: { 201: ZEnvelope(ZProduct) } },
    },
    async (req, reply) =>
      ok(reply, await products.createProduct(db, scopeOf(req, db), req.body), Code.created),
  );

  app.put(
    "/product/update-product",
    {
      config: { access: everyone },
      schema: { tags, body: ZUpdateProductRequest, response: { 200: ZEnvelope(ZProduct) } },
    },
    async (req, reply) =>
      ok(reply, await products.updateProduct(db, scopeOf(req, db), req.body), Code.ok, "saved"),
  );

  app.post(
    "/product/copy-product",
    {
      config: { access: everyone },
      schema: { tags, body: ZProductRef, response: { 201: ZEnvelope(ZProduct) } },
    },
    async (req, reply) =>
      ok(
        reply,
        await copyProduct(db, scopeOf(req, db), req.body, languageOf(req)),
        Code.created,
        "product.copied",
      ),
  );

  app.delete(
    "/product/delete-product",
    {
      config: { access: everyone },
      schema: { tags, body: ZDeleteProductsRequest, response: { 200: ZEnvelope(ZDeleteProductsResponse) } },
    },
    async (req, reply) => {
      const result = await products.deleteProducts(db, scopeOf(req, db), req.body);
      const [firstError] = result.errors;
      const firstFailure = firstError && { code: Code.conflict, message: firstError.message };
      return bulkAnswer(reply, result, { doneCount: result.deleted.length, firstFailure }, "deleted");
    },
  );

  app.post(
    "/product/upload-image",
    {
      config: { access: everyone },
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        querystring: ZUploadImageQuery,
        response: { 200: ZEnvelope(ZUploadImageResponse) },
      },
    },
    async (req, reply) => {
      const scope = scopeOf(req, db);
      const { bytes } = await readUpload(req, limits.imageBytes, "file.imageSize");
      return ok(
        reply,
        await products.uploadImage(ctx, scope, req.query, bytes),
        Code.ok,
        "product.imageSaved",
      );
    },
  );

  app.get(
    "/files/products/:name",
    {
      config: { access: "public" },
      schema: { tags, params: z.object({ name: z.string().max(100, "field.tooLong") }) },
    },
    async (req, reply) => {
      const file = ctx.files.pathOf("products", req.params.name);
      if (!file || !fs.existsSync(file)) throw notFound();
      const head = Buffer.alloc(4);
      const fd = fs.openSync(file, "r");
      fs.readSync(fd, head, 0, 4, 0);
      fs.closeSync(fd);
      const type = imageTypeOf(head);
      if (!type) throw notFound();
      return reply
        .header("content-type", imageContentType[type])
        .header("content-disposition", uploadDisposition(imageContentType[type], req.params.name))
        .header("cache-control", "public, max-age=86400, immutable")
        .header("x-content-type-options", "nosniff")
        .send(fs.createReadStream(file));
    },
  );

  app.get(
    "/product/product-print-label",
    { config: { access: everyone }, schema: { tags, querystring: ZPrintLabelQuery } },
    async (req, reply) => {
      const pdf = await printLabels(db, scopeOf(req, db), req.query);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", 'inline; filename="product-labels.pdf"')
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  // Import templates of every registered type (products today); the header row is in the caller's language.
  app.get(
    "/get-template-files",
    { config: { access: "signedIn" }, schema: { tags, querystring: ZTemplateQuery } },
    async (req, reply) => {
      const definition = templateOf(req.query.type);
      if (!definition) throw notFound();
      const lang = languageOf(req);
      const xlsx = await writeTemplate(definition, lang);
      return reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", `attachment; filename="${definition.type}-template-${lang}.xlsx"`)
        .header("cache-control", "private, no-store")
        .send(xlsx);
    },
  );

  app.post(
    "/product/import-product",
    {
      config: { access: everyone },
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        querystring: ZImportProductsQuery,
        response: { 200: ZEnvelope(ZImportProductsResponse) },
      },
    },
    async (req, reply) => {
      const scope = scopeOf(req, db);
      const lang = languageOf(req);
      // Who the products will belong to is settled before the upload is read.
      const owner = await importTarget(db, scope, req.query);
      const file = await readUpload(req, limits.spreadsheetBytes, "spreadsheet.size");
      // All or nothing: with any refused row nothing was written (created_* are 0). The tasks center
      // records the outcome too, for a client whose connection was cut.
      const result = await trackImport(
        db,
        scope,
        "products",
        { providerId: owner.providerId, filename: file.filename, lang },
        () => importProducts(db, scope, req.query, file),
      );
      if (result.errors.length) return ok(reply, result, Code.partial, "product.importPartial");
      return ok(reply, result, Code.ok, "product.imported");
    },
  );

  // The label templates the product label print offers (warehousing settings).
  await labelTemplatesRoutes(root, ctx);
};
