import { updateTenantRow } from "../../../kernel/db/sql-helpers.ts";
import type { TShopRow } from "../stores.repository.ts";
import { shops } from "../stores.tables.ts";
import { withShopAccess } from "./stores.shop-access.ts";
import { shopifyGraphql } from "./stores.shopify-client.ts";
import type { TStoreDeps } from "./stores.tokens.ts";

/**
 * The webhooks a bound shop sends the platform (docs/stores.md "Orders in", "Returns", "Uninstall and privacy"),
 * subscribed when it is bound.
 * A subscription already there (the shop bound again) is fine; a failure is kept on the shop and does not
 * undo the binding: the reconciliation reads the orders anyway.
 */

export const webhookPath = "/api/shopify/webhooks";

/**
 * Shopify's topic enum values; the deliveries name them `orders/create` and so on. `APP_UNINSTALLED` tells
 * the platform the shop removed the app (a custom app deleted in the admin, or the platform's app); the
 * `RETURNS_*` topics bring the shop's returns (docs/stores.md "Returns").
 */
export const subscribedTopics = [
  "ORDERS_CREATE",
  "ORDERS_UPDATED",
  "ORDERS_CANCELLED",
  "RETURNS_REQUEST",
  "RETURNS_APPROVE",
  "RETURNS_CANCEL",
  "RETURNS_DECLINE",
  "APP_UNINSTALLED",
] as const;

export const subscribeMutation = `mutation SubscribeWebhook($topic: WebhookSubscriptionTopic!, $uri: String!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: { uri: $uri, format: JSON }) {
    webhookSubscription { id }
    userErrors { field message }
  }
}`;

type TAnswer = {
  webhookSubscriptionCreate: {
    webhookSubscription: { id: string } | null;
    userErrors: { field: string[] | null; message: string }[];
  } | null;
};

const alreadyThere = (message: string) => /already been taken/i.test(message);

/** Subscribes the shop to the topics; answers whether every one is in place. */
export async function subscribeShopWebhooks(deps: TStoreDeps, shop: TShopRow): Promise<boolean> {
  const uri = `${deps.publicUrl}${webhookPath}`;
  const ids: string[] = [];
  let failed = false;
  try {
    await withShopAccess(deps, shop, async (access) => {
      const request = shopifyGraphql(deps.shopify, access);
      for (const topic of subscribedTopics) {
        const answer = (await request<TAnswer>(subscribeMutation, { topic, uri })).webhookSubscriptionCreate;
        const created = answer?.webhookSubscription?.id;
        if (created) ids.push(created);
        else if (!answer?.userErrors.every((e) => alreadyThere(e.message))) failed = true;
      }
    });
  } catch {
    failed = true;
  }
  await updateTenantRow(deps.db, shops, shop.providerId, shop.id, {
    ...(ids.length > 0 ? { webhookIds: [...new Set([...shop.webhookIds, ...ids])] } : {}),
    lastError: failed ? "store.webhooksFailed" : shop.lastError,
  });
  return !failed;
}
