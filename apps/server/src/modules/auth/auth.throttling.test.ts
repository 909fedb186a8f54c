import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { mailAppTest, openApp } from "../../../test/fixtures.ts";
import { encryptPassword, type TTestApp } from "../../../test/harness.ts";
import { hashPassword } from "../../kernel/passwords.ts";
import { loginAttempts, passwordResets, users } from "./auth.tables.ts";
import { authThrottle } from "./auth.throttle.ts";

const rightPassword = "Owner@Pass2026";
const wrongPassword = "Wrong@Pass2026";

let passwordHash: string;

/** A sign-in sent as is, for its headers. */
async function rawSignIn(
  app: TTestApp,
  username: string,
  password: string,
  ip: string,
  headers: Record<string, string> = {},
) {
  const key = await app.call<{ aes_key: string }>({
    url: "/api/get-aes-key-login",
    query: { username },
    remoteAddress: ip,
  });
  const csrf = (await app.app.inject({ url: "/api/get-csrf-token" })).json().data.csrf_token as string;
  return app.app.inject({
    method: "POST",
    url: "/api/sign-in",
    remoteAddress: ip,
    headers: { "x-csrftoken": csrf, ...headers },
    payload: { username, role: "dropShipper", password: encryptPassword(key.data.aes_key, password) },
  });
}
const test = mailAppTest
  /** A drop shipper of its own, so each test's counters start empty. */
  .extend("newUser", { scope: "file" }, ({ app }) => async (username: string) => {
    const [row] = await app.ctx.db
      .insert(users)
      .values({ username, passwordHash, role: "dropShipper", email: `${username}@example.com` })
      .returning({ id: users.id });
    return row?.id ?? "";
  })
  .extend(
    "attempt",
    { scope: "file" },
    ({ app }) =>
      async (username: string, password: string, ip: string) => {
        const key = await app.call<{ aes_key: string }>({
          url: "/api/get-aes-key-login",
          query: { username },
          remoteAddress: ip,
        });
        const started = Date.now();
        const res = await app.call<{ retry_after?: number; access_token?: string }>({
          url: "/api/sign-in",
          body: { username, role: "dropShipper", password: encryptPassword(key.data.aes_key, password) },
          remoteAddress: ip,
        });
        return { ...res, ms: Date.now() - started };
      },
  )
  /** Moves every sign-in attempt of a username back in time (a clock moving forward). */
  .extend("age", { scope: "file" }, ({ app }) => async (username: string, ms: number) => {
    await app.ctx.db
      .update(loginAttempts)
      .set({ at: sql`${loginAttempts.at} - ${`${ms} milliseconds`}::interval` })
      .where(sql`lower(${loginAttempts.username}) = lower(${username})`);
  })
  /** Moves the sign-in attempts from an address (or only its oldest one) back in time. */
  .extend(
    "ageFrom",
    { scope: "file" },
    ({ app }) =>
      async (ip: string, ms: number, options: { oldestOnly?: boolean } = {}) => {
        const oldest = sql`(select min(${loginAttempts.id}) from ${loginAttempts} where ${loginAttempts.ip} = ${ip})`;
        await app.ctx.db
          .update(loginAttempts)
          .set({ at: sql`${loginAttempts.at} - ${`${ms} milliseconds`}::interval` })
          .where(
            options.oldestOnly ? sql`${loginAttempts.id} = ${oldest}` : sql`${loginAttempts.ip} = ${ip}`,
          );
      },
  )
  /** The mail the SMTP sink received for `address`, once the outbox has sent what the calls so far queued. */
  .extend("mailsTo", { scope: "file" }, ({ app, smtp }) => async (address: string) => {
    await app.flushMail();
    return smtp.mails.filter((m) => m.to.includes(address));
  })
  .extend("forgot", { scope: "file" }, ({ app }) => async (username: string) => {
    return app.call({ url: "/api/auth/forgot-password", body: { username, role: "dropShipper" } });
  })
  .extend("ageResets", { scope: "file" }, ({ app }) => async (userId: string, ms: number) => {
    await app.ctx.db
      .update(passwordResets)
      .set({ expiresAt: sql`${passwordResets.expiresAt} - ${`${ms} milliseconds`}::interval` })
      .where(sql`${passwordResets.userId} = ${userId}`);
  });

test.beforeAll(openApp);
test.beforeAll(async () => {
  passwordHash = await hashPassword(rightPassword);
});

describe("sign-in throttling per username and address", () => {
  test("throttles the attacking address while the right password from another address signs in", async ({
    app,
    newUser,
    attempt,
  }) => {
    await newUser("victim_one");
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await attempt("victim_one", wrongPassword, "10.0.0.1")).code);
    expect(codes).toEqual([4001, 4001, 4001, 4001, 4001, 4029, 4029, 4029, 4029, 4029]);

    const locked = await attempt("victim_one", rightPassword, "10.0.0.1");
    expect(locked).toMatchObject({ status: 429, code: 4029 });
    expect(locked.message).toMatch(/Too many failed sign-ins from this address/);
    expect(locked.data.retry_after).toBeGreaterThan(50);
    expect(locked.data.retry_after).toBeLessThanOrEqual(60);

    const owner = await attempt("victim_one", rightPassword, "10.0.0.2");
    expect(owner.code).toBe(200);
    expect((await app.call({ url: "/api/home", token: owner.data.access_token })).code).toBe(200);
  });

  test("sends the delay as Retry-After", async ({ app }) => {
    // victim_one from 10.0.0.1 is still locked by the test above.
    const res = await rawSignIn(app, "victim_one", rightPassword, "10.0.0.1");
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBe(res.json().data.retry_after);
  });

  test("doubles the lock with each further failure, 1 minute up to 15, and a success clears it", async ({
    newUser,
    attempt,
    age,
  }) => {
    await newUser("victim_two");
    const ip = "10.0.1.1";
    for (let i = 0; i < authThrottle.pairFreeFailures; i++) {
      expect((await attempt("victim_two", wrongPassword, ip)).code).toBe(4001);
    }
    const locks: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await attempt("victim_two", wrongPassword, ip);
      expect(refused.code).toBe(4029);
      const seconds = refused.data.retry_after ?? 0;
      locks.push(Math.round(seconds / 60));
      await age("victim_two", seconds * 1000 + 1000);
      // The lock has run out: the next wrong password is checked again (and counted).
      expect((await attempt("victim_two", wrongPassword, ip)).code).toBe(4001);
    }
    expect(locks).toEqual([1, 2, 4, 8, 15, 15]);

    await age("victim_two", authThrottle.pairMaxLockMs + 1000);
    expect((await attempt("victim_two", rightPassword, ip)).code).toBe(200);
    expect((await attempt("victim_two", wrongPassword, ip)).code).toBe(4001);
    expect((await attempt("victim_two", wrongPassword, ip)).code).toBe(4001);
  });
});

describe("sign-in throttling per address across usernames (password spraying)", () => {
  const ip = "10.0.2.1";
  /** Known and unknown usernames in turn, as a spray goes; none gets near the pair rule's 5 free failures. */
  const usernames = ["spray_one", "spray_two", "nobody_1", "nobody_2", "nobody_3", "nobody_4", "nobody_5"];

  test("refuses the address once it failed 20 times in 15 minutes, whatever the usernames, and says until when", async ({
    app,
    newUser,
    attempt,
  }) => {
    await newUser("spray_one");
    await newUser("spray_two");
    const codes: number[] = [];
    for (let i = 0; i < authThrottle.ipMaxFailures; i++) {
      codes.push((await attempt(usernames[i % usernames.length] ?? "", wrongPassword, ip)).code);
    }
    expect(authThrottle.ipMaxFailures).toBe(20);
    expect(codes).toEqual(Array.from({ length: 20 }, () => 4001));

    // The 21st guess is refused, on a username not tried yet as on the others, the right password included.
    const refused = await attempt("nobody_6", wrongPassword, ip);
    expect(refused).toMatchObject({ status: 429, code: 4029 });
    expect(refused.message).toBe(
      "Too many failed sign-ins to different accounts from this address: sign-in from it is paused, " +
        "please try again in 15 minutes",
    );
    // Until the oldest counted failure, seconds ago, is 15 minutes old.
    expect(refused.data.retry_after).toBeGreaterThan(15 * 60 - 10);
    expect(refused.data.retry_after).toBeLessThanOrEqual(15 * 60);
    expect(await attempt("spray_one", rightPassword, ip)).toMatchObject({ status: 429, code: 4029 });

    // In Chinese, with the standard header.
    const res = await rawSignIn(app, "nobody_6", wrongPassword, ip, { "accept-language": "zh-CN" });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe("此地址对多个账号登录失败次数过多，已暂停从此地址登录，请 15 分钟后再试");
    expect(Number(res.headers["retry-after"])).toBe(res.json().data.retry_after);
  });

  test("does not count the typos that staff behind one office address made good", async ({
    newUser,
    attempt,
  }) => {
    const office = "10.0.9.1";
    const staff = Array.from({ length: 12 }, (_, i) => `office_${i}`);
    for (const name of staff) await newUser(name);
    // Twelve people mistype twice each at the start of a shift (24 failures), then sign in.
    for (const name of staff) {
      expect((await attempt(name, wrongPassword, office)).code).toBe(4001);
      expect((await attempt(name, wrongPassword, office)).code).toBe(4001);
      expect((await attempt(name, rightPassword, office)).code).toBe(200);
    }
    // The address is still answered: none of those failures counts; a spray from it still would.
    expect((await attempt("office_0", wrongPassword, office)).code).toBe(4001);
    for (let i = 0; i < authThrottle.ipMaxFailures - 1; i++)
      expect((await attempt(`stranger_${i}`, wrongPassword, office)).code).toBe(4001);
    expect((await attempt("stranger_x", wrongPassword, office)).code).toBe(4029);
  });

  test("locks no account: owners sign in from other addresses, which keep guessing as before", async ({
    attempt,
  }) => {
    // The address of the test above is still refused.
    expect((await attempt("spray_two", rightPassword, ip)).code).toBe(4029);
    expect((await attempt("spray_one", rightPassword, "10.0.2.2")).code).toBe(200);
    expect((await attempt("spray_two", rightPassword, "10.0.2.3")).code).toBe(200);
    expect((await attempt("nobody_6", wrongPassword, "10.0.2.4")).code).toBe(4001);
  });

  test("answers the address again as its oldest failures leave the window", async ({ attempt, ageFrom }) => {
    const refused = await attempt("nobody_1", wrongPassword, ip);
    expect(refused.code).toBe(4029);
    // The clock passes the retry_after given: the oldest failure is out, 19 remain, one more guess is answered.
    await ageFrom(ip, ((refused.data.retry_after ?? 0) + 1) * 1000, { oldestOnly: true });
    expect((await attempt("nobody_1", wrongPassword, ip)).code).toBe(4001);
    expect((await attempt("nobody_2", wrongPassword, ip)).code).toBe(4029);

    // 15 minutes later every failure has left the window.
    await ageFrom(ip, authThrottle.ipWindowMs);
    expect((await attempt("nobody_2", wrongPassword, ip)).code).toBe(4001);
    expect((await attempt("spray_two", rightPassword, ip)).code).toBe(200);
  });
});

describe("sign-in ceiling per username", () => {
  test("slows every answer past the ceiling, still signs the owner in, and warns the owner once", async ({
    app,
    newUser,
    attempt,
    mailsTo,
  }) => {
    await newUser("victim_three");
    const owner = "victim_three@example.com";
    // Failures from many addresses in the last hour, one short of the ceiling.
    await app.ctx.db.insert(loginAttempts).values(
      Array.from({ length: authThrottle.userCeiling - 1 }, (_, i) => ({
        username: "victim_three",
        ip: `10.3.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        succeeded: false,
        at: new Date(Date.now() - 10 * 60_000),
      })),
    );
    expect(await mailsTo(owner)).toHaveLength(0);

    // The failure that reaches the ceiling trips it: one warning mail.
    expect((await attempt("victim_three", wrongPassword, "10.4.0.1")).code).toBe(4001);
    expect(await mailsTo(owner)).toHaveLength(1);
    expect((await mailsTo(owner))[0]?.raw).toMatch(
      /Subject: Many failed sign-ins to your account victim_three/,
    );

    // Past the ceiling: slowed, but no lockout and no second mail.
    const wrong = await attempt("victim_three", wrongPassword, "10.4.0.2");
    expect(wrong.code).toBe(4001);
    expect(wrong.ms).toBeGreaterThanOrEqual(authThrottle.userCeilingDelayMs - 50);
    const right = await attempt("victim_three", rightPassword, "10.4.0.3");
    expect(right.code).toBe(200);
    expect(right.ms).toBeGreaterThanOrEqual(authThrottle.userCeilingDelayMs - 50);
    expect((await attempt("victim_three", wrongPassword, "10.4.0.4")).code).toBe(4001);
    expect(await mailsTo(owner)).toHaveLength(1);
  });
});

describe("password-reset mail limits", () => {
  test("sends one mail per 3 minutes and five a day, answering the same either way", async ({
    newUser,
    mailsTo,
    forgot,
    ageResets,
  }) => {
    const userId = await newUser("forgetful");
    const owner = "forgetful@example.com";
    const first = await forgot("forgetful");
    expect(first).toMatchObject({ status: 200, code: 200, data: null });
    expect(await mailsTo(owner)).toHaveLength(1);

    const second = await forgot("forgetful");
    expect(second).toEqual(first);
    expect(await mailsTo(owner)).toHaveLength(1);

    for (let sent = 2; sent <= authThrottle.resetMailsPerDay; sent++) {
      await ageResets(userId, authThrottle.resetMailGapMs + 1000);
      expect(await forgot("forgetful")).toEqual(first);
      expect(await mailsTo(owner)).toHaveLength(sent);
    }

    // Five within a day: nothing more until the oldest is a day old, however long the gap.
    await ageResets(userId, authThrottle.resetMailGapMs + 1000);
    expect(await forgot("forgetful")).toEqual(first);
    expect(await mailsTo(owner)).toHaveLength(authThrottle.resetMailsPerDay);

    await ageResets(userId, 24 * 3600_000);
    expect(await forgot("forgetful")).toEqual(first);
    expect(await mailsTo(owner)).toHaveLength(authThrottle.resetMailsPerDay + 1);
  });
});
