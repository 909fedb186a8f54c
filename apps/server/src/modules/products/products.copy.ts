import { randomUUID } from "node:crypto";
import type { TLanguage } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { notFound } from "../../kernel/errors.ts";
import { recordAudit } from "../audit/index.ts";
import * as repo from "./products.repository.ts";
import { audit, getProduct, guarded, ownerScope } from "./products.service.ts";

/** The first free "<sku>-COPY", "<sku>-COPY2", … of at most 64 characters. */
function copySku(sku: string, used: Set<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "-COPY" : `-COPY${n}`;
    const candidate = `${sku.slice(0, 64 - suffix.length)}${suffix}`;
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
}

/**
 * A copy with the same details, new SKUs (suffix -COPY) and no barcodes (a barcode names one item).
 * `titleLang` is the language of the stored title's suffix, " (copy)" or "（副本）" (the copier's language):
 * saved data, not a message, so it cannot wait for the envelope.
 */
export async function copyProduct(
  db: Db,
  scope: AccessScope,
  input: { provider_uuid?: string; product_uuid: string },
  titleLang: TLanguage,
) {
  const owner = await ownerScope(scope, input.provider_uuid);
  const id = randomUUID();
  await guarded(() =>
    db.transaction(async (tx) => {
      const source = await repo.findProduct(tx, owner, input.product_uuid);
      if (!source) throw notFound();
      const productOwner = { providerId: owner.providerId, customerId: source.customerId };
      const variants = await repo.variantsOf(tx, owner.providerId, [source.id]);
      const used = new Set<string>();
      for (const v of variants)
        for (const s of await repo.skusWithPrefix(tx, productOwner, v.sku)) used.add(s);
      const suffix = titleLang === "zh_cn" ? "（副本）" : " (copy)";
      await repo.insertProducts(tx, [
        {
          ...productOwner,
          id,
          pid: source.pid,
          title: `${source.title.slice(0, 255 - suffix.length)}${suffix}`,
          tags: source.tags,
          mainImageUrl: source.mainImageUrl,
          images: source.images,
        },
      ]);
      await repo.insertVariants(
        tx,
        variants.map(({ id: _id, createdAt: _c, updatedAt: _u, ...v }) => ({
          ...v,
          productId: id,
          sku: copySku(v.sku, used),
          barcode: "",
        })),
      );
      await recordAudit(tx, audit(scope, owner.providerId, "copy-product", id, { from: source.id }));
    }),
  );
  return getProduct(db, scope, owner.providerId, id);
}
