import { normalizeTheme, type TPreferences, ZPreferences } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import {
  findContactInfo,
  findPreferences,
  mergePreferences,
  saveContactInfo,
} from "./settings.repository.ts";

const defaults = { language: "en_us", theme: "darkTheme" } as const;

/** Preferences are per user and per provider; a named provider must be one the caller may act for. */
async function providerKeyOf(scope: AccessScope, providerUuid: string | undefined): Promise<string> {
  if (!providerUuid) return "";
  await scope.tenant(providerUuid);
  return providerUuid;
}

function present(prefs: Record<string, string> | undefined, providerUuid: string | null) {
  const parsed = ZPreferences.parse(prefs ?? {});
  return { ...parsed, theme: normalizeTheme(parsed.theme ?? defaults.theme), provider_uuid: providerUuid };
}

export async function getPreferences(db: Db, scope: AccessScope, providerUuid?: string) {
  const key = await providerKeyOf(scope, providerUuid);
  const own = await findPreferences(db, scope.userId, key);
  // Per-provider preferences inherit from the user's general ones.
  const base = key ? await findPreferences(db, scope.userId, "") : undefined;
  return present({ ...base, ...own }, providerUuid ?? null);
}

export async function savePreferences(
  db: Db,
  scope: AccessScope,
  input: TPreferences & { provider_uuid?: string },
) {
  const { provider_uuid, ...prefs } = input;
  const key = await providerKeyOf(scope, provider_uuid);
  const clean: Record<string, string> = {};
  for (const [k, v] of Object.entries(prefs)) if (typeof v === "string") clean[k] = v;
  if (clean.theme) clean.theme = normalizeTheme(clean.theme);
  const stored = await mergePreferences(db, scope.userId, key, clean);
  return present(stored, provider_uuid ?? null);
}

/** Language and theme for the sign-in answer's default_settings. */
export async function defaultSettingsOf(db: Db, userId: string) {
  const prefs = (await findPreferences(db, userId, "")) ?? {};
  return {
    language: prefs.language ?? defaults.language,
    theme: normalizeTheme(prefs.theme ?? defaults.theme),
  };
}

export async function getContactInfo(db: Db, scope: AccessScope) {
  return (
    (await findContactInfo(db, scope.userId)) ?? {
      contact_name: "",
      email: "",
      phone: "",
      wechat_id: "",
      whatsapp: "",
      address: "",
    }
  );
}

export async function updateContactInfo(db: Db, scope: AccessScope, info: Record<string, string>) {
  await saveContactInfo(db, scope.userId, info);
  return info;
}
