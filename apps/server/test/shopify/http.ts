import type http from "node:http";

/** Small helpers for the simulator's `node:http` handlers. */

const maxBodyBytes = 5 * 1024 * 1024;

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(new Error("body too large"));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export function sendText(
  res: http.ServerResponse,
  status: number,
  text: string,
  contentType = "text/plain",
): void {
  res.writeHead(status, {
    "Content-Type": `${contentType}; charset=utf-8`,
    "Content-Length": String(Buffer.byteLength(text)),
  });
  res.end(text);
}

/**
 * The parameters of a POST body sent as JSON or as a form (`application/x-www-form-urlencoded`), as
 * strings; Shopify's token endpoint takes either. Unparseable JSON gives null.
 */
export function bodyParams(contentType: string | undefined, raw: string): Record<string, string> | null {
  if ((contentType ?? "").includes("application/json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw || "{}");
    } catch {
      return null;
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (value !== null && value !== undefined) out[key] = String(value);
    }
    return out;
  }
  return Object.fromEntries(new URLSearchParams(raw));
}
