import type { TNotification } from "@wms/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { NotificationHub } from "./notifications.ts";

/** The one NOTIFY channel of live notifications (events.ts). */
export const eventsChannel = "wms_events";

/** What NOTIFY carries: the kept row's id (to hand each event over once), when, where and what. */
export type TEventEnvelope = { id: number; at: string; channel: string; message: TNotification };

/**
 * Hands each event to this instance's sockets once: the ids handed over in the last minutes are
 * remembered, since an event may come both by NOTIFY and by the catch-up read after a reconnect.
 */
export class EventDelivery {
  private readonly seen = new Map<number, number>();

  constructor(
    private readonly hub: NotificationHub,
    private readonly log: FastifyBaseLogger,
    private readonly rememberMs = 15 * 60_000,
  ) {}

  /** Hands the event over unless it already was; true when it was handed over now. */
  deliver(event: TEventEnvelope): boolean {
    if (this.seen.has(event.id)) return false;
    const now = Date.now();
    this.seen.set(event.id, now);
    // The map is in insertion order: forget from the oldest while they are older than rememberMs.
    for (const [id, at] of this.seen) {
      if (now - at < this.rememberMs) break;
      this.seen.delete(id);
    }
    this.hub.publish(event.channel, event.message);
    return true;
  }

  deliverPayload(payload: string): void {
    try {
      this.deliver(JSON.parse(payload) as TEventEnvelope);
    } catch (err) {
      this.log.warn({ err }, "bad notification payload");
    }
  }
}
