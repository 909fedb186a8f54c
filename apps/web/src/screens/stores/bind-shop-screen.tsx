import { Col, Flex, Row, Segmented } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { BindShopForm, type TBindKind } from "./bind-shop-form.tsx";
import { BindingSteps } from "./binding-steps.tsx";

/**
 * /ds/third-part-key-information: bind a Shopify shop with an app's keys, with the chosen provider. A Dev
 * Dashboard app (client ID and secret; how apps are made since 2026-01-01) is offered first; an app made
 * in the Shopify admin before then binds with its `shpat_` token. The guide beside the form follows the
 * choice.
 */
export function BindShopScreen() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TBindKind>("dev_app");
  return (
    <ProviderScoped emptyText={t("stores.noProvider")}>
      {(providerUuid) => (
        <Flex vertical gap={16}>
          <Segmented<TBindKind>
            value={kind}
            onChange={setKind}
            aria-label={t("stores.bind.kind")}
            options={(["dev_app", "custom_app"] as const).map((value) => ({
              value,
              label: <span data-testid={`bind-kind-${value}`}>{t(`stores.bind.kinds.${value}`)}</span>,
            }))}
          />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <BindShopForm key={`${providerUuid}-${kind}`} providerUuid={providerUuid} kind={kind} />
            </Col>
            <Col xs={24} xl={10}>
              <BindingSteps kind={kind} />
            </Col>
          </Row>
        </Flex>
      )}
    </ProviderScoped>
  );
}
