import type { TNotification } from "@wms/contracts";

type TSocket = { send(data: string): void; readyState: number };

/**
 * Delivers notifications to the open tabs listening on a channel (a drop shipper's user id or a
 * provider_uuid). In-process for now; cross-instance fan-out plugs in behind publish().
 */
export class NotificationHub {
  private readonly channels = new Map<string, Set<TSocket>>();

  add(channel: string, socket: TSocket): () => void {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0) this.channels.delete(channel);
    };
  }

  publish(channel: string, message: TNotification): number {
    const set = this.channels.get(channel);
    if (!set) return 0;
    const data = JSON.stringify(message);
    let sent = 0;
    for (const socket of set) {
      if (socket.readyState === 1) {
        socket.send(data);
        sent++;
      }
    }
    return sent;
  }

  listeners(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }
}
