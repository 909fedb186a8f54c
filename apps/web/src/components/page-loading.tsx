import { useTranslation } from "react-i18next";

/** The loading state of a screen: a spinner in the theme's colours (theme.css), no antd. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="wms-loading" role="status" aria-live="polite">
      <span className="wms-loading__spinner" aria-hidden />
      <span>{t("common.loading")}</span>
    </div>
  );
}
