import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  normalizeTheme,
  settingsEndpoints,
  type TArea,
  type TPreferences,
  type TTheme,
  toLanguage,
} from "@wms/contracts";
import { useCallback, useEffect } from "react";
import { call } from "../api/client.ts";
import { changeLanguage, currentLanguage, isLanguageChosen } from "../i18n/i18n.ts";
import { useThemeState } from "../theme/theme-context.tsx";

export const preferencesKey = (area: TArea) => ["preferences", area] as const;

/**
 * Loads the signed-in user's stored theme (per user, spec section 1) and applies it; their saved language
 * too, unless this browser has a language chosen (a cookie, the switch): a fresh browser's default (its
 * own language) gives way to the user's.
 */
export function useUserPreferences(area: TArea, signedIn: boolean) {
  const { setTheme } = useThemeState();
  const prefs = useQuery({
    queryKey: preferencesKey(area),
    queryFn: () => call(settingsEndpoints.preferences, undefined, { area, skipErrorMessage: true }),
    enabled: signedIn,
    staleTime: Infinity,
  });
  const stored = prefs.data?.theme;
  useEffect(() => {
    if (stored !== undefined) setTheme(normalizeTheme(stored));
  }, [stored, setTheme]);
  const savedLanguage = prefs.data?.language;
  useEffect(() => {
    if (!savedLanguage || isLanguageChosen()) return;
    const language = toLanguage(savedLanguage);
    if (language !== currentLanguage()) void changeLanguage(language);
  }, [savedLanguage]);
}

/** Saves a preference change; failures are silent (spec section 7), the UI already shows the new value. */
export function useSavePreference(area: TArea) {
  const { setTheme } = useThemeState();
  const queryClient = useQueryClient();
  const saveTheme = useCallback(
    (theme: TTheme) => {
      setTheme(theme);
      // A read of the preferences still on its way would answer the old theme and put it back: it is
      // dropped, and the save's answer (every preference, the new theme with them) takes its place.
      const key = preferencesKey(area);
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<TPreferences>(key, (old) => ({ ...old, theme }));
      void call(settingsEndpoints.savePreferences, { theme }, { area, skipErrorMessage: true })
        .then((saved) => queryClient.setQueryData<TPreferences>(key, saved))
        .catch(() => undefined);
    },
    [area, setTheme, queryClient],
  );
  const saveLanguage = useCallback(
    (language: string) =>
      void call(settingsEndpoints.savePreferences, { language }, { area, skipErrorMessage: true }).catch(
        () => undefined,
      ),
    [area],
  );
  return { saveTheme, saveLanguage };
}
