import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, test } from "vitest";
import { freePort } from "../../../test/smtp-sink.ts";
import { classifySmtpError, createMailTransport } from "./mail.ts";

/** An error as nodemailer raises it: its code, and the server's reply when there was one. */
const smtpError = (code: string, responseCode?: number, response?: string) =>
  Object.assign(new Error(response ?? code), { code, responseCode, response });

describe("classifySmtpError", () => {
  test.each([
    ["a recipient the server does not know", smtpError("EENVELOPE", 550, "550 5.1.1 No such user")],
    ["a sender it refuses", smtpError("EENVELOPE", 553, "553 5.7.1 Sender refused")],
    ["a message it rejects", smtpError("EMESSAGE", 554, "554 5.6.0 Message rejected")],
    ["a mail without a valid recipient", smtpError("EENVELOPE")],
  ])("fails %s for good", (_name, error) => {
    expect(classifySmtpError(error)).toMatchObject({ result: "permanent" });
  });

  test.each([
    ["a greylisted recipient", smtpError("EENVELOPE", 451, "451 4.7.1 Greylisted")],
    ["a full mailbox for now", smtpError("EMESSAGE", 452, "452 4.2.2 Mailbox full")],
    ["a refused connection", smtpError("ESOCKET")],
    ["a greeting that never came", smtpError("ETIMEDOUT")],
    ["a server that closed the connection", smtpError("ECONNECTION", 421, "421 Service not available")],
    ["a refused sign-in (the operator may fix the password)", smtpError("EAUTH", 535, "535 Bad credentials")],
    ["something unknown", "a string"],
  ])("tries %s again later", (_name, error) => {
    expect(classifySmtpError(error)).toMatchObject({ result: "temporary" });
  });

  test("keeps what the server said", () => {
    expect(classifySmtpError(smtpError("EENVELOPE", 550, "550 5.1.1 No such user"))).toEqual({
      result: "permanent",
      error: "550 5.1.1 No such user",
    });
  });
});

describe("createMailTransport", () => {
  const log = pino({ level: "silent" });

  test("without SMTP_URL writes the mail to DATA_DIR/outbox", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "wms-mail-"));
    try {
      const transport = createMailTransport({
        smtpUrl: undefined,
        from: "x@y.test",
        dataDir,
        timeoutMs: 1000,
        log,
      });
      expect(transport.kind).toBe("outbox");
      expect(await transport.send({ to: "a@b.test", subject: "Hi", text: "Hello there" })).toEqual({
        result: "sent",
      });
      const [file] = await fs.readdir(path.join(dataDir, "outbox"));
      expect(await fs.readFile(path.join(dataDir, "outbox", file ?? ""), "utf8")).toContain("Hello there");
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  test("answers a temporary failure when nothing listens, at once", async () => {
    const smtpUrl = `smtp://127.0.0.1:${await freePort()}`;
    const transport = createMailTransport({
      smtpUrl,
      from: "x@y.test",
      dataDir: os.tmpdir(),
      timeoutMs: 5000,
      log,
    });
    const started = Date.now();
    const outcome = await transport.send({ to: "a@b.test", subject: "Hi", text: "Hello" });
    expect(outcome).toMatchObject({ result: "temporary", error: expect.stringContaining("ECONNREFUSED") });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(transport.attemptLimitMs).toBe(15_000);
  });
});
