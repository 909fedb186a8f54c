import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveSocketUrl, openNotificationSocket } from "./notification-socket.ts";

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

describe("notification socket", () => {
  const page = (url: string) => {
    const { protocol, host, hostname, port } = new URL(url);
    return { protocol, host, hostname, port };
  };

  it("opens /websocket on the page's host, secure on https pages", () => {
    expect(liveSocketUrl(page("https://wms.example"), 8082, "t k")).toBe(
      "wss://wms.example/websocket?token=t%20k",
    );
    expect(liveSocketUrl(page("http://localhost:3000"), 8082, "t")).toBe(
      "ws://localhost:3000/websocket?token=t",
    );
    // A name with a port, an IP address without one: still the page's host.
    expect(liveSocketUrl(page("http://wms.lan:8080"), 8082, "t")).toBe("ws://wms.lan:8080/websocket?token=t");
    expect(liveSocketUrl(page("http://192.168.1.20"), 8082, "t")).toBe("ws://192.168.1.20/websocket?token=t");
  });

  it("opens port 8082 at no path on an IP address with a port (spec section 7)", () => {
    expect(liveSocketUrl(page("http://192.168.1.20:3000"), 8082, "t")).toBe(
      "ws://192.168.1.20:8082/?token=t",
    );
    expect(liveSocketUrl(page("https://10.0.0.5:8443"), 8082, "t")).toBe("wss://10.0.0.5:8082/?token=t");
    expect(liveSocketUrl(page("http://[::1]:3000"), 9000, "t")).toBe("ws://[::1]:9000/?token=t");
    // The server does not listen on a WS_PORT (0): the page's own host.
    expect(liveSocketUrl(page("http://192.168.1.20:3000"), null, "t")).toBe(
      "ws://192.168.1.20:3000/websocket?token=t",
    );
  });

  it("pings every 30 s, delivers parsed notifications and reconnects 3 s after a close", () => {
    const received: unknown[] = [];
    const close = openNotificationSocket({
      token: "tok",
      wsPort: 8082,
      onNotification: (n) => received.push(n),
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
      location: page("http://localhost:3000"),
    });
    const first = FakeSocket.all[0];
    if (!first) throw new Error("no socket");
    expect(first.url).toBe("ws://localhost:3000/websocket?token=tok");
    first.open();
    vi.advanceTimersByTime(30_000);
    expect(first.sent).toEqual(["ping"]);
    first.onmessage?.({ data: JSON.stringify({ type: "export", filename: "products.xlsx" }) });
    first.onmessage?.({ data: "pong" });
    first.onmessage?.({ data: JSON.stringify({ type: "unknown-kind" }) });
    expect(received).toEqual([{ type: "export", filename: "products.xlsx" }]);

    first.onclose?.();
    vi.advanceTimersByTime(2_999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);

    close();
    FakeSocket.all[1]?.onclose?.();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
