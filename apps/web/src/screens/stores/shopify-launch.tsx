import { ShopOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Flex, Result, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fetchCsrfToken } from "../../api/auth-api.ts";
import { LinkButton } from "../../components/link-button.tsx";
import { InstallWaiting } from "./install-waiting.tsx";
import { browser, refusalText, safeNavigationUrl, signInPath } from "./shopify-link.ts";
import { storesApi } from "./stores-api.ts";

/**
 * Shopify opened the app (`query`: every parameter as it came, the HMAC covers them all). The server checks
 * the launch and answers where to go: Shopify's approval screen, or nowhere when the shop is already bound
 * (sign in to manage it). The check runs once per launch link: the query is keyed, never refetched, so a
 * second render (React's strict mode) does not start a second authorization.
 */
export function ShopifyLaunch({ shop, query }: { shop: string; query: Record<string, string> }) {
  const { t } = useTranslation();
  const launch = useQuery({
    queryKey: ["shopify-launch", query],
    queryFn: async () => {
      await fetchCsrfToken();
      return storesApi.directAuth({ query });
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
  const answer = launch.data;
  const target = answer?.bound ? null : safeNavigationUrl(answer?.authorize_url, window.location.origin);
  useEffect(() => {
    if (target) browser.assign(target);
  }, [target]);

  let body = <InstallWaiting text={t("stores.install.checking")} />;
  if (target) body = <InstallWaiting text={t("stores.install.toShopify")} testId="erp-redirecting" />;
  else if (answer?.bound)
    body = (
      <Result
        status="success"
        icon={<ShopOutlined />}
        title={t("stores.install.alreadyBound", { shop: answer.shop || shop })}
        extra={
          <LinkButton type="primary" to={signInPath("/ds/ds-store-management")} data-testid="erp-sign-in">
            {t("stores.install.signIn")}
          </LinkButton>
        }
      />
    );
  else if (launch.isError || answer)
    body = <LaunchRefused shop={shop} message={refusalText(launch.error, t("stores.install.unexpected"))} />;
  return <div data-testid="erp-launch">{body}</div>;
}

/** The launch was refused (forged or stale link, unknown shop, app not set up): why, and what to do. */
function LaunchRefused({ shop, message }: { shop: string; message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="erp-error">
      <Result
        status="error"
        title={t("stores.install.refusedTitle", { shop })}
        subTitle={message}
        extra={
          <Flex vertical gap={8} align="center">
            <Typography.Text type="secondary">{t("stores.install.openAgain")}</Typography.Text>
            <Link to="/ds/third-part-key-information">{t("stores.install.customApp")}</Link>
          </Flex>
        }
      />
    </div>
  );
}
