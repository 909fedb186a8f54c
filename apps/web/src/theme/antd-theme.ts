import type { TTheme } from "@wms/contracts";
import { theme as antdTheme, type ThemeConfig } from "antd";
import { accentColor, accentTextLight, onAccentInk } from "./theme.ts";

/**
 * antd's theme for `theme` (theme.css holds the same colours for what is drawn without antd). A user whose
 * system asks for reduced motion gets antd without its animations (modals, menus, messages appear at once).
 */
/** Text on a filled danger button of the dark theme (red-4 #ff7875): 7.1:1. */
const dangerInk = "#2a0a0a";

export function antdThemeOf(theme: TTheme, reducedMotion = false): ThemeConfig {
  const dark = theme === "darkTheme";
  // WCAG AA (4.5:1) with the spec's accent kept: dark ink on accent fills (white on #40b5ff is 2.3:1), and
  // in the light theme a darker tone of the accent wherever the accent is text (links, active tabs, pages).
  // Tags: theme.css.
  // Dark: danger text is #dc4446 on #141414, 4.3:1; red-4 is 7.2:1. Light: warning text (a receipt's
  // "+1 over") is gold-7 #d48806, 2.9:1 on white; gold-8 #ad6800 4.4:1; gold-9 7.0:1.
  const textTones = dark
    ? { colorErrorText: "#ff7875" }
    : {
        colorLink: accentTextLight,
        colorPrimaryText: accentTextLight,
        colorError: "#cf1322",
        colorWarningText: "#874d00",
      };
  const description = dark ? "rgba(255, 255, 255, 0.55)" : "rgba(0, 0, 0, 0.6)";
  return {
    algorithm: theme === "darkTheme" ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: accentColor,
      colorInfo: accentColor,
      borderRadius: 6,
      motionDurationSlow: "0.5s",
      motion: !reducedMotion,
      ...textTones,
      // antd's tertiary text (descriptions, field labels, form help) is 3.4:1 light; placeholders 1.8:1 and 2.2:1.
      colorTextDescription: description,
      colorTextTertiary: description,
      colorTextPlaceholder: dark ? "rgba(255, 255, 255, 0.5)" : "rgba(0, 0, 0, 0.55)",
    },
    components: {
      // Dark: a danger button's red text was #dc4446 on #141414, 4.3:1; red-4 #ff7875 is 7.2:1 (6.4:1 in a
      // modal), and a filled danger button takes dark ink on it (7.1:1), as the accent's buttons do.
      Button: dark
        ? {
            primaryColor: onAccentInk,
            colorError: "#ff7875",
            colorErrorHover: "#ffa39e",
            dangerColor: dangerInk,
          }
        : { primaryColor: onAccentInk },
      Tabs: dark ? {} : { itemSelectedColor: accentTextLight, itemActiveColor: accentTextLight },
      Pagination: dark ? {} : { itemActiveColor: accentTextLight },
      // A table's empty text ("No orders yet") is drawn in the disabled grey, 1.8:1.
      Table: { colorTextDisabled: description },
      Layout: dark
        ? { siderBg: "#10151c", triggerBg: "#161d27", headerBg: "#141a22", bodyBg: "#0b0f14" }
        : { siderBg: "#0f1e33", triggerBg: "#16283f", headerBg: "#ffffff", bodyBg: "#f3f5f8" },
      Menu: { darkItemBg: "transparent", darkSubMenuItemBg: "transparent" },
    },
  };
}
