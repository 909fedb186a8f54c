import type { TShopifyConfig } from "../../../kernel/config.ts";
import {
  allNodes,
  shopifyGraphql,
  type TConnection,
  type TShopAccess,
} from "../shopify/stores.shopify-client.ts";
import type { TShopDispositionType } from "../stores.tables.ts";

/**
 * The Shopify side of returns (docs/stores.md "Returns"): a Return read by id, with its line items (what
 * the buyer sends back, the reason and the order's line item with its variant and SKU) and its reverse
 * fulfillment orders (made when the return is approved; each line with what was disposed of already);
 * and `reverseFulfillmentOrderDispose`. Only 2026-10 fields: the reason is `returnReasonDefinition`, the
 * `returnReason` enum being deprecated since 2026-01.
 */

const returnLinesPerPage = 50;
const rfosPerPage = 5;
const rfoLinesPerPage = 25;

const returnLineFields = `pageInfo { hasNextPage endCursor } nodes {
  id quantity customerNote returnReasonNote
  returnReasonDefinition { handle name }
  ... on ReturnLineItem { fulfillmentLineItem { lineItem { id sku variant { id } } } }
}`;

const rfoLineFields = `pageInfo { hasNextPage endCursor } nodes {
  id totalQuantity
  dispositions { type quantity }
  fulfillmentLineItem { lineItem { id } }
}`;

/** About 650 points: 50 return lines, 5 reverse fulfillment orders of 25 lines. */
export const returnQuery = `query ShopReturn($id: ID!) {
  return(id: $id) {
    id name status order { id }
    returnLineItems(first: ${returnLinesPerPage}) { ${returnLineFields} }
    reverseFulfillmentOrders(first: ${rfosPerPage}) {
      nodes { id status lineItems(first: ${rfoLinesPerPage}) { ${rfoLineFields} } }
    }
  }
}`;

export const returnLinesQuery = `query ShopReturnLines($id: ID!, $after: String) {
  return(id: $id) { returnLineItems(first: ${returnLinesPerPage}, after: $after) { ${returnLineFields} } }
}`;

export const rfoLinesQuery = `query ReverseFulfillmentOrderLines($id: ID!, $after: String) {
  reverseFulfillmentOrder(id: $id) { lineItems(first: ${rfoLinesPerPage}, after: $after) { ${rfoLineFields} } }
}`;

export const disposeMutation = `mutation ReverseFulfillmentOrderDispose($inputs: [ReverseFulfillmentOrderDisposeInput!]!) {
  reverseFulfillmentOrderDispose(dispositionInputs: $inputs) {
    reverseFulfillmentOrderLineItems { id }
    userErrors { field message code }
  }
}`;

type TReturnLineNode = {
  id: string;
  quantity: number;
  customerNote: string | null;
  returnReasonNote: string;
  returnReasonDefinition: { handle: string; name: string } | null;
  fulfillmentLineItem?: {
    lineItem: { id: string; sku: string | null; variant: { id: string } | null } | null;
  } | null;
};

type TRfoLineNode = {
  id: string;
  totalQuantity: number;
  dispositions: { type: TShopDispositionType; quantity: number }[];
  fulfillmentLineItem: { lineItem: { id: string } | null } | null;
};

/** A line of the return: units of one order line item, and why they come back. */
export type TShopReturnLineRead = {
  lineItemId: string;
  shopifyVariantId: string | null;
  sku: string;
  quantity: number;
  reasonHandle: string | null;
  /** The reason's name, the buyer's note on it and their note on the item, as they wrote them. */
  notes: string[];
};

/** A reverse fulfillment order line: the order line item, its units and how many were disposed of. */
export type TRfoLineRead = { id: string; lineItemId: string; totalQuantity: number; disposed: number };

export type TShopReturnRead = {
  id: string;
  name: string;
  status: string;
  orderId: string;
  lines: TShopReturnLineRead[];
  /** Lines of its reverse fulfillment orders (a canceled one's left out), with what each has disposed of. */
  rfoLines: TRfoLineRead[];
};

/** Enough for any return: pages beyond it are not read. */
const cap = 1000;

export function shopReturns(config: TShopifyConfig, access: TShopAccess) {
  const request = shopifyGraphql(config, access);

  const moreReturnLines = async (id: string, after: string | null) =>
    (
      await request<{ return: { returnLineItems: TConnection<TReturnLineNode> } | null }>(returnLinesQuery, {
        id,
        after,
      })
    ).return?.returnLineItems ?? null;

  const moreRfoLines = async (id: string, after: string | null) =>
    (
      await request<{ reverseFulfillmentOrder: { lineItems: TConnection<TRfoLineNode> } | null }>(
        rfoLinesQuery,
        { id, after },
      )
    ).reverseFulfillmentOrder?.lineItems ?? null;

  return {
    /** The return, or null when the shop has none of that id. */
    async read(id: string): Promise<TShopReturnRead | null> {
      const data = await request<{
        return: {
          id: string;
          name: string;
          status: string;
          order: { id: string };
          returnLineItems: TConnection<TReturnLineNode>;
          reverseFulfillmentOrders: {
            nodes: { id: string; status: string; lineItems: TConnection<TRfoLineNode> }[];
          };
        } | null;
      }>(returnQuery, { id });
      const ret = data.return;
      if (!ret) return null;
      const lineNodes = await allNodes(ret.returnLineItems, (after) => moreReturnLines(id, after), cap);
      const rfoLines: TRfoLineRead[] = [];
      for (const rfo of ret.reverseFulfillmentOrders.nodes.filter((r) => r.status !== "CANCELED"))
        for (const n of await allNodes(rfo.lineItems, (after) => moreRfoLines(rfo.id, after), cap))
          if (n.fulfillmentLineItem?.lineItem)
            rfoLines.push({
              id: n.id,
              lineItemId: n.fulfillmentLineItem.lineItem.id,
              totalQuantity: n.totalQuantity,
              disposed: n.dispositions.reduce((sum, d) => sum + d.quantity, 0),
            });
      return {
        id: ret.id,
        name: ret.name,
        status: ret.status,
        orderId: ret.order.id,
        lines: lineNodes.flatMap((n) => {
          // An unverified line (no fulfillment line item) names nothing the warehouse shipped.
          const item = n.fulfillmentLineItem?.lineItem;
          if (!item) return [];
          const notes = [n.returnReasonDefinition?.name, n.returnReasonNote, n.customerNote];
          return [
            {
              lineItemId: item.id,
              shopifyVariantId: item.variant?.id ?? null,
              sku: item.sku ?? "",
              quantity: n.quantity,
              reasonHandle: n.returnReasonDefinition?.handle ?? null,
              notes: notes.filter((x): x is string => Boolean(x)),
            },
          ];
        }),
        rfoLines,
      };
    },

    /** One reverseFulfillmentOrderDispose; Shopify's userErrors come back as the message to show. */
    async dispose(
      inputs: {
        reverseFulfillmentOrderLineItemId: string;
        quantity: number;
        dispositionType: TShopDispositionType;
        locationId?: string;
      }[],
    ): Promise<{ refused: string } | null> {
      const data = await request<{
        reverseFulfillmentOrderDispose: { userErrors: { field: string[] | null; message: string }[] };
      }>(disposeMutation, { inputs });
      const errors = data.reverseFulfillmentOrderDispose.userErrors;
      return errors.length > 0 ? { refused: errors.map((e) => e.message).join("; ") } : null;
    },
  };
}
