import { requiredShopScopes } from "@wms/contracts";
import { Alert, Card, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { TBindKind } from "./bind-shop-form.tsx";

/** The scopes the app must be granted, each copyable. */
function ScopeList() {
  return (
    <Flex wrap gap={4} style={{ marginTop: 4 }}>
      {requiredShopScopes.map((scope) => (
        <Typography.Text key={scope} code copyable>
          {scope}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/**
 * How the merchant gets the keys: a Dev Dashboard app made and installed on their own store (its client ID
 * and secret), or, for an app already made in the Shopify admin before 2026-01-01, its `shpat_` token.
 */
export function BindingSteps({ kind }: { kind: TBindKind }) {
  const { t } = useTranslation();
  if (kind === "dev_app")
    return (
      <Card title={t("stores.steps.title")} data-testid="dev-app-steps">
        <Typography>
          <ol style={{ margin: 0 }}>
            <li>{t("stores.steps.dev.open")}</li>
            <li>
              {t("stores.steps.dev.scopes")}
              <ScopeList />
            </li>
            <li>{t("stores.steps.dev.install")}</li>
            <li>{t("stores.steps.dev.copy")}</li>
          </ol>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t("stores.steps.dev.tokens")}
          </Typography.Paragraph>
        </Typography>
      </Card>
    );
  return (
    <Card title={t("stores.steps.title")} data-testid="custom-app-steps">
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t("stores.steps.legacy")} />
      <Typography>
        <ol style={{ margin: 0 }}>
          <li>{t("stores.steps.open")}</li>
          <li>{t("stores.steps.create")}</li>
          <li>
            {t("stores.steps.scopes")}
            <ScopeList />
          </li>
          <li>{t("stores.steps.install")}</li>
          <li>{t("stores.steps.copy")}</li>
        </ol>
      </Typography>
    </Card>
  );
}
