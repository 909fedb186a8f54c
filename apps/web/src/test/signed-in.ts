import type { TRole } from "@wms/contracts";
import { clearSession, writeSession } from "../session/session-store.ts";

/**
 * A signed-in session of `role` in its area's storage, for screens that read the role (useSession): providers
 * and operators share /p, told apart by the stored role. `signOut` after each test.
 */
export function signedInAs(role: TRole) {
  writeSession(role === "dropShipper" ? "ds" : "p", {
    username: `demo_${role}`,
    role,
    relatedId: "related-1",
    shops: [],
    accessToken: "token",
    csrfToken: "csrf",
    avatar: null,
  });
}

export function signOut() {
  clearSession("p", { silent: true });
  clearSession("ds", { silent: true });
}
