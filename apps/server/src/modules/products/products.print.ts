import { type labelSizes, productLimits, type TPrintLabelQuery } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { hasCjkFont, renderLabels, type TLabel } from "../../kernel/documents/pdf-labels.ts";
import { badRequest, notFound } from "../../kernel/errors.ts";
import * as repo from "./products.repository.ts";
import { ownerScope } from "./products.service.ts";

const labelMm: Record<(typeof labelSizes)[number], { widthMm: number; heightMm: number }> = {
  "60x40": { widthMm: 60, heightMm: 40 },
  "50x30": { widthMm: 50, heightMm: 30 },
  "40x30": { widthMm: 40, heightMm: 30 },
  "70x50": { widthMm: 70, heightMm: 50 },
  "100x50": { widthMm: 100, heightMm: 50 },
  "100x100": { widthMm: 100, heightMm: 100 },
};

/**
 * Label PDF: for each product (in the order asked), each variant, `copies` pages. The barcode encodes the
 * barcode (or the SKU when asked, or when the variant has none). Without a CJK font on the machine the
 * Chinese name cannot be drawn: the English name is printed in its place.
 */
export async function printLabels(db: Db, scope: AccessScope, q: TPrintLabelQuery): Promise<Buffer> {
  const owner = await ownerScope(scope, q.provider_uuid);
  const ids = [...new Set(q.product_uuids)];
  const rows = await repo.findProducts(db, owner, ids);
  if (rows.length !== ids.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const variants = await repo.variantsOf(db, owner.providerId, ids);
  const chosen = q.variant_ids?.length ? new Set(q.variant_ids) : null;
  const ordered = ids.flatMap((id) =>
    variants.filter((v) => v.productId === id && (!chosen || chosen.has(v.id))),
  );
  if (ordered.length === 0) throw badRequest("product.noVariants");
  if (ordered.length * q.copies > productLimits.labelsPerCall) throw badRequest("product.labelLimit");

  const cjk = hasCjkFont();
  const fields = [...new Set(q.fields)];
  if (!cjk && fields.includes("name_cn") && !fields.includes("name_en")) {
    fields.splice(fields.indexOf("name_cn"), 1, "name_en");
  }
  const labels: TLabel[] = [];
  for (const v of ordered) {
    const code = q.barcode_source === "barcode" && v.barcode ? v.barcode : v.sku;
    const product = byId.get(v.productId);
    const lines: string[] = [];
    for (const f of fields) {
      const value = {
        sku: v.sku,
        barcode: v.barcode,
        name_en: v.nameEn,
        name_cn: cjk ? v.nameCn : "",
        size: v.size,
        colour: v.colour,
        price: v.price,
        origin: v.origin,
        owner_code: product?.ownerCode ?? "",
        made_in_china: "Made in China",
      }[f];
      // The code itself is printed under the bars already.
      if (value && value !== code) lines.push(value);
    }
    const label = { code, lines };
    for (let i = 0; i < q.copies; i++) labels.push(label);
  }
  const size =
    q.width_mm && q.height_mm ? { widthMm: q.width_mm, heightMm: q.height_mm } : labelMm[q.label_size];
  return renderLabels(labels, size);
}
