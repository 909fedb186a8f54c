import { Suspense, useEffect } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { BrandMark } from "../components/brand-mark.tsx";
import { PageErrorBoundary } from "../components/page-error-boundary.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { useLanguage, useT } from "../i18n/i18n-context.tsx";
import { htmlLang } from "../i18n/language.ts";
import { applyHead } from "./document-head.ts";
import { namespacesOfPath, pageOfPath } from "./route-table.ts";
import { ScrollToTop } from "./scroll-to-top.tsx";

function LanguageSwitch() {
  const { t } = useT("common");
  const { language, setLanguage } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const other = language === "en_us" ? "zh_cn" : "en_us";
  const onSwitch = async () => {
    await setLanguage(other, namespacesOfPath(pathname));
    // A shared ?lang= link would otherwise bring the old language back on reload.
    const params = new URLSearchParams(search);
    if (params.has("lang")) {
      params.delete("lang");
      const rest = params.toString();
      void navigate(
        { pathname, search: rest ? `?${rest}` : "", hash },
        { replace: true, preventScrollReset: true },
      );
    }
  };
  return (
    <button
      type="button"
      className="lang-switch"
      data-testid="language-switch"
      onClick={() => void onSwitch()}
    >
      <span className="visually-hidden">{t("language.switchTo")} </span>
      <span lang={htmlLang[other]}>{t("language.other")}</span>
    </button>
  );
}

/** The site's links: a page of its own is a NavLink (marked current), a section of the landing page a Link. */
type TSiteLink = { to: string; label: string };

const headerLinks: TSiteLink[] = [
  { to: "/#features", label: "nav.features" },
  { to: "/esty-introduction", label: "nav.introduction" },
  { to: "/#pricing", label: "nav.pricing" },
  { to: "/tools/config", label: "nav.config" },
];

const footerLinks: TSiteLink[] = [
  { to: "/esty-introduction", label: "nav.introduction" },
  { to: "/tools/config", label: "nav.config" },
  { to: "/esty-collector-tos", label: "footer.tos" },
  { to: "/esty-collector-pp", label: "footer.privacy" },
];

function LinkList(props: { links: TSiteLink[] }) {
  const { t } = useT("common");
  return (
    <ul>
      {props.links.map(({ to, label }) => (
        <li key={to}>
          {to.startsWith("/#") ? <Link to={to}>{t(label)}</Link> : <NavLink to={to}>{t(label)}</NavLink>}
        </li>
      ))}
    </ul>
  );
}

function Header() {
  const { t } = useT("common");
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <BrandMark />
          <span>{t("brand")}</span>
        </Link>
        <nav className="site-nav" aria-label={t("nav.label")}>
          <LinkList links={headerLinks} />
        </nav>
        <div className="site-header__actions">
          <LanguageSwitch />
          <Link to="/checkout/free" className="button button--primary site-header__cta">
            {t("nav.cta")}
          </Link>
        </div>
      </div>
    </header>
  );
}

function Footer() {
  const { t } = useT("common");
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <strong>{t("brand")}</strong>
          <p>{t("footer.tagline")}</p>
          <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
        </div>
        <nav aria-label={t("footer.label")}>
          <LinkList links={footerLinks} />
          <p>{t("footer.disclaimer")}</p>
        </nav>
      </div>
    </footer>
  );
}

/** Title, description, Open Graph and robots tags of the current page, in the current language. */
function useDocumentHead() {
  const seo = useT("seo");
  const { language } = useLanguage();
  const { pathname } = useLocation();
  const page = pageOfPath(pathname);
  const key = page?.key ?? "notFound";
  const indexable = page?.indexable ?? false;
  useEffect(() => {
    applyHead({
      title: seo.t(`pages.${key}.title`),
      description: seo.t(`pages.${key}.description`),
      indexable,
      language,
    });
  }, [seo, key, indexable, language]);
}

export function Layout() {
  const { t } = useT("common");
  const { pathname } = useLocation();
  useDocumentHead();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
