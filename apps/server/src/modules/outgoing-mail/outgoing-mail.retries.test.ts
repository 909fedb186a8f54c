import { afterEach, describe, expect } from "vitest";
import { mailServerAppTest, openApp } from "../../../test/fixtures.ts";
import type { TTestApp } from "../../../test/harness.ts";
import {
  createCustomerMailing,
  listOutgoingMail,
  mailRowTo,
  restoreClock,
  setClock,
} from "../../../test/support/outgoing-mail.test-helpers.ts";

/**
 * A mail the server keeps putting off (SMTP 4xx) is retried with a growing wait for a day, then fails and
 * is shown; a reset mail only as long as its link works. The clock is moved, never slept through.
 */
const test = mailServerAppTest;
test.beforeAll(openApp);
afterEach(restoreClock);

const minute = 60_000;

/** Moves the clock to each next attempt of the mail to `recipient` until it is no longer pending; answers the waits. */
async function retryUntilSettled(app: TTestApp, recipient: string) {
  const waits: number[] = [];
  for (let round = 0; round < 100; round++) {
    await app.flushMail();
    const row = await mailRowTo(app, recipient);
    if (row.status !== "pending" || !row.nextAttemptAt || !row.lastAttemptAt) return { row, waits };
    waits.push(row.nextAttemptAt.getTime() - row.lastAttemptAt.getTime());
    setClock(row.nextAttemptAt);
  }
  throw new Error(`the mail to ${recipient} is still pending after 100 attempts`);
}

describe("retries of a mail the server puts off", () => {
  test("waits a minute, doubling up to an hour, for a day; then the mail fails and the provider sees it", async ({
    app,
    provider,
    mailServer,
  }) => {
    await mailServer.sink((address) =>
      address === "busy@example.test" ? { code: 421, message: "4.3.2 Try again later" } : undefined,
    );
    const queuedAt = new Date("2031-03-01T08:00:00Z");
    setClock(queuedAt);
    await createCustomerMailing(app, provider, "busy_store", "busy@example.test");

    const { row, waits } = await retryUntilSettled(app, "busy@example.test");
    expect(row).toMatchObject({ status: "failed", nextAttemptAt: null });
    expect(row.lastError).toMatch(/421.*Try again later/);
    // The last attempt is the one at the end of the day.
    expect(row.lastAttemptAt?.getTime()).toBe(queuedAt.getTime() + 24 * 60 * minute);
    expect(row.attempts).toBe(waits.length + 1);

    // 1, 2, 4, 8, 16, 32 minutes, then an hour, each within ±20 %; the last wait is cut to the day's end.
    const expected = (n: number) => Math.min(2 ** n, 60) * minute;
    for (const [n, wait] of waits.slice(0, -1).entries()) {
      expect(wait, `wait ${n + 1}`).toBeGreaterThanOrEqual(0.8 * expected(n));
      expect(wait, `wait ${n + 1}`).toBeLessThanOrEqual(1.2 * expected(n));
    }
    expect(waits.length).toBeGreaterThan(20);
    expect(waits.length).toBeLessThan(40);
    expect(mailServer.mails.filter((m) => m.to.includes("busy@example.test"))).toHaveLength(0);

    const listed = await listOutgoingMail(app, provider, { status: "failed", keyword: "busy@" });
    expect(listed.data.list).toEqual([
      expect.objectContaining({ id: row.id, status: "failed", attempts: row.attempts, can_send_again: true }),
    ]);
  });

  test("retries a password-reset mail only while its link works, and does not send it again after", async ({
    app,
    api,
    provider,
    mailServer,
  }) => {
    await mailServer.sink((address) =>
      address === "operator@demo.local" ? { code: 451, message: "4.7.1 Greylisted" } : undefined,
    );
    const res = await app.call({
      url: "/api/auth/forgot-password",
      body: { username: "demo_operator", role: "operator" },
    });
    expect(res.code).toBe(200);
    const { row } = await retryUntilSettled(app, "operator@demo.local");
    expect(row).toMatchObject({ kind: "passwordReset", status: "failed", providerId: app.demo.providerId });
    // The link lasts 30 minutes: 1 + 2 + 4 + 8 minutes of waits, then the attempt at its expiry.
    expect(row.lastAttemptAt?.getTime()).toBe(row.usefulUntil?.getTime());
    const usefulFor = (row.usefulUntil?.getTime() ?? 0) - row.createdAt.getTime();
    expect(usefulFor).toBeGreaterThan(29.9 * minute);
    expect(usefulFor).toBeLessThanOrEqual(30 * minute);

    const listed = await listOutgoingMail(app, provider, { keyword: "operator@demo.local" });
    expect(listed.data.list).toEqual([
      expect.objectContaining({ id: row.id, status: "failed", can_send_again: false }),
    ]);
    const again = await api.post("outgoing-mail/send-again", { id: row.id });
    expect(again).toMatchObject({
      code: 4009,
      message: "This mail is of no use any more (its link has expired), so it is not sent again",
    });
  });
});

describe("the provider's list of outgoing mail", () => {
  test("is filtered, searched, sorted and paged, for the provider only", async ({
    app,
    provider,
    operator,
    shipper,
    mailServer,
  }) => {
    await mailServer.sink();
    for (const n of [1, 2, 3]) {
      setClock(new Date(Date.UTC(2032, 0, n)));
      await createCustomerMailing(app, provider, `paged_store_${n}`, `paged${n}@example.test`);
    }
    await app.flushMail();
    const page = await listOutgoingMail(app, provider, {
      keyword: "paged",
      status: "sent",
      sort: "created_at",
      order: "asc",
      page_size: "2",
      cur_page: "2",
    });
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((m) => m.recipient)).toEqual(["paged3@example.test"]);
    const newest = await listOutgoingMail(app, provider, { keyword: "paged", page_size: "1" });
    expect(newest.data.list.map((m) => m.recipient)).toEqual(["paged3@example.test"]);
    expect(newest.data.list[0]).toMatchObject({ status: "sent", can_send_again: false, last_error: null });
    expect(newest.data.list[0]?.sent_at).toBe(Date.UTC(2032, 0, 3) / 1000);

    const bad = await listOutgoingMail(app, provider, { status: "lost" });
    expect(bad.code).toBe(4001);
    for (const who of [operator, shipper]) expect((await listOutgoingMail(app, who)).code).toBe(4003);
  });
});
