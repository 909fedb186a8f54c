import { Col, Row } from "antd";
import { useTranslation } from "react-i18next";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { BindShopForm } from "./bind-shop-form.tsx";
import { CustomAppSteps } from "./custom-app-steps.tsx";

/** /ds/third-part-key-information: bind a Shopify shop with a custom app's keys, with the chosen provider. */
export function BindShopScreen() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("stores.noProvider")}>
      {(providerUuid) => (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <BindShopForm key={providerUuid} providerUuid={providerUuid} />
          </Col>
          <Col xs={24} xl={10}>
            <CustomAppSteps />
          </Col>
        </Row>
      )}
    </ProviderScoped>
  );
}
