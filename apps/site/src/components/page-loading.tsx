import { useT } from "../i18n/i18n-context.tsx";

/** Shown while a page's code or texts load. The shell's namespace is always loaded before it can show. */
export function PageLoading() {
  const { t } = useT("common");
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("loading")}</span>
    </div>
  );
}
