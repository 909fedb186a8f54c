import { defaultThemeName, normalizeTheme, type TTheme } from "@wms/contracts";
import { theme as antdTheme, type ThemeConfig } from "antd";

/** Accent colour of spec section 1. */
export const accentColor = "#40b5ff";
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

export function antdThemeOf(theme: TTheme): ThemeConfig {
  return {
    algorithm: theme === "darkTheme" ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { colorPrimary: accentColor, colorInfo: accentColor, borderRadius: 6, motionDurationSlow: "0.5s" },
    components: {
      Layout:
        theme === "darkTheme"
          ? { siderBg: "#10151c", triggerBg: "#161d27", headerBg: "#141a22", bodyBg: "#0b0f14" }
          : { siderBg: "#0f1e33", triggerBg: "#16283f", headerBg: "#ffffff", bodyBg: "#f3f5f8" },
      Menu: { darkItemBg: "transparent", darkSubMenuItemBg: "transparent" },
    },
  };
}
