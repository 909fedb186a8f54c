import {
  Code,
  inputPlaceOf,
  isSuccessCode,
  silentCodes,
  type TAnyEndpoint,
  type TArea,
  type TEnvelope,
  type TInputOf,
  type TOutputOf,
} from "@wms/contracts";
import { i18n } from "../i18n/i18n.ts";
import {
  areaOfPath,
  clearSession,
  loginPathOf,
  readPublicCsrf,
  readSession,
} from "../session/session-store.ts";
import { ApiError, transportCode } from "./api-error.ts";
import { navigateTo, showError } from "./feedback.ts";

export const requestTimeoutMs = 60_000;

export type TCallOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Query parameters; arrays repeat the key, empty strings and undefined are dropped (spec section 5). */
  query?: Record<string, unknown>;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Do not show the server's message: the caller shows its own (e.g. field errors on a form). */
  skipErrorMessage?: boolean;
  /** Whose credentials to use; defaults to the area of the current path. */
  area?: TArea;
  signal?: AbortSignal;
};

/** Call options of a form's save: the form shows the server's field errors itself, no message pops up. */
export const quiet = { skipErrorMessage: true } as const;

export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === "") continue;
      params.append(key, String(v));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

function currentArea(): TArea {
  return areaOfPath(window.location.pathname) ?? "ds";
}

/** The session's bearer token and CSRF token for `area` (the public CSRF token when signed out). */
export function sessionHeaders(area: TArea = currentArea()): Record<string, string> {
  const session = readSession(area);
  const headers: Record<string, string> = {};
  if (session?.accessToken) headers.Authorization = `Bearer ${session.accessToken}`;
  const csrf = session?.csrfToken || readPublicCsrf();
  if (csrf) headers["X-CSRFToken"] = csrf;
  return headers;
}

/**
 * The one API client (spec sections 7 and 8). Resolves with the envelope when the code is a success
 * (200 or a multiple of 1000); otherwise shows the server's message (unless silent or skipped) and
 * rejects with an ApiError. Code 2003 sends the user to the role's login.
 */
export async function apiCall<T>(path: string, options: TCallOptions = {}): Promise<TEnvelope<T>> {
  const area = options.area ?? currentArea();
  const headers: Record<string, string> = { Accept: "application/json", ...sessionHeaders(area) };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["Content-Type"] = "application/json";
  }
  Object.assign(headers, options.headers);

  const timeout = AbortSignal.timeout(requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\/+/, "")}${buildQuery(options.query)}`, {
      method: options.method ?? "GET",
      headers,
      body,
      signal,
      credentials: "same-origin",
    });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    const timedOut = timeout.aborted;
    const error = new ApiError(
      timedOut ? transportCode.timeout : transportCode.network,
      i18n.t(timedOut ? "transport.timeout" : "transport.network"),
    );
    if (!options.skipErrorMessage) showError(error.message);
    throw error;
  }

  let envelope: TEnvelope<T> | null = null;
  try {
    envelope = (await response.json()) as TEnvelope<T>;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope.code !== "number") {
    const error = new ApiError(transportCode.unknown, i18n.t("transport.unknown"), null, response.status);
    if (!options.skipErrorMessage) showError(error.message);
    throw error;
  }
  if (isSuccessCode(envelope.code)) return envelope;

  const error = new ApiError(envelope.code, envelope.message, envelope.data, response.status);
  if (envelope.code === Code.loginExpired) {
    const expired = i18n.t("auth.loginExpired");
    showError(expired);
    // Silent: the signed-in shell need not re-render, this navigation leaves it. If it re-renders anyway
    // (another query of it failed the same way) before the sign-in page's code has arrived, its guard's
    // redirect wins the race; the notice goes with that redirect too (area-shell.tsx).
    clearSession(area, { silent: true, notice: expired });
    // The sign-in page shows it too: a toast of the screen left behind would go with that screen.
    navigateTo(loginPathOf(area), expired);
    throw error;
  }
  if (!options.skipErrorMessage && !silentCodes.includes(envelope.code)) {
    if (Object.keys(error.fieldErrors).length === 0) showError(envelope.message);
    // Field errors: a form that catches the error shows them at its fields (showFormError claims it);
    // any other caller gets them as the toast, instead of the bare "Parameter error".
    else setTimeout(() => error.claimed || showError(error.detailedMessage), 0);
  }
  throw error;
}

type TEndpointOptions = Omit<TCallOptions, "method" | "query" | "body"> & {
  /** For an upload endpoint: the file, sent as multipart field `file` (the input goes in the query). */
  file?: File | Blob;
};

/**
 * Calls an endpoint of `packages/contracts`: its method and path come from the definition, the input
 * goes in the query string or the body as the server reads it, and the answer is typed by the
 * endpoint's output. Resolves with the whole envelope, for callers that tell 200 from 3000 (partial).
 */
export async function callEnvelope<E extends TAnyEndpoint>(
  endpoint: E,
  input?: TInputOf<E>,
  { file, ...options }: TEndpointOptions = {},
): Promise<TEnvelope<TOutputOf<E>>> {
  const inQuery = inputPlaceOf(endpoint) === "query";
  let body: unknown = inQuery ? undefined : input;
  if (file) {
    const form = new FormData();
    form.append("file", file);
    body = form;
  }
  const query = inQuery ? (input as Record<string, unknown> | undefined) : undefined;
  return apiCall<TOutputOf<E>>(endpoint.path, { ...options, method: endpoint.method, query, body });
}

/** `callEnvelope`, resolving with the envelope's `data`: what most screens want. */
export async function call<E extends TAnyEndpoint>(
  endpoint: E,
  input?: TInputOf<E>,
  options: TEndpointOptions = {},
): Promise<TOutputOf<E>> {
  return (await callEnvelope(endpoint, input, options)).data;
}

/**
 * One endpoint as a screen's call: `list: caller(e.list)` instead of
 * `list: (params: TInputOf<typeof e.list>) => call(e.list, params)`.
 */
export const caller =
  <E extends TAnyEndpoint>(endpoint: E, options?: TEndpointOptions) =>
  (input: TInputOf<E>): Promise<TOutputOf<E>> =>
    call(endpoint, input, options);
