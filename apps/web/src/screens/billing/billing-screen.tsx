import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../components/url-tabs.tsx";
import { BillingSettingsTab } from "./billing-settings-tab.tsx";
import { ChargesTable } from "./charges-table.tsx";
import { DisputesTable } from "./disputes-table.tsx";
import { RateCardsTab } from "./rate-cards-tab.tsx";
import { UnpricedWorkTab } from "./unpriced-work-tab.tsx";

/**
 * /p/billing (the provider, My account): its rate cards, the charges they priced, the merchants' disputes of
 * charges (open ones first, to accept or reject), the work no rate priced and its billing currency, tab kept
 * in ?tab= (the dispute mails link to ?tab=disputes).
 */
export function BillingScreen() {
  const { t } = useTranslation();
  return (
    <UrlTabs
      tabs={[
        { key: "rate-cards", label: t("billing.tabs.cards"), render: () => <RateCardsTab /> },
        {
          key: "charges",
          label: t("billing.tabs.charges"),
          render: () => <ChargesTable showCustomer canCredit />,
        },
        {
          key: "disputes",
          label: t("billing.tabs.disputes"),
          render: () => <DisputesTable showCustomer canDecide defaultStatus="open" />,
        },
        { key: "unpriced", label: t("billing.tabs.unpriced"), render: () => <UnpricedWorkTab /> },
        { key: "settings", label: t("billing.tabs.settings"), render: () => <BillingSettingsTab /> },
      ]}
    />
  );
}
