import type { TShopifyConfig } from "../../kernel/config.ts";
import { readGraphqlOrder, type TShopOrderRead } from "./stores.order-read.ts";
import { allNodes, shopifyGraphql, type TConnection, type TShopAccess } from "./stores.shopify-client.ts";

/**
 * The reconciliation's reader of a shop's orders (docs/stores.md "Orders in"): orders updated since a
 * time, oldest update first, by cursor. Ten orders of up to 20 lines a page asks about 870 of the 1,000
 * points a query may cost (a nested connection costs `first × first`, each line about 4); an order with
 * more lines has the rest read by its own query.
 */

export const ordersPerPage = 10;
const linesPerOrder = 20;
const linesPerPage = 100;

const lineFields = `id sku title variantTitle quantity currentQuantity unfulfilledQuantity requiresShipping
  originalUnitPriceSet { shopMoney { amount } } variant { id }`;

export const shopOrdersPageQuery = `query ShopOrdersPage($first: Int!, $after: String, $query: String!) {
  orders(first: $first, after: $after, sortKey: UPDATED_AT, query: $query) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id name createdAt updatedAt cancelledAt test email phone
      displayFinancialStatus displayFulfillmentStatus currencyCode
      totalPriceSet { shopMoney { amount currencyCode } }
      shippingAddress { firstName lastName name company address1 address2 city province zip countryCodeV2 phone }
      lineItems(first: ${linesPerOrder}) { pageInfo { hasNextPage endCursor } nodes { ${lineFields} } }
    }
  }
}`;

export const orderLinesQuery = `query OrderLineItems($id: ID!, $after: String) {
  order(id: $id) {
    lineItems(first: ${linesPerPage}, after: $after) { pageInfo { hasNextPage endCursor } nodes { ${lineFields} } }
  }
}`;

type TOrderNode = { id: string; lineItems: TConnection<unknown> };

/** Shopify's search syntax for "updated at or after": a quoted ISO time in UTC. */
export const updatedSince = (at: Date) => `updated_at:>='${at.toISOString().replace(/\.\d{3}Z$/, "Z")}'`;

export function shopOrderReader(config: TShopifyConfig, access: TShopAccess) {
  const request = shopifyGraphql(config, access);

  const allLines = (order: TOrderNode) =>
    allNodes(
      order.lineItems,
      async (after) =>
        (
          await request<{ order: { lineItems: TConnection<unknown> } | null }>(orderLinesQuery, {
            id: order.id,
            after,
          })
        ).order?.lineItems ?? null,
      500,
    );

  return async function page(
    since: Date,
    after: string | null,
  ): Promise<{ orders: TShopOrderRead[]; next: string | null }> {
    const data = await request<{ orders: TConnection<TOrderNode> }>(shopOrdersPageQuery, {
      first: ordersPerPage,
      after,
      query: updatedSince(since),
    });
    const orders: TShopOrderRead[] = [];
    for (const node of data.orders.nodes) {
      const read = readGraphqlOrder(node, await allLines(node));
      if (read) orders.push(read);
    }
    const { hasNextPage, endCursor } = data.orders.pageInfo;
    return { orders, next: hasNextPage ? endCursor : null };
  };
}
