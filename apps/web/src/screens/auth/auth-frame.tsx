import { Card, Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandTitle } from "../../app/brand-title.tsx";
import { LanguageSwitch, ThemeSwitch } from "../../components/preference-switches.tsx";
import { useThemeState } from "../../theme/theme-context.tsx";
import "./auth.css";

/** The frame of the signed-out pages: brand, language and theme switches, one card. */
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
        <Card style={{ width: "100%", maxWidth: width }} className="auth-card">
          <Typography.Title level={2} style={{ marginTop: 0, marginBottom: subtitle ? 4 : 24 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
              {subtitle}
            </Typography.Paragraph>
          )}
          {children}
        </Card>
      </main>
      <footer className="auth-page__footer">
        <Link to="/private-policy">{t("public.privacy.title")}</Link>
        <span aria-hidden>·</span>
        <Link to="/price-tag">{t("public.priceTag.title")}</Link>
      </footer>
    </div>
  );
}
