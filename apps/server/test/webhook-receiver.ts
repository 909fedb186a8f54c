/**
 * A real webhook receiver for tests: an HTTP server on 127.0.0.1 that records what arrives, checks each
 * request's signature with the Standard Webhooks algorithm (written here from the specification, not
 * taken from the server code) and answers as the test scripts it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type TReceived = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The signature matched one of the v1 signatures in webhook-signature. */
  verified: boolean;
  /** When the request had fully arrived (Date.now()). */
  at: number;
};

export type TAnswer = {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Never answer: the request stays open until the sender gives up (a receiver that hangs). */
  hang?: boolean;
};

/**
 * Standard Webhooks verification: the key is the base64-decoded secret after `whsec_`; the signed content
 * is `${webhook-id}.${webhook-timestamp}.${body}`; webhook-signature is a space-separated list of
 * `v1,<base64 HMAC-SHA256>`; any match is enough; compare in constant time. With `now` (unix seconds),
 * timestamps more than `toleranceSeconds` away are refused (replay protection).
 */
export function verifyStandardWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  options: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (typeof id !== "string" || typeof timestamp !== "string" || typeof signatures !== "string") return false;
  if (!/^\d+$/.test(timestamp)) return false;
  if (options.now !== undefined) {
    const tolerance = options.toleranceSeconds ?? 300;
    if (Math.abs(options.now - Number(timestamp)) > tolerance) return false;
  }
  if (!secret.startsWith("whsec_")) return false;
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(" ").some((entry) => {
    const [version, signature] = entry.split(",");
    if (version !== "v1" || !signature) return false;
    const given = Buffer.from(signature, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export type TWebhookReceiver = {
  url: string;
  port: number;
  received: TReceived[];
  /** The secret to verify with (set after the subscription is created). */
  secret: string;
  /** Answers to give, in order; once used up, `fallback` answers. */
  script: TAnswer[];
  fallback: TAnswer;
  /** Requests open right now (arrived or arriving, not answered, sender still waiting). */
  open: number;
  /** The most requests that were open at once. */
  mostOpen: number;
  close(): Promise<void>;
};

export async function startWebhookReceiver(options: { host?: string } = {}): Promise<TWebhookReceiver> {
  const receiver: TWebhookReceiver = {
    url: "",
    port: 0,
    received: [],
    secret: "",
    script: [],
    fallback: { status: 204 },
    open: 0,
    mostOpen: 0,
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    receiver.open += 1;
    receiver.mostOpen = Math.max(receiver.mostOpen, receiver.open);
    res.on("close", () => {
      receiver.open -= 1;
    });
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      receiver.received.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
        verified: receiver.secret ? verifyStandardWebhook(receiver.secret, req.headers, body) : false,
        at: Date.now(),
      });
      const answer = receiver.script.shift() ?? receiver.fallback;
      if (answer.hang) return;
      const send = () => {
        res.writeHead(answer.status, answer.headers ?? { "content-type": "text/plain" });
        res.end(answer.body ?? "");
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  receiver.port = port;
  receiver.url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
