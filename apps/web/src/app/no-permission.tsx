import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../components/use-document-title.ts";

/** What a role sees on a screen of its area it may not open (spec section 2). */
export function NoPermission() {
  const { t } = useTranslation();
  useDocumentTitle("403");
  // The page's level-one heading is the result's title, drawn as antd draws a title.
  const title = <h1 style={{ margin: 0, font: "inherit", color: "inherit" }}>403</h1>;
  return <Result status="403" title={title} subTitle={t("auth.noPermission")} />;
}
