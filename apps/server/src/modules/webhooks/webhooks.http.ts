import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { performance } from "node:perf_hooks";
import { webhookSecretPrefix, webhookTimeoutSeconds } from "@wms/contracts";
import { BlockedAddressError, guardedLookup, isRefused } from "./webhooks.ssrf.ts";

/** First bytes of a response kept in the callback log. */
export const responseKeepBytes = 2048;

/** Standard Webhooks signature: `v1,` + base64 HMAC-SHA256 over `id.timestamp.body`, keyed by the decoded secret. */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(
    secret.startsWith(webhookSecretPrefix) ? secret.slice(webhookSecretPrefix.length) : secret,
    "base64",
  );
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/**
 * The webhook-signature header: one `v1,…` entry per secret, space-separated (current secret first). A
 * receiver accepts the request when any entry matches a secret it knows.
 */
export function signatureHeader(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): string {
  return secrets.map((secret) => signatureOf(secret, id, timestamp, body)).join(" ");
}

export type TSendInput = {
  url: string;
  secret: string;
  /** The secret before the last rotation while it is still accepted: the request is signed with both. */
  previousSecret?: string | null;
  authHeader: { name: string; value: string } | null;
  eventId: string;
  /** webhook-timestamp: unix seconds of the attempt. */
  timestamp: number;
  body: string;
  allowInsecure: boolean;
  timeoutMs?: number;
};

export type TSendOutcome = {
  result: "success" | "failed";
  durationMs: number;
  /** A message key (webhook.error.*) and its {detail}. */
  error: string | null;
  errorDetail: string | null;
  responseStatus: number | null;
  responseBody: string | null;
};

const clean = (text: string) => text.replaceAll("\u0000", "");

/** The destination a URL may be sent to, or the refusal (nothing is sent). */
export function checkUrlShape(
  url: string,
  allowInsecure: boolean,
): { ok: true; url: URL } | { ok: false; error: string; detail: string | null } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { ok: false, error: "webhook.urlFormat", detail: null };
  }
  if (!(u.protocol === "https:" || (u.protocol === "http:" && allowInsecure))) {
    return { ok: false, error: "webhook.error.insecureUrl", detail: null };
  }
  if (u.username || u.password) return { ok: false, error: "webhook.urlCredentials", detail: null };
  const host = u.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) {
    const kind = isRefused(host, allowInsecure);
    if (kind)
      return {
        ok: false,
        error: "webhook.error.blocked",
        detail: new BlockedAddressError(host, host, kind).detail,
      };
  }
  return { ok: true, url: u };
}

/**
 * One signed POST. Redirects are not followed (a 3xx is a failure), only a 2xx is a success, the whole
 * exchange is limited to 15 s, and the connection goes to an address checked by the SSRF guard.
 */
export function sendWebhook(input: TSendInput): Promise<TSendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  const failed = (
    error: string,
    detail: string | null,
    status: number | null = null,
    body: string | null = null,
  ) =>
    ({
      result: "failed",
      durationMs: elapsed(),
      error,
      errorDetail: detail,
      responseStatus: status,
      responseBody: body,
    }) satisfies TSendOutcome;

  const shape = checkUrlShape(input.url, input.allowInsecure);
  if (!shape.ok) return Promise.resolve(failed(shape.error, shape.detail));
  const u = shape.url;
  const host = u.hostname.replace(/^\[|\]$/g, "");
  const body = Buffer.from(input.body, "utf8");
  const headers: Record<string, string | number> = {
    "content-type": "application/json",
    "content-length": body.length,
    "user-agent": "WMS-Platform-Webhooks/1.0",
    "webhook-id": input.eventId,
    "webhook-timestamp": String(input.timestamp),
    "webhook-signature": signatureHeader(
      input.previousSecret ? [input.secret, input.previousSecret] : [input.secret],
      input.eventId,
      input.timestamp,
      input.body,
    ),
  };
  if (input.authHeader?.name) headers[input.authHeader.name] = input.authHeader.value;

  return new Promise<TSendOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: TSendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = (u.protocol === "https:" ? https : http).request({
      method: "POST",
      protocol: u.protocol,
      hostname: host,
      port: u.port || undefined,
      path: `${u.pathname}${u.search}`,
      headers,
      // A fresh connection per attempt, opened to the address the guard checked.
      agent: false,
      lookup: guardedLookup(input.allowInsecure) as unknown as net.LookupFunction,
    });
    // The whole exchange (connect, answer, first bytes of the body) must fit in the timeout.
    const timer = setTimeout(
      () => {
        finish(failed("webhook.error.timeout", null));
        request.destroy();
      },
      input.timeoutMs ?? webhookTimeoutSeconds * 1000,
    );
    request.on("error", (err: NodeJS.ErrnoException) => {
      if (err instanceof BlockedAddressError) return finish(failed("webhook.error.blocked", err.detail));
      if (err.code === "ENOTFOUND" || err.code === "EAI_AGAIN" || err.code === "EAI_NODATA") {
        return finish(failed("webhook.error.unresolved", host));
      }
      finish(failed("webhook.error.network", err.code ?? err.message));
    });
    request.on("response", (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const done = () => {
        const status = res.statusCode ?? 0;
        const text = clean(Buffer.concat(chunks).subarray(0, responseKeepBytes).toString("utf8"));
        res.destroy();
        if (status >= 200 && status < 300) {
          return finish({
            result: "success",
            durationMs: elapsed(),
            error: null,
            errorDetail: null,
            responseStatus: status,
            responseBody: text,
          });
        }
        if (status >= 300 && status < 400) {
          const location = res.headers.location ? ` → ${String(res.headers.location).slice(0, 300)}` : "";
          return finish(failed("webhook.error.redirect", `${status}${location}`, status, text));
        }
        finish(failed("webhook.error.status", String(status), status, text));
      };
      res.on("data", (chunk: Buffer) => {
        if (kept >= responseKeepBytes) return;
        chunks.push(chunk);
        kept += chunk.length;
        if (kept >= responseKeepBytes) done();
      });
      res.on("end", done);
      res.on("error", () => done());
    });
    request.end(body);
  });
}
