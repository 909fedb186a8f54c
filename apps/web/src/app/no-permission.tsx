import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../components/use-document-title.ts";

/** What a role sees on a screen of its area it may not open (spec section 2). */
export function NoPermission() {
  const { t } = useTranslation();
  useDocumentTitle("403");
  return (
    <>
      <h1 className="wms-visually-hidden">{t("auth.noPermission")}</h1>
      <Result status="403" title="403" subTitle={t("auth.noPermission")} />
    </>
  );
}
