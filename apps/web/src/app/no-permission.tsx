import { Result } from "antd";
import { useTranslation } from "react-i18next";

/** What a role sees on a screen of its area it may not open (spec section 2). */
export function NoPermission() {
  const { t } = useTranslation();
  return <Result status="403" title="403" subTitle={t("auth.noPermission")} />;
}
