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
import { endpointGroup } from "./endpoint.ts";

const api = endpointGroup({ tag: "auth", access: "public" });

export const authEndpoints = {
  csrfToken: api.get("get-csrf-token", {
    summary: "Get a CSRF token for the public forms",
    output: ZCsrfResponse,
  }),
  aesKey: api.get("get-aes-key", {
    summary: "Get the key that encrypts a sign-up password",
    input: ZAesKeyQuery,
    output: ZAesKeyResponse,
  }),
  aesKeyLogin: api.get("get-aes-key-login", {
    summary: "Get the key that encrypts a sign-in password",
    input: ZAesKeyQuery,
    output: ZAesKeyResponse,
  }),
  // A throttled attempt answers 4029 with data.retry_after; the envelope adds the Retry-After header.
  signIn: api.post("sign-in", {
    summary: "Sign in",
    input: ZSignInRequest,
    output: ZSignInResponse,
  }),
  signOut: api.post("sign-out", {
    summary: "Sign out (ends the session)",
    access: "signedIn",
    output: z.null(),
  }),
  register: api.post("register", {
    summary: "Sign up as a provider or a drop shipper (signs in)",
    input: ZRegisterRequest,
    output: ZSignInResponse,
    success: "created",
  }),
  home: api.get("home", {
    summary: "Read the signed-in user's session data",
    access: "signedIn",
    output: ZHomeData,
  }),
  changePassword: api.post("auth/change-password", {
    summary: "Change the signed-in user's password",
    access: "signedIn",
    input: ZChangePasswordRequest,
    output: z.null(),
    message: "auth.passwordChanged",
  }),
  forgotPassword: api.post("auth/forgot-password", {
    summary: "Mail a password reset link",
    input: ZForgotPasswordRequest,
    output: z.null(),
    message: "auth.resetSent",
  }),
  resetPassword: api.post("auth/reset-password", {
    summary: "Set a new password with a reset link's token",
    input: ZResetPasswordRequest,
    output: z.null(),
    message: "saved",
  }),
};
