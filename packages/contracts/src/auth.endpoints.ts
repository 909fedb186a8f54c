import { z } from "zod";
import {
  ZAesKeyQuery,
  ZAesKeyResponse,
  ZChangePasswordRequest,
  ZCsrfResponse,
  ZForgotPasswordRequest,
  ZHomeData,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSignInRequest,
  ZSignInResponse,
} from "./auth.ts";
import { Code } from "./codes.ts";
import { endpointGroup } from "./endpoint.ts";

const api = endpointGroup({ tag: "auth", access: "public" });

export const authEndpoints = {
  csrfToken: api.get("get-csrf-token", null, ZCsrfResponse, {
    summary: "Get a CSRF token for the public forms",
  }),
  aesKey: api.get("get-aes-key", ZAesKeyQuery, ZAesKeyResponse, {
    summary: "Get the key that encrypts a sign-up password",
  }),
  aesKeyLogin: api.get("get-aes-key-login", ZAesKeyQuery, ZAesKeyResponse, {
    summary: "Get the key that encrypts a sign-in password",
  }),
  // A throttled attempt answers 4029 with data.retry_after; the envelope adds the Retry-After header.
  signIn: api.post("sign-in", ZSignInRequest, ZSignInResponse, {
    summary: "Sign in",
    // 4003: the account is frozen.
    errors: [Code.forbidden],
  }),
  signOut: api.post("sign-out", null, z.null(), {
    summary: "Sign out (ends the session)",
    access: "signedIn",
  }),
  register: api.post("register", ZRegisterRequest, ZSignInResponse, {
    summary: "Sign up as a provider or a drop shipper (signs in)",
    success: "created",
  }),
  home: api.get("home", null, ZHomeData, {
    summary: "Read the signed-in user's session data",
    access: "signedIn",
  }),
  changePassword: api.post("auth/change-password", ZChangePasswordRequest, z.null(), {
    summary: "Change the signed-in user's password",
    access: "signedIn",
    message: "auth.passwordChanged",
  }),
  forgotPassword: api.post("auth/forgot-password", ZForgotPasswordRequest, z.null(), {
    summary: "Mail a password reset link",
    message: "auth.resetSent",
  }),
  resetPassword: api.post("auth/reset-password", ZResetPasswordRequest, z.null(), {
    summary: "Set a new password with a reset link's token",
    message: "saved",
  }),
};
