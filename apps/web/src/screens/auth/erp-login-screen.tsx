import { ShopOutlined } from "@ant-design/icons";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AuthFrame } from "./auth-frame.tsx";

/**
 * Where a shop's install link lands (`/` with hmac and shop). Linking the shop itself belongs to the
 * store-management work; until it exists this page says so instead of pretending to link anything.
 */
export function ErpLoginScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const shop = params.get("shop") ?? "";
  return (
    <AuthFrame title={t("erp.title")}>
      <Result
        icon={<ShopOutlined />}
        title={shop ? t("erp.shop", { shop }) : t("erp.noShop")}
        subTitle={t("erp.notAvailable")}
        extra={
          <Link to="/ds/login">
            <Button type="primary">{t("auth.signIn")}</Button>
          </Link>
        }
      />
    </AuthFrame>
  );
}
