import {
  limits,
  liveSocketAddress,
  type TNotification,
  type TPageLocation,
  ZNotification,
} from "@wms/contracts";

export const reconnectMs = 3000;

export type TSocketOptions = {
  token: string;
  /** The server's WS_PORT (init-config's ws_port): where a page opened at an IP address with a port connects. */
  wsPort: number | null;
  onNotification: (notification: TNotification) => void;
  /** Injected for tests. */
  createSocket?: (url: string) => WebSocket;
  location?: TPageLocation;
};

/** The live channel's URL for this page (contracts' liveSocketAddress), with the session's token. */
export function liveSocketUrl(location: TPageLocation, wsPort: number | null, token: string) {
  return `${liveSocketAddress(location, wsPort)}?token=${encodeURIComponent(token)}`;
}

/**
 * The live channel (spec sections 4 and 7, /websocket): ping every 30 s, and on error or close the
 * socket is dropped and opened again after 3 s. Returns a function that closes it for good.
 */
export function openNotificationSocket(options: TSocketOptions): () => void {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  const url = liveSocketUrl(options.location ?? window.location, options.wsPort, options.token);
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
