import { requiredShopScopes } from "@wms/contracts";
import { Card, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";

/** How the merchant creates the custom app in the Shopify admin, and the scopes it must grant. */
export function CustomAppSteps() {
  const { t } = useTranslation();
  return (
    <Card title={t("stores.steps.title")} data-testid="custom-app-steps">
      <Typography>
        <ol style={{ margin: 0 }}>
          <li>{t("stores.steps.open")}</li>
          <li>{t("stores.steps.create")}</li>
          <li>
            {t("stores.steps.scopes")}
            <Flex wrap gap={4} style={{ marginTop: 4 }}>
              {requiredShopScopes.map((scope) => (
                <Typography.Text key={scope} code copyable>
                  {scope}
                </Typography.Text>
              ))}
            </Flex>
          </li>
          <li>{t("stores.steps.install")}</li>
          <li>{t("stores.steps.copy")}</li>
        </ol>
      </Typography>
    </Card>
  );
}
