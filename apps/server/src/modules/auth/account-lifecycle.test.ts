import { describe, expect } from "vitest";
import { mailAppTest, openApp } from "../../../test/fixtures.ts";
import { encryptPassword } from "../../../test/harness.ts";
import { mailText } from "../../../test/smtp-sink.ts";

const test = mailAppTest
  .extend("key", { scope: "file" }, ({ app }) => async (username: string, kind = "get-aes-key") => {
    return (await app.call<{ aes_key: string }>({ url: `/api/${kind}`, query: { username } })).data.aes_key;
  })
  .extend(
    "registration",
    { scope: "file" },
    ({ app }) =>
      (username: string, password: string, aes: string, extra: Record<string, unknown> = {}) => {
        return {
          store_name: "Acme Drop",
          username,
          password: encryptPassword(aes, password),
          phone: "+1 415 555 0100",
          email: `${username}@example.com`,
          address: "1 Main St",
          role: "dropShipper",
          supplier: app.demo.providerId,
          ...extra,
        };
      },
  );

test.beforeAll(openApp);

describe("register", () => {
  test("creates a drop shipper linked to the chosen provider and signs it in", async ({
    app,
    key,
    registration,
  }) => {
    const aes = await key("acme_drop");
    const res = await app.call<{ access_token: string; providers: { provider_uuid: string }[] }>({
      url: "/api/register",
      body: registration("acme_drop", "Strong@Pass99", aes),
    });
    expect(res).toMatchObject({ status: 201, code: 1000 });
    expect(res.data.providers.map((p) => p.provider_uuid)).toEqual([app.demo.providerId]);
    expect((await app.call({ url: "/api/home", token: res.data.access_token })).code).toBe(200);
  });

  test("creates a provider tenant for a provider sign-up", async ({ app, key, registration }) => {
    const aes = await key("new_provider");
    const res = await app.call<{ user: { user_related_id: string; user_role: string } }>({
      url: "/api/register",
      body: registration("new_provider", "Strong@Pass99", aes, { role: "provider", supplier: undefined }),
    });
    expect(res.code).toBe(1000);
    expect(res.data.user.user_role).toBe("provider");
    const all = await app.call<{ provider_uuid: string }[]>({ url: "/api/query-provider/all" });
    expect(all.data.map((p) => p.provider_uuid)).toContain(res.data.user.user_related_id);
  });

  test("refuses weak passwords, bad phones and emails, and taken usernames without writing anything", async ({
    app,
    key,
    registration,
  }) => {
    const weak = await app.call<{ fields: Record<string, string> }>({
      url: "/api/register",
      body: registration("weak_user", "short1A!", await key("weak_user")),
    });
    expect(weak.code).toBe(4001);
    expect(weak.data.fields.password).toMatch(/more than 9 characters/);
    const noSpecial = await app.call({
      url: "/api/register",
      body: registration("weak_user", "LongEnough123", await key("weak_user")),
    });
    expect(noSpecial.code).toBe(4001);
    const badContact = await app.call<{ fields: Record<string, string> }>({
      url: "/api/register",
      body: registration("weak_user", "Strong@Pass99", await key("weak_user"), {
        phone: "12ab",
        email: "nope",
      }),
      headers: { cookie: "language_type=zh_cn" },
    });
    expect(badContact.data.fields).toEqual({ phone: "手机号码格式不正确", email: "邮箱格式不正确" });
    const taken = await app.call({
      url: "/api/register",
      body: registration("demo_shipper", "Strong@Pass99", await key("demo_shipper")),
    });
    expect(taken).toMatchObject({ status: 409, code: 4009 });
    const key2 = await key("weak_user", "get-aes-key-login");
    const signIn = await app.call({
      url: "/api/sign-in",
      body: { username: "weak_user", role: "dropShipper", password: encryptPassword(key2, "Strong@Pass99") },
    });
    expect(signIn.code).toBe(4001);
  });
});

describe("passwords", () => {
  test("changes the password with the 6-20 / three-class rules and revokes every token", async ({
    app,
    key,
  }) => {
    const s = await app.signIn("demo_operator", "operator");
    const other = await app.signIn("demo_operator", "operator");
    const attempt = async (oldPw: string, newPw: string, confirm: string) => {
      const aes = await key("demo_operator", "get-aes-key-login");
      return app.call<{ fields: Record<string, string> }>({
        url: "/api/auth/change-password",
        token: s.token,
        body: {
          old_password: encryptPassword(aes, oldPw),
          new_password: encryptPassword(aes, newPw),
          confirm_password: encryptPassword(aes, confirm),
        },
      });
    };
    expect((await attempt("Demo@Pass2026", "abc", "abc")).data.fields.new_password).toMatch(/6 to 20/);
    expect((await attempt("Demo@Pass2026", "abcdefgh", "abcdefgh")).data.fields.new_password).toBe(
      "Insufficient password strength",
    );
    expect((await attempt("Demo@Pass2026", "Abc密码123", "Abc密码123")).data.fields.new_password).toMatch(
      /Chinese/,
    );
    expect((await attempt("Demo@Pass2026", "Abcdef123", "Abcdef124")).data.fields.confirm_password).toBe(
      "The two entered passwords do not match",
    );
    expect((await attempt("Wrong@Pass2026", "Abcdef123", "Abcdef123")).code).toBe(4001);
    expect((await attempt("Demo@Pass2026", "Abcdef123", "Abcdef123")).code).toBe(200);
    expect((await app.call({ url: "/api/home", token: s.token })).code).toBe(2003);
    expect((await app.call({ url: "/api/home", token: other.token })).code).toBe(2003);
    await app.signIn("demo_operator", "operator", "Abcdef123");
  });

  test("mails a single-use reset link that sets a new password", async ({ app, smtp }) => {
    const before = smtp.mails.length;
    const res = await app.call({
      url: "/api/auth/forgot-password",
      body: { username: "demo_shipper", role: "dropShipper" },
    });
    expect(res.code).toBe(200);
    const unknown = await app.call({
      url: "/api/auth/forgot-password",
      body: { username: "nobody_here", role: "dropShipper" },
    });
    expect(unknown.message).toBe(res.message);
    await app.flushMail();
    expect(smtp.mails.length).toBe(before + 1);
    const mail = smtp.mails.at(-1);
    expect(mail?.to).toEqual(["shipper@demo.local"]);
    const link = mailText(mail?.raw ?? "").match(
      /http:\/\/localhost:3000\/ds\/turn-the-table\?token=([A-Za-z0-9_%-]+)/,
    );
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? "");
    const reset = await app.call({
      url: "/api/auth/reset-password",
      body: { token, new_password: "Reset123x", confirm_password: "Reset123x" },
    });
    expect(reset.code).toBe(200);
    await app.signIn("demo_shipper", "dropShipper", "Reset123x");
    const again = await app.call({
      url: "/api/auth/reset-password",
      body: { token, new_password: "Other123x", confirm_password: "Other123x" },
    });
    expect(again.code).toBe(4001);
  });
});
