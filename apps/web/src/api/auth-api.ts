import {
  areaOfRole,
  type TChangePasswordRequest,
  type TInitConfig,
  type TProvider,
  type TRegisterRequest,
  type TRole,
  type TSignInResponse,
} from "@wms/contracts";
import { writePublicCsrf, writeSession } from "../session/session-store.ts";
import { encryptPassword } from "./aes.ts";
import { api } from "./client.ts";

export async function fetchCsrfToken(): Promise<string> {
  const { csrf_token } = await api.get<{ csrf_token: string }>("get-csrf-token");
  writePublicCsrf(csrf_token);
  return csrf_token;
}

async function encrypted(keyPath: "get-aes-key" | "get-aes-key-login", username: string, password: string) {
  const { aes_key } = await api.get<{ aes_key: string }>(keyPath, { username });
  return encryptPassword(aes_key, password);
}

/** Stores the session under the role's area (provider and operator share /p) and returns it. */
export function storeSignIn(data: TSignInResponse) {
  writeSession(areaOfRole(data.user.user_role), {
    username: data.user.username,
    role: data.user.user_role,
    relatedId: data.user.user_related_id,
    shops: data.shops,
    accessToken: data.access_token,
    csrfToken: data.csrf_token,
    avatar: data.user_avatar_url,
  });
  return data;
}

export async function signIn(input: { username: string; password: string; role: TRole }) {
  await fetchCsrfToken();
  const password = await encrypted("get-aes-key-login", input.username, input.password);
  const data = await api.post<TSignInResponse>(
    "sign-in",
    { username: input.username, role: input.role, password },
    { skipErrorMessage: true },
  );
  return storeSignIn(data);
}

export type TSignUpInput = Omit<TRegisterRequest, "password" | "address"> & {
  password: string;
  address?: string;
};

export async function signUp(input: TSignUpInput) {
  const csrf = await fetchCsrfToken().catch(() => null);
  if (!csrf) throw new Error("csrf");
  const password = await encrypted("get-aes-key", input.username, input.password);
  const data = await api.post<TSignInResponse>(
    "register",
    { ...input, password },
    { skipErrorMessage: true },
  );
  return storeSignIn(data);
}

export async function changePassword(input: {
  old: string;
  next: string;
  confirm: string;
  username: string;
}) {
  const { aes_key } = await api.get<{ aes_key: string }>("get-aes-key-login", { username: input.username });
  const body: TChangePasswordRequest = {
    old_password: encryptPassword(aes_key, input.old),
    new_password: encryptPassword(aes_key, input.next),
    confirm_password: encryptPassword(aes_key, input.confirm),
  };
  return api.post<null>("auth/change-password", body, { skipErrorMessage: true });
}

export const fetchInitConfig = () => api.get<TInitConfig>("config/init-config");
export const fetchProviders = () => api.get<TProvider[]>("query-provider/all");
export const signOut = () => api.post<null>("sign-out", undefined, { skipErrorMessage: true });
