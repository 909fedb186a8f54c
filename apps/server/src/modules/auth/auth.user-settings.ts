import type { Db } from "../../kernel/db/client.ts";
import { defineSlot } from "../../kernel/hooks.ts";

/** A user's saved language and theme (the sign-in answer's default_settings, the language of mails). */
export type TUserSettingsReader = (db: Db, userId: string) => Promise<{ language: string; theme: string }>;

/**
 * Provided by the settings module, which keeps preferences per user: auth owns the users, settings
 * extends them, so the lookup points from settings to auth and not back.
 */
export const userSettingsReader = defineSlot<TUserSettingsReader>("auth.userSettings");
