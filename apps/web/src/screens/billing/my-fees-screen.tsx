import { useQuery } from "@tanstack/react-query";
import type { TMyRateCard, TRateVersion } from "@wms/contracts";
import { Alert, Card, Empty, Flex, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../components/url-tabs.tsx";
import { ProviderScoped, useProviderScope } from "../../components/use-provider-scope.tsx";
import { billingApi, billingKey } from "./billing-api.ts";
import { ChargesTable } from "./charges-table.tsx";
import { DisputesTable } from "./disputes-table.tsx";
import { RatesTable } from "./rates-table.tsx";

/** One version the drop shipper is charged by: today's, or one that starts on a later day. */
function VersionRates({ version, currency }: { version: TRateVersion; currency: string }) {
  const { t } = useTranslation();
  const current = version.state === "current";
  return (
    <Card
      size="small"
      data-testid={current ? "my-current-rates" : `my-upcoming-${version.effective_from}`}
      title={
        current
          ? t("billing.mine.current", { day: version.effective_from })
          : t("billing.mine.upcoming", { day: version.effective_from })
      }
    >
      {version.note && <Typography.Paragraph type="secondary">{version.note}</Typography.Paragraph>}
      <RatesTable rates={version.rates} currency={currency} />
    </Card>
  );
}

/** What one provider charges: whose card it is, today's rates, and each later version from its day. */
function MyFees({ providerUuid }: { providerUuid: string }) {
  const { t } = useTranslation();
  const scope = useProviderScope();
  const provider = scope.providers.find((p) => p.provider_uuid === providerUuid)?.name_of_provider ?? "";
  const mine = useQuery({
    queryKey: [...billingKey, "mine", providerUuid],
    queryFn: () => billingApi.myRateCard(providerUuid),
  });
  if (mine.isPending) return <Skeleton active />;
  if (mine.isError)
    return (
      <Card>
        <Empty description={t("billing.mine.loadFailed")} />
      </Card>
    );
  const card: TMyRateCard | undefined = mine.data;
  if (!card || card.card_type === null)
    return (
      <Card>
        <Empty description={t("billing.mine.none", { provider })} />
      </Card>
    );
  const current = card.versions.find((v) => v.state === "current");
  return (
    <Flex vertical gap={16} data-testid="my-fees">
      <Alert
        type="info"
        showIcon
        data-testid="my-card-type"
        title={
          card.card_type === "customer"
            ? t("billing.mine.own", { provider })
            : t("billing.mine.standard", { provider })
        }
        description={t("billing.mine.currency", { currency: card.currency })}
      />
      {!current && <Alert type="warning" showIcon title={t("billing.mine.notStarted")} />}
      {card.versions.map((version) => (
        <VersionRates key={version.id} version={version} currency={card.currency} />
      ))}
    </Flex>
  );
}

/**
 * /ds/billing: per provider the drop shipper works with, the rates it is charged by, the charges posted for
 * its work (a wrong one is disputed from its row) and its disputes with the provider's answers, tab kept in
 * ?tab= (a switch keeps the provider; the answer mails link to ?tab=disputes).
 */
export function MyFeesScreen() {
  const { t } = useTranslation();
  return (
    <ProviderScoped emptyText={t("billing.mine.noProvider")}>
      {(providerUuid) => (
        <UrlTabs
          keep={["provider_uuid"]}
          tabs={[
            {
              key: "rates",
              label: t("billing.tabs.rates"),
              render: () => <MyFees providerUuid={providerUuid} />,
            },
            {
              key: "charges",
              label: t("billing.tabs.charges"),
              render: () => <ChargesTable showCustomer={false} providerUuid={providerUuid} canDispute />,
            },
            {
              key: "disputes",
              label: t("billing.tabs.disputes"),
              render: () => (
                <DisputesTable showCustomer={false} providerUuid={providerUuid} defaultStatus="all" />
              ),
            },
          ]}
        />
      )}
    </ProviderScoped>
  );
}
