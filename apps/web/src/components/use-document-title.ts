import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** The browser tab's title: the screen's name, then the platform's, in the user's language. */
export function useDocumentTitle(screenName: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${screenName} · ${t("app.name")}`;
  }, [screenName, t]);
}
