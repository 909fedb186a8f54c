import type { TArea } from "@wms/contracts";
import { areaOfPath, readSession } from "../session/session-store.ts";
import { buildQuery } from "./client.ts";

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
    const link = document.createElement("a");
    link.href = url;
    link.download = name ? decodeURIComponent(name) : String(query.filename ?? "download");
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch (err) {
    console.error("download failed", path, err);
    return false;
  }
}
