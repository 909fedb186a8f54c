import {
  inputPlaceOf,
  missionsEndpoints,
  type TAnyEndpoint,
  type TArea,
  type TInputOf,
} from "@wms/contracts";
import { ApiError, transportCode } from "./api-error.ts";
import { buildQuery, call, sessionHeaders } from "./client.ts";

/**
 * Fetches a file endpoint (PDF, xlsx) with the session's bearer and CSRF tokens (`sessionHeaders`), which
 * a plain link could not send. A JSON answer is an error envelope: thrown as an ApiError (its message).
 */
export async function fetchFile<E extends TAnyEndpoint>(
  endpoint: E,
  input: TInputOf<E>,
  area?: TArea,
): Promise<{ blob: Blob; headers: Headers }> {
  const headers = sessionHeaders(area);
  const inQuery = inputPlaceOf(endpoint) === "query";
  if (!inQuery) headers["Content-Type"] = "application/json";
  const query = inQuery ? buildQuery(input as Record<string, unknown>) : "";
  const res = await fetch(`/api/${endpoint.path}${query}`, {
    method: endpoint.method,
    headers,
    body: inQuery ? undefined : JSON.stringify(input),
  });
  if (!res.ok || (res.headers.get("content-type") ?? "").includes("application/json")) {
    const answer = (await res.json().catch(() => null)) as {
      code?: number;
      message?: string;
      data?: unknown;
    } | null;
    // An ApiError, so a screen can tell a refusal by its code and field (a manual channel's missing number).
    throw new ApiError(
      typeof answer?.code === "number" ? answer.code : transportCode.unknown,
      answer?.message || res.statusText,
      answer?.data ?? null,
      res.status,
    );
  }
  return { blob: await res.blob(), headers: res.headers };
}

/** A file endpoint's answer as an object URL (to show a PDF in a frame). */
export async function fetchFileUrl<E extends TAnyEndpoint>(endpoint: E, input: TInputOf<E>): Promise<string> {
  return URL.createObjectURL((await fetchFile(endpoint, input)).blob);
}

/**
 * Downloads a file the API streams (templates, PDFs) and saves it under its server-given name. Download
 * errors are only logged (spec section 8); returns whether it worked.
 */
export async function downloadFile<E extends TAnyEndpoint>(
  endpoint: E,
  input: TInputOf<E>,
  area?: TArea,
): Promise<boolean> {
  try {
    const { blob, headers } = await fetchFile(endpoint, input, area);
    const disposition = headers.get("content-disposition") ?? "";
    const name =
      /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/.exec(disposition)?.[1];
    const url = URL.createObjectURL(blob);
    saveAs(url, name ? decodeURIComponent(name) : "download");
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch (err) {
    console.error("download failed", endpoint.path, err);
    return false;
  }
}

/**
 * Downloads a mission's result through a short-lived signed link (get-file-link, then get-file-independently):
 * the browser streams the file straight to disk, however large, and no token ever appears in a URL.
 */
export async function downloadResultFile(filename: string): Promise<boolean> {
  try {
    const { url } = await call(missionsEndpoints.fileLink, { filename });
    saveAs(url, filename);
    return true;
  } catch (err) {
    console.error("download failed", filename, err);
    return false;
  }
}

/** Lets the browser save what `href` points at under `name`. */
function saveAs(href: string, name: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.click();
}
