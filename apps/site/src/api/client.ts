import { isSuccessCode } from "@wms/contracts/codes";

/** A failed call: the envelope's code and (localised) message, or code 0 when the network failed. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

let csrfToken: Promise<string> | null = null;

function csrf(): Promise<string> {
  csrfToken ??= request<{ csrf_token: string }>("GET", "/api/site/csrf-token").then((d) => d.csrf_token);
  csrfToken.catch(() => {
    csrfToken = null;
  });
  return csrfToken;
}

/** Calls the site's own API (same origin) and unwraps the envelope `{ code, message, data }`. */
export async function request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (method !== "GET") {
    headers["content-type"] = "application/json";
    headers["x-csrftoken"] = await csrf();
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "");
  }
  const envelope = (await res.json().catch(() => null)) as {
    code?: number;
    message?: string;
    data?: T;
  } | null;
  if (!envelope || typeof envelope.code !== "number") throw new ApiError(0, "");
  if (!isSuccessCode(envelope.code)) throw new ApiError(envelope.code, envelope.message ?? "", envelope.data);
  return envelope.data as T;
}
