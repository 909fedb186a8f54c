import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../components/url-tabs.tsx";
import { BillingSettingsTab } from "./billing-settings-tab.tsx";
import { ChargesTable } from "./charges-table.tsx";
import { RateCardsTab } from "./rate-cards-tab.tsx";
import { UnpricedWorkTab } from "./unpriced-work-tab.tsx";

/**
 * /p/billing (the provider, My account): its rate cards, the charges they priced, the work no rate priced
 * and its billing currency, tab kept in ?tab=.
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
        { key: "unpriced", label: t("billing.tabs.unpriced"), render: () => <UnpricedWorkTab /> },
        { key: "settings", label: t("billing.tabs.settings"), render: () => <BillingSettingsTab /> },
      ]}
    />
  );
}
