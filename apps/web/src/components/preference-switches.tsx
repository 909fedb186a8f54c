import { type TLanguage, toLanguage } from "@wms/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../i18n/i18n.ts";
import { useThemeState } from "../theme/theme-context.tsx";
import { ToggleGroup } from "./toggle-group.tsx";
import "./preference-switches.css";

const languageOptions = [
  { value: "en_us", label: "EN", lang: "en" },
  { value: "zh_cn", label: "中文", lang: "zh-CN" },
] as const;

/**
 * Language and theme switches, shared by the sign-in pages and the signed-in header. Plain buttons in the
 * theme's colours, not antd: the sign-in page shows them and loads no antd.
 */
export function LanguageSwitch({ onChange }: { onChange?: (language: TLanguage) => void }) {
  const { i18n, t } = useTranslation();
  const current = toLanguage(i18n.language);
  const choose = (language: TLanguage) => {
    if (language === current) return;
    void changeLanguage(language);
    onChange?.(language);
  };
  return (
    <ToggleGroup
      label={t("header.language")}
      testId="language-switch"
      options={languageOptions}
      value={current}
      onChange={choose}
    />
  );
}

/** A 24-unit line icon in the text's colour. */
const lineIcon = (...shapes: ReactNode[]) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden
  >
    {shapes}
  </svg>
);
const sun = lineIcon(
  <circle key="disc" cx="12" cy="12" r="4" />,
  <path
    key="rays"
    d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
  />,
);
const moon = lineIcon(<path key="moon" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);

export function ThemeSwitch({ onChange }: { onChange?: (theme: "darkTheme" | "defaultTheme") => void }) {
  const { theme, setTheme } = useThemeState();
  const { t } = useTranslation();
  const next = theme === "darkTheme" ? "defaultTheme" : "darkTheme";
  const label = t(next === "darkTheme" ? "header.darkTheme" : "header.lightTheme");
  return (
    <button
      type="button"
      className="wms-round-button wms-theme-switch"
      title={label}
      aria-label={label}
      data-testid="theme-switch"
      data-theme={theme}
      onClick={() => (onChange ? onChange(next) : setTheme(next))}
    >
      {theme === "darkTheme" ? sun : moon}
    </button>
  );
}
