import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShopifySimulator, type TShopifySimulator } from "./simulator.ts";
import { receiver } from "./webhook-receiver.ts";

/**
 * The simulator's returns against shopify.dev: a buyer's request and the merchant's approval, decline or
 * cancellation fire the returns topics with the Webhooks reference's bodies; `return(id:)` and
 * `reverseFulfillmentOrder(id:)` answer the 2026-10 fields behind `read_returns`; and
 * `reverseFulfillmentOrderDispose` (behind `write_returns`) records dispositions, restocks at the location
 * given, and refuses what the reference rules out. Expected values are written from the documentation.
 */

const shop = "returns-shop.myshopify.com";
const version = "2026-10";
let sim: TShopifySimulator;
let locationId: string;

beforeAll(async () => {
  sim = await startShopifySimulator({
    apiKey: "sim-returns-id",
    apiSecret: "sim-returns-secret",
    webhookRetry: { retries: 1, delayMs: 20, timeoutMs: 2000 },
  });
  locationId = sim.addShop(shop).locationId;
  sim.seedProducts(shop, 3, 1); // SIM-1-1 … SIM-3-1, 10 available each
});

afterAll(async () => {
  await sim.close();
});

const allScopes = ["read_orders", "read_products", "write_inventory", "write_returns"];

async function graphql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(
    `${sim.shopOrigin.replace("{shop}", shop)}/admin/api/${version}/graphql.json`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Access-Token": token },
      body: JSON.stringify({ query, variables }),
    },
  );
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field
  return (await response.json()) as any;
}

/** An order of `lines`, fulfilled by the merchant in the admin. */
function fulfilledOrder(lines: { sku: string; quantity: number }[]) {
  const order = sim.createOrder(shop, { lineItems: lines });
  sim.fulfillOrder(shop, order.id);
  return order;
}

const returnQuery = `query Return($id: ID!) {
  return(id: $id) {
    id name status totalQuantity order { id }
    returnLineItems(first: 10) {
      nodes {
        id quantity customerNote returnReasonNote
        returnReasonDefinition { handle name }
        ... on ReturnLineItem { fulfillmentLineItem { lineItem { id sku variant { id } } } }
      }
    }
    reverseFulfillmentOrders(first: 5) {
      nodes { id status lineItems(first: 10) { nodes { id totalQuantity fulfillmentLineItem { lineItem { id } } } } }
    }
  }
}`;

const disposeMutation = `mutation Dispose($inputs: [ReverseFulfillmentOrderDisposeInput!]!) {
  reverseFulfillmentOrderDispose(dispositionInputs: $inputs) {
    reverseFulfillmentOrderLineItems { id dispositions { type quantity location { id } } }
    userErrors { field message code }
  }
}`;

describe("returns", () => {
  it("a request and its approval fire returns/request and returns/approve with the reference's bodies; the return reads back", async () => {
    const hook = await receiver([]);
    const token = sim.customAppToken(shop, allScopes);
    for (const topic of ["RETURNS_REQUEST", "RETURNS_APPROVE"])
      await graphql(
        token,
        `mutation S($topic: WebhookSubscriptionTopic!, $uri: String!) { webhookSubscriptionCreate(topic: $topic, webhookSubscription: { uri: $uri }) { userErrors { message } } }`,
        { topic, uri: hook.url },
      );
    const order = fulfilledOrder([
      { sku: "SIM-1-1", quantity: 2 },
      { sku: "SIM-2-1", quantity: 1 },
    ]);
    const lineItem = sim.order(shop, order.id).lineItems[0];
    const requested = sim.requestReturn(shop, order.id, [
      { sku: "SIM-1-1", quantity: 2, reason: "too-tight", note: "Pinches", customerNote: "Sorry" },
    ]);
    expect(requested).toMatchObject({
      name: `${order.name}-R1`,
      status: "REQUESTED",
      reverseFulfillmentOrders: [],
    });

    const before = await graphql(token, returnQuery, { id: requested.id });
    expect(before.data.return).toEqual({
      id: requested.id,
      name: `${order.name}-R1`,
      status: "REQUESTED",
      totalQuantity: 2,
      order: { id: order.id },
      returnLineItems: {
        nodes: [
          {
            id: requested.lineItems[0]?.id,
            quantity: 2,
            customerNote: "Sorry",
            returnReasonNote: "Pinches",
            returnReasonDefinition: { handle: "too-tight", name: "Too tight" },
            fulfillmentLineItem: {
              lineItem: {
                id: `gid://shopify/LineItem/${lineItem?.id}`,
                sku: "SIM-1-1",
                variant: { id: `gid://shopify/ProductVariant/${lineItem?.variantId}` },
              },
            },
          },
        ],
      },
      // Reverse fulfillment orders come with the approval.
      reverseFulfillmentOrders: { nodes: [] },
    });

    const approved = sim.approveReturn(shop, requested.id);
    const rfo = approved.reverseFulfillmentOrders[0];
    expect(approved.status).toBe("OPEN");
    const after = await graphql(token, returnQuery, { id: requested.id });
    expect(after.data.return.status).toBe("OPEN");
    expect(after.data.return.reverseFulfillmentOrders.nodes).toEqual([
      {
        id: rfo?.id,
        status: "OPEN",
        lineItems: {
          nodes: [
            {
              id: rfo?.lineItems[0]?.id,
              totalQuantity: 2,
              fulfillmentLineItem: { lineItem: { id: `gid://shopify/LineItem/${lineItem?.id}` } },
            },
          ],
        },
      },
    ]);
    const byId = await graphql(
      token,
      `query R($id: ID!) { reverseFulfillmentOrder(id: $id) { id status order { id } lineItems(first: 5) { nodes { totalQuantity dispositions { type } } } } }`,
      { id: rfo?.id },
    );
    expect(byId.data.reverseFulfillmentOrder).toEqual({
      id: rfo?.id,
      status: "OPEN",
      order: { id: order.id },
      lineItems: { nodes: [{ totalQuantity: 2, dispositions: [] }] },
    });

    await sim.waitForDeliveries();
    await hook.close();
    expect(hook.received.map((r) => r.headers["x-shopify-topic"])).toEqual([
      "returns/request",
      "returns/approve",
    ]);
    const [request, approve] = hook.received.map((r) => JSON.parse(r.body));
    const returnId = Number(requested.id.split("/").pop());
    expect(request).toEqual({
      id: returnId,
      admin_graphql_api_id: requested.id,
      status: "requested",
      order: { id: order.legacyResourceId, admin_graphql_api_id: order.id },
      total_return_line_items: 1,
      name: `${order.name}-R1`,
      return_line_items: [
        {
          id: expect.any(Number),
          admin_graphql_api_id: requested.lineItems[0]?.id,
          fulfillment_line_item: {
            id: expect.any(Number),
            admin_graphql_api_id: expect.stringMatching(/^gid:\/\/shopify\/FulfillmentLineItem\/\d+$/),
            line_item: { id: lineItem?.id, admin_graphql_api_id: `gid://shopify/LineItem/${lineItem?.id}` },
          },
          quantity: 2,
          return_reason: "size_too_small",
          return_reason_note: "Pinches",
          customer_note: "Sorry",
        },
      ],
      return_shipping_fees: [],
      exchange_line_items: [],
      total_exchange_line_items: 0,
    });
    expect(approve).toMatchObject({ id: returnId, status: "open", total_return_line_items: 1 });
  });

  it("only fulfilled units not on another return can be returned; reading needs read_returns", async () => {
    const order = sim.createOrder(shop, { lineItems: [{ sku: "SIM-1-1", quantity: 2 }] });
    expect(() => sim.requestReturn(shop, order.id, [{ sku: "SIM-1-1", quantity: 1 }])).toThrow(
      /cannot be returned/,
    );
    sim.fulfillOrder(shop, order.id);
    const first = sim.requestReturn(shop, order.id, [{ sku: "SIM-1-1", quantity: 1 }]);
    expect(() => sim.requestReturn(shop, order.id, [{ sku: "SIM-1-1", quantity: 2 }])).toThrow(
      /cannot be returned/,
    );
    // A declined return gives its units back.
    sim.declineReturn(shop, first.id, { reason: "RETURN_PERIOD_ENDED" });
    expect(sim.requestReturn(shop, order.id, [{ sku: "SIM-1-1", quantity: 2 }]).name).toBe(
      `${order.name}-R2`,
    );

    const ordersOnly = sim.customAppToken(shop, ["read_orders"]);
    const denied = await graphql(ordersOnly, returnQuery, { id: first.id });
    expect(denied.data.return).toBeNull();
    expect(denied.errors[0]).toMatchObject({ extensions: { code: "ACCESS_DENIED" } });
  });

  it("returns/decline and returns/cancel carry the reference's bodies; a return with dispositions cannot be canceled", async () => {
    const hook = await receiver([]);
    const token = sim.customAppToken(shop, allScopes);
    for (const topic of ["RETURNS_DECLINE", "RETURNS_CANCEL"])
      await graphql(
        token,
        `mutation S($topic: WebhookSubscriptionTopic!, $uri: String!) { webhookSubscriptionCreate(topic: $topic, webhookSubscription: { uri: $uri }) { userErrors { message } } }`,
        { topic, uri: hook.url },
      );
    const order = fulfilledOrder([{ sku: "SIM-3-1", quantity: 3 }]);
    const declined = sim.requestReturn(shop, order.id, [{ sku: "SIM-3-1", quantity: 1 }]);
    sim.declineReturn(shop, declined.id, { reason: "FINAL_SALE", note: "Final sale items" });
    const canceled = sim.approveReturn(
      shop,
      sim.requestReturn(shop, order.id, [{ sku: "SIM-3-1", quantity: 1 }]).id,
    );
    sim.cancelReturn(shop, canceled.id);
    expect(sim.returnOf(shop, canceled.id).reverseFulfillmentOrders[0]?.status).toBe("CANCELED");
    const worked = sim.approveReturn(
      shop,
      sim.requestReturn(shop, order.id, [{ sku: "SIM-3-1", quantity: 1 }]).id,
    );
    sim.disposeInAdmin(shop, {
      id: worked.reverseFulfillmentOrders[0]?.lineItems[0]?.id ?? "",
      quantity: 1,
      type: "MISSING",
    });
    expect(() => sim.cancelReturn(shop, worked.id)).toThrow(/cannot be canceled/);

    await sim.waitForDeliveries();
    await hook.close();
    const bodies = hook.received.map((r) => [r.headers["x-shopify-topic"], JSON.parse(r.body)]);
    const idOf = (gid: string) => Number(gid.split("/").pop());
    expect(bodies).toEqual([
      [
        "returns/decline",
        {
          id: idOf(declined.id),
          admin_graphql_api_id: declined.id,
          status: "declined",
          order: { id: order.legacyResourceId, admin_graphql_api_id: order.id },
          decline: { reason: "final_sale", note: "Final sale items" },
        },
      ],
      [
        "returns/cancel",
        {
          id: idOf(canceled.id),
          admin_graphql_api_id: canceled.id,
          order_id: order.legacyResourceId,
          status: "canceled",
        },
      ],
    ]);
  });
});

describe("reverseFulfillmentOrderDispose", () => {
  /** An approved return of `quantity` SIM-2-1; answers its reverse fulfillment order line item. */
  function approvedLine(quantity: number) {
    const order = fulfilledOrder([{ sku: "SIM-2-1", quantity }]);
    const ret = sim.approveReturn(shop, sim.requestReturn(shop, order.id, [{ sku: "SIM-2-1", quantity }]).id);
    return { ret, lineId: ret.reverseFulfillmentOrders[0]?.lineItems[0]?.id ?? "" };
  }
  const available = (sku: string) => sim.inventoryOf(shop).find((l) => l.sku === sku)?.available;

  it("records each disposition; RESTOCKED puts the units back at that location; the order closes when all are disposed of", async () => {
    const token = sim.customAppToken(shop, allScopes);
    const { ret, lineId } = approvedLine(4);
    const stock = available("SIM-2-1") ?? 0;
    const done = await graphql(token, disposeMutation, {
      inputs: [
        { reverseFulfillmentOrderLineItemId: lineId, quantity: 2, dispositionType: "RESTOCKED", locationId },
        { reverseFulfillmentOrderLineItemId: lineId, quantity: 1, dispositionType: "NOT_RESTOCKED" },
      ],
    });
    expect(done.data.reverseFulfillmentOrderDispose).toEqual({
      reverseFulfillmentOrderLineItems: [
        {
          id: lineId,
          dispositions: [
            { type: "RESTOCKED", quantity: 2, location: { id: locationId } },
            { type: "NOT_RESTOCKED", quantity: 1, location: null },
          ],
        },
      ],
      userErrors: [],
    });
    expect(available("SIM-2-1")).toBe(stock + 2);
    expect(sim.returnOf(shop, ret.id).reverseFulfillmentOrders[0]?.status).toBe("OPEN");

    const last = await graphql(token, disposeMutation, {
      inputs: [{ reverseFulfillmentOrderLineItemId: lineId, quantity: 1, dispositionType: "MISSING" }],
    });
    expect(last.data.reverseFulfillmentOrderDispose.userErrors).toEqual([]);
    expect(sim.returnOf(shop, ret.id).reverseFulfillmentOrders[0]).toMatchObject({
      status: "CLOSED",
      lineItems: [
        {
          totalQuantity: 4,
          dispositions: [
            { type: "RESTOCKED", quantity: 2, locationId },
            { type: "NOT_RESTOCKED", quantity: 1, locationId: null },
            { type: "MISSING", quantity: 1, locationId: null },
          ],
        },
      ],
    });
    expect(available("SIM-2-1")).toBe(stock + 2);
  });

  it("refuses an unknown line, more than is left, and RESTOCKED without a location, recording nothing", async () => {
    const token = sim.customAppToken(shop, allScopes);
    const { ret, lineId } = approvedLine(2);
    const stock = available("SIM-2-1");
    const refused = await graphql(token, disposeMutation, {
      inputs: [
        { reverseFulfillmentOrderLineItemId: lineId, quantity: 1, dispositionType: "RESTOCKED", locationId },
        {
          reverseFulfillmentOrderLineItemId: "gid://shopify/ReverseFulfillmentOrderLineItem/1",
          quantity: 1,
          dispositionType: "MISSING",
        },
        { reverseFulfillmentOrderLineItemId: lineId, quantity: 2, dispositionType: "NOT_RESTOCKED" },
        { reverseFulfillmentOrderLineItemId: lineId, quantity: 1, dispositionType: "RESTOCKED" },
      ],
    });
    const answer = refused.data.reverseFulfillmentOrderDispose;
    expect(answer.reverseFulfillmentOrderLineItems).toBeNull();
    expect(
      answer.userErrors.map((e: { field: string[]; code: string }) => [e.field.join("."), e.code]),
    ).toEqual([
      ["dispositionInputs.1.reverseFulfillmentOrderLineItemId", "INVALID"],
      ["dispositionInputs.2.quantity", "INVALID"],
      ["dispositionInputs.3.quantity", "INVALID"],
      ["dispositionInputs.3.locationId", "BLANK"],
    ]);
    expect(sim.returnOf(shop, ret.id).reverseFulfillmentOrders[0]?.lineItems[0]?.dispositions).toEqual([]);
    expect(available("SIM-2-1")).toBe(stock);

    const readOnly = sim.customAppToken(shop, ["read_returns", "read_orders"]);
    const denied = await graphql(readOnly, disposeMutation, {
      inputs: [{ reverseFulfillmentOrderLineItemId: lineId, quantity: 1, dispositionType: "MISSING" }],
    });
    expect(denied.errors[0]).toMatchObject({ extensions: { code: "ACCESS_DENIED" } });
    expect(sim.returnOf(shop, ret.id).reverseFulfillmentOrders[0]?.lineItems[0]?.dispositions).toEqual([]);
  });
});
