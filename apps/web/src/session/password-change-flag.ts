import type { TArea } from "@wms/contracts";

/** Set at sign-in when the account still has its initial password: the shell then asks for a new one. */
const keyOf = (area: TArea) => `wms.${area}.mustChangePassword`;

export function markPasswordChangeRequired(area: TArea) {
  sessionStorage.setItem(keyOf(area), "1");
}
export function isPasswordChangeRequired(area: TArea) {
  return sessionStorage.getItem(keyOf(area)) === "1";
}
export function clearPasswordChangeRequired(area: TArea) {
  sessionStorage.removeItem(keyOf(area));
}
