import { eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { openApp, shopifyAppTest } from "../../../../test/fixtures.ts";
import type { TTestApp } from "../../../../test/harness.ts";
import { stockedSku } from "../../../../test/support/orders.test-helpers.ts";
import { bindShop, shopOrdersOf } from "../../../../test/support/stores.test-helpers.ts";
import { shopWebhookEvents } from "../stores.tables.ts";
import { runWebhookInbox, runWebhookInboxUntilEmpty } from "./stores.webhook-inbox.ts";

/**
 * The webhook inbox (docs/stores.md "Webhooks"), against the Shopify simulator's signed deliveries: a
 * delivery is answered once it is written, before anything is done with it; the inbox worker does it
 * afterwards, and a handling that fails is tried again later instead of being lost.
 */
const test = shopifyAppTest;
test.beforeAll(openApp);

const inboxOf = (app: TTestApp, domain: string) =>
  app.ctx.db.select().from(shopWebhookEvents).where(eq(shopWebhookEvents.shopDomain, domain));

describe("the webhook inbox", () => {
  test("a delivery is answered 200 once written; the order is recorded and converted by the inbox worker", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "inbox.myshopify.com";
    const { warehouseId } = await stockedSku(app, "INBOX-1", 5);
    const shopId = await bindShop(apiAs, shipper, shopify, domain, { warehouse_id: warehouseId });
    shopify.createOrder(domain, { lineItems: [{ sku: "INBOX-1", quantity: 1 }] });
    await shopify.waitForDeliveries();

    const deliveries = shopify.deliveries.filter((d) => d.shop === domain && d.topic === "orders/create");
    expect(deliveries.map((d) => d.attempts.map((a) => a.status))).toEqual([[200]]);
    // Answered, not yet done: the inbox holds it and no shop order exists.
    expect((await inboxOf(app, domain)).filter((e) => e.handledAt === null).length).toBeGreaterThan(0);
    expect((await shopOrdersOf(apiAs, shipper, shopId)).total).toBe(0);

    await runWebhookInboxUntilEmpty(app.ctx.db);
    const [order] = (await shopOrdersOf(apiAs, shipper, shopId)).list;
    expect(order).toMatchObject({ state: "converted", order_status: "submitted" });
    expect((await inboxOf(app, domain)).every((e) => e.handledAt !== null && e.lastError === null)).toBe(
      true,
    );
  });

  test("a handling that fails is kept and tried again later, never lost", async ({
    app,
    shopify,
    shipper,
    apiAs,
  }) => {
    const domain = "inbox-retry.myshopify.com";
    const { warehouseId } = await stockedSku(app, "INBOX-2", 5);
    const shopId = await bindShop(apiAs, shipper, shopify, domain, { warehouse_id: warehouseId });
    // The database refuses this shop's orders for now (a trigger raising an error, as a failing write would).
    await app.ctx.db.execute(
      sql.raw(`create function refuse_inbox_retry() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await app.ctx.db.execute(
      sql.raw(`create trigger refuse_inbox_retry before insert on shop_orders for each row
        when (new.shop_id = '${shopId}') execute function refuse_inbox_retry()`),
    );
    try {
      shopify.createOrder(domain, { lineItems: [{ sku: "INBOX-2", quantity: 1 }] });
      await shopify.waitForDeliveries();
      const now = new Date();
      await runWebhookInbox(app.ctx.db, now);
      const [failed] = (await inboxOf(app, domain)).filter((e) => e.topic === "ORDERS_CREATE");
      expect(failed).toMatchObject({ attempts: 1, handledAt: null });
      expect(failed?.lastError).toContain("refused for the test");
      expect(failed?.dueAt.getTime()).toBeGreaterThan(now.getTime());
      // Not due yet: the next round leaves it.
      expect(await runWebhookInbox(app.ctx.db, now)).toBe(0);
    } finally {
      await app.ctx.db.execute(sql.raw("drop trigger refuse_inbox_retry on shop_orders"));
      await app.ctx.db.execute(sql.raw("drop function refuse_inbox_retry()"));
    }
    await runWebhookInbox(app.ctx.db, new Date(Date.now() + 5_000));
    const [order] = (await shopOrdersOf(apiAs, shipper, shopId)).list;
    expect(order).toMatchObject({ state: "converted" });
    const [handled] = (await inboxOf(app, domain)).filter((e) => e.topic === "ORDERS_CREATE");
    expect(handled).toMatchObject({ attempts: 1, lastError: null });
    expect(handled?.handledAt).not.toBeNull();
  });
});
