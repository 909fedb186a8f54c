import { describe, expect } from "vitest";
import { appTest, openApp } from "../../../test/fixtures.ts";
import { encryptPassword } from "../../../test/harness.ts";

const test = appTest.extend(
  "aesKey",
  { scope: "file" },
  ({ app }) =>
    async (username: string, kind: "get-aes-key" | "get-aes-key-login" = "get-aes-key-login") => {
      const res = await app.call<{ aes_key: string }>({ url: `/api/${kind}`, query: { username } });
      expect(res.data.aes_key).toMatch(/^[0-9a-f]{32}$/);
      return res.data.aes_key;
    },
);

test.beforeAll(openApp);

describe("sign-in", () => {
  test("signs in each demo role with an AES-encrypted password and reaches home", async ({ app }) => {
    for (const [username, role, area] of [
      ["demo_provider", "provider", "provider"],
      ["demo_operator", "operator", "operator"],
      ["demo_shipper", "dropShipper", "dropShipper"],
    ] as const) {
      const s = await app.signIn(username, role);
      const home = await app.call<{ user: { username: string; user_role: string; user_related_id: string } }>(
        {
          url: "/api/home",
          token: s.token,
        },
      );
      expect(home.code).toBe(200);
      expect(home.data.user).toMatchObject({ username, user_role: area });
      expect(home.data.user.user_related_id).toBe(
        role === "dropShipper" ? app.demo.shipperUserId : app.demo.providerId,
      );
    }
  });

  test("answers a wrong password with 4001 and HTTP 400, and the key cannot be reused", async ({
    app,
    aesKey,
  }) => {
    const key = await aesKey("demo_provider");
    const wrong = await app.call({
      url: "/api/sign-in",
      body: { username: "demo_provider", role: "provider", password: encryptPassword(key, "Wrong@Pass2026") },
    });
    expect(wrong).toMatchObject({ status: 400, code: 4001, message: "Wrong username or password" });
    const replay = await app.call({
      url: "/api/sign-in",
      body: { username: "demo_provider", role: "provider", password: encryptPassword(key, "Demo@Pass2026") },
    });
    expect(replay.code).toBe(4001);
    expect(replay.message).toMatch(/key has expired/);
  });

  test("refuses an account on the other area's login, and with the right password says where to sign in", async ({
    app,
    aesKey,
  }) => {
    for (const [username, role, area, message] of [
      [
        "demo_shipper",
        "provider",
        "ds",
        "This is a drop shipper account: sign in on the drop shipper sign-in page",
      ],
      [
        "demo_operator",
        "dropShipper",
        "p",
        "This is a provider or operator account: sign in on the provider sign-in page",
      ],
      [
        "demo_provider",
        "dropShipper",
        "p",
        "This is a provider or operator account: sign in on the provider sign-in page",
      ],
    ] as const) {
      const key = await aesKey(username);
      const res = await app.call<{ sign_in_area: string }>({
        url: "/api/sign-in",
        body: { username, role, password: encryptPassword(key, "Demo@Pass2026") },
      });
      expect(res).toMatchObject({ code: 4001, message, data: { sign_in_area: area } });
      // With a wrong password the answer says nothing of the account.
      const wrongKey = await aesKey(username);
      const wrong = await app.call({
        url: "/api/sign-in",
        body: { username, role, password: encryptPassword(wrongKey, "Wrong@Pass2026") },
      });
      expect(wrong).toMatchObject({ code: 4001, message: "Wrong username or password", data: null });
    }
  });

  test("lets a provider sign in through the operator choice of the shared /p login", async ({ app }) => {
    const s = await app.signIn("demo_provider", "operator");
    const home = await app.call<{ user: { user_role: string } }>({ url: "/api/home", token: s.token });
    expect(home.data.user.user_role).toBe("provider");
  });

  test("refuses a mutating call without a CSRF token with 4019 and HTTP 403", async ({ app }) => {
    const res = await app.call({
      url: "/api/sign-in",
      body: { username: "demo_provider", role: "provider", password: "00" },
      csrf: false,
    });
    expect(res).toMatchObject({ status: 403, code: 4019 });
    const forged = await app.call({
      url: "/api/sign-in",
      body: {},
      csrf: false,
      headers: { "x-csrftoken": "abc.9999999999999.forged" },
    });
    expect(forged.code).toBe(4019);
  });

  test("answers a missing or unknown token with 2003 and HTTP 401", async ({ app }) => {
    expect(await app.call({ url: "/api/home" })).toMatchObject({ status: 401, code: 2003 });
    expect(await app.call({ url: "/api/home", token: "x".repeat(43) })).toMatchObject({
      status: 401,
      code: 2003,
    });
  });

  test("answers unknown routes with 4004 in the envelope, in the caller's language", async ({ app }) => {
    expect(await app.call({ url: "/api/no-such-call" })).toMatchObject({
      status: 404,
      code: 4004,
      data: null,
    });
    const zh = await app.call({ url: "/api/no-such-call", headers: { cookie: "language_type=zh_cn" } });
    expect(zh.message).toBe("接口不存在");
  });

  test("answers invalid bodies with 4001 and field errors", async ({ app }) => {
    const res = await app.call<{ fields: Record<string, string> }>({
      url: "/api/sign-in",
      body: { username: "a b", role: "boss" },
    });
    expect(res).toMatchObject({ status: 400, code: 4001 });
    expect(Object.keys(res.data.fields).sort()).toEqual(["password", "role", "username"]);
  });

  test("revokes the token on sign-out", async ({ app }) => {
    const s = await app.signIn("demo_operator", "operator");
    expect((await app.call({ url: "/api/sign-out", method: "POST", token: s.token })).code).toBe(200);
    expect((await app.call({ url: "/api/home", token: s.token })).code).toBe(2003);
  });

  test("rate limits repeated failures for one username from one address", async ({ app, aesKey }) => {
    for (let i = 0; i < 10; i++) {
      const key = await aesKey("demo_limited");
      await app.call({
        url: "/api/sign-in",
        body: { username: "demo_limited", role: "provider", password: encryptPassword(key, "nope") },
      });
    }
    const key = await aesKey("demo_limited");
    const res = await app.call({
      url: "/api/sign-in",
      body: { username: "demo_limited", role: "provider", password: encryptPassword(key, "x") },
    });
    expect(res).toMatchObject({ status: 429, code: 4029 });
  });
});

describe("sign in with Google when it is not configured", () => {
  test("init-config says it is off, its calls answer 4004 saying what to do, and sign-up still needs a password", async ({
    app,
    provider,
  }) => {
    const config = await app.call<{ google_sign_in: boolean }>({ url: "/api/config/init-config" });
    expect(config.data.google_sign_in).toBe(false);
    const start = await app.call({ url: "/api/auth/google/start", body: { area: "ds" } });
    expect(start.code).toBe(4004);
    expect(start.message).toMatch(/not set up on this platform: sign in with your username and password/);
    expect((await app.call({ url: "/api/auth/google/link", body: {}, token: provider.token })).code).toBe(
      4004,
    );
    const status = await app.call({ url: "/api/auth/google/status", token: provider.token });
    expect(status.data).toEqual({ enabled: false, email: null, linked_at: null, has_password: true });
    const noPassword = await app.call({
      url: "/api/register",
      body: {
        store_name: "No Password",
        username: "no_password_user",
        phone: "+1 212 555 0102",
        email: "np@example.test",
        role: "provider",
      },
    });
    expect(noPassword.code).toBe(4001);
    expect(noPassword.message).toMatch(/Choose a password/);
  });
});
