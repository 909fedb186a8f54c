import { ShopOutlined } from "@ant-design/icons";
import { Alert, Flex, Result } from "antd";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../../components/link-button.tsx";
import { readSession } from "../../session/session-store.ts";
import { useSession } from "../../session/use-session.ts";
import { ClaimBind } from "./claim-bind.tsx";
import { claimPath, signInPath, signUpPath } from "./shopify-link.ts";

/**
 * Shopify approved the app and the server holds the shop's tokens under a claim token (`install`). A shop is
 * bound to a drop shipper's account: a signed-in drop shipper binds it here; anyone else signs in or signs
 * up first and comes back to this page with the same link.
 */
export function ShopifyClaim({ shop, install }: { shop: string; install: string }) {
  const session = useSession();
  return (
    <div data-testid="erp-claim">
      {session ? (
        <ClaimBind shop={shop} install={install} username={session.username} />
      ) : (
        <ClaimSignedOut shop={shop} install={install} />
      )}
    </div>
  );
}

function ClaimSignedOut({ shop, install }: { shop: string; install: string }) {
  const { t } = useTranslation();
  const back = claimPath(shop, install);
  // provider staff are signed in under /p: their session cannot take a shop
  const staff = readSession("p") !== null;
  return (
    <Result
      icon={<ShopOutlined />}
      title={t("stores.install.signedOutTitle", { shop })}
      subTitle={t("stores.install.signedOutText")}
      extra={
        <Flex vertical gap={16} align="center">
          {staff && (
            <Alert type="info" showIcon title={t("stores.install.staffSession")} data-testid="erp-staff" />
          )}
          <Flex wrap gap={8} justify="center">
            <LinkButton type="primary" to={signInPath(back)} data-testid="erp-sign-in">
              {t("stores.install.signIn")}
            </LinkButton>
            <LinkButton to={signUpPath(back)} data-testid="erp-sign-up">
              {t("stores.install.signUp")}
            </LinkButton>
          </Flex>
        </Flex>
      }
    />
  );
}
