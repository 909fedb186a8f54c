import { expect, type Page, type WebSocket } from "@playwright/test";
import { apiData } from "./app-api.ts";
import { demo, signIn, test } from "./app-fixtures.ts";
import { pickAlone } from "./app-floor.ts";
import { submittedOrders } from "./app-orders.ts";

/**
 * Issue 45, the live channel (spec section 7): the review bench's queue grows when another user confirms a
 * wave's picking, without a reload, over /websocket on the platform's host; and on a page opened at an IP
 * address with a port, over the same channel at that address on WS_PORT with no path.
 */

/** The live sockets `page` opens and the `changed` messages each received, by URL. */
function watchSockets(page: Page) {
  const heard = new Map<string, { type: string; status?: string; code?: string }[]>();
  page.on("websocket", (socket: WebSocket) => {
    const messages: { type: string; status?: string; code?: string }[] = [];
    heard.set(socket.url(), messages);
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload === "string" && payload.startsWith("{")) messages.push(JSON.parse(payload));
    });
  });
  return heard;
}

const addresses = [
  { name: "/websocket on the page's host", origin: (baseURL: string) => new URL(baseURL).origin },
  {
    name: "WS_PORT on an IP address with a port",
    origin: (baseURL: string) => `http://127.0.0.1:${new URL(baseURL).port}`,
  },
];

for (const address of addresses) {
  test(`the review queue grows when another user confirms picking, without a reload (${address.name})`, async ({
    newContext,
    pageAs,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = address.origin(baseURL ?? "");
    const bench = await (await newContext({ baseURL: origin })).newPage();
    const sockets = watchSockets(bench);
    const navigations: string[] = [];
    await signIn(bench, demo.operator);
    const { ws_port } = await apiData<{ ws_port: number | null }>(bench, "p", "config/init-config");
    expect(ws_port, "the e2e platforms listen on WS_PORT").toBeTruthy();
    await bench.goto("/p/p-to-review");
    const queue = bench.getByTestId("review-queue");
    await expect(queue).toBeVisible();
    await bench.waitForLoadState("networkidle");
    const waiting = async () =>
      Number((await queue.locator(".ant-card-head-title").innerText()).match(/\d+/)?.[0]);
    const before = await waiting();
    bench.on("framenavigated", (frame) => {
      if (frame === bench.mainFrame()) navigations.push(frame.url());
    });

    const expectedSocket = origin.includes("127.0.0.1")
      ? `ws://127.0.0.1:${ws_port}/?token=`
      : `${origin.replace("http", "ws")}/websocket?token=`;
    await expect.poll(() => [...sockets.keys()].some((url) => url.startsWith(expectedSocket))).toBe(true);

    // Another user (the provider, in a browser of its own) sends an order through a wave and confirms its picking.
    const { shipper, provider } = {
      shipper: await pageAs(demo.shipper),
      provider: await pageAs(demo.provider),
    };
    const { ids, codes } = await submittedOrders(shipper, {
      consignee: `Live ${Date.now().toString(36)}`,
      sku: "PS-ALU-01",
      quantities: [1],
    });
    expect(codes).toHaveLength(1);
    await pickAlone(provider, { id: ids[0] ?? "" });

    // The bench heard it on the live channel and its queue shows the parcel; the page never reloaded. (The
    // queue also reads itself every 15 s: the message is what proves the channel carried it.)
    await expect
      .poll(() =>
        [...sockets.entries()]
          .filter(([url]) => url.startsWith(expectedSocket))
          .some(([, messages]) => messages.some((m) => m.type === "changed" && m.status === "picked")),
      )
      .toBe(true);
    await expect.poll(waiting, { timeout: 5_000 }).toBe(before + 1);
    expect(navigations).toEqual([]);
  });
}
