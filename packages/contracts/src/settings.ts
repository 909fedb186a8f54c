import { z } from "zod";
import { emailPattern, phonePattern } from "./validation.ts";

/** Preference fields of spec section 3, stored per user and provider_uuid. */
export const ZPreferences = z.object({
  language: z.string().max(10).optional(),
  theme: z.string().max(40).optional(),
  default_language: z.string().max(10).optional(),
  default_theme: z.string().max(40).optional(),
  ui_language: z.string().max(10).optional(),
  ui_theme: z.string().max(40).optional(),
  theme_preference: z.string().max(40).optional(),
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

export const ZChangeUserInfoRequest = z.object({
  store_name: z.string().trim().min(1).max(120).optional(),
  email: z.string().trim().regex(emailPattern, "email.format").optional(),
  phone: z.string().trim().regex(phonePattern, "phone.format").optional(),
  address: z.string().trim().max(300).optional(),
});

export const ZContactInfo = z.object({
  contact_name: z.string().trim().max(80).default(""),
  email: z.union([z.literal(""), z.string().trim().regex(emailPattern, "email.format")]).default(""),
  phone: z.union([z.literal(""), z.string().trim().regex(phonePattern, "phone.format")]).default(""),
  wechat_id: z.string().trim().max(60).default(""),
  whatsapp: z.string().trim().max(40).default(""),
  address: z.string().trim().max(300).default(""),
});
export type TContactInfo = z.infer<typeof ZContactInfo>;
