import { z } from "zod";
import { ZEmail } from "./auth.ts";
import { phonePattern, textCaps } from "./validation.ts";

/**
 * How a drop shipper hears of shipped orders (issue 40 item 7): one system mail per order as it ships
 * ("each", the default: what every user had before), or one mail a day listing the day's shipped orders.
 */
export const shippedMailModes = ["each", "digest"] as const;
export type TShippedMailMode = (typeof shippedMailModes)[number];

/** Preference fields of spec section 3, stored per user and provider_uuid. */
export const ZPreferences = z.object({
  language: z.string().max(10, "field.tooLong").optional(),
  theme: z.string().max(40, "field.tooLong").optional(),
  default_language: z.string().max(10, "field.tooLong").optional(),
  default_theme: z.string().max(40, "field.tooLong").optional(),
  ui_language: z.string().max(10, "field.tooLong").optional(),
  ui_theme: z.string().max(40, "field.tooLong").optional(),
  theme_preference: z.string().max(40, "field.tooLong").optional(),
  shipped_mail: z.enum(shippedMailModes, "field.invalid").optional(),
});
export type TPreferences = z.infer<typeof ZPreferences>;

export const ZPreferencesQuery = z.object({ provider_uuid: z.string().uuid().optional() });
export const ZSavePreferencesRequest = ZPreferences.extend({ provider_uuid: z.string().uuid().optional() });
export const ZPreferencesResponse = ZPreferences.extend({ provider_uuid: z.string().nullable() });

export const ZUserProfile = z.object({
  username: z.string(),
  store_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  avatar_url: z.string().nullable(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

/** upload-avatar's answer: where the new avatar is served (GET /api/files/avatars/:name). */
export const ZAvatarUploadResponse = z.object({ avatar_url: z.string() });
export const ZAvatarFileParams = z.object({ name: z.string().max(100, "field.tooLong") });

const ZPhone = z.string().trim().max(textCaps.phone, "field.tooLong").regex(phonePattern, "phone.format");

export const ZChangeUserInfoRequest = z.object({
  store_name: z.string().trim().min(1).max(120, "field.tooLong").optional(),
  email: ZEmail.optional(),
  phone: ZPhone.optional(),
  address: z.string().trim().max(textCaps.address, "field.tooLong").optional(),
});

export const ZContactInfo = z.object({
  contact_name: z.string().trim().max(80, "field.tooLong").default(""),
  email: z.union([z.literal(""), ZEmail]).default(""),
  phone: z.union([z.literal(""), ZPhone]).default(""),
  wechat_id: z.string().trim().max(60, "field.tooLong").default(""),
  whatsapp: z.string().trim().max(40, "field.tooLong").default(""),
  address: z.string().trim().max(textCaps.address, "field.tooLong").default(""),
});
export type TContactInfo = z.infer<typeof ZContactInfo>;
