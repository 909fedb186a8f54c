import { eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { appTestWith } from "../../../test/fixtures.ts";
import { encryptPassword, registerUser, type TTestApp } from "../../../test/harness.ts";
import { signInAtIssuer, startOpenIdIssuer, testGoogleClient } from "../../../test/openid/issuer.ts";
import { auditLog } from "../audit/audit.tables.ts";
import { googleAttempts, googleLinks, googleTickets, users } from "./auth.tables.ts";

/**
 * Sign in with Google against a real OpenID provider started here (test/openid/issuer.ts): the whole trip,
 * browser side done by HTTP as a browser would (its redirects, its cookies), and each way the trip can be
 * refused: at Google, too late, twice, from another browser, with a made-up code, an unverified email.
 */
const publicUrl = "http://localhost:3000";
const issuer = await startOpenIdIssuer({ redirectUris: [`${publicUrl}/api/auth/google/callback`] });
const test = appTestWith({ publicUrl, google: { ...testGoogleClient, issuer: issuer.issuer } });
test.afterAll(() => issuer.close());

/** A trip started on the sign-in page of `area` (or, with `token`, from the security settings). */
async function start(app: TTestApp, area: "p" | "ds", token?: string) {
  const csrf = (await app.app.inject({ method: "GET", url: "/api/get-csrf-token" })).json().data.csrf_token;
  const res = await app.app.inject({
    method: "POST",
    url: token ? "/api/auth/google/link" : "/api/auth/google/start",
    headers: { "x-csrftoken": csrf, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: token ? undefined : { area },
  });
  expect(res.json().code, res.body).toBe(200);
  const cookie = String(res.headers["set-cookie"]).split(";")[0] ?? "";
  expect(cookie).toMatch(/^wms_google=[A-Za-z0-9_-]{43}$/);
  return { url: res.json().data.url as string, cookie };
}

/** Google's redirect to the callback, in the browser that holds `cookie`: where the app sends it next. */
async function callback(app: TTestApp, backTo: string, cookie: string) {
  const { pathname, search } = new URL(backTo);
  const res = await app.app.inject({ method: "GET", url: `${pathname}${search}`, headers: { cookie } });
  expect(res.statusCode).toBe(302);
  expect(res.headers["cache-control"]).toBe("no-store");
  return new URL(String(res.headers.location), publicUrl);
}

/** The whole trip of `email` from the page of `area`: where the browser lands. */
async function trip(app: TTestApp, area: "p" | "ds", email: string) {
  const { url, cookie } = await start(app, area);
  return callback(app, await signInAtIssuer(url, email), cookie);
}

const ticketOf = (landing: URL, name: string) => landing.searchParams.get(name) ?? "";

describe("sign in with Google", () => {
  test("sends the browser to the issuer with PKCE (S256), state, nonce and the registered callback", async ({
    app,
  }) => {
    const { url } = await start(app, "ds");
    const sent = new URL(url);
    expect(sent.origin).toBe(issuer.issuer);
    expect(sent.searchParams.get("client_id")).toBe(testGoogleClient.clientId);
    expect(sent.searchParams.get("redirect_uri")).toBe(`${publicUrl}/api/auth/google/callback`);
    expect(sent.searchParams.get("scope")).toBe("openid email profile");
    expect(sent.searchParams.get("code_challenge_method")).toBe("S256");
    for (const p of ["state", "nonce", "code_challenge"])
      expect(sent.searchParams.get(p)?.length).toBeGreaterThan(20);
  });

  test("an unknown email starts sign-up with the email, and the account made is linked: the next trip signs it in", async ({
    app,
    apiAs,
  }) => {
    const landing = await trip(app, "ds", "new.shipper@example.test");
    expect(landing.pathname).toBe("/signup");
    const ticket = ticketOf(landing, "google_signup");
    const info = await app.call({ url: "/api/auth/google/ticket", query: { ticket } });
    expect(info.data).toEqual({
      kind: "sign-up",
      area: "ds",
      email: "new.shipper@example.test",
      name: "new.shipper",
    });

    // Sign-up with the ticket and no password: the account signs in with Google alone.
    const made = await app.call<{ user: { username: string }; access_token: string }>({
      url: "/api/register",
      body: {
        store_name: "New Shipper",
        username: "new_shipper_g",
        phone: "+1 212 555 0101",
        email: "new.shipper@example.test",
        role: "dropShipper",
        supplier: app.demo.providerId,
        google_ticket: ticket,
      },
    });
    expect(made.code, made.message).toBe(1000);
    // The ticket was used by the sign-up.
    expect((await app.call({ url: "/api/auth/google/ticket", query: { ticket } })).code).toBe(4001);

    const again = await trip(app, "ds", "new.shipper@example.test");
    expect(again.pathname).toBe("/ds/login");
    const session = await app.call<{ user: { username: string }; access_token: string }>({
      url: "/api/auth/google/finish",
      body: { ticket: ticketOf(again, "google_session") },
    });
    expect(session.code, session.message).toBe(200);
    expect(session.data.user.username).toBe("new_shipper_g");
    // The session works, and the sign-in is in the audit log as Google's.
    const home = await app.call<{ user: { username: string } }>({
      url: "/api/home",
      token: session.data.access_token,
    });
    expect(home.data.user.username).toBe("new_shipper_g");
    const [audit] = await app.ctx.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'sign-in' and ${auditLog.actorName} = 'new_shipper_g'`);
    expect(audit?.detail).toMatchObject({ method: "google" });
    // A session ticket is used once.
    const twice = await app.call({
      url: "/api/auth/google/finish",
      body: { ticket: ticketOf(again, "google_session") },
    });
    expect(twice.code).toBe(4001);

    // Google is its only way in: it cannot be unlinked.
    const status = await apiAs({ token: session.data.access_token } as never).get("auth/google/status");
    expect(status.data).toMatchObject({
      enabled: true,
      email: "new.shipper@example.test",
      has_password: false,
    });
    const unlink = await app.call({
      url: "/api/auth/google/unlink",
      body: {},
      token: session.data.access_token,
    });
    expect(unlink.code).toBe(4009);
    expect(unlink.message).toMatch(/only way to sign in/);
  });

  test("an email an account already has is never linked by email alone: the account's password links it once", async ({
    app,
  }) => {
    await registerUser(app, "mail_owner", "dropShipper", { supplier: app.demo.providerId });
    await app.ctx.db
      .update(users)
      .set({ email: "Owner@Example.test" })
      .where(eq(users.username, "mail_owner"));

    const landing = await trip(app, "ds", "owner@example.test");
    expect(landing.pathname).toBe("/ds/login");
    const ticket = ticketOf(landing, "google_link");
    expect(ticket).toHaveLength(43);
    expect(ticketOf(landing, "google_session")).toBe("");
    // Not linked yet: the ticket alone signs nobody in.
    expect((await app.call({ url: "/api/auth/google/finish", body: { ticket } })).code).toBe(4001);
    expect(
      await app.ctx.db.select().from(googleLinks).where(eq(googleLinks.email, "owner@example.test")),
    ).toEqual([]);

    // A wrong password links nothing; the account's password links it and signs in.
    const signIn = async (password: string) => {
      const key = await app.call<{ aes_key: string }>({
        url: "/api/get-aes-key-login",
        query: { username: "mail_owner" },
      });
      return app.call({
        url: "/api/sign-in",
        body: {
          username: "mail_owner",
          role: "dropShipper",
          password: encryptPassword(key.data.aes_key, password),
          google_ticket: ticket,
        },
      });
    };
    expect((await signIn("Wrong@Pass2026")).code).toBe(4001);
    expect((await signIn("Strong@Pass2026")).code).toBe(200);
    const linked = await trip(app, "ds", "owner@example.test");
    const session = await app.call<{ user: { username: string } }>({
      url: "/api/auth/google/finish",
      body: { ticket: ticketOf(linked, "google_session") },
    });
    expect(session.data.user.username).toBe("mail_owner");
  });

  test("links from the security settings, refuses a Google account linked to someone else, and unlinks", async ({
    app,
    operator,
  }) => {
    const { url, cookie } = await start(app, "p", operator.token);
    const landing = await callback(app, await signInAtIssuer(url, "floor.lead@example.test"), cookie);
    expect(`${landing.pathname}${landing.search}`).toBe("/p/settings?tab=security&google=linked");
    // The operator now signs in with Google, on the provider's page only.
    const signedIn = await trip(app, "p", "floor.lead@example.test");
    expect(ticketOf(signedIn, "google_session")).toHaveLength(43);
    const elsewhere = await trip(app, "ds", "floor.lead@example.test");
    expect(`${elsewhere.pathname}${elsewhere.search}`).toBe("/ds/login?google_error=elsewhere");

    // The same Google account from another user's settings: refused.
    const other = await registerUser(app, "second_user", "provider");
    const second = await start(app, "p", other.access_token);
    const taken = await callback(
      app,
      await signInAtIssuer(second.url, "floor.lead@example.test"),
      second.cookie,
    );
    expect(`${taken.pathname}${taken.search}`).toBe("/p/settings?tab=security&google_error=taken");

    const unlink = await app.call({ url: "/api/auth/google/unlink", body: {}, token: operator.token });
    expect(unlink.code, unlink.message).toBe(200);
    const after = await trip(app, "p", "floor.lead@example.test");
    expect(after.searchParams.has("google_session")).toBe(false);
  });

  test("refused, expired, replayed, forged and unverified answers end on the sign-in page with their reason", async ({
    app,
  }) => {
    const refusal = (landing: URL) =>
      `${landing.pathname}?google_error=${landing.searchParams.get("google_error")}`;

    // Refused at Google (the person cancelled).
    const cancelled = await start(app, "ds");
    expect(
      refusal(
        await callback(
          app,
          await signInAtIssuer(cancelled.url, "x@example.test", { cancel: true }),
          cancelled.cookie,
        ),
      ),
    ).toBe("/ds/login?google_error=refused");

    // Expired: the trip is older than ten minutes.
    const late = await start(app, "ds");
    const lateBack = await signInAtIssuer(late.url, "late@example.test");
    await app.ctx.db
      .update(googleAttempts)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(sql`used_at is null`);
    expect(refusal(await callback(app, lateBack, late.cookie))).toBe("/ds/login?google_error=expired");

    // Replayed: the same callback twice (the first one signs up, the second is refused).
    const once = await start(app, "p");
    const onceBack = await signInAtIssuer(once.url, "replay@example.test");
    expect((await callback(app, onceBack, once.cookie)).pathname).toBe("/signup");
    expect(refusal(await callback(app, onceBack, once.cookie))).toBe("/p/login?google_error=replayed");

    // Forged: the callback opened in another browser (no or another trip's cookie), a made-up state, a made-up code.
    const stolen = await start(app, "ds");
    const stolenBack = await signInAtIssuer(stolen.url, "victim@example.test");
    const mine = await start(app, "ds");
    expect(refusal(await callback(app, stolenBack, mine.cookie))).toBe("/ds/login?google_error=invalid");
    expect(refusal(await callback(app, stolenBack, stolen.cookie))).toBe("/ds/login?google_error=replayed");
    const madeUpState = new URL(await signInAtIssuer(mine.url, "a@example.test"));
    madeUpState.searchParams.set("state", "x".repeat(43));
    expect(refusal(await callback(app, madeUpState.href, mine.cookie))).toBe("/p/login?google_error=invalid");
    const forgedCode = await start(app, "ds");
    const forged = new URL(await signInAtIssuer(forgedCode.url, "b@example.test"));
    forged.searchParams.set("code", `${forged.searchParams.get("code")}x`);
    expect(refusal(await callback(app, forged.href, forgedCode.cookie))).toBe(
      "/ds/login?google_error=invalid",
    );

    // An ID token changed on its way (another email, the issuer's signature kept): its signature fails.
    issuer.tamperIdTokens(true);
    try {
      expect(refusal(await trip(app, "ds", "mallory@example.test"))).toBe("/ds/login?google_error=invalid");
    } finally {
      issuer.tamperIdTokens(false);
    }

    // An email Google has not verified.
    expect(refusal(await trip(app, "ds", "unverified.person@example.test"))).toBe(
      "/ds/login?google_error=unverified",
    );

    // None of them left a link or an account.
    const links = await app.ctx.db.select({ email: googleLinks.email }).from(googleLinks);
    expect(links.map((l) => l.email)).not.toEqual(expect.arrayContaining(["victim@example.test"]));
    const tickets = await app.ctx.db.select({ email: googleTickets.email }).from(googleTickets);
    expect(tickets.map((t) => t.email)).not.toContain("someone.else@example.test");
  });
});
