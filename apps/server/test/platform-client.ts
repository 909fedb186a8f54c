import {
  authEndpoints,
  inputPlaceOf,
  type TAnyEndpoint,
  type TInputOf,
  type TOutputOf,
} from "@wms/contracts";
import WebSocket from "ws";
import { encryptPassword } from "./harness.ts";

/**
 * A client of a platform that runs in a process of its own (`startPlatformProcess`), over real HTTP and
 * websockets, as a browser would reach it: typed calls by the endpoints of contracts, a sign-in with the
 * AES-carried password, and the notifications socket.
 */
export type TAnswer<T> = { status: number; code: number; message: string; data: T };

type TCallOptions = { token?: string; csrf?: string; timeoutMs?: number };

/** `endpoint` called on `origin` with `input`; the envelope with the HTTP status (a network error throws). */
export async function callEndpoint<E extends TAnyEndpoint>(
  origin: string,
  endpoint: E,
  input: TInputOf<E> | undefined,
  options: TCallOptions = {},
): Promise<TAnswer<TOutputOf<E>>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.csrf) headers["x-csrftoken"] = options.csrf;
  const inQuery = inputPlaceOf(endpoint) === "query";
  const query = inQuery && input ? `?${new URLSearchParams(input as Record<string, string>)}` : "";
  if (!inQuery) headers["content-type"] = "application/json";
  const res = await fetch(`${origin}/api/${endpoint.path}${query}`, {
    method: endpoint.method,
    headers,
    body: inQuery ? undefined : JSON.stringify(input ?? {}),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const envelope = (await res.json()) as Omit<TAnswer<TOutputOf<E>>, "status">;
  return { status: res.status, ...envelope };
}

export async function csrfTokenOf(origin: string): Promise<string> {
  return (await callEndpoint(origin, authEndpoints.csrfToken, undefined)).data.csrf_token;
}

export type TPlatformUser = {
  token: string;
  /** The CSRF token the user's calls carry (for a request made by hand: an upload). */
  csrf: string;
  userRelatedId: string;
  /** Calls as this user (CSRF token included), answering the envelope. */
  call<E extends TAnyEndpoint>(
    endpoint: E,
    input: TInputOf<E>,
    options?: { timeoutMs?: number },
  ): Promise<TAnswer<TOutputOf<E>>>;
};

/** Signs `username` in on `origin` through the sign-in screen's calls (AES key, CSRF token, sign-in). */
export async function signInOn(
  origin: string,
  username: string,
  role: "provider" | "operator" | "dropShipper",
  password: string,
): Promise<TPlatformUser> {
  const key = await callEndpoint(origin, authEndpoints.aesKeyLogin, { username });
  const csrf = await csrfTokenOf(origin);
  const signedIn = await callEndpoint(
    origin,
    authEndpoints.signIn,
    { username, role, password: encryptPassword(key.data.aes_key, password) },
    { csrf },
  );
  if (signedIn.code !== 200) throw new Error(`sign-in of ${username}: ${signedIn.code} ${signedIn.message}`);
  const token = signedIn.data.access_token;
  return {
    token,
    csrf,
    userRelatedId: signedIn.data.user.user_related_id,
    call: (endpoint, input, options = {}) =>
      callEndpoint(origin, endpoint, input, { ...options, token, csrf }),
  };
}

/** The messages a notifications socket on `origin` receives on `channel`, from the moment it is open. */
export async function listenOn(origin: string, channel: string, token: string) {
  const ws = new WebSocket(`${origin.replace(/^http/, "ws")}/ws/notifications/${channel}?token=${token}`);
  const messages: Record<string, unknown>[] = [];
  let closed = false;
  ws.on("message", (m) => messages.push(JSON.parse(m.toString())));
  ws.on("close", () => {
    closed = true;
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const until = async (done: (all: Record<string, unknown>[]) => boolean, what: string, ms = 30_000) => {
    const deadline = Date.now() + ms;
    while (!done(messages)) {
      if (Date.now() > deadline) throw new Error(`no ${what} within ${ms} ms: ${JSON.stringify(messages)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { messages, until, isClosed: () => closed, close: () => ws.close() };
}
