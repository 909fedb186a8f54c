import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type TReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on a loopback port that keeps what it receives, for mail tests. */
export async function startSmtpSink(): Promise<{
  url: string;
  mails: TReceivedMail[];
  close(): Promise<void>;
}> {
  const mails: TReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a received mail with quoted-printable soft breaks undone. */
export function mailText(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}
