import type { TWebhookEventType } from "@wms/contracts";
import type { TSignedIn, TTestApp } from "../../../test/harness.ts";
import { enqueueWebhookEvent } from "./webhooks.outbox.ts";

/** Deletes every webhook of the demo shipper (which ends their waiting deliveries); the log stays. */
export async function deleteAllWebhooks(t: TTestApp, shipper: TSignedIn) {
  const providerUuid = t.demo.providerId;
  const all = await t.call<{ list: { id: string }[] }>({
    url: "/api/webhook/query-webhooks",
    token: shipper.token,
    query: { provider_uuid: providerUuid, page_size: "100" },
  });
  for (const w of all.data.list) {
    await t.call({
      url: "/api/webhook/delete-webhook",
      method: "DELETE",
      token: shipper.token,
      body: { provider_uuid: providerUuid, id: w.id },
    });
  }
}

/** Queues one webhook event of the demo customer, in a transaction of its own. */
export function enqueueDemoEvent(t: TTestApp, type: TWebhookEventType, payload: Record<string, unknown>) {
  return t.ctx.db.transaction((tx) =>
    enqueueWebhookEvent(tx, { customerId: t.demo.customerId, providerId: t.demo.providerId, type, payload }),
  );
}
