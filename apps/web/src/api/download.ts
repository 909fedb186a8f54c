import type { TArea } from "@wms/contracts";
import { areaOfPath, readSession } from "../session/session-store.ts";
import { api, buildQuery } from "./client.ts";

/**
 * Downloads a file the API streams (get-file, templates, PDFs) with the session's bearer token and saves it
 * under its server-given name. Download errors are only logged (spec section 8); returns whether it worked.
 */
export async function downloadFile(
  path: string,
  query: Record<string, unknown>,
  area?: TArea,
): Promise<boolean> {
  const session = readSession(area ?? areaOfPath(window.location.pathname) ?? "ds");
  try {
    const res = await fetch(`/api/${path}${buildQuery(query)}`, {
      headers: session ? { Authorization: `Bearer ${session.accessToken}` } : {},
    });
    if (!res.ok || (res.headers.get("content-type") ?? "").includes("application/json")) {
      console.error("download failed", path, res.status, await res.text().catch(() => ""));
      return false;
    }
    const disposition = res.headers.get("content-disposition") ?? "";
    const name =
      /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/.exec(disposition)?.[1];
    const url = URL.createObjectURL(await res.blob());
    saveAs(url, name ? decodeURIComponent(name) : String(query.filename ?? "download"));
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch (err) {
    console.error("download failed", path, err);
    return false;
  }
}

/**
 * Downloads a mission's result through a short-lived signed link (get-file-link, then get-file-independently):
 * the browser streams the file straight to disk, however large, and no token ever appears in a URL.
 */
export async function downloadResultFile(filename: string): Promise<boolean> {
  try {
    const { url } = await api.get<{ url: string; expires_at: number }>("get-file-link", { filename });
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
