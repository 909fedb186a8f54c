import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Descriptions, Flex, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProviderPicker, useProviderScope } from "../../components/use-provider-scope.tsx";
import { InstallWaiting } from "./install-waiting.tsx";
import { browser, claimPath, refusalText, safeNavigationUrl, signInPath } from "./shopify-link.ts";
import { storesApi, syncSessionShops } from "./stores-api.ts";

/**
 * The signed-in drop shipper binds the installed shop to its account with the chosen provider; then the
 * session's shops are refreshed (the store menu appears) and the browser goes to the site's success page.
 * A refusal (link expired or used, shop bound elsewhere) is shown with the server's message.
 */
export function ClaimBind(props: { shop: string; install: string; username: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const scope = useProviderScope();
  const bind = useMutation({
    mutationFn: (providerUuid: string) =>
      storesApi.bindInstall({ provider_uuid: providerUuid, install: props.install }),
    onSuccess: async ({ success_url }) => {
      await syncSessionShops(queryClient);
      const next = safeNavigationUrl(success_url, window.location.origin);
      browser.assign(next ?? "/ds/ds-store-management");
    },
  });
  if (bind.isSuccess) return <InstallWaiting text={t("stores.install.bound")} />;
  const providerName = scope.providers.find((p) => p.provider_uuid === scope.providerUuid)?.name_of_provider;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t("stores.install.claimTitle", { shop: props.shop, username: props.username })}
      </Typography.Title>
      <Typography.Text type="secondary">{t("stores.install.claimIntro")}</Typography.Text>
      {scope.loading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : scope.providerUuid ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: "shop", label: t("stores.columns.shopUrl"), children: props.shop },
            {
              key: "provider",
              label: t("stores.install.provider"),
              children: scope.providers.length > 1 ? <ProviderPicker scope={scope} /> : providerName,
            },
          ]}
        />
      ) : (
        <Alert type="warning" showIcon title={t("stores.noProvider")} />
      )}
      {bind.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="erp-error"
          title={refusalText(bind.error, t("common.operationFailed"))}
        />
      )}
      <Button
        type="primary"
        size="large"
        block
        disabled={!scope.providerUuid}
        loading={bind.isPending}
        onClick={() => scope.providerUuid && bind.mutate(scope.providerUuid)}
        data-testid="erp-claim-bind"
      >
        {t("stores.install.bind")}
      </Button>
      <Link to={signInPath(claimPath(props.shop, props.install))} style={{ textAlign: "center" }}>
        {t("stores.install.otherAccount")}
      </Link>
    </Flex>
  );
}
