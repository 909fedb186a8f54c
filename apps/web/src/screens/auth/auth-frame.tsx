import { theme as antdTheme, Flex } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandTitle } from "../../app/brand-title.tsx";
import { LanguageSwitch, ThemeSwitch } from "../../components/preference-switches.tsx";
import { useThemeState } from "../../theme/theme-context.tsx";
import "./auth.css";

/**
 * The frame of the signed-out pages: brand, language and theme switches, one card. The card and its
 * headings are plain elements in the theme's colours, not antd's Card and Typography: those bring tabs,
 * menus, tooltips and text areas into the login's download, which shows none of them.
 */
export function AuthFrame({
  title,
  subtitle,
  children,
  width = 420,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}) {
  const { t } = useTranslation();
  const { theme } = useThemeState();
  const { token } = antdTheme.useToken();
  return (
    <div className={`auth-page auth-page--${theme}`}>
      <header className="auth-page__top">
        <BrandTitle inverted={theme === "darkTheme"} />
        <Flex gap={8} align="center">
          <LanguageSwitch />
          <ThemeSwitch />
        </Flex>
      </header>
      <main className="auth-page__main">
        <section
          className="auth-card"
          style={{
            maxWidth: width,
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            color: token.colorText,
          }}
        >
          <h2
            className="auth-card__title"
            style={{
              marginBottom: subtitle ? 4 : 24,
              color: token.colorTextHeading,
              fontSize: token.fontSizeHeading2,
              lineHeight: token.lineHeightHeading2,
            }}
          >
            {title}
          </h2>
          {subtitle && <p style={{ margin: "0 0 24px", color: token.colorTextSecondary }}>{subtitle}</p>}
          {children}
        </section>
      </main>
      <footer className="auth-page__footer">
        <Link to="/private-policy">{t("public.privacy.title")}</Link>
        <span aria-hidden>·</span>
        <Link to="/price-tag">{t("public.priceTag.title")}</Link>
      </footer>
    </div>
  );
}
