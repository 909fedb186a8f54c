import type { Db } from "../../src/kernel/db/client.ts";
import { attemptRow } from "../../src/modules/webhooks/webhooks.attempts.ts";
import { newEventId } from "../../src/modules/webhooks/webhooks.outbox.ts";
import { newSecret } from "../../src/modules/webhooks/webhooks.present.ts";
import * as repo from "../../src/modules/webhooks/webhooks.repository.ts";

/** Test fixtures only: another tenant's webhook, delivery and log entry, for the tenant-isolation matrix. */
export type TForeignWebhook = { webhookId: string; deliveryId: string; attemptId: string; secret: string };

const made = new WeakMap<Db, Promise<TForeignWebhook>>();

export function foreignWebhook(
  db: Db,
  owner: { providerId: string; customerId: string },
): Promise<TForeignWebhook> {
  let fixture = made.get(db);
  if (!fixture) {
    fixture = db.transaction(async (tx) => {
      const sub = await repo.insertSubscription(tx, {
        ...owner,
        name: "rival hook",
        url: "https://rival.example.test/hook",
        eventType: "order.created",
        secret: newSecret(),
      });
      const delivery = await repo.insertDelivery(tx, {
        ...owner,
        subscriptionId: sub.id,
        eventId: newEventId(),
        eventType: "order.created",
        body: '{"type":"order.created","timestamp":"2030-01-01T00:00:00.000Z","data":{"order_no":"RIVAL-1"}}',
        status: "failed",
      });
      const outcome = {
        result: "failed" as const,
        durationMs: 1,
        error: "webhook.error.status",
        errorDetail: "500",
        responseStatus: null,
        responseBody: null,
      };
      const attemptId = await repo.insertAttempt(tx, attemptRow(sub, delivery, "auto", outcome, new Date()));
      return { webhookId: sub.id, deliveryId: delivery.id, attemptId, secret: sub.secret };
    });
    made.set(db, fixture);
  }
  return fixture;
}
