import { randomBytes } from "node:crypto";
import type { TWebhookEventType } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { webhookClock } from "./webhooks.clock.ts";
import { insertEventDeliveries } from "./webhooks.repository.ts";

/** The webhook-id of one event: the same for every subscription and every attempt. */
export function newEventId(): string {
  return `msg_${randomBytes(16).toString("base64url")}`;
}

/** Largest event body accepted (the receiver gets it in one request). */
const maxBodyBytes = 256 * 1024;

export type TWebhookEvent = {
  /** The drop shipper's customer id with this provider (who owns the subscriptions). */
  customerId: string;
  providerId: string;
  type: TWebhookEventType;
  /** The event's data: what the receiver gets as `data`. Keep it self-contained (ids, numbers, statuses). */
  payload: Record<string, unknown>;
};

/**
 * Announces an event to the drop shipper's webhooks. Call it INSIDE the transaction of the change it
 * reports (outbox pattern): one pending delivery per enabled subscription to this event type is written
 * there, so nothing is sent for a rolled-back change and nothing is lost if the process stops; the
 * delivery poller sends it after commit (first attempt within about a second). Returns how many
 * deliveries were written (0 when nobody subscribed).
 */
export function enqueueWebhookEvent(tx: Db, event: TWebhookEvent): Promise<number> {
  return enqueueWebhookEvents(tx, [event]);
}

/** The same for many events of one change (a batch of orders confirmed together): one statement. */
export async function enqueueWebhookEvents(tx: Db, events: TWebhookEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const now = webhookClock.now();
  const rows = events.map((event) => {
    const body = JSON.stringify({ type: event.type, timestamp: now.toISOString(), data: event.payload });
    if (Buffer.byteLength(body) > maxBodyBytes) {
      throw new Error(`webhook event ${event.type} is larger than ${maxBodyBytes} bytes`);
    }
    const { providerId, customerId, type } = event;
    return { providerId, customerId, type, eventId: newEventId(), body };
  });
  return insertEventDeliveries(tx, rows, now);
}
