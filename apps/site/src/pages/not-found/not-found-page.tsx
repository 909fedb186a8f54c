import { Link, useLocation } from "react-router";
import { useT } from "../../i18n/i18n-context.tsx";

export function NotFoundPage() {
  const { t } = useT("notFound");
  const { pathname } = useLocation();
  return (
    <div className="container page page__narrow" data-testid="not-found">
      <p className="eyebrow">{t("code")}</p>
      <h1>{t("title")}</h1>
      <p className="page__lead">{t("text", { path: pathname })}</p>
      <p className="not-found__actions">
        <Link to="/" className="button button--primary">
          {t("home")}
        </Link>{" "}
        <Link to="/esty-introduction" className="button button--ghost">
          {t("guide")}
        </Link>
      </p>
    </div>
  );
}
