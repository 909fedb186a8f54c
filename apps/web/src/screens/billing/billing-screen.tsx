import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../components/url-tabs.tsx";
import { BillingSettingsTab } from "./billing-settings-tab.tsx";
import { RateCardsTab } from "./rate-cards-tab.tsx";

/** /p/billing (the provider, My account): its rate cards and its billing currency, tab kept in ?tab=. */
export function BillingScreen() {
  const { t } = useTranslation();
  return (
    <UrlTabs
      tabs={[
        { key: "rate-cards", label: t("billing.tabs.cards"), render: () => <RateCardsTab /> },
        { key: "settings", label: t("billing.tabs.settings"), render: () => <BillingSettingsTab /> },
      ]}
    />
  );
}
