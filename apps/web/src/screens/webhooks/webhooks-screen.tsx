import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { ProviderScoped } from "../../components/use-provider-scope.tsx";
import { CallbackLogTable } from "./callback-log-table.tsx";
import { SubscriptionsTable } from "./subscriptions-table.tsx";

/** Webhook (/ds/webhook): subscriptions and the callback log, per provider the drop shipper works with. */
export function WebhooksScreen() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const tab = params.tab === "log" ? "log" : "subscriptions";
  return (
    <ProviderScoped emptyText={t("webhooks.noProvider")}>
      {(providerUuid) => (
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
              children: tab === "subscriptions" && <SubscriptionsTable providerUuid={providerUuid} />,
            },
            {
              key: "log",
              label: t("webhooks.log"),
              children: tab === "log" && <CallbackLogTable providerUuid={providerUuid} />,
            },
          ]}
        />
      )}
    </ProviderScoped>
  );
}
