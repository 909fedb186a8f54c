import { z } from "zod";

/**
 * Sign in with Google (docs/google-sign-in.md): OpenID Connect, authorization code with PKCE. The browser
 * asks for the address to go to (`start`), Google sends it back to the server's callback, and the callback
 * sends it on to a screen of the app with a one-time ticket or the reason it was refused.
 */
export const ZArea = z.enum(["p", "ds"]);

/** A one-time ticket from the callback: 43 base64url characters. */
export const ZGoogleTicketValue = z
  .string()
  .max(43, "auth.google.ticketInvalid")
  .regex(/^[A-Za-z0-9_-]{43}$/, "auth.google.ticketInvalid");

/** What a verified Google identity may do next: sign in (linked), link on the password, or sign up. */
export const googleTicketKinds = ["session", "link", "sign-up"] as const;

/**
 * Why a trip to Google ended on the sign-in screen (`?google_error=`), each with a message that says what
 * to do (web `auth.google.errors.*`): refused at Google, too slow, a callback used twice, an answer that
 * failed its checks (state, browser, code or ID token), an unverified email, Google not reachable, a
 * Google account already linked to another user, an account that may not sign in, the other area's page.
 */
export const googleRefusals = [
  "refused",
  "expired",
  "replayed",
  "invalid",
  "unverified",
  "unavailable",
  "taken",
  "frozen",
  "elsewhere",
] as const;
export type TGoogleRefusal = (typeof googleRefusals)[number];

/** A page's `google_error` query value as a refusal it knows, or null (absent, or made up). */
export function googleRefusalOf(value: string | null): TGoogleRefusal | null {
  return googleRefusals.includes(value as TGoogleRefusal) ? (value as TGoogleRefusal) : null;
}

/** Google's redirect to the callback: the code and state, or an error; Google adds more (scope, authuser, iss). */
export const ZGoogleCallbackQuery = z
  .object({
    code: z.string().max(2000, "field.tooLong").optional(),
    state: z.string().max(200, "field.tooLong").optional(),
    error: z.string().max(200, "field.tooLong").optional(),
  })
  .catchall(z.string().max(2000, "field.tooLong"));

export const ZGoogleStartRequest = z.object({ area: ZArea });
export const ZGoogleStartResponse = z.object({ url: z.string() });

export const ZGoogleTicketQuery = z.object({ ticket: ZGoogleTicketValue });
export const ZGoogleTicket = z.object({
  kind: z.enum(googleTicketKinds),
  area: ZArea,
  email: z.string(),
  name: z.string(),
});
export type TGoogleTicket = z.infer<typeof ZGoogleTicket>;

export const ZGoogleFinishRequest = z.object({ ticket: ZGoogleTicketValue });

/** The security settings' view of Google sign-in for the signed-in user. */
export const ZGoogleStatus = z.object({
  /** Google sign-in is configured on this platform. */
  enabled: z.boolean(),
  /** The linked Google account's email, or null. */
  email: z.string().nullable(),
  linked_at: z.string().nullable(),
  /** The account has a password (else Google is its only way in, and cannot be unlinked). */
  has_password: z.boolean(),
});
export type TGoogleStatus = z.infer<typeof ZGoogleStatus>;
