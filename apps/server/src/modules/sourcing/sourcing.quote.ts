import {
  Code,
  imageUrlPattern,
  sourcingLimits,
  type TQuoteSourcingRequest,
  type TSourcingIdRequest,
  ZProductVariantInput,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, text } from "../../kernel/errors.ts";
import { guardedCatalogueWrite, insertProduct, takenSkus } from "../products/index.ts";
import { mailCustomer } from "./sourcing.notify.ts";
import { refused } from "./sourcing.present.ts";
import * as repo from "./sourcing.repository.ts";
import { detailOrNotFound, ownerOf } from "./sourcing.service.ts";
import { actorOf, applyChange, lockFor, systemActor, transition } from "./sourcing.transitions.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** 4001 naming the field of the quote form. */
const quoteError = (key: string, field: string, params: Record<string, string> = {}) =>
  new AppError(Code.badRequest, key, { fields: { [field]: text(key, params) } }, params);

/** The quote's last moment: the end of its last day (UTC); from today to a year ahead. */
function validUntilOf(day: string, now = new Date()) {
  const end = new Date(`${day}T23:59:59.999Z`);
  if (Number.isNaN(end.getTime())) throw quoteError("sourcing.dateFormat", "valid_until");
  if (end.getTime() < now.getTime()) throw quoteError("sourcing.validUntilPast", "valid_until");
  if (end.getTime() - now.getTime() > (sourcingLimits.maxValidityDays + 1) * dayMs)
    throw quoteError("sourcing.validUntilTooFar", "valid_until");
  return end;
}

/**
 * The quote's variants with their SKUs: one given, or the request's code and the position. Two variants
 * of one colour and size, a SKU twice, or a SKU the customer already has are refused on that variant.
 */
async function variantsOf(tx: Db, r: repo.TRequestRow, input: TQuoteSourcingRequest) {
  const variants = input.variants.map((v, i) => ({
    colour: v.colour,
    size: v.size,
    sku: v.sku || `${r.code}-${i + 1}`,
    unitCost: v.unit_cost,
    weight: v.weight,
  }));
  const options = new Set<string>();
  const skus = new Set<string>();
  for (const [i, v] of variants.entries()) {
    const option = `${v.colour.toLowerCase()}\u0000${v.size.toLowerCase()}`;
    if (options.has(option)) throw quoteError("sourcing.variantTwice", `variants.${i}.size`);
    options.add(option);
    if (skus.has(v.sku)) throw quoteError("sourcing.skuTwice", `variants.${i}.sku`, { sku: v.sku });
    skus.add(v.sku);
  }
  const taken = new Set(await takenSkus(tx, r, [...skus]));
  const first = variants.findIndex((v) => taken.has(v.sku));
  const clash = variants[first];
  if (clash && !(r.mode === "product" && r.productId))
    throw quoteError("sourcing.skuTaken", `variants.${first}.sku`, { sku: clash.sku });
  return variants;
}

function shippingOf(input: TQuoteSourcingRequest) {
  const seen = new Set<string>();
  for (const [i, s] of input.shipping.entries()) {
    if (seen.has(s.country))
      throw quoteError("sourcing.countryTwice", `shipping.${i}.country`, { country: s.country });
    seen.add(s.country);
  }
  return input.shipping.map((s) => ({ country: s.country, cost: s.cost }));
}

/** sourcing/quote-sourcing: the supplier and prices; the customer is told (socket, mail, webhook). */
export function quoteSourcing(db: Db, scope: AccessScope, input: TQuoteSourcingRequest) {
  return transition(
    db,
    scope,
    input,
    "quote",
    async (tx, r) => {
      const validUntil = validUntilOf(input.valid_until);
      const version = await repo.saveQuote(tx, {
        providerId: r.providerId,
        requestId: r.id,
        supplierName: input.supplier_name,
        supplierUrl: input.supplier_url,
        productTitle: input.product_title,
        currency: input.currency,
        moq: input.moq,
        leadTimeDays: input.lead_time_days,
        validUntil,
        variants: await variantsOf(tx, r, input),
        shipping: shippingOf(input),
        remark: input.remark,
        quotedBy: scope.userId,
        quotedByName: scope.session.username,
      });
      return {
        set: { validUntil, expiryWarnedAt: null, rejectReason: "", assigneeId: r.assigneeId ?? scope.userId },
        detail: { version, supplier: input.supplier_name, variants: input.variants.length },
      };
    },
    (tx, changed) => mailCustomer(tx, changed, "sourcingQuoteReady"),
  );
}

/**
 * The catalogue product a confirmed quote stands for: in product mode the customer's product it was about
 * (while it is there), otherwise a new product with the quote's variants (colour, size, SKU, unit cost,
 * weight). A quote sent before quotes carried weights is refused on its first weightless line (4001).
 */
async function productFor(tx: Db, r: repo.TRequestRow, quote: repo.TQuoteRow) {
  if (r.mode === "product" && r.productId) {
    const own = await repo.ownProductIds(tx, r, [r.productId]);
    if (own.has(r.productId)) return { productId: r.productId, created: false };
  }
  const title = quote.productTitle;
  const weightless = quote.variants.findIndex((v) => !(Number(v.weight) > 0));
  if (weightless >= 0)
    throw quoteError("sourcing.quoteWeightMissing", `variants.${weightless}.weight`, {
      line: String(weightless + 1),
      sku: quote.variants[weightless]?.sku ?? "",
    });
  const productId = await insertProduct(
    tx,
    { providerId: r.providerId, customerId: r.customerId },
    {
      title,
      pid: r.code,
      tags: ["sourcing"],
      main_image_url: imageUrlPattern.test(r.imageUrl) ? r.imageUrl : "",
      images: [],
      product_variants: quote.variants.map((v) =>
        ZProductVariantInput.parse({
          sku: v.sku,
          colour: v.colour,
          size: v.size,
          name_en: title.slice(0, 200),
          price: v.unitCost,
          weight: v.weight,
        }),
      ),
    },
  );
  return { productId, created: true };
}

/**
 * sourcing/confirm-quote: the product goes into the customer's catalogue and the request completes, in one
 * transaction. A quote past its validity expires instead (that is kept) and the confirmation is refused (4009).
 */
export async function confirmQuote(db: Db, scope: AccessScope, input: TSourcingIdRequest) {
  const owner = await ownerOf(scope, input.provider_uuid);
  const outcome = await guardedCatalogueWrite(() =>
    db.transaction(async (tx) => {
      const r = await lockFor(tx, scope, owner, input.sourcing_id, "confirm");
      const quote = await repo.quoteOf(tx, r.providerId, r.id);
      if (!quote) throw refused("confirm", r);
      if (quote.validUntil.getTime() <= Date.now()) {
        await applyChange(tx, r, "expire", systemActor, {
          detail: { valid_until: quote.validUntil.toISOString() },
        });
        return { expired: r.code };
      }
      const product = await productFor(tx, r, quote);
      await applyChange(tx, r, "confirm", actorOf(scope), {
        set: { createdProductId: product.productId },
        detail: { product_id: product.productId, created: product.created, version: quote.version },
      });
      return { expired: null };
    }),
  );
  if (outcome.expired) throw refused("confirm", { code: outcome.expired, status: "expired" });
  return detailOrNotFound(db, scope, owner, input.sourcing_id);
}
