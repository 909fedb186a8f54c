import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlainIcon } from "../../components/plain-icons.tsx";
import { Notice } from "../../components/plain-parts.tsx";

/** The drop shipper's way in to store management while no shop is bound (home screen, drawn without antd). */
export function BindShopPrompt() {
  const { t } = useTranslation();
  return (
    <Notice
      type="info"
      icon={<PlainIcon name="shop" />}
      testId="bind-shop-prompt"
      title={t("stores.prompt.title")}
      description={
        <>
          {t("stores.prompt.description")}{" "}
          <Link to="/ds/third-part-key-information" data-testid="bind-shop-prompt-link">
            {t("stores.prompt.action")}
          </Link>
        </>
      }
    />
  );
}
