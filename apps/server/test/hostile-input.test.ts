import type { InjectOptions } from "fastify";
import { describe, expect } from "vitest";
import { buildApp } from "../src/app/app.ts";
import { findBadInput } from "../src/kernel/http/input-guard.ts";
import { appTest, openApp } from "./fixtures.ts";
import type { TSignedIn } from "./harness.ts";

/**
 * What a hostile client sends, answered the way the platform promises: the envelope with a documented
 * code (never 5001, never the framework's own body), nothing written, and little server time.
 */

const test = appTest
  /** The raw answer (status, parsed body, server time) of one injected request. */
  .extend("raw", { scope: "file" }, ({ app }) => async (options: InjectOptions) => {
    const started = performance.now();
    const res = await app.app.inject(options);
    const ms = performance.now() - started;
    let body: { code?: number; message?: string; data?: unknown } = {};
    try {
      body = res.json();
    } catch {
      body = {};
    }
    return { status: res.statusCode, body, ms, headers: res.headers };
  })
  /** `raw` of a POST by `who` (signed in, with a CSRF token) of `payload` as `contentType`. */
  .extend(
    "rawPost",
    { scope: "file" },
    ({ app, raw }) =>
      async (who: TSignedIn, url: string, contentType: string, payload: string) => {
        const csrf = (await app.call<{ csrf_token: string }>({ url: "/api/get-csrf-token" })).data.csrf_token;
        const headers = {
          authorization: `Bearer ${who.token}`,
          "x-csrftoken": csrf,
          "content-type": contentType,
        };
        return raw({ method: "POST", url, headers, payload });
      },
  );

test.beforeAll(openApp);

const hostileUsername = `a@${"a.".repeat(102_400)}@`;

describe("long and backtracking-prone values", () => {
  test("a 200 KB username on sign-in is refused with 4001 in well under 50 ms", async ({ app }) => {
    const key = await app.call({ url: "/api/get-aes-key-login", query: { username: "demo_provider" } });
    expect(key.code).toBe(200);
    // Warm the route once so the timing measures the check, not the first compile of the schema.
    await app.call({ url: "/api/sign-in", body: { username: "x", role: "provider", password: "00" } });
    const timings: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const res = await app.call({
        url: "/api/sign-in",
        body: { username: hostileUsername, role: "provider", password: "00" },
      });
      timings.push(performance.now() - started);
      expect(res.code).toBe(4001);
      expect(res.data).toEqual({ fields: { username: expect.any(String) } });
    }
    expect(Math.min(...timings)).toBeLessThan(50);
  });

  test("forgot-password and register refuse the same value as fast; the patterns are linear even past the cap", async ({
    app,
  }) => {
    for (const [url, body] of [
      ["/api/auth/forgot-password", { username: hostileUsername, role: "provider" }],
      ["/api/register", { username: "hostile_1", email: hostileUsername }],
    ] as const) {
      // The fastest of three, so one pause of a busy machine is not read as backtracking (which took 10 s).
      const timings: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const res = await app.call({ url, body });
        timings.push(performance.now() - started);
        expect(res.code).toBe(4001);
      }
      expect(Math.min(...timings)).toBeLessThan(100);
    }
    const { emailPattern, usernamePattern } = await import("@wms/contracts");
    const started = performance.now();
    expect(emailPattern.test(hostileUsername)).toBe(false);
    expect(usernamePattern.test(hostileUsername)).toBe(false);
    expect(emailPattern.test(`${"a".repeat(50_000)}@${"b.".repeat(50_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
    expect(emailPattern.test("jane.doe@mail.example.com")).toBe(true);
    expect(usernamePattern.test("jane.doe@example.com")).toBe(true);
  });

  test("a string over the route's ceiling is refused before any schema, naming the field", async ({
    app,
    provider,
  }) => {
    const res = await app.call({
      url: "/api/order/query-order",
      token: provider.token,
      query: { keyword: "k".repeat(20_000) },
    });
    expect(res.code).toBe(4001);
    expect(res.data).toEqual({ fields: { keyword: "Too long: shorten this value" } });
  });
});

describe("characters a database cannot store", () => {
  test("a NUL character in a query keyword answers 4001, in both languages", async ({ provider, raw }) => {
    const en = await raw({
      method: "GET",
      url: "/api/order/query-order?keyword=a%00b",
      headers: { authorization: `Bearer ${provider.token}` },
    });
    expect(en.status).toBe(400);
    expect(en.body.code).toBe(4001);
    expect(en.body.data).toEqual({ fields: { keyword: expect.stringMatching(/cannot be stored/) } });
    const zh = await raw({
      method: "GET",
      url: "/api/order/query-order?keyword=a%00b",
      headers: { authorization: `Bearer ${provider.token}`, "accept-language": "zh-CN" },
    });
    expect(zh.body.data).toEqual({ fields: { keyword: expect.stringMatching(/无法保存/) } });
  });

  test("a lone surrogate in stored JSON answers 4001 and stores nothing", async ({ app, shipper }) => {
    const before = await app.call({
      url: "/api/customer-settings/global-user-settings",
      token: shipper.token,
    });
    const res = await app.call({
      url: "/api/customer-settings/global-user-settings",
      token: shipper.token,
      body: { language: "\ud800x" },
    });
    expect(res.code).toBe(4001);
    expect(res.data).toEqual({ fields: { language: expect.any(String) } });
    const after = await app.call({
      url: "/api/customer-settings/global-user-settings",
      token: shipper.token,
    });
    expect(after.data).toEqual(before.data);
  });

  test("NUL in a JSON key or a nested value is found by the guard", () => {
    expect(findBadInput({ a: [{ b: "ok" }, { "c\u0000": 1 }] })).toEqual({
      field: "a.1.c\u0000",
      key: "field.badCharacters",
    });
    expect(findBadInput({ a: { b: ["x", "\udc00"] } })).toEqual({
      field: "a.b.1",
      key: "field.badCharacters",
    });
    expect(findBadInput({ a: "\ud83d\ude00 emoji is fine" })).toBeNull();
  });

  test("a raw body (a signed webhook's bytes) is the route's to read, whatever its size", () => {
    // Walked byte by byte, a 200 kB order webhook was refused as too large, and every delivery cost a walk.
    expect(findBadInput(Buffer.alloc(200_000, 0))).toBeNull();
  });
});

describe("the framework's own refusals, in the envelope", () => {
  test("a badly encoded path answers 4001 in the envelope", async ({ raw }) => {
    const res = await raw({ method: "GET", url: "/api/files/avatars/%ff%fe" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 4001, message: "The address is not correctly encoded", data: null });
  });

  test("multipart without a boundary, or cut short, answers 4001 file.unreadable", async ({
    shipper,
    rawPost,
  }) => {
    const upload = (contentType: string, payload: string) =>
      rawPost(shipper, "/api/customer-settings/upload-avatar", contentType, payload);
    const noBoundary = await upload("multipart/form-data", "garbage");
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.code).toBe(4001);
    const truncated = await upload(
      "multipart/form-data; boundary=XYZ",
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    );
    expect(truncated.body.code).toBe(4001);
    expect(truncated.body.message).toMatch(/could not be read/);
  });

  test("an unsupported content type and an oversized body answer 4001 with what to do", async ({
    provider,
    raw,
    rawPost,
  }) => {
    const xml = await rawPost(provider, "/api/order/create-order", "application/xml", "<order/>");
    expect(xml.status).toBe(400);
    expect(xml.body).toMatchObject({
      code: 4001,
      message: expect.stringMatching(/Unsupported content type/),
    });
    const big = await raw({
      method: "POST",
      url: "/api/sign-in",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: "demo_provider", pad: "x".repeat(300 * 1024) }),
    });
    expect(big.body).toMatchObject({ code: 4001, message: expect.stringMatching(/too large/) });
  });

  test("a malformed language cookie does not break the request", async ({ raw }) => {
    const res = await raw({
      method: "GET",
      url: "/api/get-csrf-token",
      headers: { cookie: "language_type=%E0%A4%A" },
    });
    expect(res.body.code).toBe(200);
  });
});

describe("per-IP limits that hold", () => {
  test("the auth limit trips at its configured number, with or without a forged X-Forwarded-For", async ({
    app,
  }) => {
    const limited = await buildApp(app.ctx, { authRateLimit: 5, publicRateLimit: 8 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await limited.inject({
          method: "GET",
          url: "/api/get-aes-key-login?username=demo_provider",
          headers: { "x-forwarded-for": `203.0.113.${i}` },
        });
        codes.push(res.json().code);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 4029, 4029]);
      // Other public calls have their own, higher limit.
      const publicCodes: number[] = [];
      for (let i = 0; i < 9; i++) {
        publicCodes.push((await limited.inject({ method: "GET", url: "/api/get-csrf-token" })).json().code);
      }
      expect(publicCodes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 4029]);
    } finally {
      await limited.close();
    }
  });

  test("behind a trusted proxy (TRUST_PROXY=1) the client address comes from X-Forwarded-For", async ({
    app,
  }) => {
    const proxied = await buildApp(app.ctx, { authRateLimit: 2, trustProxy: 1 });
    try {
      const call = (ip: string) =>
        proxied.inject({
          method: "GET",
          url: "/api/get-aes-key-login?username=demo_provider",
          headers: { "x-forwarded-for": ip },
        });
      const first = [await call("198.51.100.1"), await call("198.51.100.1"), await call("198.51.100.1")];
      expect(first.map((r) => r.json().code)).toEqual([200, 200, 4029]);
      expect((await call("198.51.100.2")).json().code).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
