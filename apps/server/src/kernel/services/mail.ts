import fs from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type TMail = { to: string; subject: string; text: string; html?: string };
export type TMailer = { send(mail: TMail): Promise<boolean>; readonly transport: "smtp" | "outbox" };

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it (local demo), messages are written as
 * .eml files to DATA_DIR/outbox and logged, so a reset link can still be followed; see README.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): TMailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: "smtp",
      async send(mail) {
        try {
          await transporter.sendMail({ from: options.from, ...mail });
          return true;
        } catch (err) {
          options.log.warn({ err, to: mail.to }, "mail not sent");
          return false;
        }
      },
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    transport: "outbox",
    async send(mail) {
      try {
        const info = await transporter.sendMail({ from: options.from, ...mail });
        fs.mkdirSync(outbox, { recursive: true });
        const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^a-zA-Z0-9]/g, "")}.eml`);
        fs.writeFileSync(file, info.message as Buffer);
        options.log.info(
          { to: mail.to, subject: mail.subject, file, text: mail.text },
          "mail written to outbox",
        );
        return true;
      } catch (err) {
        options.log.warn({ err }, "mail not written");
        return false;
      }
    },
  };
}
