import { describe, expect } from "vitest";
import { appTest } from "../../../test/fixtures.ts";
import { listen } from "../../../test/live-notifications.ts";
import { act, createOrder, orderBody, stockedSku } from "../../../test/support/orders.test-helpers.ts";
import { demoWarehouse, submittedReceipt } from "../../../test/support/receipts.test-helpers.ts";

/**
 * Issue 16: open lists refresh when a document moves on another screen, and the provider is told when a
 * customer submits an order or a receipt: the live `changed` notification, on the provider's channel and
 * the customer's own.
 */
describe("live changes of orders and receipts", () => {
  appTest(
    "a submitted order is announced to the provider and to its customer, with its code",
    async ({ app, shipper }) => {
      const provider = listen(app, app.demo.providerId);
      const customer = listen(app, shipper.userRelatedId);
      const { warehouseId } = await stockedSku(app, "LIVE-1", 5);
      const { data } = await createOrder(
        app,
        shipper,
        orderBody(warehouseId, [{ sku: "LIVE-1", quantity: 1 }]),
      );
      expect((await act(app, shipper, "submit", [data.order_id])).code).toBe(200);
      const told = {
        type: "changed",
        domain: "orders",
        status: "submitted",
        count: 1,
        code: data.code,
      } as const;
      await provider.expectMessage(told);
      await customer.expectMessage(told);
      provider.remove();
      customer.remove();
    },
  );

  appTest(
    "orders moved together are told once per channel, with their count",
    async ({ app, provider: staff, shipper }) => {
      const { warehouseId } = await stockedSku(app, "LIVE-2", 10);
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const { data } = await createOrder(
          app,
          shipper,
          orderBody(warehouseId, [{ sku: "LIVE-2", quantity: 1 }]),
        );
        ids.push(data.order_id);
      }
      await act(app, shipper, "submit", ids);
      const provider = listen(app, app.demo.providerId);
      expect((await act(app, staff, "confirm", ids)).data.done).toHaveLength(3);
      await provider.expectMessage({
        type: "changed",
        domain: "orders",
        status: "confirmed",
        count: 3,
        code: null,
      });
      // (On a Postgres server the submit's own message may arrive late: only the confirmations are counted.)
      expect(provider.received.filter((m) => m.type === "changed" && m.status === "confirmed")).toHaveLength(
        1,
      );
      provider.remove();
    },
  );

  appTest(
    "a submitted receipt is announced to the provider; another provider's channel hears nothing",
    async ({ app, shipper }) => {
      const provider = listen(app, app.demo.providerId);
      const stranger = listen(app, "00000000-0000-4000-8000-000000000000");
      const { warehouseId } = await demoWarehouse(app);
      const receipt = await submittedReceipt(app, shipper, warehouseId);
      await provider.expectMessage({
        type: "changed",
        domain: "receipts",
        status: "submitted",
        count: 1,
        code: receipt.code,
      });
      expect(stranger.received).toEqual([]);
      provider.remove();
      stranger.remove();
    },
  );
});
