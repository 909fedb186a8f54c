import type { TArea, TRole } from "@wms/contracts";

/**
 * Per-role browser storage of credentials (spec section 3). Providers and operators share the /p
 * storage and are told apart by the stored role name, which defaults to operator.
 */
export type TStoredSession = {
  username: string;
  role: TRole;
  relatedId: string;
  shops: { shop_id: string; shop_url: string; provider_uuid: string | null }[];
  accessToken: string;
  csrfToken: string;
  avatar: string | null;
};

const prefixOf: Record<TArea, string> = { p: "wms.p.", ds: "wms.ds." };
const fields = ["username", "role", "relatedId", "shops", "accessToken", "csrfToken", "avatar"] as const;

export function areaOfPath(pathname: string): TArea | null {
  if (pathname === "/p" || pathname.startsWith("/p/")) return "p";
  if (pathname === "/ds" || pathname.startsWith("/ds/")) return "ds";
  return null;
}

export function loginPathOf(area: TArea): string {
  return area === "p" ? "/p/login" : "/ds/login";
}

export function readSession(area: TArea): TStoredSession | null {
  const get = (field: (typeof fields)[number]) => localStorage.getItem(prefixOf[area] + field);
  const accessToken = get("accessToken");
  if (!accessToken) return null;
  const storedRole = get("role");
  const role: TRole = area === "ds" ? "dropShipper" : storedRole === "provider" ? "provider" : "operator";
  let shops: TStoredSession["shops"] = [];
  try {
    shops = JSON.parse(get("shops") ?? "[]");
  } catch {
    shops = [];
  }
  return {
    username: get("username") ?? "",
    role,
    relatedId: get("relatedId") ?? "",
    shops: Array.isArray(shops) ? shops : [],
    accessToken,
    csrfToken: get("csrfToken") ?? "",
    avatar: get("avatar"),
  };
}

/** Where "home" is for this browser: the dashboard of a signed-in area (provider side first), else the sign-in. */
export function homePath(): string {
  if (readSession("p")) return "/p/home";
  if (readSession("ds")) return "/ds/home";
  return "/ds/login";
}

export function writeSession(area: TArea, session: TStoredSession) {
  const set = (field: (typeof fields)[number], value: string | null) =>
    value === null
      ? localStorage.removeItem(prefixOf[area] + field)
      : localStorage.setItem(prefixOf[area] + field, value);
  set("username", session.username);
  set("role", session.role);
  set("relatedId", session.relatedId);
  set("shops", JSON.stringify(session.shops));
  set("accessToken", session.accessToken);
  set("csrfToken", session.csrfToken);
  set("avatar", session.avatar);
  endedNotice[area] = undefined;
  notify();
}

export function updateSession(area: TArea, patch: Partial<TStoredSession>) {
  const current = readSession(area);
  if (current) writeSession(area, { ...current, ...patch });
}

/** Why the session of each area last ended, when the sign-in page should say it (an expired session). */
const endedNotice: Partial<Record<TArea, string>> = {};

/**
 * `silent` skips re-rendering the signed-in shell: used when the caller navigates away itself (sign-out).
 * `notice`: what the sign-in page says, whichever way the user gets there: the caller's navigation, or the
 * route guard's redirect when the shell happens to re-render first (`signedOutNotice`).
 */
export function clearSession(area: TArea, options: { silent?: boolean; notice?: string } = {}) {
  for (const field of fields) localStorage.removeItem(prefixOf[area] + field);
  endedNotice[area] = options.notice;
  if (!options.silent) notify();
}

/** The notice the session of `area` ended with, until the next sign-in. */
export function signedOutNotice(area: TArea): string | undefined {
  return endedNotice[area];
}

/** The CSRF token for calls made before sign-in (login, sign-up): kept apart from any session. */
export function readPublicCsrf(): string | null {
  return sessionStorage.getItem("wms.csrf");
}
export function writePublicCsrf(token: string) {
  sessionStorage.setItem("wms.csrf", token);
}

const listeners = new Set<() => void>();
let version = 0;
function notify() {
  version++;
  for (const listener of listeners) listener();
}
/** For useSyncExternalStore: components re-render when a session is written or cleared. */
export const sessionSubscription = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => version,
};
