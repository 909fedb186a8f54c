import { z } from "zod";
import { ZGoogleTicketValue } from "./google-sign-in.ts";
import { ZRole } from "./roles.ts";
import {
  emailPattern,
  maxEmailLength,
  maxUsernameLength,
  phonePattern,
  textCaps,
  usernamePattern,
} from "./validation.ts";

/** The length cap aborts before the pattern runs (the patterns are linear anyway: see validation.ts). */
export const ZUsername = z
  .string()
  .max(maxUsernameLength, { error: "username.format", abort: true })
  .trim()
  .regex(usernamePattern, "username.format");
export const ZEmail = z
  .string()
  .max(maxEmailLength, { error: "email.format", abort: true })
  .trim()
  .regex(emailPattern, "email.format");

/** A password AES-encrypted with a key from get-aes-key-login, in hex. */
const ZEncryptedPassword = z
  .string()
  .max(textCaps.encryptedPassword, "field.tooLong")
  .regex(/^[0-9a-fA-F]+$/, "password.encrypted");
const ZPhone = z.string().trim().max(textCaps.phone, "field.tooLong").regex(phonePattern, "phone.format");

export const ZAesKeyQuery = z.object({ username: ZUsername });
export const ZAesKeyResponse = z.object({ aes_key: z.string().regex(/^[0-9a-f]{32}$/) });
/** What a one-time AES key was issued for (get-aes-key-sign-up or get-aes-key-login): it serves that only. */
export const aesKeyPurposes = ["sign-up", "login"] as const;
export const ZCsrfResponse = z.object({ csrf_token: z.string() });

/** `password` is hex(AES-128-ECB-PKCS7(aes_key, utf8 password)). */
export const ZSignInRequest = z.object({
  username: ZUsername,
  password: ZEncryptedPassword,
  role: ZRole,
  /** A Google `link` ticket: the account signing in with its password links that Google account. */
  google_ticket: ZGoogleTicketValue.optional(),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

export const ZSessionUser = z.object({
  username: z.string(),
  user_role: ZRole,
  /** provider_uuid for providers and operators, customer user id for drop shippers. */
  user_related_id: z.string(),
});

export const ZShopSummary = z.object({
  shop_id: z.string(),
  shop_url: z.string(),
  provider_uuid: z.string().nullable(),
});

export const ZDefaultSettings = z.object({
  language: z.string(),
  theme: z.string(),
  provider_uuid: z.string().nullable(),
});

export const ZHomeData = z.object({
  user: ZSessionUser,
  user_avatar_url: z.string().nullable(),
  shops: z.array(ZShopSummary),
  default_settings: ZDefaultSettings,
  must_change_password: z.boolean(),
  providers: z.array(z.object({ provider_uuid: z.string(), name_of_provider: z.string() })),
});

export const ZSignInResponse = ZHomeData.extend({ access_token: z.string(), csrf_token: z.string() });
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const signUpRoles = ["provider", "dropShipper"] as const;
/** Sign-up form of spec section 3. The password travels AES-encrypted like sign-in. */
export const ZRegisterRequest = z.object({
  store_name: z.string().trim().min(1).max(120, "field.tooLong"),
  store_logo: z.string().max(500, "field.tooLong").optional(),
  username: ZUsername,
  /** Optional only with a Google sign-up ticket: the account then signs in with Google until it sets one. */
  password: ZEncryptedPassword.optional(),
  phone: ZPhone,
  email: ZEmail,
  address: z.string().trim().max(textCaps.address, "field.tooLong").optional().default(""),
  role: z.enum(signUpRoles),
  /** For a drop shipper: the provider it stores stock with. */
  supplier: z.string().uuid().optional(),
  avatar: z.string().max(500, "field.tooLong").optional(),
  /** A Google `sign-up` ticket: the new account is linked to that Google account. */
  google_ticket: ZGoogleTicketValue.optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZInitConfig = z.object({
  homepage_title: z.string(),
  homepage_title_en: z.string(),
  homepage_icon: z.string(),
  main_function: z.string(),
  /**
   * The live channel's port for a page opened at an IP address with a port (spec section 7: the socket
   * then goes to this port, no path); null when the server does not listen there (WS_PORT=0).
   */
  ws_port: z.number().int().nullable(),
  /** Sign in with Google is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET): the screens show it. */
  google_sign_in: z.boolean(),
});
export type TInitConfig = z.infer<typeof ZInitConfig>;

/** Change password: old and new passwords AES-encrypted with a key from get-aes-key-login. */
export const ZChangePasswordRequest = z.object({
  old_password: z
    .string()
    .max(textCaps.encryptedPassword, "field.tooLong")
    .regex(/^[0-9a-fA-F]+$/),
  new_password: z
    .string()
    .max(textCaps.encryptedPassword, "field.tooLong")
    .regex(/^[0-9a-fA-F]+$/),
  confirm_password: z
    .string()
    .max(textCaps.encryptedPassword, "field.tooLong")
    .regex(/^[0-9a-fA-F]+$/),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZForgotPasswordRequest = z.object({
  username: ZUsername,
  role: ZRole,
});
export const ZResetPasswordRequest = z.object({
  token: z.string().min(20).max(200, "field.tooLong"),
  /** Plain text over TLS: the reset link is itself the credential, so no AES key can be fetched. */
  new_password: z.string().min(6).max(20, "password.length"),
  confirm_password: z.string().min(6).max(20, "password.length"),
});

export const ZCreateOperatorRequest = z.object({
  username: ZUsername,
  email: ZEmail.optional(),
  phone: ZPhone.optional(),
});
/** A user account is active or frozen. */
export const userStatuses = ["active", "frozen"] as const;
export const ZOperator = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(userStatuses),
  created_at: z.number().int(),
});
export const ZCreateOperatorResponse = z.object({ operator: ZOperator, initial_password: z.string() });
