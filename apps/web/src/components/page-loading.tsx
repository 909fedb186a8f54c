import { Spin } from "antd";
import { useTranslation } from "react-i18next";

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      style={{ display: "grid", placeItems: "center", minHeight: "60vh" }}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" description={t("common.loading")} />
    </div>
  );
}
