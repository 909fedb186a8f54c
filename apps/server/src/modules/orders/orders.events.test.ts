import { and, asc, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTestWith } from "../../../test/fixtures.ts";
import { act, createOrder, orderBody, stockedSku } from "../../../test/support/orders.test-helpers.ts";
import { subscribeShipper } from "../../../test/support/webhooks.test-helpers.ts";
import { webhookDeliveries } from "../webhooks/webhooks.tables.ts";
import { transitionOrder } from "./orders.lifecycle.ts";

let warehouseId: string;

const test = appTestWith({ webhookAllowInsecure: true, webhookPollMs: 0 })
  /** The events queued for the demo customer's subscriptions, oldest first: [type, data]. */
  .extend("queued", { scope: "file" }, ({ app }) => async () => {
    const rows = await app.ctx.db
      .select({ type: webhookDeliveries.eventType, body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.providerId, app.demo.providerId), eq(webhookDeliveries.kind, "event")))
      .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.seq));
    return rows.map((r) => [r.type, (JSON.parse(r.body) as { data: Record<string, unknown> }).data] as const);
  });

test.beforeAll(async ({ app, shipper }) => {
  ({ warehouseId } = await stockedSku(app, "EVT-1", 5));
  for (const eventType of ["order.created", "order.status_changed", "order.exception"] as const) {
    await subscribeShipper(app, shipper, eventType);
  }
});

describe("order webhook events", () => {
  test("announces a created order, each transition and an exception; a refused transition announces nothing", async ({
    app,
    provider,
    shipper,
    queued,
  }) => {
    const created = await createOrder(app, shipper, orderBody(warehouseId, [{ sku: "EVT-1", quantity: 2 }]));
    const id = created.data.order_id;
    expect((await act(app, shipper, "submit", [id])).code).toBe(200);
    // Confirming twice: the second is refused (4009) and must not be announced.
    expect((await act(app, provider, "confirm", [id])).code).toBe(200);
    expect((await act(app, provider, "confirm", [id])).code).toBe(4009);
    // Exceptions are raised by the outbound floor, which calls the lifecycle directly.
    await app.ctx.db.transaction((tx) =>
      transitionOrder(
        tx,
        {
          providerId: app.demo.providerId,
          userId: app.demo.providerUserId,
          userName: "demo_provider",
          kind: "staff",
          customerId: null,
        },
        { orderId: id, action: "mark_exception", reason: "address problem" },
      ),
    );

    const events = await queued();
    expect(events.map(([type, data]) => [type, data.status])).toEqual([
      ["order.created", "draft"],
      ["order.status_changed", "submitted"],
      ["order.status_changed", "confirmed"],
      ["order.status_changed", "exception"],
      ["order.exception", "exception"],
    ]);
    expect(events[0]?.[1]).toMatchObject({ order_id: id, code: created.data.code });
    expect(events[3]?.[1]).toMatchObject({ from_status: "confirmed" });
    expect(events[4]?.[1]).toMatchObject({ reason: "address problem" });
  });
});
