import { Card, Typography } from "antd";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { BrandTitle } from "../../app/brand-title.tsx";
import { LanguageSwitch, ThemeSwitch } from "../../components/preference-switches.tsx";
import { useThemeState } from "../../theme/theme-context.tsx";
import "../auth/auth.css";
import { useDocumentTitle } from "../../components/use-document-title.ts";

/** Frame of the public text pages (privacy policy, price tag). */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  const { theme } = useThemeState();
  useDocumentTitle(title);
  return (
    <div className={`auth-page auth-page--${theme}`}>
      <header className="auth-page__top">
        {/* Named by the brand it shows (a name other than the visible text fails label-content-name-mismatch). */}
        <Link to="/ds/login">
          <BrandTitle inverted={theme === "darkTheme"} />
        </Link>
        <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </header>
      <main style={{ maxWidth: 860, margin: "0 auto", padding: "8px 16px 48px", width: "100%" }}>
        <Card>
          <Typography>
            <Typography.Title level={1} style={{ fontSize: 30 }}>
              {title}
            </Typography.Title>
            {children}
          </Typography>
        </Card>
      </main>
    </div>
  );
}

/** Renders a list of { heading, body } sections from the catalogue. */
export function Sections({ sections }: { sections: { heading: string; body: string }[] }) {
  return (
    <>
      {sections.map((s) => (
        <section key={s.heading}>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {s.heading}
          </Typography.Title>
          <Typography.Paragraph>{s.body}</Typography.Paragraph>
        </section>
      ))}
    </>
  );
}
