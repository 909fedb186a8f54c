import http from "node:http";
import type { AddressInfo } from "node:net";
import type { TTestApp } from "./harness.ts";
import { readBody } from "./shopify/http.ts";

/**
 * An address the test app can be called at over HTTP (test apps answer `inject` only): what Shopify's
 * simulator delivers (webhooks) reaches the app through it, byte for byte, headers included. The app's
 * PUBLIC_URL is this origin, so the addresses the app gives Shopify point here.
 */
export async function startAppRelay() {
  let target: TTestApp | null = null;
  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (!target) {
        res.writeHead(503).end();
        return;
      }
      const answer = await target.app.inject({
        method: req.method as "POST",
        url: req.url ?? "/",
        headers: req.headers,
        payload: body,
        remoteAddress: req.socket.remoteAddress,
      });
      res.writeHead(answer.statusCode, {
        "content-type": String(answer.headers["content-type"] ?? "text/plain"),
      });
      res.end(answer.body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    attach(app: TTestApp) {
      target = app;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
