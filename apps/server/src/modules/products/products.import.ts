import { randomUUID } from "node:crypto";
import { productLimits, type TImportProductsResponse } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { uniqueViolationOf } from "../../kernel/db/retry.ts";
import { inSlices } from "../../kernel/db/sql-helpers.ts";
import {
  importAllOrNothing,
  readGroupedSheet,
  type TGroupedSheet,
  type TRowRefusals,
  type TSheetGroup,
} from "../../kernel/documents/spreadsheets.ts";
import { type TTextParams, type TWithTexts, text } from "../../kernel/errors.ts";
import { recordAudit } from "../audit/index.ts";
import * as repo from "./products.repository.ts";
import { audit, ownerFor, type TOwner, variantValues } from "./products.service.ts";
import { parseImportRow, productSheet, type TImportRow } from "./products.sheet.ts";

type TGroup = TSheetGroup<TImportRow>;

/** Rows per multi-row INSERT (well under Postgres' 65,535 bind parameters). */
const productsPerInsert = 1000;
const variantsPerInsert = 500;

/** Whose products an import creates (checked before the upload is read). */
export function importTarget(
  db: Db,
  scope: AccessScope,
  q: { provider_uuid?: string; customer_id?: string },
) {
  return ownerFor(db, scope, q.provider_uuid, q.customer_id);
}

/**
 * Every check of the file on top of the rows' own format errors: SKU/barcode repeated in the file or
 * already used by the owner, siblings of an invalid row (same product code) and too many variants.
 * Read-only; run before the write and again to name the rows when the write was refused.
 */
async function checkRows(
  db: Db,
  owner: TOwner,
  sheet: TGroupedSheet<TImportRow>,
  refusals: TRowRefusals,
): Promise<TGroup[]> {
  const fail = (row: number, key: string, params: TTextParams = {}) =>
    refusals.refuse(row, text(key, params));

  // Codes repeated inside the file.
  const skuRow = new Map<string, number>();
  const barcodeRow = new Map<string, number>();
  for (const { row, value } of sheet.rows) {
    const { sku, barcode } = value.variant;
    const firstSku = skuRow.get(sku);
    if (firstSku !== undefined) fail(row, "product.skuInFile", { sku, row: firstSku });
    else skuRow.set(sku, row);
    if (barcode) {
      const firstBarcode = barcodeRow.get(barcode);
      if (firstBarcode !== undefined) fail(row, "product.barcodeInFile", { barcode, row: firstBarcode });
      else barcodeRow.set(barcode, row);
    }
  }
  // Codes the owner already uses.
  const skus = [...skuRow.keys()];
  const barcodes = [...barcodeRow.keys()];
  for (let i = 0; i < Math.max(skus.length, barcodes.length); i += 1000) {
    const taken = await repo.findTakenCodes(db, owner, {
      skus: skus.slice(i, i + 1000),
      barcodes: barcodes.slice(i, i + 1000),
    });
    for (const t of taken) {
      const bySku = skuRow.get(t.sku);
      if (bySku !== undefined) fail(bySku, "product.skuTaken");
      const byBarcode = t.barcode ? barcodeRow.get(t.barcode) : undefined;
      if (byBarcode !== undefined) fail(byBarcode, "product.barcodeTaken");
    }
  }

  // Rows into products (by product code); the rows of a product with an invalid row are reported with it.
  for (const group of sheet.groups) {
    const bad = [
      ...group.refusedRows,
      ...group.rows.filter((r) => refusals.has(r.row)).map((r) => r.row),
    ].sort((x, y) => x - y);
    if (bad.length) {
      for (const r of group.rows)
        if (!refusals.has(r.row)) fail(r.row, "product.groupInvalid", { rows: bad.join(", ") });
    } else if (group.rows.length > productLimits.variantsPerProduct) {
      for (const r of group.rows) fail(r.row, "product.variantCount");
    }
  }
  return sheet.groups;
}

/** All products and variants of the file in the caller's transaction: multi-row inserts, one audit row. */
async function writeAll(tx: Db, scope: AccessScope, owner: TOwner, groups: TGroup[]) {
  const productRows = groups.map((g) => {
    const first = g.rows[0]?.value as TImportRow;
    return {
      ...owner,
      id: randomUUID(),
      pid: first.pid,
      title: first.title,
      tags: first.tags,
      mainImageUrl: g.rows.find((r) => r.value.variant.main_image_url)?.value.variant.main_image_url ?? "",
      images: [],
    };
  });
  await inSlices(productRows, productsPerInsert, (slice) => repo.insertProducts(tx, slice));
  const variantRows = groups.flatMap((g, gi) =>
    g.rows.map((r, position) => ({
      ...owner,
      productId: productRows[gi]?.id as string,
      position,
      ...variantValues(r.value.variant),
    })),
  );
  await inSlices(variantRows, variantsPerInsert, (slice) => repo.insertVariants(tx, slice));
  await recordAudit(
    tx,
    audit(scope, owner.providerId, "import-products", owner.customerId, {
      products: productRows.length,
      variants: variantRows.length,
    }),
  );
  return { products: productRows.length, variants: variantRows.length };
}

/**
 * Spreadsheet import, all or nothing (`importAllOrNothing`). The checks: format, SKU/barcode repeated in
 * the file or already used, siblings of an invalid row. A write the database refuses with no row to name
 * (a SKU taken meanwhile) refuses every row with the constraint's reason. `created_variants` is the number
 * of rows applied. `owner` is `importTarget`'s answer, settled by the route before the upload is read.
 */
export async function importProducts(
  db: Db,
  scope: AccessScope,
  owner: TOwner,
  file: { bytes: Buffer; filename: string },
): Promise<TWithTexts<TImportProductsResponse>> {
  const sheet = await readGroupedSheet(file, productSheet, "pid", parseImportRow, {
    maxRows: productLimits.importRows,
  });
  const outcome = await importAllOrNothing(db, sheet, {
    check: (refusals) => checkRows(db, owner, sheet, refusals),
    write: (tx, groups) => writeAll(tx, scope, owner, groups),
    rolledBack: (error) => {
      const constraint = uniqueViolationOf(error);
      const reason = text(
        constraint === null
          ? "internal"
          : constraint.includes("barcode")
            ? "product.barcodeTaken"
            : "product.skuTaken",
      );
      return text("product.batchFailed", { reason });
    },
  });
  if ("refused" in outcome) return { created_products: 0, created_variants: 0, errors: outcome.refused };
  return {
    created_products: outcome.written.products,
    created_variants: outcome.written.variants,
    errors: [],
  };
}
