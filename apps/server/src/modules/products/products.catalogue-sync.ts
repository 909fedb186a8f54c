import { randomUUID } from "node:crypto";
import { barcodePattern, productLimits, ZCatalogueVariantInput } from "@wms/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { variantColumnValues } from "./products.present.ts";
import * as repo from "./products.repository.ts";
import { type products, productVariants } from "./products.tables.ts";

/**
 * Products that arrive from another system (a shop's catalogue), written into one owner's catalogue
 * matched by SKU: a SKU the owner has is updated, a new one created. Set-based: a few statements for a
 * whole page of items, in the caller's transaction. Never reads or writes another owner's products.
 */

export type TCatalogueOwner = { providerId: string; customerId: string };

export type TCatalogueItem = {
  /** The caller's key for the item (e.g. the shop variant's id); answers are keyed by it. */
  key: string;
  /** Items of one group (one shop product) go into one catalogue product. */
  group: string;
  /** The catalogue product the group went to before, if the caller remembers one. */
  knownProductId: string | null;
  product: { title: string; tags: string[]; mainImageUrl: string };
  variant: {
    sku: string;
    barcode: string;
    nameEn: string;
    size: string;
    colour: string;
    price: string;
    compareAtPrice: string | null;
    /** Kilograms, or null when the shop has none. */
    weight: string | null;
    mainImageUrl: string;
  };
};

export type TCatalogueOutcome =
  | { key: string; productId: string; variantId: string; created: boolean }
  | { key: string; refused: "too_many_variants" | "invalid"; detail: string };

type TValidItem = TCatalogueItem & { input: ReturnType<typeof ZCatalogueVariantInput.parse> };

/**
 * The variant as the catalogue's own form would accept it, except that a shop may know no weight: it is kept
 * as 0 ("no weight" in the product list, recorded at the first weighing). The first refusal's key otherwise.
 */
function validated(item: TCatalogueItem): TValidItem | { refusedKey: string } {
  const v = item.variant;
  const parsed = ZCatalogueVariantInput.safeParse({
    sku: v.sku,
    barcode: barcodePattern.test(v.barcode) ? v.barcode : "",
    name_en: v.nameEn.slice(0, 200),
    size: v.size.slice(0, 60),
    colour: v.colour.slice(0, 60),
    price: v.price,
    compare_at_price: v.compareAtPrice,
    weight: v.weight ?? "0",
    main_image_url: v.mainImageUrl,
  });
  if (!parsed.success) return { refusedKey: parsed.error.issues[0]?.message ?? "invalid" };
  return { ...item, input: parsed.data };
}

const productTitle = (title: string) => title.trim().slice(0, 255) || "-";
const productTags = (tags: string[]) =>
  [...new Set(tags.map((t) => t.trim().slice(0, 40)).filter(Boolean))].slice(0, productLimits.tagsPerProduct);
/** A text[] literal built from bound parameters (an empty list is `array[]::text[]`). */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const imageOrEmpty = (url: string) => (url.length <= 480 && /^https?:\/\/\S+$/.test(url) ? url : "");

/** Writes a page of items into the owner's catalogue; every item is answered (linked, created or refused). */
export async function upsertCatalogueBySku(
  tx: Db,
  owner: TCatalogueOwner,
  items: TCatalogueItem[],
): Promise<TCatalogueOutcome[]> {
  const outcomes: TCatalogueOutcome[] = [];
  const valid: TValidItem[] = [];
  for (const item of items) {
    const checked = validated(item);
    if ("refusedKey" in checked)
      outcomes.push({ key: item.key, refused: "invalid", detail: checked.refusedKey });
    else valid.push(checked);
  }
  if (valid.length === 0) return outcomes;

  // The owner's variants with one of these SKUs (updated) or barcodes (unique per owner: a barcode may go
  // to a variant only if no other SKU of the owner has it), in one query.
  const skus = valid.map((i) => i.input.sku);
  const taken = await repo.findTakenCodes(tx, owner, {
    skus,
    barcodes: valid.map((i) => i.input.barcode).filter(Boolean),
  });
  const wanted = new Set(skus);
  const bySku = new Map(taken.filter((v) => wanted.has(v.sku)).map((v) => [v.sku, v]));
  const barcodeSku = new Map(taken.filter((v) => v.barcode).map((v) => [v.barcode, v.sku]));
  for (const item of valid) {
    const holder = barcodeSku.get(item.input.barcode);
    if (item.input.barcode && holder !== undefined && holder !== item.input.sku) item.input.barcode = "";
    else if (item.input.barcode) barcodeSku.set(item.input.barcode, item.input.sku);
  }

  // Which catalogue product each group goes to: the one remembered, else one of its SKUs', else a new one.
  const remembered = [...new Set(valid.flatMap((i) => (i.knownProductId ? [i.knownProductId] : [])))];
  const stillThere = new Set((await repo.findProducts(tx, owner, remembered)).map((p) => p.id));
  const groupProduct = new Map<string, { id: string; isNew: boolean; first: TValidItem }>();
  for (const item of valid) {
    if (groupProduct.has(item.group)) continue;
    const known = item.knownProductId && stillThere.has(item.knownProductId) ? item.knownProductId : null;
    const sibling = valid.find((i) => i.group === item.group && bySku.has(i.input.sku));
    const id = known ?? (sibling ? bySku.get(sibling.input.sku)?.productId : undefined);
    groupProduct.set(item.group, { id: id ?? randomUUID(), isNew: !id, first: item });
  }

  // Room left in each existing product for new variants.
  const targetIds = [...groupProduct.values()].filter((g) => !g.isNew).map((g) => g.id);
  const counts = targetIds.length
    ? await tx
        .select({ productId: productVariants.productId, n: sql<number>`count(*)::int` })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.providerId, owner.providerId),
            inArray(productVariants.productId, targetIds),
          ),
        )
        .groupBy(productVariants.productId)
    : [];
  const used = new Map(counts.map((c) => [c.productId, c.n]));

  const newProducts: (typeof products.$inferInsert)[] = [];
  const newVariants: (typeof productVariants.$inferInsert)[] = [];
  const updates: { id: string; item: TValidItem }[] = [];
  for (const g of groupProduct.values()) {
    if (g.isNew)
      newProducts.push({
        ...owner,
        id: g.id,
        title: productTitle(g.first.product.title),
        tags: productTags(g.first.product.tags),
        mainImageUrl: imageOrEmpty(g.first.product.mainImageUrl),
      });
  }
  for (const item of valid) {
    const found = bySku.get(item.input.sku);
    if (found) {
      updates.push({ id: found.id, item });
      outcomes.push({ key: item.key, productId: found.productId, variantId: found.id, created: false });
      continue;
    }
    const target = groupProduct.get(item.group);
    if (!target) continue;
    const position = used.get(target.id) ?? 0;
    if (position >= productLimits.variantsPerProduct) {
      outcomes.push({ key: item.key, refused: "too_many_variants", detail: "product.variantCount" });
      continue;
    }
    used.set(target.id, position + 1);
    const id = randomUUID();
    newVariants.push({ ...owner, id, productId: target.id, position, ...variantColumnValues(item.input) });
    outcomes.push({ key: item.key, productId: target.id, variantId: id, created: true });
  }

  await repo.insertProducts(tx, newProducts);
  await repo.insertVariants(tx, newVariants);
  await updateFromSource(tx, owner.providerId, updates);
  await updateProductsFromSource(
    tx,
    owner.providerId,
    [...groupProduct.values()].filter((g) => !g.isNew),
  );
  return outcomes;
}

/**
 * What the source owns on a variant it shares with the catalogue: price, compare-at price, barcode (when
 * free), declared weight (when the source has one) and the English name (when still empty). The
 * warehouse's own fields (dimensions, inspection, Chinese name, warning quantity) are left alone.
 */
async function updateFromSource(tx: Db, providerId: string, rows: { id: string; item: TValidItem }[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      ({ id, item }) =>
        sql`(${id}::uuid, ${item.input.price}::numeric, ${item.input.compare_at_price}::numeric, ${item.input.barcode}, ${item.variant.weight}::numeric, ${item.input.name_en}, ${item.input.main_image_url})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update product_variants v set
      price = s.price,
      compare_at_price = s.compare_at,
      barcode = case when s.barcode <> '' then s.barcode else v.barcode end,
      weight = coalesce(s.weight, v.weight),
      name_en = case when v.name_en = '' then s.name_en else v.name_en end,
      main_image_url = case when s.image <> '' then s.image else v.main_image_url end,
      updated_at = now()
    from (values ${values}) as s(id, price, compare_at, barcode, weight, name_en, image)
    where v.provider_id = ${providerId} and v.id = s.id`);
}

/** The title, tags and image of catalogue products that the source's products went to. */
async function updateProductsFromSource(
  tx: Db,
  providerId: string,
  groups: { id: string; first: TValidItem }[],
) {
  if (groups.length === 0) return;
  const values = sql.join(
    groups.map(
      (g) =>
        sql`(${g.id}::uuid, ${productTitle(g.first.product.title)}, ${textArray(productTags(g.first.product.tags))}, ${imageOrEmpty(g.first.product.mainImageUrl)})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update products p set
      title = s.title,
      tags = s.tags,
      main_image_url = case when s.image <> '' then s.image else p.main_image_url end,
      updated_at = now()
    from (values ${values}) as s(id, title, tags, image)
    where p.provider_id = ${providerId} and p.id = s.id`);
}
