import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Flex, Form, Input, Typography } from "antd";
import type { Rule } from "antd/es/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { showFormError } from "../../components/form-errors.ts";
import { missingScopesOf } from "./bind-errors.ts";
import { isShopUrl, normalizeShopUrl, shopKeyPattern } from "./shop-url.ts";
import { storesApi, syncSessionShops } from "./stores-api.ts";

/** How the shop is bound: a Dev Dashboard app's client ID and secret, or an admin-created custom app's token. */
export type TBindKind = "dev_app" | "custom_app";

type TValues = {
  shop_url: string;
  access_token: string;
  api_secret_key: string;
  client_id: string;
  client_secret: string;
};

/** The server's length cap on the URL and each key. */
const maxLength = 255;

/** The server's rule for a client ID: letters, digits, - and _. */
const clientIdPattern = /^[A-Za-z0-9_-]+$/;

/**
 * The app's keys (`kind`: a Dev Dashboard app's client ID and secret, or an admin-created custom app's
 * token and secret), checked by the server against the shop before the shop is bound. Refusals go on
 * the field to fix (missing scopes also listed); a success refreshes the session's shops (the store
 * menu appears) and opens the shop list.
 */
export function BindShopForm({ providerUuid, kind }: { providerUuid: string; kind: TBindKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const [missing, setMissing] = useState<string[]>([]);
  const bind = useMutation({
    mutationFn: (v: TValues) => {
      const shop = { provider_uuid: providerUuid, shop_url: normalizeShopUrl(v.shop_url) };
      return kind === "dev_app"
        ? storesApi.verifyDevApp({ ...shop, client_id: v.client_id, client_secret: v.client_secret })
        : storesApi.verifyCustomApp({
            ...shop,
            access_token: v.access_token,
            api_secret_key: v.api_secret_key,
          });
    },
    onMutate: () => setMissing([]),
    onSuccess: async (shop) => {
      void message.success(t("stores.bind.success", { name: shop.shop_name, shop: shop.shop_url }));
      await syncSessionShops(queryClient);
      void navigate(`/ds/ds-store-management?provider_uuid=${providerUuid}`);
    },
    onError: (error) => {
      setMissing(missingScopesOf(error));
      showFormError(form, error, t("common.operationFailed"));
    },
  });
  const tooLong = { max: maxLength, message: t("stores.bind.tooLong", { max: maxLength }) };
  const keyRules = (requiredKey: string): Rule[] => [
    { required: true, whitespace: true, message: t(requiredKey) },
    tooLong,
    { pattern: shopKeyPattern, message: t("stores.bind.keyFormat") },
  ];
  const trim = (value: string | undefined) => value?.trim() ?? "";
  return (
    <Card title={t("stores.bind.title")}>
      <Typography.Paragraph type="secondary">
        {t(kind === "dev_app" ? "stores.bind.introDevApp" : "stores.bind.intro")}
      </Typography.Paragraph>
      <Form<TValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 520 }}
        onFinish={(v) => bind.mutate(v)}
        data-testid="bind-shop-form"
      >
        <Form.Item
          name="shop_url"
          label={t("stores.bind.shopUrl")}
          extra={t("stores.bind.shopUrlHint")}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t("stores.bind.shopUrlRequired") },
            tooLong,
            {
              validator: (_rule, value?: string) =>
                !value || isShopUrl(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("stores.bind.shopUrlFormat"))),
            },
          ]}
        >
          <Input
            placeholder={t("stores.bind.shopUrlPlaceholder")}
            autoComplete="off"
            spellCheck={false}
            data-testid="bind-shop-url"
          />
        </Form.Item>
        {kind === "dev_app" ? (
          <Form.Item
            name="client_id"
            label={t("stores.bind.clientId")}
            extra={t("stores.bind.clientIdHint")}
            normalize={trim}
            validateFirst
            rules={[
              { required: true, whitespace: true, message: t("stores.bind.clientIdRequired") },
              { max: 100, message: t("stores.bind.tooLong", { max: 100 }) },
              { pattern: clientIdPattern, message: t("stores.bind.clientIdFormat") },
            ]}
          >
            <Input autoComplete="off" spellCheck={false} data-testid="bind-client-id" />
          </Form.Item>
        ) : (
          <Form.Item
            name="access_token"
            label={t("stores.bind.accessToken")}
            extra={t("stores.bind.accessTokenHint")}
            normalize={trim}
            validateFirst
            rules={keyRules("stores.bind.accessTokenRequired")}
          >
            <Input.Password autoComplete="off" spellCheck={false} data-testid="bind-access-token" />
          </Form.Item>
        )}
        {missing.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 24 }}
            data-testid="missing-scopes"
            title={t("stores.bind.missingScopes")}
            description={
              <Flex vertical gap={8}>
                <Flex wrap gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                  {missing.map((scope) => (
                    <li key={scope}>
                      <Typography.Text code>{scope}</Typography.Text>
                    </li>
                  ))}
                </Flex>
                {t("stores.bind.missingScopesHint")}
              </Flex>
            }
          />
        )}
        {kind === "dev_app" ? (
          <Form.Item
            name="client_secret"
            label={t("stores.bind.clientSecret")}
            normalize={trim}
            validateFirst
            rules={keyRules("stores.bind.clientSecretRequired")}
          >
            <Input.Password autoComplete="off" spellCheck={false} data-testid="bind-client-secret" />
          </Form.Item>
        ) : (
          <Form.Item
            name="api_secret_key"
            label={t("stores.bind.apiSecret")}
            normalize={trim}
            validateFirst
            rules={keyRules("stores.bind.apiSecretRequired")}
          >
            <Input.Password autoComplete="off" spellCheck={false} data-testid="bind-api-secret" />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={bind.isPending} data-testid="bind-shop-submit">
          {t("stores.bind.submit")}
        </Button>
      </Form>
    </Card>
  );
}
