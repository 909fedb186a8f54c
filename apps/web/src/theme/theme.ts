import { defaultThemeName, normalizeTheme, type TTheme } from "@wms/contracts";

/** Accent colour of spec section 1. */
export const accentColor = "#40b5ff";
/** Text drawn on an accent fill (7.4:1 on the accent; white would be 2.3:1). theme.css: --wms-on-primary. */
export const onAccentInk = "#0b1a2b";
/** The accent as text in the light theme (5.8:1 on white). theme.css: --wms-primary-text. */
export const accentTextLight = "#0b6aa6";
export const themeTransitionMs = 500;

const lastThemeKey = "wms.theme";

/** The theme shown before the user's preferences load: the last one used on this browser, else dark. */
export function initialTheme(): TTheme {
  return normalizeTheme(localStorage.getItem(lastThemeKey) ?? defaultThemeName);
}

export function rememberTheme(theme: TTheme) {
  localStorage.setItem(lastThemeKey, theme);
}

/** Applies the theme to the document (page background and the 500 ms transition in index.html). */
export function applyDocumentTheme(theme: TTheme) {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme === "darkTheme" ? "dark" : "light";
}
