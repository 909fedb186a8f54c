import fs from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type TMail = { to: string; subject: string; text: string; html?: string };

/**
 * What one attempt to hand a mail over came to. `temporary`: worth trying again later (the server could
 * not be reached, did not answer in time, answered 4xx, refused the sign-in); `permanent`: the server
 * refused this mail for good (5xx to its sender, recipient or content) or the mail cannot be sent at all.
 */
export type TSendOutcome = { result: "sent" } | { result: "temporary" | "permanent"; error: string };

/**
 * The transport of outgoing mail: only the outgoing-mail worker calls it (modules queue their mail with
 * `queueMail`, modules/outgoing-mail). `send` never throws and never takes longer than `attemptLimitMs`.
 */
export type TMailTransport = {
  send(mail: TMail): Promise<TSendOutcome>;
  readonly kind: "smtp" | "outbox";
  /** The longest one attempt may take; the worker's lease on a mail outlasts it. */
  readonly attemptLimitMs: number;
};

type TSmtpError = Error & { code?: string; responseCode?: number; response?: string };

/** Tells a refusal of the mail itself (5xx to MAIL FROM, RCPT TO or DATA; a mail that cannot be addressed) from the rest. */
export function classifySmtpError(err: unknown): TSendOutcome {
  const e = (err ?? {}) as TSmtpError;
  const error = (e.response || e.message || String(err)).slice(0, 1000);
  const aboutTheMail = e.code === "EENVELOPE" || e.code === "EMESSAGE";
  if (aboutTheMail && (e.responseCode === undefined || (e.responseCode >= 500 && e.responseCode < 600))) {
    return { result: "permanent", error };
  }
  // Connection refused or reset, DNS, timeouts, 4xx, a 5xx greeting or sign-in (the server's set-up,
  // not this mail): an operator may fix it within the day the mail is retried for.
  return { result: "temporary", error };
}

/** `promise`, or a temporary failure once `ms` have passed (a server that answers a byte at a time). */
function withinLimit(promise: Promise<TSendOutcome>, ms: number): Promise<TSendOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<TSendOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ result: "temporary", error: `no answer within ${ms} ms` }), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** How much longer the socket's idle timeout is than the greeting's (see createMailTransport). */
const socketAfterGreetingMs = 500;

/**
 * SMTP through nodemailer when SMTP_URL is set, with connection, greeting and socket timeouts of
 * `timeoutMs` each, the socket's half a second longer (nodemailer's own are minutes). Without it (local demo), messages are written as .eml
 * files to DATA_DIR/outbox and logged, so a reset link can still be followed; see README.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): TMailTransport {
  const { timeoutMs } = options;
  // Connecting, the greeting and the conversation each get `timeoutMs`; beyond their sum the attempt ends.
  const attemptLimitMs = 3 * timeoutMs;
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      // A server that accepts and never greets trips both the greeting timer and the socket's idle timer
      // at the same moment; the idle one a little later lets the greeting's reason ("Greeting never
      // received") be the one recorded and shown, not a bare "Timeout".
      socketTimeout: timeoutMs + socketAfterGreetingMs,
      dnsTimeout: timeoutMs,
    });
    const attempt = async (mail: TMail): Promise<TSendOutcome> => {
      try {
        await transporter.sendMail({ from: options.from, ...mail });
        return { result: "sent" };
      } catch (err) {
        return classifySmtpError(err);
      }
    };
    return { kind: "smtp", attemptLimitMs, send: (mail) => withinLimit(attempt(mail), attemptLimitMs) };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    attemptLimitMs,
    async send(mail) {
      try {
        const info = await transporter.sendMail({ from: options.from, ...mail });
        await fs.promises.mkdir(outbox, { recursive: true });
        const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^a-zA-Z0-9]/g, "")}.eml`);
        await fs.promises.writeFile(file, info.message as Buffer);
        options.log.info(
          { to: mail.to, subject: mail.subject, file, text: mail.text },
          "mail written to outbox",
        );
        return { result: "sent" };
      } catch (err) {
        // A full or read-only disk: it may have room again later.
        return { result: "temporary", error: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}
