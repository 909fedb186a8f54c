import fs from "node:fs";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { describe, expect } from "vitest";
import WebSocket from "ws";
import { appTest as test } from "../../test/fixtures.ts";
import { getOverTestTls, testTls } from "../../test/platform-process.ts";
import { buildApp } from "./app.ts";
import { listenWsPort } from "./ws-port.ts";

// A self-signed certificate for localhost and 127.0.0.1, made for the tests only (openssl req -x509).
const tls = { cert: fs.readFileSync(testTls.certFile), key: fs.readFileSync(testTls.keyFile) };

let server: FastifyInstance;
let origin: string;
test.beforeAll(async ({ app }) => {
  server = await buildApp(app.ctx, { tls });
  await server.listen({ port: 0, host: "127.0.0.1" });
  origin = `https://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await server?.close();
});

/** One GET over HTTP/2: status, headers, body and the protocol the TLS handshake agreed on. */
function getOverHttp2(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{
    protocol: string | undefined;
    status: number;
    headers: http2.IncomingHttpHeaders;
    body: Buffer;
  }>((resolve, reject) => {
    const session = http2.connect(origin, { ca: tls.cert });
    session.on("error", reject);
    const request = session.request({ ":path": pathname, ...headers });
    const chunks: Buffer[] = [];
    let answer: http2.IncomingHttpHeaders = {};
    request.on("response", (h) => {
      answer = h;
    });
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const protocol = session.alpnProtocol;
      session.close();
      resolve({ protocol, status: Number(answer[":status"]), headers: answer, body: Buffer.concat(chunks) });
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the platform over TLS (TLS_CERT_FILE, TLS_KEY_FILE)", () => {
  test("answers a browser's HTTP/2 request, compressed as over HTTP/1.1", async () => {
    const health = await getOverHttp2("/api/health");
    expect(health.protocol).toBe("h2");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString()).data.status).toBe("ok");

    // An answer over the compression threshold comes brotli-encoded.
    const docs = await getOverHttp2("/api/docs/json", { "accept-encoding": "br" });
    expect(docs.status).toBe(200);
    expect(docs.headers["content-encoding"]).toBe("br");
  });

  test("still answers a client that speaks only HTTP/1.1", async () => {
    const health = await getOverTestTls(`${origin}/api/health`); // node:https speaks HTTP/1.1 only
    expect(health.status).toBe(200);
  });

  test("opens the live notifications socket over wss (browsers open websockets over HTTP/1.1)", async ({
    provider,
  }) => {
    const url = `${origin.replace("https", "wss")}/ws/notifications/${provider.userRelatedId}?token=${provider.token}`;
    const hello = await new Promise<string>((resolve, reject) => {
      const socket = new WebSocket(url, { ca: tls.cert });
      socket.once("message", (data) => {
        resolve(data.toString());
        socket.close();
      });
      socket.once("error", reject);
    });
    expect(JSON.parse(hello)).toMatchObject({ type: "hello", user_related_id: provider.userRelatedId });
  });

  test("serves the live channel on WS_PORT over wss too (a page opened at https://<ip>:<port>)", async ({
    provider,
  }) => {
    const wsPort = await listenWsPort(server, { port: 0, host: "127.0.0.1", tls });
    try {
      const hello = await new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(`wss://127.0.0.1:${wsPort.port}/?token=${provider.token}`, {
          ca: tls.cert,
        });
        socket.once("message", (data) => {
          resolve(data.toString());
          socket.close();
        });
        socket.once("error", reject);
      });
      expect(JSON.parse(hello)).toMatchObject({ type: "hello", user_related_id: provider.userRelatedId });
    } finally {
      await wsPort.close();
    }
  });
});
