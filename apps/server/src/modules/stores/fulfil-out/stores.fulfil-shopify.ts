import type { TShopifyConfig } from "../../../kernel/config.ts";
import {
  allNodes,
  shopifyGraphql,
  type TConnection,
  type TShopAccess,
} from "../shopify/stores.shopify-client.ts";
import type { TShipLine } from "../stores.tables.ts";

/**
 * The Shopify side of a fulfilment (docs/stores.md "Fulfilments out"): the order's fulfilment orders are
 * read, the shipped lines are taken from what remains on the open ones, and `fulfillmentCreate` fulfils
 * them with the tracking number, once per location. `fulfillmentCreate` takes no idempotency key (its
 * reference does not document `@idempotent`), so reading what remains first is what keeps a push from
 * happening twice: a push whose answer was lost left nothing to take.
 */

const fulfilmentOrdersPerPage = 5;
const linesPerPage = 50;

const lineFields = `pageInfo { hasNextPage endCursor } nodes { id remainingQuantity lineItem { id } }`;

export const orderFulfilmentOrdersQuery = `query OrderFulfillmentOrders($id: ID!) {
  order(id: $id) {
    id cancelledAt
    fulfillmentOrders(first: ${fulfilmentOrdersPerPage}) {
      nodes {
        id status
        assignedLocation { location { id } }
        lineItems(first: ${linesPerPage}) { ${lineFields} }
      }
    }
  }
}`;

export const fulfilmentOrderLinesQuery = `query FulfillmentOrderLineItems($id: ID!, $after: String) {
  fulfillmentOrder(id: $id) { lineItems(first: ${linesPerPage}, after: $after) { ${lineFields} } }
}`;

export const fulfillmentCreateMutation = `mutation FulfillmentCreate($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) {
    fulfillment { id status }
    userErrors { field message }
  }
}`;

type TLineConnection = TConnection<{
  id: string;
  remainingQuantity: number;
  lineItem: { id: string } | null;
}>;

export type TFulfilmentOrder = {
  id: string;
  status: string;
  locationId: string;
  lines: { id: string; lineItemId: string; remaining: number }[];
};

export type TOrderFulfilmentOrders = { cancelled: boolean; fulfilmentOrders: TFulfilmentOrder[] } | null;

/** Statuses whose lines may be fulfilled now (Shopify: OPEN and IN_PROGRESS accept fulfillmentCreate). */
const fulfillable = new Set(["OPEN", "IN_PROGRESS"]);

export type TFulfilmentPlan =
  /** What to fulfil, one group per location (a fulfillmentCreate each). */
  | { kind: "push"; groups: { fulfillmentOrderId: string; lines: { id: string; quantity: number }[] }[][] }
  /** Nothing of the shipped lines remains: fulfilled in Shopify already. */
  | { kind: "done" }
  /** Lines remain, but only on fulfilment orders that cannot be fulfilled now (the first such status). */
  | { kind: "blocked"; status: string };

/** Takes each shipped line's quantity from what remains of it on the open fulfilment orders. */
export function planFulfilment(lines: TShipLine[], orders: TFulfilmentOrder[]): TFulfilmentPlan {
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.lineItemId, (wanted.get(l.lineItemId) ?? 0) + l.quantity);
  const byLocation = new Map<string, Map<string, { id: string; quantity: number }[]>>();
  let blocked: string | null = null;
  for (const fo of orders) {
    for (const line of fo.lines) {
      const want = wanted.get(line.lineItemId) ?? 0;
      if (want <= 0 || line.remaining <= 0) continue;
      if (!fulfillable.has(fo.status)) {
        blocked ??= fo.status;
        continue;
      }
      const quantity = Math.min(want, line.remaining);
      wanted.set(line.lineItemId, want - quantity);
      const location = byLocation.get(fo.locationId) ?? new Map();
      byLocation.set(fo.locationId, location);
      location.set(fo.id, [...(location.get(fo.id) ?? []), { id: line.id, quantity }]);
    }
  }
  if (byLocation.size === 0) return blocked ? { kind: "blocked", status: blocked } : { kind: "done" };
  return {
    kind: "push",
    groups: [...byLocation.values()].map((fos) =>
      [...fos].map(([fulfillmentOrderId, foLines]) => ({ fulfillmentOrderId, lines: foLines })),
    ),
  };
}

export type TTrackingInfo = { number: string; company: string; url: string };

export function shopFulfiller(config: TShopifyConfig, access: TShopAccess) {
  const request = shopifyGraphql(config, access);

  async function allLines(id: string, first: TLineConnection) {
    const nodes = await allNodes(
      first,
      async (after) =>
        (
          await request<{ fulfillmentOrder: { lineItems: TLineConnection } | null }>(
            fulfilmentOrderLinesQuery,
            { id, after },
          )
        ).fulfillmentOrder?.lineItems ?? null,
      1000,
    );
    return nodes.flatMap((n) =>
      n.lineItem ? [{ id: n.id, lineItemId: n.lineItem.id, remaining: n.remainingQuantity }] : [],
    );
  }

  return {
    /** The order's fulfilment orders and what remains on each; null when the order is gone. */
    async fulfilmentOrders(orderId: string): Promise<TOrderFulfilmentOrders> {
      const data = await request<{
        order: {
          cancelledAt: string | null;
          fulfillmentOrders: {
            nodes: {
              id: string;
              status: string;
              assignedLocation: { location: { id: string } | null } | null;
              lineItems: TLineConnection;
            }[];
          };
        } | null;
      }>(orderFulfilmentOrdersQuery, { id: orderId });
      if (!data.order) return null;
      const fulfilmentOrders: TFulfilmentOrder[] = [];
      for (const fo of data.order.fulfillmentOrders.nodes)
        fulfilmentOrders.push({
          id: fo.id,
          status: fo.status,
          locationId: fo.assignedLocation?.location?.id ?? "",
          lines: await allLines(fo.id, fo.lineItems),
        });
      return { cancelled: data.order.cancelledAt !== null, fulfilmentOrders };
    },

    /** One fulfillmentCreate; Shopify's userErrors come back as the message to show. */
    async create(
      group: { fulfillmentOrderId: string; lines: { id: string; quantity: number }[] }[],
      tracking: TTrackingInfo,
    ): Promise<{ id: string } | { refused: string }> {
      const trackingInfo = Object.fromEntries(
        Object.entries(tracking).filter(([, value]) => value !== ""),
      ) as Partial<TTrackingInfo>;
      const data = await request<{
        fulfillmentCreate: {
          fulfillment: { id: string } | null;
          userErrors: { field: string[] | null; message: string }[];
        };
      }>(fulfillmentCreateMutation, {
        fulfillment: {
          lineItemsByFulfillmentOrder: group.map((g) => ({
            fulfillmentOrderId: g.fulfillmentOrderId,
            fulfillmentOrderLineItems: g.lines,
          })),
          trackingInfo,
          notifyCustomer: true,
        },
      });
      const { fulfillment, userErrors } = data.fulfillmentCreate;
      if (fulfillment) return { id: fulfillment.id };
      return { refused: userErrors.map((e) => e.message).join("; ") || "no fulfillment created" };
    },
  };
}
