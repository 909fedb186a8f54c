import type { TOrderDetail } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../../test/fixtures.ts";
import type { TSignedIn, TTestApp } from "../../../../test/harness.ts";
import { act, submittedOrder } from "../../../../test/support/orders.test-helpers.ts";
import { stockAllocations } from "../../inventory/inventory.tables.ts";
import { orderLogs } from "../../orders/index.ts";
import { customers } from "../../tenancy/index.ts";

const test = appTest;
test.beforeAll(openApp);

const detailOf = async (t: TTestApp, who: TSignedIn, orderId: string) =>
  (
    await t.call<TOrderDetail>({
      url: "/api/order/query-specific-elements",
      token: who.token,
      query: {
        ...(who.role === "dropShipper" ? { provider_uuid: t.demo.providerId } : {}),
        order_id: orderId,
      },
    })
  ).data;

const allocated = async (t: TTestApp, orderId: string) =>
  (
    await t.ctx.db
      .select()
      .from(stockAllocations)
      .where(
        and(eq(stockAllocations.providerId, t.demo.providerId), eq(stockAllocations.documentId, orderId)),
      )
  ).length > 0;

describe("the credit hold", () => {
  test("an order the prepaid customer's balance does not cover is held at confirm, told to both sides, released by a top-up, or by the provider by hand", async ({
    app,
    shipper,
    provider,
    operator,
  }) => {
    // A prepaid customer with USD 2.00; the demo card charges 1.20 an order and 0.30 a unit beyond the first.
    await app.ctx.db
      .update(customers)
      .set({ paymentMethod: "prepaid", creditLimit: "0" })
      .where(eq(customers.id, app.demo.customerId));
    const topUp = (amount: string) =>
      app.call({
        url: "/api/customer/adjust-balance",
        token: provider.token,
        body: { customer_id: app.demo.customerId, kind: "topup", amount, reason: "Bank transfer" },
      });
    expect((await topUp("2.00")).code).toBe(200);
    const a = await submittedOrder(app, shipper, "CREDIT-A", 10, 3);
    const b = await submittedOrder(app, shipper, "CREDIT-B", 10, 1);
    const c = await submittedOrder(app, shipper, "CREDIT-C", 10, 1);

    // A's 1.80 fits in 2.00; B's 1.20 on top would not (3.00), nor would C's after it (4.20): held, nothing allocated.
    const confirmed = await act(app, provider, "confirm", [
      a.data.order_id,
      b.data.order_id,
      c.data.order_id,
    ]);
    expect(confirmed.data.done).toEqual([a.data.order_id]);
    expect(confirmed.data.errors.map((e) => e.message)).toEqual([
      `Order ${b.data.code} is on credit hold: the balance USD 2.00 less the expected fees of the open orders USD 3.00 would go below the credit limit of USD 0.00. It is confirmed when a top-up covers it, or the provider releases it by hand.`,
      `Order ${c.data.code} is on credit hold: the balance USD 2.00 less the expected fees of the open orders USD 4.20 would go below the credit limit of USD 0.00. It is confirmed when a top-up covers it, or the provider releases it by hand.`,
    ]);
    const hold = { balance: "2.00", fees: "3.00", credit_limit: "0.00", currency: "USD" };
    for (const who of [provider, shipper])
      expect(await detailOf(app, who, b.data.order_id)).toMatchObject({
        status: "on_hold",
        credit_hold: hold,
      });
    expect((await detailOf(app, provider, a.data.order_id)).credit_hold).toBeNull();
    expect(await allocated(app, a.data.order_id)).toBe(true);
    expect(await allocated(app, b.data.order_id)).toBe(false);
    // Confirming it again while the money is short changes nothing and says so.
    const again = await act(app, provider, "confirm", [b.data.order_id]);
    expect(again.data.errors[0]?.message).toContain(`Order ${b.data.code} stays on credit hold`);

    // USD 1.00 more: B (the older) now fits (1.80 + 1.20 = 3.00), C still not (4.20): B is confirmed, as the top-up's author.
    expect((await topUp("1.00")).code).toBe(200);
    expect(await detailOf(app, provider, b.data.order_id)).toMatchObject({
      status: "confirmed",
      credit_hold: null,
    });
    expect(await allocated(app, b.data.order_id)).toBe(true);
    expect((await detailOf(app, provider, c.data.order_id)).status).toBe("on_hold");
    const [released] = await app.ctx.db
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, b.data.order_id), eq(orderLogs.toStatus, "confirmed")));
    expect(released).toMatchObject({ action: "confirm", fromStatus: "on_hold", actorName: "demo_provider" });

    // The provider releases C by hand (operators may not); it is logged with the hold it overrode.
    const byOperator = await act(app, operator, "release_hold", [c.data.order_id]);
    expect(byOperator.data.errors[0]?.message).toBe(
      "Only the provider's account may release an order from credit hold",
    );
    expect((await detailOf(app, provider, c.data.order_id)).status).toBe("on_hold");
    expect((await act(app, provider, "release_hold", [c.data.order_id])).data.done).toEqual([
      c.data.order_id,
    ]);
    expect(await detailOf(app, provider, c.data.order_id)).toMatchObject({
      status: "confirmed",
      credit_hold: null,
    });
    const [byHand] = await app.ctx.db
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, c.data.order_id), eq(orderLogs.action, "release_hold")));
    expect(byHand).toMatchObject({ actorName: "demo_provider", detail: { credit_hold: { fees: "4.20" } } });
  });

  test("a customer on credit may go below zero down to its limit, not past it", async ({
    app,
    shipper,
    provider,
  }) => {
    await app.ctx.db
      .update(customers)
      .set({ paymentMethod: "credit", creditLimit: "1.50", balance: "0" })
      .where(eq(customers.id, app.demo.customerId));
    // Orders confirmed by the first test are open (3 x 1.20 + 0.60 = 4.20): a new order is held at once...
    const d = await submittedOrder(app, shipper, "CREDIT-D", 10, 1);
    expect((await act(app, provider, "confirm", [d.data.order_id])).data.done).toEqual([]);
    expect((await detailOf(app, provider, d.data.order_id)).credit_hold).toMatchObject({
      credit_limit: "1.50",
      fees: "5.40",
    });
  });
});
