import {
  areaOfRole,
  authEndpoints,
  systemEndpoints,
  type TArea,
  type TChangePasswordRequest,
  type TOutputOf,
  type TRegisterRequest,
  type TRole,
  type TSignInResponse,
  tenancyEndpoints,
} from "@wms/contracts";
import { updateSession, writePublicCsrf, writeSession } from "../session/session-store.ts";
import { encryptPassword } from "./aes.ts";
import { call } from "./client.ts";

export async function fetchCsrfToken(): Promise<string> {
  const { csrf_token } = await call(authEndpoints.csrfToken);
  writePublicCsrf(csrf_token);
  return csrf_token;
}

async function encrypted(
  keyEndpoint: typeof authEndpoints.aesKey | typeof authEndpoints.aesKeyLogin,
  username: string,
  password: string,
) {
  const { aes_key } = await call(keyEndpoint, { username });
  return encryptPassword(aes_key, password);
}

/** What the sign-in and `home` answers both tell the stored session: the user, their shops, the avatar. */
function sessionFieldsOf(data: TOutputOf<typeof authEndpoints.home>) {
  return {
    username: data.user.username,
    role: data.user.user_role,
    relatedId: data.user.user_related_id,
    shops: data.shops,
    avatar: data.user_avatar_url,
  };
}

/** Stores the session under the role's area (provider and operator share /p) and returns it. */
export function storeSignIn(data: TSignInResponse) {
  writeSession(areaOfRole(data.user.user_role), {
    ...sessionFieldsOf(data),
    accessToken: data.access_token,
    csrfToken: data.csrf_token,
  });
  return data;
}

/**
 * Re-reads `home` and writes it into the stored session of `area` (tokens kept), so the shell and menus
 * follow at once, e.g. the store menu after a shop is bound or unbound. Returns the answer.
 */
export async function refreshSession(area: TArea) {
  const data = await call(authEndpoints.home, undefined, { area, skipErrorMessage: true });
  updateSession(area, sessionFieldsOf(data));
  return data;
}

/** Signs in with the password; `googleTicket` (a `link` ticket) links that Google account on the way. */
export async function signIn(input: {
  username: string;
  password: string;
  role: TRole;
  googleTicket?: string;
}) {
  await fetchCsrfToken();
  const password = await encrypted(authEndpoints.aesKeyLogin, input.username, input.password);
  const data = await call(
    authEndpoints.signIn,
    { username: input.username, role: input.role, password, google_ticket: input.googleTicket },
    { skipErrorMessage: true },
  );
  return storeSignIn(data);
}

/** Sends the browser to Google to sign in or up from the page of `area` (docs/google-sign-in.md). */
export async function goToGoogle(area: TArea) {
  await fetchCsrfToken();
  const { url } = await call(authEndpoints.googleStart, { area }, { skipErrorMessage: true });
  window.location.assign(url);
}

/** Signs in with a `session` ticket that Google's callback handed the sign-in page. */
export async function finishGoogleSignIn(ticket: string) {
  await fetchCsrfToken();
  return storeSignIn(await call(authEndpoints.googleFinish, { ticket }, { skipErrorMessage: true }));
}

/** What a `link` or `sign-up` ticket is for: the email to show. */
export const readGoogleTicket = (ticket: string) =>
  call(authEndpoints.googleTicket, { ticket }, { skipErrorMessage: true });

export type TSignUpInput = Omit<TRegisterRequest, "password" | "address"> & {
  password: string;
  address?: string;
};

export async function signUp(input: TSignUpInput) {
  const csrf = await fetchCsrfToken().catch(() => null);
  if (!csrf) throw new Error("csrf");
  // With a Google sign-up ticket the password may be left out: Google signs the account in.
  const password = input.password
    ? await encrypted(authEndpoints.aesKey, input.username, input.password)
    : undefined;
  const data = await call(authEndpoints.register, { ...input, password }, { skipErrorMessage: true });
  return storeSignIn(data);
}

export async function changePassword(input: {
  old: string;
  next: string;
  confirm: string;
  username: string;
}) {
  const { aes_key } = await call(authEndpoints.aesKeyLogin, { username: input.username });
  const body: TChangePasswordRequest = {
    old_password: encryptPassword(aes_key, input.old),
    new_password: encryptPassword(aes_key, input.next),
    confirm_password: encryptPassword(aes_key, input.confirm),
  };
  return call(authEndpoints.changePassword, body, { skipErrorMessage: true });
}

export const fetchInitConfig = () => call(systemEndpoints.initConfig);
export const fetchProviders = () => call(tenancyEndpoints.all);
export const signOut = () => call(authEndpoints.signOut, undefined, { skipErrorMessage: true });
