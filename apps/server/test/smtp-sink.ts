import net, { type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type TReceivedMail = { to: string[]; raw: string };

/** What the sink answers a recipient instead of accepting it: an SMTP reply code (4xx, 5xx) and text. */
export type TRefusal = { code: number; message: string };

export type TSmtpSinkOptions = {
  /** The port to listen on (0, the default: any free one). */
  port?: number;
  /** Where received mail goes (a new list by default). */
  mails?: TReceivedMail[];
  /** A refusal for this recipient, or undefined to accept it. */
  refuse?: (address: string) => TRefusal | undefined;
};

/** A real SMTP server on a loopback port that keeps what it receives, for mail tests. */
export async function startSmtpSink(options: TSmtpSinkOptions = {}): Promise<{
  url: string;
  mails: TReceivedMail[];
  close(): Promise<void>;
}> {
  const mails = options.mails ?? [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
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
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve()));
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

/** A loopback port nothing listens on (it was free a moment ago). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server that accepts every connection and never writes a byte (a mail server that hangs). */
async function startSilentServer(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The mail server at one loopback address, whose behaviour a test switches: away (nothing listens: the
 * connection is refused), an SMTP sink (which may refuse some recipients), or silent (it accepts the
 * connection and never answers). It starts away. `mails` keeps what the sink received, across switches.
 */
export async function startMailServerStandIn() {
  const port = await freePort();
  const mails: TReceivedMail[] = [];
  let running: { close(): Promise<void> } | undefined;
  const away = async () => {
    await running?.close();
    running = undefined;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    away,
    async sink(refuse?: TSmtpSinkOptions["refuse"]) {
      await away();
      running = await startSmtpSink({ port, mails, refuse });
    },
    async silent() {
      await away();
      running = await startSilentServer(port);
    },
    close: away,
  };
}
export type TMailServerStandIn = Awaited<ReturnType<typeof startMailServerStandIn>>;
