import { limits, type TNotification, ZNotification } from "@wms/contracts";

export const reconnectMs = 3000;

export type TSocketOptions = {
  relatedId: string;
  token: string;
  onNotification: (notification: TNotification) => void;
  /** Injected for tests. */
  createSocket?: (url: string) => WebSocket;
  location?: Pick<Location, "protocol" | "host">;
};

export function notificationUrl(
  location: Pick<Location, "protocol" | "host">,
  relatedId: string,
  token: string,
) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws/notifications/${encodeURIComponent(relatedId)}?token=${encodeURIComponent(token)}`;
}

/**
 * The live notification channel (spec sections 4 and 7): ping every 30 s, and on error or close the
 * socket is dropped and opened again after 3 s. Returns a function that closes it for good.
 */
export function openNotificationSocket(options: TSocketOptions): () => void {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  const url = notificationUrl(options.location ?? window.location, options.relatedId, options.token);
  let socket: WebSocket | null = null;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const drop = () => {
    clearInterval(ping);
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
      if (socket.readyState <= 1) socket.close();
    }
    socket = null;
  };
  const connect = () => {
    if (closed) return;
    socket = create(url);
    socket.onopen = () => {
      ping = setInterval(() => socket?.readyState === 1 && socket.send("ping"), limits.notificationPingMs);
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== "string" || event.data === "pong") return;
      try {
        const parsed = ZNotification.safeParse(JSON.parse(event.data));
        if (parsed.success) options.onNotification(parsed.data);
      } catch {
        // not JSON: ignore
      }
    };
    const scheduleRetry = () => {
      drop();
      if (!closed) retry = setTimeout(connect, reconnectMs);
    };
    socket.onclose = scheduleRetry;
    socket.onerror = scheduleRetry;
  };
  connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    drop();
  };
}
