import { ShopOutlined } from "@ant-design/icons";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The drop shipper's way in to store management while no shop is bound (home screen). */
export function BindShopPrompt() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      icon={<ShopOutlined />}
      data-testid="bind-shop-prompt"
      title={t("stores.prompt.title")}
      description={t("stores.prompt.description")}
      action={
        <Link to="/ds/third-part-key-information" data-testid="bind-shop-prompt-link">
          {t("stores.prompt.action")}
        </Link>
      }
    />
  );
}
