import { productsEndpoints as api, Code, limits, ZProductImageParams } from "@wms/contracts";
import { templateOf, writeTemplate } from "../../kernel/documents/spreadsheets.ts";
import { notFound } from "../../kernel/errors.ts";
import { bulkAnswer, ok } from "../../kernel/http/envelope.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { readSpreadsheetUpload, readUpload, sendStoredImage } from "../../kernel/http/uploads.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { trackImport } from "../missions/index.ts";
import { copyProduct } from "./products.copy.ts";
import { importProducts, importTarget } from "./products.import.ts";
import { labelTemplatesRoutes } from "./products.labels.routes.ts";
import { printLabels } from "./products.print.ts";
import * as products from "./products.service.ts";

export const productsRoutes = defineRoutes(async (route, ctx, app) => {
  const { db } = ctx;

  route(api.list, ({ scope, input }) => products.listProducts(db, scope, input));
  route(api.detail, ({ scope, input }) =>
    products.getProduct(db, scope, input.provider_uuid, input.product_uuid),
  );
  route(api.create, ({ scope, input }) => products.createProduct(db, scope, input));
  route(api.update, ({ scope, input }) => products.updateProduct(db, scope, input));
  route(api.copy, ({ scope, input, req }) => copyProduct(db, scope, input, languageOf(req)));
  route(api.remove, async ({ scope, input, reply }) => {
    const result = await products.deleteProducts(db, scope, input);
    const [firstError] = result.errors;
    const firstFailure = firstError && { code: Code.conflict, message: firstError.message };
    return bulkAnswer(reply, result, { doneCount: result.deleted.length, firstFailure }, "deleted");
  });

  route(api.uploadImage, async ({ scope, input, req }) => {
    const { bytes } = await readUpload(req, limits.imageBytes, "file.imageSize");
    return products.uploadImage(ctx, scope, input, bytes);
  });

  route(api.image, ({ params, reply }) => sendStoredImage(reply, ctx.files, "products", params.name), {
    params: ZProductImageParams,
  });

  route(api.printLabels, async ({ scope, input, reply }) => {
    const pdf = await printLabels(db, scope, input);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", 'inline; filename="product-labels.pdf"')
      .header("cache-control", "private, no-store")
      .send(pdf);
  });

  // Import templates of every registered type (products today); the header row is in the caller's language.
  route(api.template, async ({ input, req, reply }) => {
    const definition = templateOf(input.type);
    if (!definition) throw notFound();
    const lang = languageOf(req);
    const xlsx = await writeTemplate(definition, lang);
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("content-disposition", `attachment; filename="${definition.type}-template-${lang}.xlsx"`)
      .header("cache-control", "private, no-store")
      .send(xlsx);
  });

  route(api.import, async ({ scope, input, req, reply }) => {
    const lang = languageOf(req);
    // Who the products will belong to is settled before the upload is read.
    const owner = await importTarget(db, scope, input);
    const file = await readSpreadsheetUpload(req);
    // All or nothing: with any refused row nothing was written (created_* are 0). The tasks center
    // records the outcome too, for a client whose connection was cut.
    const result = await trackImport(
      db,
      scope,
      "products",
      { providerId: owner.providerId, filename: file.filename, lang },
      () => importProducts(db, scope, owner, file),
    );
    if (result.errors.length) return ok(reply, result, Code.partial, "product.importPartial");
    return ok(reply, result, Code.ok, "product.imported");
  });

  // The label templates the product label print offers (warehousing settings).
  await labelTemplatesRoutes(app, ctx);
});
