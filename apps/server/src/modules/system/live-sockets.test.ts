import type { AddressInfo } from "node:net";
import type { TNotification } from "@wms/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import WebSocket from "ws";
import { appTest as test } from "../../../test/fixtures.ts";
import { registerUser, type TSignedIn } from "../../../test/harness.ts";
import { submittedOrder } from "../../../test/support/orders.test-helpers.ts";
import { listenWsPort, type TWsPortListener } from "../../app/ws-port.ts";
import { announceChanged, customers } from "../tenancy/index.ts";

/** A socket held open as the web app holds one: everything it received, the hello first. */
type THeld = { ws: WebSocket; received: (TNotification & Record<string, unknown>)[] };

let origin: string;
let wsPort: TWsPortListener;
const held: WebSocket[] = [];

test.beforeAll(async ({ app }) => {
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `ws://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  wsPort = await listenWsPort(app.app, { port: 0, host: "127.0.0.1" });
});
test.afterAll(async () => {
  for (const ws of held) ws.close();
  await wsPort?.close();
});

/** Opens `url` and resolves once the server's hello arrived. */
function hold(url: string): Promise<THeld> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    held.push(ws);
    const received: THeld["received"] = [];
    ws.on("message", (data) => {
      const text = data.toString();
      if (text === "pong") return;
      received.push(JSON.parse(text));
      if (received.length === 1) resolve({ ws, received });
    });
    ws.once("unexpected-response", (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    ws.once("error", reject);
  });
}

/** What an upgrade to `url` is answered: 101 when the socket opened, else the plain HTTP status. */
function upgradeAnswer(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once("upgrade", (res) => {
      ws.terminate();
      resolve(res.statusCode ?? 0);
    });
    ws.once("unexpected-response", (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    ws.once("error", (err) => {
      if (!ws.listenerCount("unexpected-response")) reject(err);
    });
  });
}

const live = (who: TSignedIn) => `${origin}/websocket?token=${who.token}`;

describe("the live channel at /websocket", () => {
  test("holds the signed-in user's own channel: the provider's for staff, the user's for a drop shipper", async ({
    app,
    provider,
    operator,
    shipper,
  }) => {
    for (const [who, channel] of [
      [provider, app.demo.providerId],
      [operator, app.demo.providerId],
      [shipper, shipper.userRelatedId],
    ] as const) {
      const socket = await hold(live(who));
      expect(socket.received[0]).toEqual({ type: "hello", user_related_id: channel });
      socket.ws.send("ping");
      await vi.waitFor(() => expect(socket.ws.readyState).toBe(WebSocket.OPEN));
    }
  });

  test("refuses an upgrade before it happens: no token or a wrong one 401, any other path 404", async ({
    provider,
  }) => {
    expect(await upgradeAnswer(`${origin}/websocket`)).toBe(401);
    expect(await upgradeAnswer(`${origin}/websocket?token=${"x".repeat(40)}`)).toBe(401);
    for (const path of ["/api/health", "/api/config/init-config", "/random-xyz", "/", "/p/login"]) {
      expect(await upgradeAnswer(`${origin}${path}?token=${provider.token}`), path).toBe(404);
    }
    // The notification socket of the spec still opens, on the caller's own channel only.
    expect(
      await upgradeAnswer(`${origin}/ws/notifications/${provider.userRelatedId}?token=${provider.token}`),
    ).toBe(101);
    expect(await upgradeAnswer(`${origin}/websocket?token=${provider.token}`)).toBe(101);
  });

  test("is served on WS_PORT at no path, with the same access check", async ({ app, shipper }) => {
    const at = `ws://127.0.0.1:${wsPort.port}`;
    const socket = await hold(`${at}/?token=${shipper.token}`);
    expect(socket.received[0]).toEqual({ type: "hello", user_related_id: shipper.userRelatedId });
    app.ctx.hub.publish(shipper.userRelatedId, { type: "export", filename: "orders.xlsx" });
    await vi.waitFor(() =>
      expect(socket.received).toContainEqual({ type: "export", filename: "orders.xlsx" }),
    );

    expect(await upgradeAnswer(`${at}/`)).toBe(401);
    expect(await upgradeAnswer(`${at}/websocket?token=${shipper.token}`)).toBe(404);
    expect(await upgradeAnswer(`${at}/api/health?token=${shipper.token}`)).toBe(404);
    const page = await fetch(`http://127.0.0.1:${wsPort.port}/api/health`);
    expect(page.status).toBe(404);
  });

  test("a drop shipper's socket never receives another customer's or another provider's events", async ({
    app,
    provider,
    shipper,
  }) => {
    // A second customer of the demo provider, and a rival provider with a customer of its own.
    const other = await registerUser(app, "live_other_shipper", "dropShipper", {
      supplier: app.demo.providerId,
    });
    const rival = await registerUser(app, "live_rival", "provider");
    const rivalShipper = await registerUser(app, "live_rival_shipper", "dropShipper", {
      supplier: rival.user.user_related_id,
    });
    const customerOf = async (userId: string) => {
      const [c] = await app.ctx.db
        .select({ id: customers.id, providerId: customers.providerId })
        .from(customers)
        .where(eq(customers.userId, userId));
      return { customerId: c?.id as string, providerId: c?.providerId as string };
    };
    const otherCustomer = await customerOf(other.user.user_related_id);
    const rivalCustomer = await customerOf(rivalShipper.user.user_related_id);
    const signedInAs = (r: typeof other) => ({ token: r.access_token }) as TSignedIn;

    const mine = await hold(live(shipper));
    const staff = await hold(live(provider));
    const otherSocket = await hold(live(signedInAs(other)));
    const rivalStaff = await hold(live(signedInAs(rival)));
    const rivalSocket = await hold(live(signedInAs(rivalShipper)));

    // The drop shipper's own order, submitted through the API: it and its provider hear it.
    const { data: order } = await submittedOrder(app, shipper, "LIVE-OWN-1", 5, 1);
    // The other customer's document and the rival's, announced as the modules announce their changes.
    await app.ctx.db.transaction(async (tx) => {
      await announceChanged(tx, "receipts", [{ ...otherCustomer, code: "RC-OTHER-1", status: "submitted" }]);
      await announceChanged(tx, "orders", [{ ...rivalCustomer, code: "OR-RIVAL-1", status: "submitted" }]);
    });

    const changed = (code: string) => expect.objectContaining({ type: "changed", code });
    await vi.waitFor(() => {
      expect(staff.received).toContainEqual(changed(order.code));
      expect(staff.received).toContainEqual(changed("RC-OTHER-1"));
      expect(mine.received).toContainEqual(changed(order.code));
      expect(otherSocket.received).toContainEqual(changed("RC-OTHER-1"));
      expect(rivalStaff.received).toContainEqual(changed("OR-RIVAL-1"));
      expect(rivalSocket.received).toContainEqual(changed("OR-RIVAL-1"));
    });
    // Each socket is handed an event in the same call as every other socket on the instance: by now any
    // stray one would have arrived.
    const codes = (s: THeld) => s.received.flatMap((m) => (m.type === "changed" ? [m.code] : []));
    expect(codes(mine)).not.toContain("RC-OTHER-1");
    expect(codes(mine)).not.toContain("OR-RIVAL-1");
    expect(codes(otherSocket)).toEqual(["RC-OTHER-1"]);
    expect(codes(rivalSocket)).toEqual(["OR-RIVAL-1"]);
    expect(codes(rivalStaff)).toEqual(["OR-RIVAL-1"]);
    expect(codes(staff)).not.toContain("OR-RIVAL-1");
  });
});
