/** What the redirect page shows, from its query (a third party's error first, whatever else it carries). */
export type TRedirectResult =
  | { kind: "error"; code: string; description: string | null }
  | { kind: "shop"; shop: string }
  | { kind: "payment"; sessionId: string }
  | { kind: "success" };

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

export function redirectResultOf(search: URLSearchParams): TRedirectResult {
  const error = clip(search.get("error"), 100);
  if (error) return { kind: "error", code: error, description: clip(search.get("error_description"), 300) };
  const shop = clip(search.get("shop"), 255);
  if (shop) return { kind: "shop", shop };
  const sessionId = search.get("session_id");
  if (sessionId) return { kind: "payment", sessionId };
  return { kind: "success" };
}

/**
 * The platform's store management at `platformUrl` (the server's public URL of the platform), or null
 * when that is not an http(s) URL: the site links nowhere it cannot vouch for.
 */
export function storeManagementUrl(platformUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(platformUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}/ds/ds-store-management`;
}
