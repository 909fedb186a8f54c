import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notificationUrl, openNotificationSocket } from "./notification-socket.ts";

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
  it("builds a secure URL on https pages", () => {
    expect(notificationUrl({ protocol: "https:", host: "wms.example" }, "abc", "t k")).toBe(
      "wss://wms.example/ws/notifications/abc?token=t%20k",
    );
  });

  it("pings every 30 s, delivers parsed notifications and reconnects 3 s after a close", () => {
    const received: unknown[] = [];
    const close = openNotificationSocket({
      relatedId: "id1",
      token: "tok",
      onNotification: (n) => received.push(n),
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
      location: { protocol: "http:", host: "localhost:3000" },
    });
    const first = FakeSocket.all[0];
    if (!first) throw new Error("no socket");
    expect(first.url).toBe("ws://localhost:3000/ws/notifications/id1?token=tok");
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
