import { Button, Result } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { homePath } from "../../session/session-store.ts";

export function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle("404");
  const home = homePath();
  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center" }}>
      <Result
        status="404"
        title="404"
        subTitle={t("public.notFound")}
        extra={
          <Link to={home}>
            <Button type="primary">{t("public.backHome")}</Button>
          </Link>
        }
      />
    </main>
  );
}
