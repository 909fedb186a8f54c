import { Card, Empty, Flex, Skeleton, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { ProviderPicker, useProviderScope } from "../../components/use-provider-scope.tsx";
import { CallbackLogTable } from "./callback-log-table.tsx";
import { SubscriptionsTable } from "./subscriptions-table.tsx";

/** Webhook (/ds/webhook): subscriptions and the callback log, per provider the drop shipper works with. */
export function WebhooksScreen() {
  const { t } = useTranslation();
  const scope = useProviderScope();
  const [params, update] = useListParams();
  const tab = params.tab === "log" ? "log" : "subscriptions";
  if (scope.loading) return <Skeleton active />;
  if (!scope.providerUuid)
    return (
      <Card>
        <Empty description={t("webhooks.noProvider")} />
      </Card>
    );
  return (
    <Flex vertical gap={16}>
      <ProviderPicker scope={scope} />
      <Tabs
        activeKey={tab}
        // switching tabs starts each list from a clean filter set
        onChange={(key) =>
          update({ tab: key === "log" ? "log" : undefined, keyword: undefined, status: undefined })
        }
        items={[
          {
            key: "subscriptions",
            label: t("webhooks.subscriptions"),
            children: tab === "subscriptions" && <SubscriptionsTable providerUuid={scope.providerUuid} />,
          },
          {
            key: "log",
            label: t("webhooks.log"),
            children: tab === "log" && <CallbackLogTable providerUuid={scope.providerUuid} />,
          },
        ]}
      />
    </Flex>
  );
}
