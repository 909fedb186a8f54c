import { MoonOutlined, SunOutlined } from "@ant-design/icons";
import { type TLanguage, toLanguage } from "@wms/contracts";
import { Button, Segmented, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../i18n/i18n.ts";
import { useThemeState } from "../theme/theme-context.tsx";

/** Language and theme switches, shared by the sign-in pages and the signed-in header. */
export function LanguageSwitch({ onChange }: { onChange?: (language: TLanguage) => void }) {
  const { i18n, t } = useTranslation();
  return (
    <Segmented
      size="small"
      aria-label={t("header.language")}
      data-testid="language-switch"
      value={toLanguage(i18n.language)}
      options={[
        { label: "EN", value: "en_us" },
        { label: "中文", value: "zh_cn" },
      ]}
      onChange={(value) => {
        const language = toLanguage(String(value));
        void changeLanguage(language);
        onChange?.(language);
      }}
    />
  );
}

export function ThemeSwitch({ onChange }: { onChange?: (theme: "darkTheme" | "defaultTheme") => void }) {
  const { theme, setTheme } = useThemeState();
  const { t } = useTranslation();
  const next = theme === "darkTheme" ? "defaultTheme" : "darkTheme";
  const label = t(next === "darkTheme" ? "header.darkTheme" : "header.lightTheme");
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        data-testid="theme-switch"
        data-theme={theme}
        icon={theme === "darkTheme" ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => (onChange ? onChange(next) : setTheme(next))}
      />
    </Tooltip>
  );
}
