import { ShopOutlined } from "@ant-design/icons";
import { Result } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LinkButton } from "../../components/link-button.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { ShopifyClaim } from "../stores/shopify-claim.tsx";
import { ShopifyLaunch } from "../stores/shopify-launch.tsx";
import { erpStepOf } from "../stores/shopify-link.ts";
import { AuthFrame } from "./auth-frame.tsx";

/**
 * /ds/erp-login: the install of the platform's app from Shopify (docs/stores.md). Shopify's launch
 * (`shop`, `hmac`, …) is checked and sent on to Shopify's approval; the approved installation
 * (`shop`, `install`) is bound to a drop shipper's account; anything else says no shop was given.
 */
export function ErpLoginScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const step = erpStepOf(params);
  useDocumentTitle(t("erp.title"));
  return (
    <AuthFrame title={t("erp.title")} width={520}>
      {step.kind === "launch" && <ShopifyLaunch shop={step.shop} query={step.query} />}
      {step.kind === "claim" && <ShopifyClaim shop={step.shop} install={step.install} />}
      {step.kind === "none" && (
        <Result
          icon={<ShopOutlined />}
          title={t("erp.noShop")}
          subTitle={t("stores.install.openAgain")}
          extra={
            <LinkButton type="primary" to="/ds/login">
              {t("auth.signIn")}
            </LinkButton>
          }
        />
      )}
    </AuthFrame>
  );
}
