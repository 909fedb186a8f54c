/**
 * A cookie that ties an OAuth trip (Shopify's install, Google's sign-in) to the browser that started it: set
 * when the trip starts, sent back only to the callback (its path), HttpOnly, SameSite=Lax (Lax: the callback
 * is a top-level redirect from the other site), and cleared by the callback. Its value is a random token.
 */
export function callbackCookie(name: string, callbackPath: string, ttlMs: number) {
  return {
    /** The Set-Cookie header that keeps `value` for `ttlMs`; Secure when the platform is served over https. */
    set: (value: string, secure: boolean) =>
      `${name}=${value}; Path=${callbackPath}; Max-Age=${Math.round(ttlMs / 1000)}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
    /** The trip is over either way: the callback clears it. */
    cleared: `${name}=; Path=${callbackPath}; Max-Age=0; HttpOnly; SameSite=Lax`,
    /** The cookie's value in a request's Cookie header, or "" (only base64url tokens are read). */
    read: (cookieHeader: string | undefined) =>
      (cookieHeader ?? "").match(new RegExp(`(?:^|;\\s*)${name}=([A-Za-z0-9_-]+)`))?.[1] ?? "",
  };
}
