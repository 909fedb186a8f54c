import type { TShopifyConfig } from "../../../kernel/config.ts";
import {
  allNodes,
  shopifyGraphql,
  type TConnection,
  type TCostMeter,
  type TShopAccess,
} from "../shopify/stores.shopify-client.ts";
import { readGraphqlOrder, type TShopOrderRead } from "./stores.order-read.ts";

/**
 * The read-back's queries of a shop's orders (docs/stores.md "Reconciliation"). `changes` lists orders
 * updated since a time, oldest update first, by cursor, with only their ids and update times: 250 a page
 * for about 252 points, so a thousand orders updated in one second are passed in four pages. `read` then
 * reads in full only the ones the platform has not recorded at that update: ten orders of up to 20 lines
 * ask about 870 of the 1,000 points a query may cost (a nested connection costs `first × first`, each line
 * about 4); an order with more lines has the rest read by its own query.
 */

export const changesPerPage = 250;
export const ordersPerRead = 10;
/** About what `read` asks per order (ShopOrdersById), to know before asking whether the budget allows it. */
export const readCostPerOrder = 87;
const linesPerOrder = 20;
const linesPerPage = 100;

const lineFields = `id sku title variantTitle quantity currentQuantity unfulfilledQuantity requiresShipping
  originalUnitPriceSet { shopMoney { amount } } variant { id }`;

export const orderChangesQuery = `query ShopOrderChanges($first: Int!, $after: String, $query: String!) {
  orders(first: $first, after: $after, sortKey: UPDATED_AT, query: $query) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id updatedAt } }
  }
}`;

export const ordersByIdQuery = `query ShopOrdersById($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on Order {
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

/** An order as the changes list gives it: its gid, when it was last updated, and its place in the list. */
export type TOrderChange = { id: string; updatedAt: Date; cursor: string };

type TChangesPage = {
  orders: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: { id: string; updatedAt: string } }[];
  };
};

/** Shopify's search syntax for "updated at or after": a quoted ISO time in UTC. */
export const updatedSince = (at: Date) => `updated_at:>='${at.toISOString().replace(/\.\d{3}Z$/, "Z")}'`;

export function shopOrderReader(config: TShopifyConfig, access: TShopAccess, meter?: TCostMeter) {
  const request = shopifyGraphql(config, access, undefined, meter);

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

  return {
    /** Orders updated at or after `since`, after Shopify's cursor `after`; `more`: another page follows. */
    async changes(since: Date, after: string | null): Promise<{ changes: TOrderChange[]; more: boolean }> {
      const data = await request<TChangesPage>(orderChangesQuery, {
        first: changesPerPage,
        after,
        query: updatedSince(since),
      });
      const changes = data.orders.edges.flatMap(({ cursor, node }) => {
        const updatedAt = new Date(node.updatedAt);
        return typeof node.id === "string" && !Number.isNaN(updatedAt.getTime())
          ? [{ id: node.id, updatedAt, cursor }]
          : [];
      });
      return { changes, more: data.orders.pageInfo.hasNextPage };
    },

    /** The orders of these gids in full (at most `ordersPerRead`); an id that is no order is left out. */
    async read(ids: string[]): Promise<TShopOrderRead[]> {
      const data = await request<{ nodes: (TOrderNode | null)[] }>(ordersByIdQuery, { ids });
      const orders: TShopOrderRead[] = [];
      for (const node of data.nodes) {
        if (!node?.lineItems) continue;
        const read = readGraphqlOrder(node, await allLines(node));
        if (read) orders.push(read);
      }
      return orders;
    },
  };
}
