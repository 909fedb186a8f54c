import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandTitle } from "../../app/brand-title.tsx";
import { LanguageSwitch, ThemeSwitch } from "../../components/preference-switches.tsx";
import { useThemeState } from "../../theme/theme-context.tsx";
import "./auth.css";

/**
 * The frame of the signed-out pages: brand, language and theme switches, one card. All of it plain elements
 * in the theme's colours (theme.css), no antd: the sign-in page is drawn without antd, so the login
 * downloads none of it.
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
  return (
    <div className={`auth-page auth-page--${theme}`}>
      <header className="auth-page__top">
        <BrandTitle inverted={theme === "darkTheme"} />
        <div className="auth-page__switches">
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </header>
      <main className="auth-page__main">
        <section className="auth-card" style={{ maxWidth: width }}>
          <h1 className="auth-card__title" style={{ marginBottom: subtitle ? 4 : 24 }}>
            {title}
          </h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
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
