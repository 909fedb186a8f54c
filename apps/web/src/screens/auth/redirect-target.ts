import type { TArea } from "@wms/contracts";
import { areaOfPath, loginPathOf } from "../../session/session-store.ts";

const redirectOf = (search: string) => new URLSearchParams(search).get("redirect");

/**
 * Where sign-in and sign-up go next: the query's `redirect` when it is a path of the signed-in role's
 * area (`/ds/…` for a drop shipper, `/p/…` for provider staff), else that area's home.
 */
export function afterSignIn(search: string, area: TArea): string {
  const redirect = redirectOf(search);
  return redirect?.startsWith(`/${area}/`) ? redirect : `/${area}/home`;
}

/** `path` with the current query's `redirect` carried over, for the links between sign-in and sign-up. */
export function keepRedirect(path: string, search: string): string {
  const redirect = redirectOf(search);
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** The sign-in a sign-up page links to: the area of its `redirect` (a drop shipper's by default). */
export function signInLinkOf(search: string): string {
  const area = areaOfPath(redirectOf(search)?.split("?")[0] ?? "") ?? "ds";
  return keepRedirect(loginPathOf(area), search);
}
