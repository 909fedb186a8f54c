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
import {
  ZGoogleCallbackQuery,
  ZGoogleFinishRequest,
  ZGoogleStartRequest,
  ZGoogleStartResponse,
  ZGoogleStatus,
  ZGoogleTicket,
  ZGoogleTicketQuery,
} from "./google-sign-in.ts";

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
  // Sign in with Google (docs/google-sign-in.md).
  googleStart: api.post("auth/google/start", ZGoogleStartRequest, ZGoogleStartResponse, {
    summary: "Start signing in or up with Google: the address to send the browser to",
    // 4004: Google sign-in is not configured; 5003: Google's discovery document cannot be read now.
    errors: [Code.notFound, Code.unavailable],
  }),
  googleLinkStart: api.post("auth/google/link", null, ZGoogleStartResponse, {
    summary: "Start linking a Google account to the signed-in user",
    access: "signedIn",
    errors: [Code.notFound, Code.unavailable],
  }),
  googleCallback: api.get("auth/google/callback", ZGoogleCallbackQuery, z.null(), {
    summary:
      "Google's redirect: checks state, browser, code and ID token; redirects to the sign-in, sign-up or settings screen",
    redirect: true,
  }),
  googleTicket: api.get("auth/google/ticket", ZGoogleTicketQuery, ZGoogleTicket, {
    summary: "Read what a Google ticket from the callback is for (link or sign-up: the email to show)",
  }),
  googleFinish: api.post("auth/google/finish", ZGoogleFinishRequest, ZSignInResponse, {
    summary: "Sign in with a Google session ticket from the callback",
    errors: [Code.forbidden],
  }),
  googleStatus: api.get("auth/google/status", null, ZGoogleStatus, {
    summary: "The signed-in user's linked Google account",
    access: "signedIn",
  }),
  googleUnlink: api.post("auth/google/unlink", null, z.null(), {
    summary: "Unlink the signed-in user's Google account (refused when it is the only way to sign in)",
    access: "signedIn",
    message: "auth.google.unlinked",
  }),
};
