import type { TTheme } from "@wms/contracts";
import { theme as antdTheme, type ThemeConfig } from "antd";
import { accentColor } from "./theme.ts";

/**
 * antd's theme for `theme` (theme.css holds the same colours for what is drawn without antd). A user whose
 * system asks for reduced motion gets antd without its animations (modals, menus, messages appear at once).
 */
export function antdThemeOf(theme: TTheme, reducedMotion = false): ThemeConfig {
  return {
    algorithm: theme === "darkTheme" ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: accentColor,
      colorInfo: accentColor,
      borderRadius: 6,
      motionDurationSlow: "0.5s",
      motion: !reducedMotion,
    },
    components: {
      Layout:
        theme === "darkTheme"
          ? { siderBg: "#10151c", triggerBg: "#161d27", headerBg: "#141a22", bodyBg: "#0b0f14" }
          : { siderBg: "#0f1e33", triggerBg: "#16283f", headerBg: "#ffffff", bodyBg: "#f3f5f8" },
      Menu: { darkItemBg: "transparent", darkSubMenuItemBg: "transparent" },
    },
  };
}
