import pino from "pino";
import { afterEach, describe, expect } from "vitest";
import { mailServerAppTest, openApp, testSmtpTimeoutMs } from "../../../test/fixtures.ts";
import { mailText } from "../../../test/smtp-sink.ts";
import {
  createCustomerMailing,
  eventually,
  listOutgoingMail,
  mailRowTo,
  restoreClock,
  setClock,
} from "../../../test/support/outgoing-mail.test-helpers.ts";
import { queueMail } from "./outgoing-mail.queue.ts";
import { runUntilNoMailDue, startOutgoingMailWorker } from "./outgoing-mail.worker.ts";

/**
 * Mail leaves through the outbox whatever the mail server does: away (the connection is refused), silent
 * (it accepts the connection and never answers), refusing a recipient for good, or fine. The file's mail
 * server is a stand-in the tests switch (test/smtp-sink.ts); its SMTP timeouts are `testSmtpTimeoutMs`.
 */
const test = mailServerAppTest;
test.beforeAll(openApp);
afterEach(restoreClock);

const silentLog = pino({ level: "silent" });

describe("outgoing mail while the mail server is away", () => {
  test("answers at once, keeps the mail pending, and sends it once the server is back", async ({
    app,
    provider,
    mailServer,
  }) => {
    await mailServer.away();
    const { res } = await createCustomerMailing(app, provider, "away_store", "away@example.test");
    expect(res).toMatchObject({ code: 1000, data: { mail: "sent" } });
    let row = await mailRowTo(app, "away@example.test");
    expect(row).toMatchObject({ status: "pending", attempts: 0, providerId: app.demo.providerId });

    await app.flushMail();
    row = await mailRowTo(app, "away@example.test");
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    const wait = (row.nextAttemptAt?.getTime() ?? 0) - (row.lastAttemptAt?.getTime() ?? 0);
    expect(wait).toBeGreaterThanOrEqual(48_000); // the first retry: a minute, ±20 %
    expect(wait).toBeLessThanOrEqual(72_000);

    // Not due yet: nothing is tried before the retry's time, even with the server back.
    await mailServer.sink();
    await app.flushMail();
    expect(mailServer.mails.filter((m) => m.to.includes("away@example.test"))).toHaveLength(0);

    setClock(row.nextAttemptAt ?? new Date());
    await app.flushMail();
    const received = mailServer.mails.filter((m) => m.to.includes("away@example.test"));
    expect(received).toHaveLength(1);
    expect(mailText(received[0]?.raw ?? "")).toContain("Username: away_store");
    row = await mailRowTo(app, "away@example.test");
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null, nextAttemptAt: null });
    // The text may hold a password or a reset link: it goes once the mail has.
    expect(row.bodyText).toBe("");
  });
});

describe("outgoing mail while the mail server accepts and never answers", () => {
  test("answers at once; the worker's attempt ends within the greeting timeout and is retried later", async ({
    app,
    mailServer,
  }) => {
    await mailServer.silent();
    // The worker of a running instance: woken by the commit, it tries the mail while the request answers.
    const stop = startOutgoingMailWorker(
      { ...app.ctx, config: { ...app.ctx.config, mailPollMs: 60_000 } },
      silentLog,
    );
    try {
      const started = Date.now();
      const res = await app.call({
        url: "/api/auth/forgot-password",
        body: { username: "demo_provider", role: "provider" },
      });
      const answeredIn = Date.now() - started;
      expect(res.code).toBe(200);
      expect(answeredIn).toBeLessThan(testSmtpTimeoutMs);

      await eventually(
        async () => (await mailRowTo(app, "provider@demo.local")).attempts === 1,
        4 * testSmtpTimeoutMs,
        "the first attempt is recorded",
      );
      const row = await mailRowTo(app, "provider@demo.local");
      expect(row).toMatchObject({ kind: "passwordReset", status: "pending" });
      expect(row.lastError).toMatch(/greeting/i);
      const took = (row.lastAttemptAt?.getTime() ?? 0) - row.createdAt.getTime();
      expect(took).toBeGreaterThanOrEqual(testSmtpTimeoutMs - 100);
      expect(took).toBeLessThan(2 * testSmtpTimeoutMs);
      expect(row.nextAttemptAt?.getTime()).toBeGreaterThan((row.lastAttemptAt?.getTime() ?? 0) + 45_000);
    } finally {
      await stop();
      await mailServer.away();
    }
  });
});

describe("a mail leaves within a second of its commit", () => {
  test("the commit wakes the worker, which does not wait for its next poll", async ({
    app,
    provider,
    mailServer,
  }) => {
    await mailServer.sink();
    const stop = startOutgoingMailWorker(
      { ...app.ctx, config: { ...app.ctx.config, mailPollMs: 60_000 } },
      silentLog,
    );
    try {
      const { res } = await createCustomerMailing(app, provider, "prompt_store", "prompt@example.test");
      expect(res.code).toBe(1000);
      await eventually(
        async () => mailServer.mails.some((m) => m.to.includes("prompt@example.test")),
        1500,
        "the mail reaches the server",
      );
    } finally {
      await stop();
    }
  });
});

describe("a mail refused for good", () => {
  test("fails at once, is listed for the provider as failed, and sending it again delivers it", async ({
    app,
    provider,
    api,
    mailServer,
  }) => {
    const refused = new Set(["nobody@example.test"]);
    await mailServer.sink((address) =>
      refused.has(address) ? { code: 550, message: "5.1.1 No such user here" } : undefined,
    );
    await createCustomerMailing(app, provider, "refused_store", "nobody@example.test");
    await app.flushMail();
    const row = await mailRowTo(app, "nobody@example.test");
    expect(row).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
    expect(row.lastError).toMatch(/550.*No such user/);

    const failed = await listOutgoingMail(app, provider, { status: "failed", keyword: "nobody@" });
    expect(failed.data).toMatchObject({
      total: 1,
      list: [
        {
          id: row.id,
          kind: "customerCredentials",
          recipient: "nobody@example.test",
          subject: "Your warehouse account is ready",
          status: "failed",
          can_send_again: true,
        },
      ],
    });
    expect(failed.data.list[0]?.last_error).toMatch(/550/);
    // The list never carries the mail's text (it holds the initial password).
    expect(JSON.stringify(failed.data)).not.toContain("Initial password");

    refused.clear(); // the address exists now
    const again = await api.post<{ status: string; attempts: number }>("outgoing-mail/send-again", {
      id: row.id,
    });
    expect(again).toMatchObject({
      code: 200,
      message: "The mail is queued and will be sent again",
      data: { status: "pending", attempts: 0 },
    });
    await app.flushMail();
    expect(mailServer.mails.filter((m) => m.to.includes("nobody@example.test"))).toHaveLength(1);
    expect(await mailRowTo(app, "nobody@example.test")).toMatchObject({ status: "sent", attempts: 1 });

    const sentAgain = await api.post("outgoing-mail/send-again", { id: row.id });
    expect(sentAgain).toMatchObject({ code: 4009, message: "Only a mail that failed can be sent again" });
    expect((await api.post("outgoing-mail/send-again", { id: crypto.randomUUID() })).code).toBe(4004);
  });
});

describe("several workers on one outbox", () => {
  test("never send one mail twice", async ({ app, mailServer }) => {
    await mailServer.sink();
    const recipients = Array.from({ length: 12 }, (_, i) => `crowd${i}@example.test`);
    await app.ctx.db.transaction(async (tx) => {
      for (const to of recipients) {
        await queueMail(tx, { kind: "signInWarning", to, subject: "Crowd", text: "One of many" });
      }
    });
    // Three workers at once, as three instances would run them (on Postgres, each on its own connection).
    await Promise.all([runUntilNoMailDue(app.ctx), runUntilNoMailDue(app.ctx), runUntilNoMailDue(app.ctx)]);
    for (const to of recipients) {
      expect(
        mailServer.mails.filter((m) => m.to.includes(to)),
        to,
      ).toHaveLength(1);
      expect(await mailRowTo(app, to)).toMatchObject({ status: "sent", attempts: 1 });
    }
  });
});
