import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { describe, expect } from "vitest";
import { appTest as test } from "../../test/fixtures.ts";
import { buildApp } from "./app.ts";

/** A built web app in miniature, as apps/web's build writes it: hashed assets with .br and .gz beside them. */
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];\n`;
function fakeWebBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "web-delivery-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><script type="module" src="/assets/app-1a2b.js"></script>',
  );
  fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const asset = path.join(dist, "assets/app-1a2b.js");
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  return dist;
}

let web: FastifyInstance;
let dist: string;
test.beforeAll(async ({ app }) => {
  dist = fakeWebBuild();
  web = await buildApp(app.ctx, { webDist: dist });
  await web.ready();
});
test.afterAll(async () => {
  await web.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  web.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

describe("the web build's files", () => {
  test("are sent as the brotli or gzip file written at build time, whichever the browser accepts", async () => {
    const br = await get("/assets/app-1a2b.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get("/assets/app-1a2b.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get("/assets/app-1a2b.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.payload).toBe(script);
    for (const res of [br, gz, plain]) {
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  test("are kept a year when hashed (under /assets/), and revalidated otherwise, index.html included", async () => {
    expect((await get("/assets/app-1a2b.js", "br")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("no-cache");
    for (const url of ["/", "/p/login", "/ds/orders?page=2"]) {
      const page = await get(url, "br");
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      expect(page.headers["cache-control"]).toBe("no-cache");
    }
  });
});

describe("API answers", () => {
  test("above 1 KB are compressed as the client accepts; small ones and clients that accept none are not", async ({
    provider,
  }) => {
    const headers = (encoding?: string) => ({
      authorization: `Bearer ${provider.token}`,
      ...(encoding ? { "accept-encoding": encoding } : {}),
    });
    const big = { method: "GET" as const, url: "/api/docs/json" };
    const br = await web.inject({ ...big, headers: headers("br, gzip") });
    expect(br.headers["content-encoding"]).toBe("br");
    const document = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);
    const gz = await web.inject({ ...big, headers: headers("gzip") });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(document);
    const plain = await web.inject({ ...big, headers: headers() });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(document);

    const small = await web.inject({ method: "GET", url: "/api/health", headers: headers("br") });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json().code).toBe(200);
  });

  test("a compressed request body is refused, not inflated: the body limits see what was sent", async () => {
    const csrf = (await web.inject({ method: "GET", url: "/api/get-csrf-token" })).json().data.csrf_token;
    const body = JSON.stringify({ username: "nobody_here", role: "provider" });
    const send = (payload: string | Buffer, encoding?: string) =>
      web.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        headers: {
          "content-type": "application/json",
          "x-csrftoken": csrf,
          ...(encoding ? { "content-encoding": encoding } : {}),
        },
        payload,
      });
    expect((await send(body)).json().code).toBe(200);
    const gzipped = await send(zlib.gzipSync(body), "gzip");
    expect(gzipped.statusCode).toBe(400);
    expect(gzipped.json().code).toBe(4001);
  });
});
