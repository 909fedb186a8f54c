import type { TSourcingDetail, TSourcingQuote, TSourcingStatus, TSourcingSummary } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { conflict, text } from "../../kernel/errors.ts";
import { presentLogEntry, seconds } from "../../kernel/present.ts";
import { sourcingLifecycle, type TSourcingAction, type TSourcingActor } from "./sourcing.lifecycle.ts";
import * as repo from "./sourcing.repository.ts";

export function presentSummary(r: repo.TSummaryRow): TSourcingSummary {
  return {
    sourcing_id: r.id,
    code: r.code,
    provider_uuid: r.providerId,
    customer_id: r.customerId,
    owner_code: r.ownerCode,
    customer_name: r.customerName,
    mode: r.mode,
    status: r.status,
    url: r.url,
    marketplace: r.marketplace,
    keywords: r.keywords,
    image_url: r.imageUrl,
    product_id: r.productId,
    product_title: r.productTitle,
    expected_price: r.expectedPrice,
    purchase_reason: r.purchaseReason,
    description: r.description,
    items_count: r.itemsCount,
    assignee_id: r.assigneeId,
    assignee_name: r.assigneeName,
    reject_reason: r.rejectReason,
    valid_until: r.status === "pending_confirmation" && r.validUntil ? seconds(r.validUntil) : null,
    created_product_id: r.createdProductId,
    created_at: seconds(r.createdAt),
    updated_at: seconds(r.updatedAt),
  };
}

export function presentQuote(q: repo.TQuoteRow): TSourcingQuote {
  return {
    version: q.version,
    supplier_name: q.supplierName,
    supplier_url: q.supplierUrl,
    product_title: q.productTitle,
    currency: q.currency,
    moq: q.moq,
    lead_time_days: q.leadTimeDays,
    valid_until: seconds(q.validUntil),
    variants: q.variants.map((v) => ({
      colour: v.colour,
      size: v.size,
      sku: v.sku,
      unit_cost: v.unitCost,
      weight: v.weight ?? null,
    })),
    shipping: q.shipping.map((s) => ({ country: s.country, cost: s.cost })),
    remark: q.remark,
    quoted_by: q.quotedByName,
    quoted_at: seconds(q.quotedAt),
  };
}

/** The request as its detail screen shows it, with the actions `who` may take now. */
export async function loadDetail(
  db: Db,
  owner: repo.TSourcingOwner,
  id: string,
  who: TSourcingActor,
): Promise<TSourcingDetail | null> {
  const summary = await repo.findSummary(db, owner, id);
  if (!summary) return null;
  const [quote, logs] = await Promise.all([
    repo.quoteOf(db, summary.providerId, id),
    repo.logsOf(db, summary.providerId, id),
  ]);
  return {
    ...presentSummary(summary),
    quote: quote ? presentQuote(quote) : null,
    logs: logs.map(presentLogEntry),
    actions: sourcingLifecycle.allowed(summary.status, who),
  };
}

/** 4009 naming the request, its state (localised) and what the action needs. */
export function refused(action: TSourcingAction, r: { code: string; status: TSourcingStatus }) {
  return conflict(
    `sourcing.refused.${action}`,
    { status: r.status },
    { code: r.code, status: text(`sourcing.status.${r.status}`) },
  );
}
