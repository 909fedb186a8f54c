import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { matches } from "../../../kernel/db/sql-helpers.ts";
import { eraseShop, mailShopOwner } from "../shopify/stores.uninstall.ts";
import { shopDataRequests, shopOrders, shops } from "../stores.tables.ts";
import { redactedCustomer } from "./stores.order-record.ts";

/**
 * Shopify's mandatory compliance webhooks (docs/stores.md "Uninstall and privacy"), sent to every app's
 * compliance URL (ours: `POST /api/shopify/webhooks`) and signed with the platform app's secret. Each acts
 * on every shop row of the domain, bound or not: the history rows hold the same customers.
 */

export const complianceTopics = new Set(["customers/data_request", "customers/redact", "shop/redact"]);

type TCustomer = { id: string; email: string; phone: string };

const text = (v: unknown, max = 320) =>
  typeof v === "string" || typeof v === "number" ? String(v).slice(0, max) : "";

/** Shopify names orders by their numeric id here; store orders keep the gid. At most 1,000 are read. */
function orderGids(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  return v
    .slice(0, 1000)
    .map((id) => text(id, 30))
    .filter((id) => /^\d+$/.test(id))
    .map((id) => `gid://shopify/Order/${id}`);
}

function customerOf(body: Record<string, unknown>): TCustomer {
  const c = (body.customer ?? {}) as Record<string, unknown>;
  return { id: text(c.id, 30), email: text(c.email).trim(), phone: text(c.phone, 40) };
}

const rowsOfDomain = (tx: Db, shopDomain: string) =>
  tx.select().from(shops).where(eq(shops.shopDomain, shopDomain));

/** The customer's store orders of one shop row: those Shopify named, and any with the customer's email. */
function customerOrders(shop: { providerId: string; id: string }, gids: string[], customer: TCustomer) {
  return and(
    matches(shopOrders, { providerId: shop.providerId, shopId: shop.id }),
    or(
      gids.length > 0 ? inArray(shopOrders.shopifyOrderId, gids) : undefined,
      customer.email ? sql`lower(${shopOrders.email}) = lower(${customer.email})` : undefined,
    ),
  );
}

/** customers/redact: the customer's name, email, phone and address are erased from their store orders. */
export async function redactCustomer(tx: Db, shopDomain: string, body: Record<string, unknown>) {
  const gids = orderGids(body.orders_to_redact);
  const customer = customerOf(body);
  if (gids.length === 0 && !customer.email) return 0;
  let redacted = 0;
  for (const shop of await rowsOfDomain(tx, shopDomain)) {
    const rows = await tx
      .update(shopOrders)
      .set({ ...redactedCustomer, redactedAt: new Date(), updatedAt: new Date() })
      .where(and(customerOrders(shop, gids, customer), isNull(shopOrders.redactedAt)))
      .returning({ id: shopOrders.id });
    redacted += rows.length;
  }
  return redacted;
}

/**
 * customers/data_request: recorded on each shop row of the domain, and mailed to its drop shipper (who owns
 * the shop and answers the customer) with the store orders the platform keeps of that customer.
 */
export async function recordDataRequest(tx: Db, shopDomain: string, body: Record<string, unknown>) {
  const requested = orderGids(body.orders_requested);
  const customer = customerOf(body);
  const requestId = text((body.data_request as Record<string, unknown> | undefined)?.id, 30);
  for (const shop of await rowsOfDomain(tx, shopDomain)) {
    const found = await tx
      .select({ name: shopOrders.name })
      .from(shopOrders)
      .where(customerOrders(shop, requested, customer))
      .orderBy(shopOrders.orderedAt)
      .limit(200);
    const names = found.map((o) => o.name);
    await tx.insert(shopDataRequests).values({
      providerId: shop.providerId,
      shopId: shop.id,
      shopifyRequestId: requestId,
      shopifyCustomerId: customer.id,
      email: customer.email,
      phone: customer.phone,
      ordersRequested: requested,
      ordersFound: names,
    });
    await mailShopOwner(
      tx,
      shop,
      "shopDataRequest",
      {
        shop: shopDomain,
        customer: customer.email || customer.phone || customer.id,
        request: requestId || "—",
        orders: names.length > 0 ? names.join(", ") : "—",
      },
      "/ds/ds-order-info",
    );
  }
}

/** Runs the compliance topic's duty; shop/redact erases the shop's data unless it is bound again. */
export async function handleCompliance(
  tx: Db,
  topic: string,
  shopDomain: string,
  body: Record<string, unknown>,
) {
  if (topic === "customers/redact") await redactCustomer(tx, shopDomain, body);
  else if (topic === "customers/data_request") await recordDataRequest(tx, shopDomain, body);
  else if (topic === "shop/redact") await eraseShop(tx, shopDomain);
}
