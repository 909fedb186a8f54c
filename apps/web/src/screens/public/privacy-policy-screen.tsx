import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PublicPage, Sections } from "./public-page.tsx";

export function PrivacyPolicyScreen() {
  const { t } = useTranslation();
  const sections = t("public.privacy.sections", { returnObjects: true }) as {
    heading: string;
    body: string;
  }[];
  return (
    <PublicPage title={t("public.privacy.title")}>
      <Typography.Paragraph type="secondary">{t("public.privacy.updated")}</Typography.Paragraph>
      <Sections sections={sections} />
    </PublicPage>
  );
}
